import Essentials
import SharedData
import WidgetTUIKit

/// `app update-items FILE|-`: the seed's `updateItems`: a JSON array of pets stored as Data under `items`.
enum AppUpdateItems {
    static let source = ArgumentSpec(placeholder: "FILE|-", help: "a JSON file, or - for standard input", completion: .files)

    static let verbose = OptionSpec.flag("--verbose", """
        list every problem of refused items, one a line, before the error
        (without it the error names how many and the first)
        """)

    static let discussion = """
        Refused, with nothing written, when the JSON is not an array of objects whose fields have the
        contract's types (docs/data-contract.md). A stage, a value or a field outside the contract is
        stored with a warning, as the app would store it (check fails it); a field left out takes the
        contract's default, with a note.
        """

    static let subcommand = AppSubcommand(
        spec: CommandSpec(name: "update-items", summary: "store a JSON array of pets (name, stage, valueA-C) as Data under items",
                          arguments: [source], sections: [OptionSection([verbose])], discussion: discussion),
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let source = try arguments.required(Self.source)
        let verbose = try arguments.flag(Self.verbose)
        try arguments.finish()
        // The items are stored in the suite, so they are read no further than the suite's limit.
        let json: Data
        if source == "-" {
            json = try context.io.readStandardInput(.suite)
        } else {
            guard let data = try FileIO.read(URL(fileURLWithPath: source), limit: .suite) else { throw CLIError("\(source.shown): no such file") }
            json = data
        }
        let name = source == "-" ? "standard input" : source
        do {
            let stored = try context.app.updateItems(json, source: name)
            // What the widget will make of them, after the write the app makes regardless.
            for problem in stored.problems {
                context.io.err("widget-tui app: \(problem.severity == .note ? "note" : "warning"): \(problem)\n")
            }
            return context.report(stored.summary)
        } catch let invalid as InvalidItems where verbose {
            for line in invalid.lines { context.io.errLine(line) }
            throw invalid
        }
    }
}
