import Findings
import SharedData
import XcodeProject

/// `configuration-lacks-group`: in one configuration, the app's or the widget's entitlements file
/// lists no group, another one, or a variant of the shared one (letter case, whitespace, no
/// `group.`, a typo): identifiers are compared exactly, so it opens a different, empty group.
enum ConfigurationLacksGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "configuration-lacks-group", area: .entitlements, title: "configuration lacks the group",
        summary: "a target's entitlements in one configuration do not list the group the app and widget share",
        severities: [.problem],
        verdicts: "PROBLEM: a target's file in a configuration lists no group, another one, or a variant (letter case, whitespace, no "
            + "`group.`, a typo)")

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                guard case let .lacks(target, configuration, group, sharedIn) = outcome else { return nil }
                return finding(target, configuration, group: group, sharedIn: sharedIn)
            }
        }
    }

    /// Why one target in one configuration does not list the group, with the exact fix.
    private static func finding(_ target: TargetFacts, _ configuration: ConfigurationFacts, group: String, sharedIn: [String]) -> Finding? {
        let name = configuration.name
        let elsewhere = sharedIn.isEmpty ? "" : ", which the app and its widget share in \(sharedIn.spoken)"
        guard let entitlements = configuration.entitlements else { return nil }
        // A missing or unreadable file is its own finding (`entitlements-file`).
        guard let file = entitlements.file, entitlements.readError == nil else { return nil }
        let fix = "list exactly \(group.shown) in \(file) (Signing & Capabilities, App Groups)"
        let written = entitlements.groups
        if let (variant, kind) = GroupSpelling.closest(to: group, among: written.map(\.value)),
           let entry = written.first(where: { $0.value == variant }) {
            return Finding(.problem, target: target.name, configuration: name, file: file, line: entry.line,
                           message: "lists '\(variant.shown)', which \(kind.describe(relativeTo: group))\(elsewhere): identifiers are compared "
                               + "exactly, so \(target.name.shown) opens a different, empty group in \(name)",
                           fix: fix)
        }
        let listed = written.isEmpty ? (entitlements.hasApplicationGroups ? "an empty App Groups list" : "no App Groups entitlement")
            : written.map { $0.unresolved.isEmpty ? $0.value.shown : "\($0.written.shown) (unresolved)" }.spoken
        return Finding(.problem, target: target.name, configuration: name, file: file,
                       message: "does not list \(group.shown)\(elsewhere) (it has \(listed)), so \(target.name.shown) cannot open it in \(name)",
                       fix: fix)
    }
}
