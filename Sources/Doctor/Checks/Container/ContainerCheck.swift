import Findings
import SharedData
import XcodeProject

/// `container`: the group's container exists where doctor was told to look: without it the app
/// never ran with the group, and the widget reads nothing.
enum ContainerCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "container", area: .container, title: "the group's container",
        summary: "the group's container is not where it was looked for (the app never ran with the group)",
        severities: [.ok, .problem],
        verdicts: "OK: the container checked; PROBLEM: none found for the group (run the app once, or create one)",
        examples: [
            .triggers("no container for the group", .petContainer.with { $0.container = nil }, .problem()),
            .triggers("the container found", .petContainer, .ok(file: "container")),
            .passes("a project alone: the container is not checked", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        switch context.container {
        case .notChecked:
            return []
        case let .notFound(group, reason):
            return [.problem(nil, subject: group.shown, reason,
                             fix: "run the app once so iOS creates the container (in the simulator: install an app with the group), "
                                 + "or create one with `widget-tui app create-group \(group.shown)`")]
        case let .found(evidence):
            return [.ok(evidence.container.url.shown, "the container of \(evidence.container.groupID.shown)")]
        }
    }
}
