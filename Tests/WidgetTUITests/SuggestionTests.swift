import Testing
@testable import WidgetTUI

/// "Did you mean" for every kind of name on the command line, from the command table.
@Suite struct SuggestionTests {
    func run(_ argv: [String]) -> (code: Int32, err: String, out: String) {
        let sink = OutputSink(environment: ["WIDGET_TUI_HOME": "/nonexistent/widget-tui-suggestion-test"])
        let code = CommandRouter.run(argv, io: sink.io)
        return (code, sink.err, sink.out)
    }

    @Test("Mistyped names get the nearest one, with exit 64 and nothing on standard output", arguments: [
        (["rendr"], "widget-tui: unknown command 'rendr'; did you mean 'render'? (see `widget-tui help`)"),
        (["snap", "--out", "x"], "unknown command 'snap'; did you mean 'snapshot'?"),
        (["render", "--famly", "small"], "widget-tui render: unknown option --famly; did you mean --family? (see `widget-tui render --help`)"),
        (["--famly", "small"], "widget-tui preview: unknown option --famly; did you mean --family?"),
        (["app", "sett", "k", "v"], "widget-tui app: unknown app subcommand 'sett'; did you mean 'set'?"),
        (["app", "set", "k", "v", "--tpye", "int"], "widget-tui app set: unknown option --tpye; did you mean --type?"),
        (["render", "--family", "smal"], "--family: 'smal' is not one of small, medium, large; did you mean 'small'?"),
        (["render", "--surface", "minmal"], "--surface: 'minmal' is not one of home, lock-screen, compact-leading, compact-trailing, minimal, expanded; did you mean 'minimal'?"),
        (["snapshot", "--out", "x", "--family", "small,meduim"], "--family: 'meduim' is not one of small, medium, large; did you mean 'medium'?"),
        (["app", "set", "k", "1", "--type", "integer"], "--type: 'integer' is not one of int, double, bool, string, date, json, data"),
        (["intent", "fed"], "widget-tui intent: unknown intent 'fed'; did you mean 'feed'?"),
        (["completions", "zhs"], "unknown shell 'zhs'; did you mean 'zsh'?"),
        (["help", "rendr"], "widget-tui help: unknown command 'rendr'; did you mean 'render'?"),
        (["help", "app", "sett"], "unknown app subcommand 'sett'; did you mean 'set'?"),
        (["verify", "x", "--recrod", "all"], "unknown option --recrod; did you mean --record?"),
        (["render", "--colors", "25"], "--colors: '25' is not one of truecolor, 256, 16, none; did you mean '256'?"),
        (["render", "--tz", "Europe/Pariss"], "--tz: 'Europe/Pariss' is not a time zone such as Europe/Paris or UTC; did you mean 'Europe/Paris'?"),
    ])
    func suggestions(argv: [String], message: String) {
        let result = run(argv)
        #expect(result.code == 64)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test("A name close to nothing lists what there is instead of guessing", arguments: [
        (["frobnicate"], "widget-tui: unknown command 'frobnicate' (see `widget-tui help`)"),
        (["intent", "tickle"], "unknown intent 'tickle' (intents: feed, pet, refresh)"),
        (["app", "frobnicate"], "unknown app subcommand 'frobnicate' (app subcommands: create-group, update-items, set, remove"),
        (["render", "--frobnicate"], "unknown option --frobnicate (see"),
    ])
    func noGuess(argv: [String], message: String) {
        let result = run(argv)
        #expect(result.code == 64)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(!result.err.contains("did you mean"))
    }
}
