import FrameOutput
import WidgetTUIKit

/// `doctor --json` (`--report json`): the whole report as one document (`DoctorDocument`).
public struct DoctorJSONReporter: Reporter {
    public init() {}
    public var name: String { "json" }
    public var standalone: Bool { true }

    public func render(_ report: Doctor.Report, _ context: ReportContext) throws -> String {
        try DoctorDocument(report).encoded()
    }
}
