/// One thing `doctor` looked at: fine, worth a look, or broken, with the fix for the latter two.
public struct DoctorFinding: Equatable, Sendable {
    public enum Severity: String, Sendable {
        case ok
        case warning
        case problem
    }

    public enum Area: String, Sendable, CaseIterable {
        case entitlements
        case container
        case data
    }

    public let area: Area
    public let severity: Severity
    /// The file or key the finding is about.
    public let subject: String
    public let message: String
    public let fix: String?

    static func ok(_ area: Area, _ subject: String, _ message: String) -> DoctorFinding {
        DoctorFinding(area: area, severity: .ok, subject: subject, message: message, fix: nil)
    }

    static func warning(_ area: Area, _ subject: String, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(area: area, severity: .warning, subject: subject, message: message, fix: fix)
    }

    static func problem(_ area: Area, _ subject: String, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(area: area, severity: .problem, subject: subject, message: message, fix: fix)
    }
}
