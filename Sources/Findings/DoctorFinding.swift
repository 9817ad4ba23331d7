import Essentials

/// One thing `doctor` found, wherever it looked: a project's targets, settings, entitlements,
/// code and profiles (this library), a target's `.entitlements` given alone, the group's
/// container and its data (WidgetTUIKit). One type, so the report and the `--json` schema are
/// one. Every key is always present in JSON (null when it does not apply):
///
/// ```json
/// {"severity": "problem", "area": "entitlements", "check": "configuration-lacks-group",
///  "target": "Runner", "configuration": "Profile", "file": "ios/Runner.xcodeproj/project.pbxproj",
///  "line": null, "subject": null, "message": "...", "fix": "..."}
/// ```
public struct DoctorFinding: Codable, Equatable, Hashable, Sendable {
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

    /// What the finding is about, in the order the report shows findings that name no target.
    public enum Area: String, Codable, Sendable, CaseIterable {
        /// Targets, configurations, the project file itself.
        case project
        /// Build settings and xcconfig files.
        case settings
        /// `.entitlements` files: a project's, or those given with `--entitlements`.
        case entitlements
        /// Group and kind strings in Dart and Swift code.
        case code
        /// Provisioning profiles.
        case profile
        /// The group's container folder and its layout.
        case container
        /// The settings suite in the container, its values and the files they name.
        case data
    }

    public let severity: Severity
    public let area: Area
    /// Which check of the project's produced the finding, stable for tools; nil for the
    /// container's and data's findings, which their area and subject identify.
    @NullWhenAbsent public private(set) var check: ProjectCheck?
    @NullWhenAbsent public private(set) var target: String?
    @NullWhenAbsent public private(set) var configuration: String?
    /// The file or folder the finding is about; nil when it is about none (a missing option).
    @NullWhenAbsent public private(set) var file: String?
    /// The line in `file`, counted from 1, where the file has lines that matter.
    @NullWhenAbsent public private(set) var line: Int?
    /// What in the file, when the file holds many things: a key of the suite, or the option or
    /// group when there is no file.
    @NullWhenAbsent public private(set) var subject: String?
    public let message: String
    /// What to change; nil when there is nothing to change.
    @NullWhenAbsent public private(set) var fix: String?

    public init(_ severity: Severity, _ area: Area, _ check: ProjectCheck? = nil, target: String? = nil, configuration: String? = nil,
                file: String? = nil, line: Int? = nil, subject: String? = nil, message: String, fix: String? = nil) {
        self.severity = severity
        self.area = area
        self.check = check
        self.target = target
        self.configuration = configuration
        self.file = file
        self.line = line
        self.subject = subject
        self.message = message
        self.fix = fix
    }

    private enum CodingKeys: String, CodingKey {
        case severity, area, check, target, configuration, file, line, subject, message, fix
    }
}
