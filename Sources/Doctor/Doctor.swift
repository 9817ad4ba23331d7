import Essentials
import Findings
import PetRenderer
import SharedData
import WidgetTUIKit
import XcodeProject

/// `doctor`: the app's Xcode project (targets, build settings, entitlements, code, profiles), the
/// targets' entitlements files given alone, then the group's container and its data against the
/// widget's contract; each finding with its fix.
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
        public let project: ProjectReport?
        /// Why the container was not checked; nil when it was.
        public let containerSkipped: String?

        /// Whether any finding is a problem (doctor then exits 1).
        public var hasProblems: Bool { findings.contains { $0.severity == .problem } }
        public var problems: Int { findings.filter { $0.severity == .problem }.count }
        public var warnings: Int { findings.filter { $0.severity == .warning }.count }
    }

    /// The run in three steps: every file of the project and the `--entitlements` files read once
    /// (`Evidence`), the decisions taken from them without reading anything (`Plan`: which group,
    /// for which platform, whether the container is checked or why not), then the container read
    /// and its findings, after the project's and the targets'.
    public static func run(_ input: Input) -> Report {
        let evidence = Evidence.read(input)
        let plan = Plan(input, evidence)
        let analysis = plan.entitlements
        var findings = evidence.project?.findings ?? []
        findings += [evidence.projectFailure, plan.groupMismatch].compactMap { $0 }
        findings += evidence.entitlementFailures + analysis.findings
        findings += [plan.noTargets].compactMap { $0 }
        if let container = plan.container {
            do {
                let found = try input.locateContainer(try container.get())
                findings += ContainerInspection.inspect(found, contract: input.contract, device: input.device, writer: plan.appLanguage)
            } catch {
                findings.append(.problem(.container, nil, subject: analysis.group.shown, "\(error)",
                                         fix: "run the app once so iOS creates the container (in the simulator: install an app with the group), "
                                            + "or create one with `widget-tui app create-group \(analysis.group.shown)`"))
            }
        }
        return Report(findings: findings, group: plan.namesGroup ? analysis.group : nil, groupSource: plan.namesGroup ? analysis.groupSource : nil,
                      platform: plan.platform, project: evidence.project, containerSkipped: plan.containerSkipped)
    }
}
