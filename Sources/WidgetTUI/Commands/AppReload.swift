import SharedData

/// `app reload [--kind KIND]`: the WidgetCenter call alone, as home_widget's `updateWidget`.
enum AppReload {
    static let subcommand = AppSubcommand(
        name: "reload",
        synopsis: "reload [--kind KIND]",
        summary: "reloadTimelines(ofKind:) with --kind, else reloadAllTimelines()",
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        try arguments.finish()
        let writer = try context.writer()
        let request = try writer.withLock { session in
            context.options.kindGiven ? try session.reloadTimelines(ofKind: context.options.kind) : try session.reloadAllTimelines()
        }
        context.io.out("requested \(request) for \(writer.container.groupID)\(context.simulatorNotTold)\n")
        return 0
    }
}
