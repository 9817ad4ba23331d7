import SharedData
import WidgetTUIKit

/// `app increment KEY [--by N] [--repeat N]`: a read-modify-write of an Int. Each repetition takes
/// the writer lock on its own, so concurrent writers interleave: the lost-update test uses it.
enum AppIncrement {
    static let subcommand = AppSubcommand(
        name: "increment",
        synopsis: "increment KEY [--by N] [--repeat N]",
        summary: "add N (default 1) to an Int (missing counts as 0), repeated; each time under the lock",
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let by = try integer(arguments.option("--by"), name: "--by") ?? 1
        let times = try integer(arguments.option("--repeat"), name: "--repeat") ?? 1
        guard times >= 1 else { throw CLIError.usage("--repeat must be at least 1") }
        guard let key = arguments.positional() else { throw CLIError.usage("increment needs KEY") }
        try arguments.finish()
        return context.report(try context.app.increment(key, by: by, times: times))
    }

    private static func integer(_ text: String?, name: String) throws -> Int? {
        try text.map { text in
            guard let value = Int(text) else { throw CLIError.usage("\(name): '\(text)' is not an integer") }
            return value
        }
    }
}
