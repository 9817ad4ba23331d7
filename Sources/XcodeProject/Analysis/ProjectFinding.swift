/// One thing the doctor found in a project: the stable `--json` schema. Every key is always
/// present (null when it does not apply), so consumers can rely on the shape.
///
/// ```json
/// {"severity": "problem", "area": "entitlements", "check": "configuration-lacks-group",
///  "target": "Runner", "configuration": "Profile", "file": "ios/Runner.xcodeproj", "line": null,
///  "message": "...", "fix": "..."}
/// ```
public struct ProjectFinding: Codable, Equatable, Hashable, Sendable {
    public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
        /// Checked and fine.
        case ok
        /// Worth knowing; nothing to fix.
        case note
        /// Works today, breaks somewhere (a case-sensitive volume, a portal registration).
        case warning
        /// The widget shows nothing, stale or wrong data, or the build fails to sign.
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

    public enum Area: String, Codable, Sendable, CaseIterable {
        /// Targets, configurations, the project file itself.
        case project
        /// Build settings and xcconfig files.
        case settings
        case entitlements
        /// Group and kind strings in Dart and Swift code.
        case code
        /// Provisioning profiles.
        case profile
    }

    public let severity: Severity
    public let area: Area
    /// Which check produced the finding, stable for tools: `configuration-lacks-group`, ...
    public let check: ProjectCheck
    public let target: String?
    public let configuration: String?
    public let file: String?
    public let line: Int?
    public let message: String
    public let fix: String?

    public init(_ severity: Severity, _ area: Area, _ check: ProjectCheck, target: String? = nil, configuration: String? = nil,
                file: String? = nil, line: Int? = nil, message: String, fix: String? = nil) {
        self.severity = severity
        self.area = area
        self.check = check
        self.target = target
        self.configuration = configuration
        self.file = file
        self.line = line
        self.message = message
        self.fix = fix
    }

    private enum CodingKeys: String, CodingKey {
        case severity, area, check, target, configuration, file, line, message, fix
    }

    /// Absent values are written as null, never left out.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(area, forKey: .area)
        try container.encode(check, forKey: .check)
        try container.encode(target, forKey: .target)
        try container.encode(configuration, forKey: .configuration)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(message, forKey: .message)
        try container.encode(fix, forKey: .fix)
    }
}
