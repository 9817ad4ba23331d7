import SharedData
import WidgetTUIKit

/// `app create-group [ID]`: a new container, as iOS makes one when the first app of the group is installed,
/// in the groups root, or at `--container DIR` (an empty one to commit and fill with `app set`); as
/// `mkdir -p`, a group that has one already is left as it is (exit 0).
enum AppCreateGroup {
    static let id = ArgumentSpec(placeholder: "ID", help: "the group to create (default --group)").optional

    static let subcommand = AppSubcommand(
        spec: CommandSpec(name: "create-group", summary: "create a container for ID (default --group) in the groups root, or at --container DIR",
                          arguments: [id]),
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let text = try arguments.positional(id)
        try arguments.finish()
        let locator = try GroupLoader(context.options).locator
        let group: GroupIdentifier
        if let text {
            do { group = try GroupDefaults.suiteGroup(named: text, platform: locator.platform) } catch { throw CLIError.usage("\(error)") }
            for warning in group.warnings { context.io.err("widget-tui app: warning: \(warning)\n") }
        } else if context.options.groupGiven {
            group = context.options.group
        } else {
            // The default group is the demo group, which commands create with its pets on first
            // use: an empty one made here would hide them.
            throw CLIError.usage("create-group: name the group to create (app create-group ID, or --group ID); "
                + "the demo group \(GroupOptions.demoGroup) is created with its data by the first command that uses it")
        }
        if case let .container(folder) = context.options.source {
            let made = try ContainerCapture.create(group, at: folder)
            return context.report("\(made.existed ? "" : "created ")\(group.shown) \(made.existed ? "already exists " : "")at \(folder.path.shown)")
        }
        let created = try HostApp.createGroup(group, with: locator)
        if let warning = created.warning { context.io.err("widget-tui app: warning: \(warning)\n") }
        return context.report(created.summary)
    }
}
