import Essentials

/// ISO 8601 dates, the one format for headers, documents and the command line: whole seconds when
/// the date has none, milliseconds otherwise.
public enum ISODate {
    /// `2026-11-29T12:00:00Z`; in another zone the local time with its offset, `2026-11-29T13:00:00+01:00`.
    public static func format(_ date: Date, in timeZone: TimeZone = .gmt) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        return date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, includingFractionalSeconds: !whole,
                                                      timeZone: timeZone))
    }

    /// Accepts a zone (`Z` or an offset) and optional fractional seconds.
    public static func parse(_ text: String) -> Date? {
        for fractional in [false, true] {
            if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: fractional).parse(text) { return date }
        }
        return nil
    }
}
