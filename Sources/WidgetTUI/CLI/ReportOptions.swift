import Essentials
import SharedData
import WidgetTUIKit

/// `--report github` and `--junit FILE` of `verify`, `check` and `doctor`, and the job summary
/// appended to `$GITHUB_STEP_SUMMARY` whenever GitHub Actions sets it: the forms CI reads, written
/// after the command's own report, which stays as it is.
struct ReportOptions {
    enum Spec {
        static let report = OptionSpec.choice("--report", ["github"], """
            also write GitHub Actions annotations (::error, ::warning) on standard
            output, the most important first, at most 10 of each level (a Markdown
            summary is appended to $GITHUB_STEP_SUMMARY whenever that is set)
            """)
        static let junit = OptionSpec.value("--junit", "FILE", "also write the report as JUnit XML (folders made as needed)", completion: .files)
        static let section = OptionSection("CI reports", [report, junit])
    }

    static let summaryVariable = "GITHUB_STEP_SUMMARY"

    var github = false
    var junit: String?

    static func parse(_ arguments: inout Arguments) throws -> ReportOptions {
        let github = try arguments.choice(Spec.report) { $0 == "github" ? true : nil } ?? false
        return ReportOptions(github: github, junit: try arguments.value(Spec.junit))
    }

    /// Annotations and a JSON document cannot share standard output.
    func refuseBeside(json: Bool) throws {
        if github, json { throw CLIError.usage("--report github writes annotations to standard output, where --json writes its document: choose one") }
    }

    /// Writes the JUnit file, then the annotations, then the job summary when the variable is set.
    /// A summary that cannot be written is a warning: the job's verdict is the command's.
    /// - Parameter artifacts: where else the report is (`verify --artifacts`' page, as shown), for
    ///   the annotations and the summary to point at.
    func publish(_ report: CIReport, artifacts: String? = nil, io: CommandIO) throws {
        let summary = io.environment[Self.summaryVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let junit { try Self.write(Data(JUnitXML.document(report).utf8), to: URL(fileURLWithPath: junit)) }
        let reportAt = ([artifacts, summary.map { _ in "the job summary" }, junit?.shown] + ["the step's log"]).compactMap { $0 }
            .joined(separator: ", ")
        if github {
            for line in GitHubAnnotations.lines(report, reportAt: reportAt) { io.workflowCommand(line) }
        }
        if let summary {
            do {
                try Self.append(report, to: URL(fileURLWithPath: summary), reportAt: reportAt)
            } catch {
                io.warn("\(Self.summaryVariable): \(CLIError(error).description)")
            }
        }
    }

    private static func write(_ data: Data, to url: URL) throws {
        let folder = try ConfinedFolder.openFollowingNoLinks(url.deletingLastPathComponent(), create: true)
        try folder.replace(url.lastPathComponent, with: data)
    }

    /// Appended, in what room the step's summary has left under GitHub's limit.
    private static func append(_ report: CIReport, to url: URL, reportAt: String) throws {
        let folder = try ConfinedFolder.openFollowingNoLinks(url.deletingLastPathComponent())
        let used = if case let .regular(size, _) = try folder.kind(of: url.lastPathComponent) { Int(size) } else { 0 }
        let room = StepSummary.limit - used
        let text = StepSummary.markdown(report, limit: room, reportAt: reportAt)
        guard text.utf8.count <= room else {
            throw CLIError("\(url.shown) holds \(used) bytes, and GitHub refuses a step's summary past \(StepSummary.limit)")
        }
        try folder.append(url.lastPathComponent, Data(text.utf8))
    }
}
