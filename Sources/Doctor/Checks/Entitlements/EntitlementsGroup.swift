import Findings
import SharedData
import XcodeProject

/// `entitlements-group`: each `--entitlements` file lists the group checked, exactly: a target
/// without the App Groups capability, or listing another group or a variant of it (letter case,
/// whitespace, no `group.`, a typo), gets a nil container URL and suite for it.
enum EntitlementsGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "entitlements-group", area: .entitlements, title: "entitlements file lists the group",
        summary: "an --entitlements file without App Groups, or not listing the group checked exactly",
        severities: [.ok, .note, .problem],
        verdicts: "OK: an `--entitlements` file lists the group; PROBLEM: it has no App Groups capability, lists another group, or a variant "
            + "of it (letter case, whitespace, no `group.`, a typo); NOTE: whether it does is unknown, a group in it not resolving",
        examples: [
            .triggers("the widget's file has no App Groups", .petContainer.with {
                $0.files["Widget.entitlements"] = .text(ExampleInput.entitlements(nil))
            }, .problem(file: "Widget.entitlements")),
            .triggers("it lists the group in another letter case", .petContainer.with {
                $0.files["Widget.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.App"]))
            }, .problem(file: "Widget.entitlements", line: 7)),
            .passes("both list the group", .petContainer),
        ])

    static let capabilityFix = "in Xcode select the target, Signing & Capabilities, + Capability, App Groups, and tick "

    static func findings(_ context: DoctorContext) -> [Finding] {
        let analysis = context.plan.entitlements
        return analysis.targets.map { target in membership(of: target, group: analysis.group, variant: analysis.variant(listedBy: target)) }
    }

    /// Whether the target lists the group, or the variant it lists instead.
    private static func membership(of target: EntitlementsAnalysis.Target, group: String, variant: String?) -> Finding {
        let file = target.file, shownGroup = group.shown
        guard target.hasApplicationGroupsKey else {
            return .problem(file, "no \(Entitlements.applicationGroupsKey) entitlement: this target has no App Groups "
                + "capability, so its container URL and suite for \(shownGroup) are nil", fix: capabilityFix + shownGroup)
        }
        if target.keys.contains(group) { return .ok(file, "lists \(shownGroup)") }
        let resolved = target.groups.filter(\.unresolved.isEmpty).map(\.value)
        if let variant, let (_, kind) = GroupSpelling.closest(to: group, among: resolved) {
            let line = target.groups.first { $0.value == variant }?.line
            return Finding(.problem, file: file, line: line, message: "lists '\(variant.shown)', which "
                + "\(kind.describe(relativeTo: group)): identifiers are compared exactly, so this target opens a different, empty group",
                           fix: "list exactly \(shownGroup) in this target's App Groups (the .entitlements file and the App ID must agree)")
        }
        if let unresolved = target.groups.first(where: { !$0.unresolved.isEmpty }) {
            return .note(file, "cannot tell whether this target lists \(shownGroup): \(unresolved.written.shown) does not resolve")
        }
        let listed = resolved.isEmpty ? "no groups" : resolved.map(\.shown).joined(separator: ", ")
        return .problem(file, "does not list \(shownGroup) (it lists \(listed)), so its container URL for the group is nil",
                        fix: capabilityFix + shownGroup)
    }
}
