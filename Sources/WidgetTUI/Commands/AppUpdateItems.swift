import Foundation
import SharedData
import WidgetTUIKit

/// `app update-items FILE|-`: the seed's `updateItems`: a JSON array of pets stored as Data under `items`.
enum AppUpdateItems {
    static let subcommand = AppSubcommand(
        name: "update-items",
        synopsis: "update-items FILE|-",
        summary: "store a JSON array of pets (name, stage, valueA-C) as Data under items",
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        guard let source = arguments.positional() else { throw CLIError.usage("update-items needs a FILE, or - for standard input") }
        try arguments.finish()
        // The items are stored in the suite, so they are read no further than the suite's limit.
        let json: Data
        if source == "-" {
            json = try context.io.readStandardInput(.suite)
        } else {
            guard let data = try FileIO.read(URL(fileURLWithPath: source), limit: .suite) else { throw CLIError("\(source): no such file") }
            json = data
        }
        let name = source == "-" ? "standard input" : source
        return context.report(try context.app.updateItems(json, source: name))
    }
}
