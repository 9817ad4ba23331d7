import Essentials
import Findings
import SharedData
import XcodeProject

/// `no-shared-group`: the app and its widget extension list no common App Group in any
/// configuration, so the widget cannot read what the app writes; unknown (a note) while their
/// groups do not resolve.
enum NoSharedGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "no-shared-group", area: .entitlements, title: "no shared group",
        summary: "the app and its widget share no App Group in any configuration",
        severities: [.note, .problem],
        verdicts: "PROBLEM: the app and its widget share no group in any configuration; NOTE: whether they do is unknown, since the "
            + "groups of one of them do not resolve")

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                switch outcome {
                case let .unknown(app, widget, unresolved):
                    Finding(.note, target: widget.name, file: project.projectFile,
                            message: "whether \(app.name.shown) and \(widget.name.shown) share a group is unknown: the groups of "
                                + "\(unresolved.map(\.name.shown).spoken) do not resolve here (see the unresolved settings)")
                case let .noneShared(app, widget, expected):
                    Finding(.problem, target: widget.name, file: project.projectFile,
                            message: "\(app.name.shown) and \(widget.name.shown) share no App Group in any configuration, so the widget "
                                + "cannot read what the app writes (\(listing(app)); \(listing(widget)))",
                            fix: expected.map { "list \($0.shown) in both targets' App Groups (Signing & Capabilities), in every configuration" }
                                ?? "add one App Group to both targets (Signing & Capabilities, + Capability, App Groups)")
                default:
                    nil
                }
            }
        }
    }

    private static func listing(_ target: TargetFacts) -> String {
        let groups = OrderedSet(target.configurations.flatMap(\.groupKeys)).elements
        return "\(target.name.shown) lists \(groups.isEmpty ? "no App Group" : groups.map(\.shown).spoken)"
    }
}
