import SharedData

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
        let writer = try context.writer()
        var last: String?
        for _ in 0..<times {
            last = try context.write(with: writer) { session in
                let total = try session.update { values -> Int in
                    let current = try values[key].map { value in
                        guard case let .int(n) = value else {
                            throw DefaultsError.wrongType(file: session.container.suiteURL.path, key: key, expected: "Int", found: value.typeName)
                        }
                        return n
                    } ?? 0
                    let (sum, overflow) = current.addingReportingOverflow(by)
                    guard !overflow else { throw CLIError("\(key): \(current) + \(by) overflows") }
                    values[key] = .int(sum)
                    return sum
                }
                return "\(key) = \(total) in \(session.container.groupID)"
            }
        }
        context.io.out((last ?? "") + "\n")
        return 0
    }

    private static func integer(_ text: String?, name: String) throws -> Int? {
        try text.map { text in
            guard let value = Int(text) else { throw CLIError.usage("\(name): '\(text)' is not an integer") }
            return value
        }
    }
}
