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
        let existing = (try? locator.discover())?.compactMap { try? $0.group.get().rawValue } ?? []
        if let twin = GroupIdentifier.caseInsensitiveMatch(for: group.rawValue, among: existing) {
            context.io.err("widget-tui app: warning: \(twin) already exists; IDs are case-sensitive, so \(group) is a different group\n")
        }
        let container = try locator.create(group)
        context.io.out("created \(group) at \(container.url.path)\n")
        return 0
    }
}
