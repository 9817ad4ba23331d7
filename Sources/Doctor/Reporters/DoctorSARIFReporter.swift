import Findings
import WidgetTUIKit

/// `doctor --sarif FILE`: SARIF 2.1.0 (`SARIFLog`), its rules every check of the registry (id,
/// title, what it finds, the docs' anchor, its gravest severity as the default level), a result per
/// problem and warning under its check's id. Paths are from the root of the repository holding the
/// project (`ReportContext.repositoryRoot`), else from the project's root. A finding about no file, or
/// about a file outside the repository, is placed on the file its check read: another finding's of
/// the same check, else of the same area, else the project file (`project.pbxproj`).
public struct DoctorSARIFReporter: Reporter {
    public init() {}
    public var name: String { "sarif" }
    public var standalone: Bool { true }

    public func render(_ report: Doctor.Report, _ context: ReportContext) throws -> String {
        let root = report.project?.root ?? context.repositoryRoot
        let place = { (file: String, line: Int?) in SARIFLog.Place(file: XcodeIssue.absolute(file, from: root), line: line) }
        // The repository holding the project (the command gives its root), else the project's folder.
        let repository = root == context.repositoryRoot || root.hasPrefix(context.repositoryRoot.hasSuffix("/") ? context.repositoryRoot
            : context.repositoryRoot + "/") ? context.repositoryRoot : root
        let projectFiles = report.summaries.map { place($0.project + "/project.pbxproj", nil) }
        let placed = report.findings.filter { $0.file != nil }
        let rules = report.checks.map { check in
            SARIFLog.Rule(id: check.id, title: check.title, summary: check.summary, level: Self.level(check.defaultSeverity), help: check.help)
        }
        let results = report.findings.filter { $0.severity == .problem || $0.severity == .warning }.map { finding in
            let own = finding.file.map { [place($0, finding.line)] } ?? []
            let read = (placed.filter { $0.check == finding.check } + placed.filter { $0.area == finding.area }).compactMap { $0.file.map { place($0, nil) } }
            return SARIFLog.Result(rule: finding.check, level: Self.level(finding.severity), message: DoctorXcodeReporter.message(finding),
                                   places: own + read + projectFiles,
                                   identity: [finding.target ?? "", finding.configuration ?? "", finding.subject ?? ""])
        }
        return try SARIFLog.document(rules: rules, results: results, root: repository, toolVersion: context.toolVersion)
    }

    static func level(_ severity: Finding.Severity) -> String {
        switch severity {
        case .problem: "error"
        case .warning: "warning"
        case .note, .ok: "note"
        }
    }
}
