import Essentials
import Findings

/// What `doctor --project` found, as one document: the projects with the groups their apps and
/// widgets share, every group and kind string in the code, and the findings.
public struct ProjectReport: Codable, Sendable {
    /// The folder paths are shown relative to.
    public let root: String
    public let projects: [ProjectSummary]
    public let code: [CodeOccurrence]
    /// Files the projects name that a clone lacks until a tool makes them.
    public let generatedFiles: [AbsentGeneratedFile]
    public let findings: [DoctorFinding]

    public init(root: String, projects: [ProjectSummary], code: [CodeOccurrence], generatedFiles: [AbsentGeneratedFile] = [],
                findings: [DoctorFinding]) {
        self.root = root
        self.projects = projects
        self.code = code
        self.generatedFiles = generatedFiles
        self.findings = findings
    }

    public var hasProblems: Bool { findings.contains { $0.severity == .problem } }
}

public struct ProjectSummary: Codable, Sendable {
    public let project: String
    public let sharedGroups: [SharedGroup]
    public let targets: [TargetFacts]
    /// The App Intents in the Swift code, and the widgets' buttons with where each would run.
    public let intents: [IntentFacts]
    public let buttons: [WidgetButton]

    public init(project: String, sharedGroups: [SharedGroup], targets: [TargetFacts], intents: [IntentFacts] = [], buttons: [WidgetButton] = []) {
        self.project = project
        self.sharedGroups = sharedGroups
        self.targets = targets
        self.intents = intents
        self.buttons = buttons
    }
}

/// A widget's button (or toggle, or control) and the process WidgetKit would pick to run its
/// intent with the app cold and warm, from the targets compiling it and its pins.
public struct WidgetButton: Codable, Sendable, Hashable {
    public struct Run: Codable, Sendable, Hashable {
        /// `main`, `appIntentsExtension` or `widgetKitExtension`; nil when no allowed target compiles it.
        @NullWhenAbsent public private(set) var target: String?
        public let launchesApp: Bool
        public let reason: String
        /// The durable writes perform() makes there.
        public let writes: [IntentFacts.Write]

        private enum CodingKeys: String, CodingKey {
            case target, launchesApp, reason, writes
        }
    }

    public let intent: String
    public let call: String
    public let file: String
    public let line: Int
    /// The targets that compile the intent.
    public let compiledBy: [String]
    @NullWhenAbsent public private(set) var pin: String?
    public let cold: Run
    public let warm: Run

    private enum CodingKeys: String, CodingKey {
        case intent, call, file, line, compiledBy, pin, cold, warm
    }
}

/// The group an app and its widget extension share in one configuration: found in both
/// targets' entitlements, or (when they share none) the one the others share.
public struct SharedGroup: Codable, Sendable, Equatable {
    public let app: String
    public let widget: String
    public let configuration: String
    /// Groups both targets are signed with in this configuration.
    public let shared: [String]
    /// The group both should list: the shared one, or the one shared in other configurations.
    @NullWhenAbsent public private(set) var expected: String?

    public init(app: String, widget: String, configuration: String, shared: [String], expected: String?) {
        self.app = app
        self.widget = widget
        self.configuration = configuration
        self.shared = shared
        self.expected = expected
    }

    private enum CodingKeys: String, CodingKey {
        case app, widget, configuration, shared, expected
    }
}
