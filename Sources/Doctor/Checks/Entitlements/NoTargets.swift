import Findings
import SharedData
import XcodeProject

/// `no-targets`: neither `--project` nor an `--entitlements` file given, so no target's
/// entitlements were checked: the container alone cannot say whether the widget may open it.
enum NoTargets: DoctorCheck {
    static let description = CheckDescription(
        id: "no-targets", area: .entitlements, title: "no target checked",
        summary: "neither --project nor --entitlements given: no target's entitlements were checked",
        severities: [.warning],
        verdicts: "WARNING: neither `--project` nor an `--entitlements` file given, so no target was checked",
        examples: [
            .triggers("a container checked with no target given", .petContainer.with { $0.entitlementFiles = [] }, .warning()),
            .passes("the targets' entitlements given", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard context.input.options.entitlementFiles.isEmpty, context.input.project == nil else { return [] }
        return [.warning(nil, subject: "--entitlements", "no entitlements files given, so no target was checked",
                         fix: "pass --project with the app's Xcode project, or each target's .entitlements file (the app's and "
                             + "every extension's) with --entitlements")]
    }
}
