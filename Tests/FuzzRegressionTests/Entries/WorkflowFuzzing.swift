@testable import Doctor
import Findings
import Foundation
import FrameOutput
import RunnerRules
import WidgetTUIKit

/// Names from a pull request through everything widget-tui writes for a CI log, as the fuzz target
/// `workflow-commands` checks them: the output every command's text passes (`CommandIO`:
/// `TerminalText`, then `WorkflowCommandText`), JSON documents, and every reporter: `check`'s and
/// `verify`'s CI forms (`CIReporters.standard`) and each of doctor's (`DoctorReporters.all`: text,
/// JSON, the annotations of `--report github`, Xcode's lines, JUnit, SARIF, the job summary), on reports whose every
/// string is a name. The input's first byte picks the way out (`ways`), the rest, split at NUL
/// bytes, are the names: the fuzz target checks the one way its input picks (`picked`), since every
/// way on every input ran 5 inputs a second here, while `swift test` checks every way on each kept
/// input (`outputs`), so an input the target stopped on fails there too. Nil when the rules held:
/// the runner reads no workflow command in the output but the annotations widget-tui writes, one a
/// line, none holding `##[` (`RunnerCommandParser`); JSON decodes to the names as they were; the
/// summary makes no link or mention (`GitHubMarkdownRules`).
enum WorkflowFuzzing {
    /// Every check's id, taken once: a check's description builds its examples' projects.
    static let checkIDs = Doctor.checks.map(\.id)

    /// Each way out, named, with what breaks the rules when the names take it.
    static let ways: [(name: String, check: @Sendable ([String]) -> String?)] =
        [("text", text), ("json", json)]
        + reporters(of: CIReporters.standard).map { reporter in ("\(reporter.name) of check", { written(reporter, checkReport($0), context($0)) }) }
        + doctorReporters.map { named, reporter in ("doctor's \(named)", { written(reporter, doctorReport($0), context($0)) }) }

    /// doctor's reporters, the text one in both its forms (`verbose` changes only its output).
    static let doctorReporters: [(String, any Reporter<Doctor.Report>)] =
        DoctorReporters.all(verbose: true).map { ($0.name == "text" ? "text (verbose)" : $0.name, $0) } + [("text", DoctorTextReporter(verbose: false))]

    /// The way the input's first byte picks, with the rest as the names: the fuzz target's check.
    static func picked(_ data: Data) -> String? {
        guard let first = data.first else { return nil }
        let way = ways[Int(first) % ways.count]
        return way.check(names(data)).map { "\(way.name): \($0)" }
    }

    /// Every way, with all but the first byte as the names: what `swift test` checks of a kept input.
    static func outputs(_ data: Data) -> String? {
        let names = names(data)
        return ways.lazy.compactMap { way in way.check(names).map { "\(way.name): \($0)" } }.first
    }

    static func names(_ data: Data) -> [String] {
        data.dropFirst().split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Text, as `out`, `err` and one-line messages write it; whole, and in the writes a command
    /// makes of a line (the names one after another).
    static func text(_ names: [String]) -> String? {
        for text in names + [names.joined(separator: "\n")] {
            for written in [WorkflowCommandText.neutralised(TerminalText.escaped(text)),
                            "widget-tui: " + WorkflowCommandText.neutralised(TerminalText.escaped(text, lineBreaks: false)) + "\n"] {
                if let command = RunnerCommandParser.commands(in: written).first { return "text \(String(reflecting: text)) reads as \(command)" }
            }
        }
        let pieces = names.map { WorkflowCommandText.neutralised(TerminalText.escaped($0)) }.joined()
        if let command = RunnerCommandParser.commands(in: pieces).first { return "the names written one after another read as \(command)" }
        return nil
    }

    /// A JSON document, pretty-printed as widget-tui prints them.
    static func json(_ names: [String]) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let json = try? encoder.encode(["names": names, "first": [names[0]]]) else { return nil }
        let written = WorkflowCommandText.neutralised(TerminalText.escapedJSON(String(decoding: json, as: UTF8.self)), as: .json)
        if let command = RunnerCommandParser.commands(in: written).first { return "JSON reads as \(command)" }
        guard let decoded = try? JSONDecoder().decode([String: [String]].self, from: Data(written.utf8)), decoded["names"] == names else {
            return "the JSON written does not decode to the names: \(String(reflecting: written.prefix(300)))"
        }
        return nil
    }

    static func context(_ names: [String]) -> ReportContext { ReportContext(reportAt: names[1 % names.count]) }

    static func reporters<Report>(of ci: CIReporters<Report>) -> [any Reporter<Report>] { [ci.github, ci.xcode, ci.junit, ci.sarif, ci.summary] }

    /// The CI report of a command whose cases and annotations carry the names (the first 16: the
    /// reporters treat every case alike).
    static func checkReport(_ names: [String]) -> CIReport {
        func name(_ i: Int) -> String { names[i % names.count] }
        let statuses: [CIReport.Case.Status] = [.failed, .warned, .passed, .skipped]
        let cases = names.indices.prefix(16).map { CIReport.Case(name: name($0), status: statuses[$0 % 4], message: name($0 + 1), detail: name($0 + 2)) }
        let levels = CIReport.Annotation.Level.allCases
        let annotations = names.indices.prefix(16).map {
            CIReport.Annotation(levels[$0 % 3], title: name($0), message: name($0 + 1), file: $0 % 2 == 0 ? name($0 + 2) : nil, line: $0 % 2 == 0 ? $0 : nil)
        }
        return CIReport(command: "check", subject: name(0), cases: cases, annotations: annotations)
    }

    /// doctor's report: a finding of every severity and area, each naming a check, whose target,
    /// configuration, file, subject, message and fix are names; the group, why it was chosen, why
    /// the container was not checked and a walk a limit stopped, too.
    static func doctorReport(_ names: [String]) -> Doctor.Report {
        func name(_ i: Int) -> String { names[i % names.count] }
        let checks = checkIDs
        let severities = Finding.Severity.allCases, areas = DoctorFinding.Area.allCases
        let findings = names.indices.prefix(16).map { i in
            DoctorFinding(check: checks[i % checks.count], area: areas[i % areas.count],
                          Finding(severities[i % severities.count], target: name(i), configuration: i % 2 == 0 ? name(i + 1) : nil,
                                  file: i % 3 == 0 ? nil : name(i + 2), line: i % 2 == 0 ? i + 1 : nil, subject: name(i + 3),
                                  message: name(i + 4), fix: i % 2 == 0 ? name(i + 5) : nil))
        }
        return Doctor.Report(findings: findings, group: name(0), groupSource: name(1), platform: .iOS, project: nil, summaries: [],
                             containerSkipped: name(2),
                             incomplete: [IncompleteScan(scan: "Swift", folder: name(3), isFile: false, reason: name(4), checks: Array(checks.prefix(2)))])
    }

    /// What breaks the rules in what `reporter` writes of `report`, on its way out as the command
    /// writes it: text and JSON through `CommandIO`'s boundaries, annotations as they are, the
    /// summary and JUnit into files. A reporter of a new name fails until its way out is here.
    static func written<Report>(_ reporter: any Reporter<Report>, _ report: Report, _ context: ReportContext) -> String? {
        guard let rendered = try? reporter.render(report, context) else { return nil }
        switch reporter.name {
        case "text":
            let written = WorkflowCommandText.neutralised(TerminalText.escaped(rendered))
            if let command = RunnerCommandParser.commands(in: written).first { return "reads as \(command)" }
        case "json":
            let written = WorkflowCommandText.neutralised(TerminalText.escapedJSON(rendered), as: .json)
            if let command = RunnerCommandParser.commands(in: written).first { return "reads as \(command)" }
            guard (try? JSONSerialization.jsonObject(with: Data(written.utf8))) != nil else {
                return "not a JSON document once escaped: \(String(reflecting: written.prefix(300)))"
            }
        case "github":
            let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            guard rendered.isEmpty || rendered.hasSuffix("\n") else { return "annotations without a final line break" }
            for line in lines {
                let read = RunnerCommandParser.commands(in: String(line))
                guard read.count == 1, read[0].form == .current, ["error", "warning", "notice"].contains(read[0].name) else {
                    return "an annotation that reads as \(read): \(String(reflecting: line))"
                }
                if RunnerCommandParser.holdsOldForm(line) { return "an annotation holding ##[: \(String(reflecting: line))" }
            }
            if RunnerCommandParser.commands(in: rendered).count != lines.count { return "the annotations read as more commands than their \(lines.count) lines" }
        case "xcode":
            // Standard output, through the boundaries; Xcode's lines hold no command even before.
            let written = WorkflowCommandText.neutralised(TerminalText.escaped(rendered))
            if let command = (RunnerCommandParser.commands(in: rendered) + RunnerCommandParser.commands(in: written)).first { return "reads as \(command)" }
            if RunnerCommandParser.holdsOldForm(rendered) { return "a line holding ##[: \(String(reflecting: rendered.prefix(300)))" }
            // By bytes, as Xcode reads a line: `"/\u{FE0F}"` is one Character, which `hasPrefix("/")` would not see.
            if let line = rendered.split(separator: "\n").first(where: { !$0.utf8.starts(with: "/".utf8) && !$0.utf8.starts(with: "widget-tui: ".utf8) }) {
                return "a line Xcode does not read as an issue: \(String(reflecting: line))"
            }
        case "sarif":
            // A file for code scanning, not the log: it only has to be a JSON document.
            guard (try? JSONSerialization.jsonObject(with: Data(rendered.utf8))) != nil else {
                return "not a JSON document: \(String(reflecting: rendered.prefix(300)))"
            }
        case "summary":
            if let made = GitHubMarkdownRules.linksAndMentions(inMarkdown: rendered).first { return "the job summary makes \(made)" }
        case "junit":
            // A file for a test reporter, not the log: it only has to be made.
            break
        default:
            return "no rule for the reporter \(reporter.name): add how its output leaves"
        }
        return nil
    }
}
