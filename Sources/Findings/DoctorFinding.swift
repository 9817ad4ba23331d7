import Essentials

/// One thing `doctor` found, wherever it looked: a project's targets, settings, entitlements,
/// code and profiles, a target's `.entitlements` given alone, the group's container and its data.
/// One type, so the report and the `--json` schema are one. A check gives a `Finding`; the engine
/// names the check that gave it (`check`, its id) and the check's `area`, so every finding has
/// both. Every key is always present in JSON (null when it does not apply):
///
/// ```json
/// {"severity": "problem", "area": "entitlements", "check": "configuration-lacks-group",
///  "target": "Runner", "configuration": "Profile", "file": "ios/Runner.xcodeproj/project.pbxproj",
///  "line": null, "subject": null, "message": "...", "fix": "..."}
/// ```
public struct DoctorFinding: Codable, Equatable, Hashable, Sendable {
    public typealias Severity = Finding.Severity

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
    /// The id of the check that gave the finding (`configuration-lacks-group`), stable for tools.
    public let check: String
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

    /// `finding` as the check `check` of `area` gave it.
    public init(check: String, area: Area, _ finding: Finding) {
        severity = finding.severity
        self.area = area
        self.check = check
        target = finding.target
        configuration = finding.configuration
        file = finding.file
        line = finding.line
        subject = finding.subject
        message = finding.message
        fix = finding.fix
    }

    /// The finding as its check gave it, without the check's id and area.
    public var finding: Finding {
        Finding(severity, target: target, configuration: configuration, file: file, line: line, subject: subject, message: message, fix: fix)
    }

    private enum CodingKeys: String, CodingKey {
        case severity, area, check, target, configuration, file, line, subject, message, fix
    }
}
