import WidgetTUIKit

/// `doctor --report github`: an annotation per problem and warning, on its file and line, titled
/// with its check's id (`CIReport(doctor:)`), after the text report.
public struct DoctorGitHubReporter: Reporter {
    public init() {}
    public var name: String { "github" }
    public var standalone: Bool { false }

    public func render(_ report: Doctor.Report, _ context: ReportContext) -> String {
        GitHubAnnotationsReporter().render(CIReport(doctor: report), context)
    }
}
