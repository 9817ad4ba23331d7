import SharedData
import WidgetTUIKit

/// `app increment KEY [--by N] [--repeat N]`: a read-modify-write of an Int. Each repetition takes
/// the writer lock on its own, so concurrent writers interleave: the lost-update test uses it.
enum AppIncrement {
    enum Spec {
        static let key = ArgumentSpec(placeholder: "KEY", help: "the Int's key")
        static let by = OptionSpec.value("--by", "N", "what to add (default 1)")
        static let repeatCount = OptionSpec.value("--repeat", "N", "how many times, each under the lock (default 1)")
    }

    static let subcommand = AppSubcommand(
        spec: CommandSpec(name: "increment", summary: "add N (default 1) to an Int (missing counts as 0), repeated; each time under the lock",
                          arguments: [Spec.key], sections: [OptionSection([Spec.by, Spec.repeatCount])]),
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let by = try integer(arguments.value(Spec.by), name: Spec.by.name) ?? 1
        let times = try integer(arguments.value(Spec.repeatCount), name: Spec.repeatCount.name) ?? 1
        guard times >= 1 else { throw CLIError.usage("--repeat must be at least 1") }
        let key = try arguments.required(Spec.key)
        try arguments.finish()
        return context.report(try context.app.increment(key, by: by, times: times))
    }

    private static func integer(_ text: String?, name: String) throws -> Int? {
        try text.map { text in
            guard let value = Int(text) else { throw CLIError.usage("\(name): '\(text.shown)' is not an integer") }
            return value
        }
    }
}
