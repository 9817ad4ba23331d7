import Foundation
import RunnerRules
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// A pull request's names cannot steer GitHub Actions' runner: every command, run on data whose
/// every string forges workflow commands, writes no line the runner reads as a command (on
/// standard output or standard error, in text or JSON) but the annotations widget-tui writes
/// itself, and those hold no `##[`; the job summary makes no link or mention from data.
@Suite("Hostile data never starts a workflow command")
struct WorkflowCommandTests {
    /// Today's form at a name's start and after a line feed, a carriage return and Unicode white
    /// space; the old form in the middle, also with a variation selector between its `#`s; a
    /// name's end that our own text could complete (`##` before a `[`); and what Markdown and
    /// GitHub turn into links and notifications. No `/`, so it can be a file's name.
    static let payload = "::warning title=FORGED::x ##[add-mask]PROBLEM\n::error title=FORGED::y\r\u{A0}\u{3000}::stop-commands::FORGED "
        + "#\u{FE0F}#[set-output]z @octocat a@b.example www.evil.example #1 [l](x) <a href=x>##"

    let world: HostileRuns

    init() throws {
        world = try HostileRuns(payload: Self.payload)
    }

    @Test("Every command, on every carrier of a forged command, writes only its own workflow commands")
    func everyCommand() throws {
        let runs = try world.all()

        // Every command and subcommand of the table is among the runs: a new one without a
        // hostile run fails here.
        let covered = Set(runs.compactMap(\.path))
        for path in CommandTable.paths where path.leaf.subcommands.isEmpty {
            #expect(covered.contains(path.words), "no hostile run of `widget-tui \(path.words)`: add one to HostileRuns.all()")
        }

        for run in runs {
            let ours = RunnerCommandParser.commands(in: run.commands)
            let read = RunnerCommandParser.commands(in: run.out)
            #expect(read == ours, "\(run) exited \(run.code); the runner would read \(read.filter { !ours.contains($0) })")
            let onError = RunnerCommandParser.commands(in: run.err)
            #expect(onError.isEmpty, "\(run) exited \(run.code); the runner would read \(onError) on standard error")
            for command in ours {
                let annotation = command.form == .current && ["error", "warning", "notice"].contains(command.name)
                #expect(annotation && !RunnerCommandParser.holdsOldForm(command.line), "\(run) wrote \(command)")
            }
            for file in run.files where file.name == "summary.md" {
                let made = GitHubMarkdownRules.linksAndMentions(inMarkdown: file.text)
                #expect(made.isEmpty, "\(run): the job summary makes \(made)")
            }
        }

        // Not a test that passes by printing nothing: the data was shown, escaped, and the
        // annotations were written.
        let doctor = try #require(runs.first { $0.arguments == ["doctor"] })
        let shown = doctor.out.contains(#"##\u{5B}add-mask]PROBLEM"#)
        #expect(shown, "\(String(reflecting: doctor.out))")
        let json = try #require(runs.first { $0.arguments == ["doctor", "--json"] })
        #expect(json.out.contains(#"##\u005badd-mask]PROBLEM"#), "\(String(reflecting: json.out))")
        // The checks main's rule engine added read the data too: a widget URL's file, named with
        // the payload, is home-widget-url's finding.
        let project = try #require(runs.first { $0.arguments.first == "doctor" && $0.arguments.contains("--project") && $0.arguments.contains("--json") })
        let document = try #require(try JSONSerialization.jsonObject(with: Data(project.out.utf8)) as? [String: Any])
        let urlFiles = (document["findings"] as? [[String: Any]] ?? []).filter { $0["check"] as? String == "home-widget-url" }.compactMap { $0["file"] as? String }
        // (The file as shown: its line breaks escaped.)
        #expect(urlFiles.contains { $0.hasPrefix("ios/TallyWidget/Tap::warning title=FORGED") }, "\(urlFiles)")
        for run in runs where run.arguments.contains("--report") {
            #expect(!RunnerCommandParser.commands(in: run.commands).isEmpty, "\(run) wrote no annotation")
            #expect(run.files.contains { $0.name == "summary.md" }, "\(run) wrote no job summary")
        }
    }

    @Test("JSON documents keep the data: escaped for the runner, they decode to the same strings")
    func jsonKeepsTheData() throws {
        _ = try world.hostileGroup()
        let json = world.run(["activity", "--json"]).out
        #expect(RunnerCommandParser.commands(in: json).isEmpty)
        let state = try PetActivityAttributes.ContentState.decode(Data(json.dropLast().utf8))
        #expect(state.name == "Mochi\(Self.payload)")
    }

    @Test("The check of the summary finds what makes links and mentions, and passes escaped text")
    func summaryCheck() {
        #expect(GitHubMarkdownRules.linksAndMentions(inMarkdown: "| x | @octocat |").count == 1)
        #expect(GitHubMarkdownRules.linksAndMentions(inMarkdown: "see #12 and www.example.com").count == 2)
        #expect(GitHubMarkdownRules.linksAndMentions(inMarkdown: "```text\n@octocat #12\n```\n").isEmpty)
        #expect(GitHubMarkdownRules.linksAndMentions(inMarkdown: "&#64;&#8203;octocat &#35;&#8203;12 www&#46;example&#46;com").isEmpty)
    }
}
