/// One thing `doctor` looked at: fine, worth knowing, worth a look or broken, where it is (a file,
/// a line in it, the key or target or option it is about) and, unless fine, what to do.
public struct DoctorFinding: Equatable, Sendable {
    public enum Severity: String, Sendable {
        case ok
        /// Neither right nor wrong, but it changes what doctor checked (checks skipped, and why).
        case note
        case warning
        /// Doctor exits 1.
        case problem
    }

    /// The parts of the report, printed in this order.
    public enum Area: String, Sendable, CaseIterable {
        case entitlements
        case container
        case data
    }

    public let severity: Severity
    public let area: Area
    /// The file or folder the finding is about; nil when it is about none (a missing option).
    public let file: String?
    /// The line in `file`, counted from 1, for text files with lines that matter (a project file).
    public let line: Int?
    /// What in the file (a key of the suite, a target), or the option when there is no file.
    public let subject: String?
    public let message: String
    /// What to change; nil for `ok` and `note`.
    public let fix: String?

    public init(severity: Severity, area: Area, file: String?, line: Int? = nil, subject: String? = nil, message: String, fix: String?) {
        self.severity = severity
        self.area = area
        self.file = file
        self.line = line
        self.subject = subject
        self.message = message
        self.fix = fix
    }

    static func ok(_ area: Area, _ file: String?, subject: String? = nil, _ message: String) -> DoctorFinding {
        DoctorFinding(severity: .ok, area: area, file: file, subject: subject, message: message, fix: nil)
    }

    static func note(_ area: Area, _ file: String?, subject: String? = nil, _ message: String) -> DoctorFinding {
        DoctorFinding(severity: .note, area: area, file: file, subject: subject, message: message, fix: nil)
    }

    static func warning(_ area: Area, _ file: String?, subject: String? = nil, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(severity: .warning, area: area, file: file, subject: subject, message: message, fix: fix)
    }

    static func problem(_ area: Area, _ file: String?, subject: String? = nil, _ message: String, fix: String) -> DoctorFinding {
        DoctorFinding(severity: .problem, area: area, file: file, subject: subject, message: message, fix: fix)
    }
}
