import Essentials
import PetRenderer

/// Dates on the command line, in `ISODate`'s format, with a usage error naming the option.
enum DateArgument {
    static func parse(_ text: String, option: String) throws -> Date {
        guard let date = ISODate.parse(text) else {
            throw CLIError.usage("\(option): '\(text.shown)' is not an ISO 8601 date such as 2026-11-29T12:00:00Z")
        }
        return date
    }
}
