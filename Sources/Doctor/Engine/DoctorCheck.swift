import Findings

/// One rule of doctor's, SwiftLint's way: a type per check id, with a description that says what
/// it finds and shows it on examples that must and must not trigger it, and one function from
/// what doctor read and decided (`DoctorContext`) to findings. The engine runs the checks in the
/// registry's order (`DoctorRegistry`) and stamps each finding with the check's id and area, so a
/// check never names itself. Adding a check is one file and one line of the registry.
///
/// A check is its type (every member is static: it holds no state), so its metatype crosses
/// isolation freely and the registry's list of checks is a plain constant.
protocol DoctorCheck: SendableMetatype {
    static var description: CheckDescription { get }

    /// What this check finds in the run, in the order the report gives it; empty where it does
    /// not apply. Reads nothing: everything is in `context`.
    static func findings(_ context: DoctorContext) -> [Finding]
}

/// What a check is, for `doctor --list-checks`, the docs' table, every reporter (SARIF's rules
/// among them) and the registry test: its id and area, what it finds, the severities it can give,
/// where the docs explain it, and examples.
public struct CheckDescription: Sendable {
    /// What a check reads from the walks of the project's folders, which a limit can stop short
    /// (`scan-incomplete` names the checks a stopped walk leaves incomplete).
    public enum Scan: String, Sendable, CaseIterable {
        /// The Swift files the targets compile.
        case swiftCode = "Swift"
        /// A Flutter app's Dart code in `lib/`.
        case dartCode = "Dart"
        /// Every `.entitlements` file in the project's folder.
        case entitlementsFiles = "entitlements"
        /// The Objective-C files the targets compile: group ids, reloads and keys.
        case objectiveCCode = "Objective-C"
        /// A React Native or Capacitor app's JavaScript/TypeScript, read for the keys it writes.
        case scriptCode = "JavaScript"
        /// The Swift files no target compiles, read for a widget that no extension builds.
        case untargetedSwiftCode = "untargeted Swift"
        /// The app's JavaScript/TypeScript, Kotlin and C# (React Native, Expo, Capacitor, Kotlin
        /// Multiplatform, .NET), read for the groups it opens and the kinds it reloads.
        case appCode = "app code"
    }

    /// Stable, kebab-case: `--json`'s `check`, the report's and the annotations' names.
    public let id: String
    public let area: DoctorFinding.Area
    /// A few words: `bundle identifier prefix`.
    public let title: String
    /// One line: what it finds.
    public let summary: String
    /// Every severity it can give, mildest first.
    public let severities: [Finding.Severity]
    /// What each severity means here, in docs/doctor.md's table (Markdown).
    public let verdicts: String
    /// What it reads from the folders' walks: a walk stopped at a limit leaves it incomplete.
    public let reads: Set<Scan>
    /// Small inputs it must trigger on (with the findings they give) and must not.
    public let examples: [CheckExample]

    public init(id: String, area: DoctorFinding.Area, title: String, summary: String, severities: [Finding.Severity], verdicts: String,
                reads: Set<Scan> = [], examples: [CheckExample] = []) {
        self.id = id
        self.area = area
        self.title = title
        self.summary = summary
        self.severities = severities
        self.verdicts = verdicts
        self.reads = reads
        self.examples = examples
    }

    /// Where docs/doctor.md explains it: each check's row of the table carries this anchor.
    public var anchor: String { "check-" + id }
    public static let documentation = "docs/doctor.md"
    /// The page and anchor, relative to the repository (a reporter makes it a URL if it needs one).
    public var help: String { Self.documentation + "#" + anchor }

    /// The severity a finding of it has when nothing else is known: its gravest.
    public var defaultSeverity: Finding.Severity { severities.max() ?? .note }
}

extension DoctorCheck {
    /// The check's id, as findings carry it.
    static var id: String { description.id }
}
