import Essentials
import Findings
import FrameOutput
import WidgetTUIKit
import XcodeProject

/// The `doctor --json` document: the whole report (project, entitlements, container and data)
/// as one object. Keys are sorted and every key is always present, null when it does not apply,
/// so tools can rely on the shape; `version` changes when it does.
public struct DoctorDocument: JSONDocument, Sendable {
    /// What `--project` read: where it is, what the app and widget share, and the group and
    /// kind strings in the code.
    public struct Project: Encodable, Sendable {
        /// The folder every project path in the document is relative to.
        public let root: String
        /// Each `.xcodeproj`, with the group its app and widget extension share per configuration.
        public let projects: [Summary]
        /// Every occurrence of a group, widget kind or reload in the Dart and Swift code.
        public let code: [CodeOccurrence]
        /// Files the projects name that a clone lacks until a tool makes them, with what makes each.
        public let generatedFiles: [AbsentGeneratedFile]
    }

    public struct Summary: Encodable, Sendable {
        public let project: String
        public let sharedGroups: [SharedGroup]
        /// The App Intents found in the Swift code, and the widgets' buttons with where each runs.
        public let intents: [IntentFacts]
        public let buttons: [WidgetButton]
    }

    public let format = "widget-tui-doctor"
    /// 2: `project.generatedFiles`, `code[].definedAt`, `projects[].intents` and `.buttons`.
    /// 3: `incomplete`, and `findings[].check` is never null.
    /// 4: `buttons[].cold.opensApp` and `.warm.opensApp`.
    public let version = 4
    /// The group the container and the `--entitlements` files were checked for.
    @NullWhenAbsent public private(set) var group: String?
    @NullWhenAbsent public private(set) var groupSource: String?
    /// What the group and the `--entitlements` files are held to: `--platform`, or the project's
    /// app's platform when the group is the one it shares.
    public let platform: String
    @NullWhenAbsent public private(set) var project: Project?
    /// Why the container was not checked; null when it was.
    @NullWhenAbsent public private(set) var containerSkipped: String?
    /// Walks of the project's folders a limit stopped, each with the checks it left incomplete
    /// (doctor then exits 1); empty when every walk finished.
    public let incomplete: [IncompleteScan]
    public let problems: Int
    public let warnings: Int
    public let findings: [DoctorFinding]

    public init(_ report: Doctor.Report) {
        group = report.group
        groupSource = report.groupSource
        platform = report.platform.rawValue
        project = report.project.map { project in
            Project(root: project.root, projects: report.summaries.map { Summary(project: $0.project, sharedGroups: $0.sharedGroups, intents: $0.intents, buttons: $0.buttons) },
                    code: project.code, generatedFiles: project.generatedFiles)
        }
        containerSkipped = report.containerSkipped
        incomplete = report.incomplete
        problems = report.problems
        warnings = report.warnings
        findings = report.findings
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, group, groupSource, platform, project, containerSkipped, incomplete, problems, warnings, findings
    }
}
