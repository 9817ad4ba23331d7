import Essentials
import SharedData
import WidgetTUIKit

/// `--report github|xcode`, `--junit FILE` and `--sarif FILE` of `verify`, `check` and `doctor`, and
/// the job summary appended to `$GITHUB_STEP_SUMMARY` whenever GitHub Actions sets it: the forms CI
/// and Xcode read, written after the command's own report, which stays as it is.
struct ReportOptions {
    enum Spec {
        /// The reporters `--report` chooses by name, alike in every command.
        static let reporters = ["github", "xcode"]
        static let report = OptionSpec.choice("--report", reporters, """
            also write, on standard output after the report: github, GitHub Actions
            annotations (::error, ::warning), the most important first, at most 10 of
            each level; xcode, a line per finding as Xcode reads a Run Script phase's
            output (/path:line:col: error: message [id]). A Markdown summary is
            appended to $GITHUB_STEP_SUMMARY whenever that is set
            """)
        static let junit = OptionSpec.value("--junit", "FILE", "also write the report as JUnit XML (folders made as needed)", completion: .files)
        static let sarif = OptionSpec.value("--sarif", "FILE", "also write the report as SARIF 2.1.0, for GitHub code scanning\n(folders made as needed)",
                                            completion: .files)
        static let section = OptionSection("CI reports", [report, junit, sarif])
    }

    static let summaryVariable = "GITHUB_STEP_SUMMARY"

    /// The reporter `--report` chose, by name; nil when it was not given. One choice in every
    /// command (`verify`, `check`, `doctor`), so a name means one form everywhere.
    var report: String?
    var junit: String?
    var sarif: String?

    static func parse(_ arguments: inout Arguments) throws -> ReportOptions {
        let report = try arguments.choice(Spec.report) { Spec.reporters.contains($0) ? $0 : nil }
        return ReportOptions(report: report, junit: try arguments.value(Spec.junit), sarif: try arguments.value(Spec.sarif))
    }

    /// Annotations (or Xcode's lines) and a JSON document cannot share standard output.
    func refuseBeside(json: Bool) throws {
        if let report, json {
            let what = report == "xcode" ? "Xcode's issue lines" : "annotations"
            throw CLIError.usage("--report \(report) writes \(what) to standard output, where --json writes its document: choose one")
        }
    }

    /// Writes the JUnit file, then the annotations, then the job summary when the variable is set.
    /// A summary that cannot be written is a warning: the job's verdict is the command's.
    /// - Parameter artifacts: where else the report is (`verify --artifacts`' page, as shown), for
    ///   the annotations and the summary to point at.
    /// - Parameter reporters: the command's CI forms (`CIReporters.standard` for a `CIReport`).
    /// - Parameter about: the folder the report is about (the snapshot folder, the container): SARIF's
    ///   paths are from the repository holding it, else from the one the command runs in.
    func publish<Report>(_ report: Report, reporters: CIReporters<Report>, artifacts: String? = nil, about: URL? = nil, io: CommandIO) throws {
        let summary = io.environment[Self.summaryVariable].flatMap { $0.isEmpty ? nil : $0 }
        let reportAt = ([artifacts, summary.map { _ in "the job summary" }, junit?.shown] + ["the step's log"]).compactMap { $0 }
            .joined(separator: ", ")
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let repository = about.flatMap(RepositoryRoot.enclosing) ?? RepositoryRoot.enclosing(workingDirectory) ?? workingDirectory
        let context = ReportContext(reportAt: reportAt, workingDirectory: workingDirectory.path, repositoryRoot: repository.path,
                                    toolVersion: WidgetTUIVersion.number)
        if let junit { try Self.write(Data(try reporters.junit.render(report, context).utf8), to: URL(fileURLWithPath: junit)) }
        if let sarif { try Self.write(Data(try reporters.sarif.render(report, context).utf8), to: URL(fileURLWithPath: sarif)) }
        if let name = self.report, let reporter = reporters.named(name) {
            let text = try reporter.render(report, context)
            if name == reporters.github.name {
                // The one output that leaves as workflow commands: each line is an annotation whose data
                // `GitHubAnnotations` escaped; every other form (Xcode's lines) passes the CI log's boundary.
                for line in text.split(separator: "\n") { io.workflowCommand(String(line)) }
            } else {
                io.out(text)
            }
        }
        if let summary {
            do {
                try Self.append(to: URL(fileURLWithPath: summary)) { room in try reporters.summary.render(report, ReportContext(reportAt: reportAt, room: room)) }
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
    private static func append(to url: URL, _ render: (Int) throws -> String) throws {
        let folder = try ConfinedFolder.openFollowingNoLinks(url.deletingLastPathComponent())
        let used = if case let .regular(size, _) = try folder.kind(of: url.lastPathComponent) { Int(size) } else { 0 }
        let room = StepSummary.limit - used
        let text = try render(room)
        guard text.utf8.count <= room else {
            throw CLIError("\(url.shown) holds \(used) bytes, and GitHub refuses a step's summary past \(StepSummary.limit)")
        }
        try folder.append(url.lastPathComponent, Data(text.utf8))
    }
}
