import Essentials
import Findings

/// The pure analysis of one project snapshot: no files, no clock (the caller's `now`).
public struct ProjectAnalysis: Sendable {
    public let sharedGroups: [SharedGroup]
    public let findings: [DoctorFinding]
    public let buttons: [WidgetButton]

    public init(_ snapshot: ProjectSnapshot, profiles: [LoadedProfile], now: Date) {
        let context = AnalysisContext(snapshot)
        let shared = SharedGroupCheck(context)
        sharedGroups = shared.sharedGroups
        let expected = OrderedSet(shared.sharedGroups.compactMap(\.expected)).elements
        var findings = snapshot.inspectionFindings
        findings.append(Self.overview(context))
        findings += shared.findings
        findings += ExtensionPointCheck.findings(context)
        findings += BuildCheck.findings(context)
        let buttons = WidgetButtonCheck(context)
        findings += buttons.findings
        self.buttons = buttons.buttons
        findings += EntitlementsCheck(context, adopted: shared.adopted).findings
        findings += ExtensionGroupCheck(context, expected: shared.expected).findings
        findings += CodeCheck(context, expected: expected, unsigned: shared.unsigned).findings
        findings += ProfileCheck(context, profiles: profiles, now: now).findings
        self.findings = findings
    }

    /// The targets and what each is, so a reader sees what the rest is about.
    private static func overview(_ context: AnalysisContext) -> DoctorFinding {
        let targets = context.targets.map { "\($0.name.shown) (\($0.role.rawValue.replacing("-", with: " ")))" }
        return DoctorFinding(.ok, .project, .targets, file: context.projectFile,
                             message: targets.isEmpty ? "no native targets" : "targets: \(targets.spoken)")
    }
}
