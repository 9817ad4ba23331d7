import Foundation

/// Dates on the command line: ISO 8601 with a zone (`2026-11-29T12:00:00Z`, `...+01:00`),
/// optionally with fractional seconds.
enum DateArgument {
    static func parse(_ text: String, option: String) throws -> Date {
        let styles = [
            Date.ISO8601FormatStyle(includingFractionalSeconds: false),
            Date.ISO8601FormatStyle(includingFractionalSeconds: true),
        ]
        for style in styles {
            if let date = try? style.parse(text) { return date }
        }
        throw CLIError.usage("\(option): '\(text)' is not an ISO 8601 date such as 2026-11-29T12:00:00Z")
    }

    /// `2026-11-29T12:00:00Z`, with milliseconds only when the date has a fraction; in another zone
    /// the local time with its offset, `2026-11-29T13:00:00+01:00`.
    static func format(_ date: Date, in timeZone: TimeZone = .gmt) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        return date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, includingFractionalSeconds: !whole,
                                                      timeZone: timeZone))
    }
}
