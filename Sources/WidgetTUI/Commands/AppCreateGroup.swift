import SharedData
import WidgetTUIKit

/// `app create-group [ID]`: a new container, as iOS makes one when the first app of the group is installed.
enum AppCreateGroup {
    static let subcommand = AppSubcommand(
        name: "create-group",
        synopsis: "create-group [ID]",
        summary: "create a container for ID (default --group) in the groups root, as iOS does",
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let text = arguments.positional()
        try arguments.finish()
        let locator = try GroupLoader(context.options).locator
        let group: GroupIdentifier
        if let text {
            do { group = try GroupDefaults.suiteGroup(named: text, platform: locator.platform) } catch { throw CLIError.usage("\(error)") }
        } else {
            group = context.options.group
        }
        let created = try HostApp.createGroup(group, with: locator)
        if let warning = created.warning { context.io.err("widget-tui app: warning: \(warning)\n") }
        return context.report(created.summary)
    }
}
