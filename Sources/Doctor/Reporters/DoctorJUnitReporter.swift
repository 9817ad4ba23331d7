import WidgetTUIKit

/// `doctor --junit FILE`: one test case per area, failed by a problem, its findings by check id
/// in the failure's text (`CIReport(doctor:)`).
public struct DoctorJUnitReporter: Reporter {
    public init() {}
    public var name: String { "junit" }
    public var standalone: Bool { true }

    public func render(_ report: Doctor.Report, _ context: ReportContext) -> String {
        JUnitReporter().render(CIReport(doctor: report), context)
    }
}
