import Findings
import WidgetTUIKit

/// `doctor --report xcode`: a line per problem, warning and note, as Xcode reads a Run Script
/// phase's output (`XcodeIssue`): on its file and line, made absolute from the project's root, and
/// named by its check's id; a finding about no file is `widget-tui: ...`. After the text report.
public struct DoctorXcodeReporter: Reporter {
    public init() {}
    public var name: String { "xcode" }
    public var standalone: Bool { false }

    public func render(_ report: Doctor.Report, _ context: ReportContext) -> String {
        let root = report.project?.root ?? context.workingDirectory
        return XcodeIssue.text(report.findings.compactMap { finding -> XcodeIssue? in
            let level: XcodeIssue.Level
            switch finding.severity {
            case .problem: level = .error
            case .warning: level = .warning
            case .note: level = .note
            case .ok: return nil
            }
            return XcodeIssue(file: finding.file.map { XcodeIssue.absolute($0, from: root) }, line: finding.line, level: level,
                              message: Self.message(finding), rule: finding.check)
        })
    }

    /// `target Runner, configuration Profile: message; fix: ...`.
    static func message(_ finding: DoctorFinding) -> String {
        let place = [finding.target.map { "target \($0.shown)" }, finding.configuration.map { "configuration \($0.shown)" }, finding.subject]
            .compactMap { $0 }.joined(separator: ", ")
        return (place.isEmpty ? "" : place + ": ") + finding.message + (finding.fix.map { "; fix: \($0)" } ?? "")
    }
}
