import Findings
import SharedData
import XcodeProject

/// `group-option`: `--group` names another group than the one the project's app and widget
/// share: the container checked is not the one the widget reads.
enum GroupOption: DoctorCheck {
    static let description = CheckDescription(
        id: "group-option", area: .project, title: "--group and the project",
        summary: "--group names another group than the one the project's app and widget share",
        severities: [.warning],
        verdicts: "WARNING: `--group` names another group than the one the project's app and widget share",
        examples: [
            .triggers("--group names another group than the project's", .widgetApp.with {
                $0.group = "group.com.example.other"
                $0.container = ExampleContainer(group: "group.com.example.other", suite: ExampleInput.petContainer.container?.suite)
            }, .warning()),
            .passes("--group names the project's group", .widgetApp.with {
                $0.group = ExampleInput.group
                $0.container = ExampleInput.petContainer.container
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        let options = context.input.options
        guard options.groupGiven, let shared = context.plan.shared, shared.group != options.group.rawValue else { return [] }
        return [.warning(nil, subject: "--group", "the project's app and widget share \(shared.group.shown), "
            + "not \(options.group.shown): the container checked is not the one the widget reads", fix: "leave out --group, or name \(shared.group.shown)")]
    }
}
