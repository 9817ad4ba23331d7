/// A form a command's report is written in, chosen by name, SwiftLint's way: `doctor`'s text and
/// JSON, and the CI forms of `doctor`, `check` and `verify` (GitHub annotations, JUnit XML, the
/// job summary). Each reporter is the only place its form is made: adding a form (SARIF, Xcode's
/// `file:line: error:` lines) is one reporter, listed where its command chooses reporters.
///
/// `Report` is what the command came to: `check` and `verify` give a `CIReport`, `doctor` its own
/// report, which holds every check's description (id, title, summary, severities, docs anchor) and
/// every finding with its check's id, severity, message, file and line.
public protocol Reporter<Report>: Sendable {
    associatedtype Report

    /// The name it is chosen by (`--report NAME`).
    var name: String { get }

    /// Whether its output is the whole of standard output (text, JSON); otherwise it is written
    /// after the command's own report (GitHub's annotations), or to a file.
    var standalone: Bool { get }

    /// The whole report in this form.
    func render(_ report: Report, _ context: ReportContext) throws -> String
}

/// What a reporter needs to know besides the report: where else the whole report is, for forms
/// that must leave part of it out (GitHub shows 10 annotations of a level, a summary takes 1 MiB),
/// and how many bytes it may take.
public struct ReportContext: Sendable {
    /// `the job summary, report.xml, the step's log`.
    public var reportAt: String
    /// The bytes the form may take; nil: no limit.
    public var room: Int?
    /// The folder the command ran in, absolute: a relative path of the report is from here, and
    /// Xcode's lines make it absolute from here.
    public var workingDirectory: String
    /// The repository the report is about, absolute (`RepositoryRoot`, else the working
    /// directory): SARIF's paths are from here, as code scanning reads them.
    public var repositoryRoot: String
    /// `widget-tui 0.1.0 (commit ...)`'s version, for the forms that name the tool (SARIF).
    public var toolVersion: String

    public init(reportAt: String = "the step's log", room: Int? = nil, workingDirectory: String = "/", repositoryRoot: String? = nil,
                toolVersion: String = "") {
        self.reportAt = reportAt
        self.room = room
        self.workingDirectory = workingDirectory
        self.repositoryRoot = repositoryRoot ?? workingDirectory
        self.toolVersion = toolVersion
    }
}

/// The CI forms of one command's report, which `--report github`, `--report xcode`, `--junit FILE`,
/// `--sarif FILE` and `$GITHUB_STEP_SUMMARY` write.
public struct CIReporters<Report>: Sendable {
    /// Workflow commands only, one a line, their data escaped as `GitHubAnnotations` escapes it:
    /// the command writes them as they are (`CommandIO.workflowCommand`), past the boundary that
    /// keeps every other line from starting one.
    public let github: any Reporter<Report>
    public let xcode: any Reporter<Report>
    public let junit: any Reporter<Report>
    public let sarif: any Reporter<Report>
    public let summary: any Reporter<Report>

    public init(github: any Reporter<Report>, xcode: any Reporter<Report>, junit: any Reporter<Report>, sarif: any Reporter<Report>,
                summary: any Reporter<Report>) {
        self.github = github
        self.xcode = xcode
        self.junit = junit
        self.sarif = sarif
        self.summary = summary
    }

    /// The reporter `--report NAME` chooses, of those written after the command's own report.
    public func named(_ name: String) -> (any Reporter<Report>)? {
        [github, xcode].first { $0.name == name }
    }
}

extension CIReporters where Report == CIReport {
    /// `check`'s and `verify`'s: their reports are `CIReport`s already.
    public static var standard: CIReporters<CIReport> {
        CIReporters(github: GitHubAnnotationsReporter(), xcode: XcodeReporter(), junit: JUnitReporter(), sarif: SARIFReporter(),
                    summary: StepSummaryReporter())
    }
}

/// Workflow commands on standard output, after the command's own report (`GitHubAnnotations`).
public struct GitHubAnnotationsReporter: Reporter {
    public init() {}
    public var name: String { "github" }
    public var standalone: Bool { false }
    public func render(_ report: CIReport, _ context: ReportContext) -> String {
        GitHubAnnotations.lines(report, reportAt: context.reportAt).map { $0 + "\n" }.joined()
    }
}

/// A JUnit XML document (`JUnitXML`).
public struct JUnitReporter: Reporter {
    public init() {}
    public var name: String { "junit" }
    public var standalone: Bool { true }
    public func render(_ report: CIReport, _ context: ReportContext) -> String { JUnitXML.document(report) }
}

/// The job summary's Markdown (`StepSummary`), in the room the step's summary has left.
public struct StepSummaryReporter: Reporter {
    public init() {}
    public var name: String { "summary" }
    public var standalone: Bool { true }
    public func render(_ report: CIReport, _ context: ReportContext) -> String {
        StepSummary.markdown(report, limit: context.room ?? StepSummary.limit, reportAt: context.reportAt)
    }
}
