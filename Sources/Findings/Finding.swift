/// What one check found, as the check says it: how bad, where (target, configuration, file, line,
/// subject), what, and what to change. The check's id and area are not part of it: the engine
/// adds them (`DoctorFinding`), so a check cannot give a finding under another's name.
public struct Finding: Equatable, Hashable, Sendable {
    public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
        /// Checked and fine.
        case ok
        /// Worth knowing; nothing to fix (checks skipped, and why).
        case note
        /// Works today, breaks somewhere (a case-sensitive volume, a portal registration).
        case warning
        /// The widget shows nothing, stale or wrong data, or the build fails to sign: doctor exits 1.
        case problem

        private var rank: Int {
            switch self {
            case .ok: 0
            case .note: 1
            case .warning: 2
            case .problem: 3
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var target: String?
    public var configuration: String?
    /// The file or folder it is about, as shown (escaped once); nil when it is about none.
    public var file: String?
    /// The line in `file`, counted from 1.
    public var line: Int?
    /// What in the file (a key of the suite), or the option or group when there is no file.
    public var subject: String?
    public var message: String
    /// What to change; nil when there is nothing to change.
    public var fix: String?

    public init(_ severity: Severity, target: String? = nil, configuration: String? = nil, file: String? = nil, line: Int? = nil,
                subject: String? = nil, message: String, fix: String? = nil) {
        self.severity = severity
        self.target = target
        self.configuration = configuration
        self.file = file
        self.line = line
        self.subject = subject
        self.message = message
        self.fix = fix
    }

    // The short forms the container's, data's and `--entitlements` checks write in: a finding
    // about a file (or, with no file, about its subject), with a fix unless it is fine.

    public static func ok(_ file: String?, subject: String? = nil, _ message: String) -> Finding {
        Finding(.ok, file: file, subject: subject, message: message)
    }

    public static func note(_ file: String?, subject: String? = nil, _ message: String) -> Finding {
        Finding(.note, file: file, subject: subject, message: message)
    }

    public static func warning(_ file: String?, subject: String? = nil, _ message: String, fix: String) -> Finding {
        Finding(.warning, file: file, subject: subject, message: message, fix: fix)
    }

    public static func problem(_ file: String?, subject: String? = nil, _ message: String, fix: String) -> Finding {
        Finding(.problem, file: file, subject: subject, message: message, fix: fix)
    }
}
