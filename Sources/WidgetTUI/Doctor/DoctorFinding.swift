/// One thing `doctor` looked at: fine, worth a look, or broken, with the fix for the latter two.
struct DoctorFinding: Equatable, Sendable {
    enum Severity: String, Sendable {
        case ok
        case warning
        case problem
    }

    enum Area: String, Sendable, CaseIterable {
        case entitlements
        case container
        case data
    }

    let area: Area
    let severity: Severity
    /// The file or key the finding is about.
    let subject: String
    let message: String
    let fix: String?

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
