import SharedData

/// `app remove KEY`: `UserDefaults.removeObject(forKey:)`, as home_widget does when saving null.
enum AppRemove {
    static let subcommand = AppSubcommand(
        name: "remove",
        synopsis: "remove KEY",
        summary: "remove a key from the group's settings",
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        guard let key = arguments.positional() else { throw CLIError.usage("remove needs KEY") }
        try arguments.finish()
        let writer = try context.writer()
        let message = try context.write(with: writer) { session in
            try session.removeValue(forKey: key).map { "removed \(key) (was \($0)) from \(session.container.groupID)" }
        }
        context.io.out((message ?? "no key \(key) in \(writer.container.groupID); nothing changed") + "\n")
        return 0
    }
}
