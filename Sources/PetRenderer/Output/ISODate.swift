import Foundation

/// ISO 8601 in UTC for headers: whole seconds when the date has none, milliseconds otherwise.
enum ISODate {
    static func format(_ date: Date) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: !whole))
    }

    static func parse(_ text: String) -> Date? {
        try? Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")).parse(text)
    }
}
