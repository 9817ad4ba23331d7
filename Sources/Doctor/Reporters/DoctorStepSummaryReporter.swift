import WidgetTUIKit

/// `$GITHUB_STEP_SUMMARY`: the areas that failed or warned, in a table, each with its findings
/// (`CIReport(doctor:)`).
public struct DoctorStepSummaryReporter: Reporter {
    public init() {}
    public var name: String { "summary" }
    public var standalone: Bool { true }

    public func render(_ report: Doctor.Report, _ context: ReportContext) -> String {
        StepSummaryReporter().render(CIReport(doctor: report), context)
    }
}
