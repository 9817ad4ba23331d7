import Foundation
import FrameOutput
import RunnerRules
import WidgetTUIKit

/// Names from a pull request through everything widget-tui writes for a CI log, as the fuzz target
/// `workflow-commands` checks them: the output every command's text passes (`CommandIO`:
/// `TerminalText`, then `WorkflowCommandText`), JSON documents, the annotations of `--report github`
/// and the job summary. The input's chunks, split at NUL bytes, are the names. Nil when the rules
/// held: the runner reads no workflow command in the output but the annotations widget-tui writes,
/// one a line, none holding `##[` (`RunnerCommandParser`); JSON decodes to the names as they were;
/// the summary makes no link or mention (`GitHubMarkdownRules`).
enum WorkflowFuzzing {
    static func outputs(_ data: Data) -> String? {
        let names = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        func name(_ i: Int) -> String { names[i % names.count] }

        // Text, as `out`, `err` and one-line messages write it; whole, and in the writes a
        // command makes of a line (the names one after another).
        for text in names + [names.joined(separator: "\n")] {
            for written in [WorkflowCommandText.neutralised(TerminalText.escaped(text)),
                            "widget-tui: " + WorkflowCommandText.neutralised(TerminalText.escaped(text, lineBreaks: false)) + "\n"] {
                if let command = RunnerCommandParser.commands(in: written).first { return "text \(String(reflecting: text)) reads as \(command)" }
            }
        }
        let pieces = names.map { WorkflowCommandText.neutralised(TerminalText.escaped($0)) }.joined()
        if let command = RunnerCommandParser.commands(in: pieces).first { return "the names written one after another read as \(command)" }

        // A JSON document, pretty-printed as widget-tui prints them.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let json = try? encoder.encode(["names": names, "first": [name(0)]]) {
            let written = WorkflowCommandText.neutralised(TerminalText.escapedJSON(String(decoding: json, as: UTF8.self)), as: .json)
            if let command = RunnerCommandParser.commands(in: written).first { return "JSON reads as \(command)" }
            guard let decoded = try? JSONDecoder().decode([String: [String]].self, from: Data(written.utf8)), decoded["names"] == names else {
                return "the JSON written does not decode to the names: \(String(reflecting: written.prefix(300)))"
            }
        }

        // The CI reports of a command whose cases and annotations carry the names (the first 16:
        // the reporters treat every case alike).
        let statuses: [CIReport.Case.Status] = [.failed, .warned, .passed, .skipped]
        let cases = names.indices.prefix(16).map { CIReport.Case(name: name($0), status: statuses[$0 % 4], message: name($0 + 1), detail: name($0 + 2)) }
        let levels = CIReport.Annotation.Level.allCases
        let annotations = names.indices.prefix(16).map {
            CIReport.Annotation(levels[$0 % 3], title: name($0), message: name($0 + 1), file: $0 % 2 == 0 ? name($0 + 2) : nil, line: $0 % 2 == 0 ? $0 : nil)
        }
        let report = CIReport(command: "check", subject: name(0), cases: cases, annotations: annotations)
        let lines = GitHubAnnotations.lines(report, reportAt: name(1))
        for line in lines {
            let read = RunnerCommandParser.commands(in: line)
            guard read.count == 1, read[0].form == .current, ["error", "warning", "notice"].contains(read[0].name) else {
                return "an annotation that reads as \(read): \(String(reflecting: line))"
            }
            if RunnerCommandParser.holdsOldForm(line) { return "an annotation holding ##[: \(String(reflecting: line))" }
        }
        let annotated = lines.map { $0 + "\n" }.joined()
        if RunnerCommandParser.commands(in: annotated).count != lines.count { return "the annotations read as more commands than their \(lines.count) lines" }
        let summary = StepSummary.markdown(report, reportAt: name(1))
        if let made = GitHubMarkdownRules.linksAndMentions(inMarkdown: summary).first { return "the job summary makes \(made)" }
        return nil
    }
}
