import Testing
@testable import WidgetTUI

@Suite struct VersionCommandTests {
    @Test("--version and version print the version and the build's commit, or say it is unknown")
    func versionLine() {
        for argv in [["--version"], ["version"]] {
            let sink = OutputSink()
            #expect(CommandRouter.run(argv, io: sink.io) == 0)
            #expect(sink.out == WidgetTUIVersion.line + "\n")
            #expect(sink.err.isEmpty)
        }
        #expect(WidgetTUIVersion.line.wholeMatch(of: /widget-tui \d+\.\d+\.\d+ \(commit [0-9a-f]{7,40}(-dirty)?\)|widget-tui \d+\.\d+\.\d+ \(commit unknown\)/) != nil)
    }

    @Test("A test build, made by swift build without the commit flag, says the commit is unknown")
    func plainBuildsDoNotKnowTheCommit() {
        #expect(WidgetTUIVersion.commit == nil)
        #expect(WidgetTUIVersion.line == "widget-tui \(WidgetTUIVersion.number) (commit unknown)")
    }

    @Test("version takes no arguments")
    func versionTakesNoArguments() {
        let sink = OutputSink()
        #expect(CommandRouter.run(["--version", "extra"], io: sink.io) == 64)
        #expect(sink.err.contains("unexpected argument extra"))
    }
}
