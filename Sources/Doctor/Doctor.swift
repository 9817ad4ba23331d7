import Essentials
import Findings
import PetRenderer
import SharedData
import WidgetTUIKit
import XcodeProject

/// `doctor`: the app's Xcode project (targets, build settings, entitlements, code, profiles), the
/// targets' entitlements files given alone, then the group's container and its data against the
/// widget's contract; each finding with its fix, from the registered checks (`DoctorRegistry`).
public enum Doctor {
    /// What doctor found, and which group it checked and why that one.
    public struct Report: Sendable {
        public let findings: [DoctorFinding]
        /// The group the container and the `--entitlements` files were checked for; nil when
        /// neither was checked.
        public let group: String?
        /// How the group was chosen: `--group`, the one the project's app and widget share, the
        /// one most `--entitlements` files list, or the default.
        public let groupSource: String?
        /// What the group is checked for: `--platform`, or the platform of the project's app when
        /// the group is the one it shares.
        public let platform: GroupPlatform
        /// What `--project` read; nil without it, or when there was no project at the path.
        public let project: ProjectReading?
        /// Each project read, with the groups its apps and widgets share.
        public let summaries: [ProjectSummary]
        /// Why the container was not checked; nil when it was.
        public let containerSkipped: String?
        /// Walks of the project's folders a limit stopped, with the checks they left incomplete.
        public let incomplete: [IncompleteScan]
        /// Every check, in report order: what each id means, for the reporters.
        public var checks: [CheckDescription] { Doctor.checks }

        /// Whether any finding is a problem.
        public var hasProblems: Bool { findings.contains { $0.severity == .problem } }
        public var problems: Int { findings.filter { $0.severity == .problem }.count }
        public var warnings: Int { findings.filter { $0.severity == .warning }.count }
        /// doctor exits 1 on a problem, and on a scan a limit stopped: what it did not read may hold one.
        public var fails: Bool { hasProblems || !incomplete.isEmpty }
    }

    /// One project as the report shows it: the targets, the groups each app shares with each of
    /// its widgets per configuration, the App Intents and the widgets' buttons.
    public struct ProjectSummary: Sendable {
        public let project: String
        public let targets: [TargetFacts]
        public let sharedGroups: [SharedGroup]
        public let intents: [IntentFacts]
        public let buttons: [WidgetButton]
    }

    /// Every check, in the order the report gives their findings.
    public static var checks: [CheckDescription] { DoctorRegistry.checks.map { $0.description } }

    /// The run in four steps: every file of the project and the `--entitlements` files read once
    /// (`Evidence`), the decisions taken from them without reading anything (`Plan`: which group,
    /// for which platform, whether the container is checked or why not), the container read, then
    /// every check run on all of it (`DoctorEngine`).
    public static func run(_ input: Input) -> Report {
        let evidence = Evidence.read(input)
        let projects = evidence.project?.projects.map(ProjectContext.init) ?? []
        let plan = Plan(input, evidence, projects: projects)
        var container = ContainerState.notChecked
        if let choice = plan.container {
            do {
                let found = try input.locateContainer(try choice.get())
                container = .found(ContainerEvidence.read(found, contract: input.contract, device: input.device, writer: plan.appLanguage))
            } catch {
                container = .notFound(group: plan.entitlements.group, reason: "\(error)")
            }
        }
        let context = DoctorContext(input: input, evidence: evidence, projects: projects, plan: plan, container: container)
        let analysis = plan.entitlements
        return Report(findings: DoctorEngine.findings(context), group: plan.namesGroup ? analysis.group : nil,
                      groupSource: plan.namesGroup ? analysis.groupSource : nil, platform: plan.platform, project: evidence.project,
                      summaries: projects.map { project in
                          ProjectSummary(project: project.snapshot.project, targets: project.targets, sharedGroups: project.sharing.sharedGroups,
                                         intents: project.snapshot.intents, buttons: project.snapshot.buttons)
                      },
                      containerSkipped: plan.containerSkipped, incomplete: IncompleteScan.all(evidence.project, checks: checks))
    }
}
