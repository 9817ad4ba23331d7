import Essentials

/// ISO 8601 dates, the one format for headers, documents and the command line: whole seconds when
/// the date has none, milliseconds otherwise.
///
/// `Date.ISO8601FormatStyle` is the definition, but building one builds a Gregorian calendar and a
/// time zone, which was a sixth of a `widget-tui render`'s start-up. So the common shapes go through
/// `ISOCivilTime` by hand, and only what it declines reaches the format style: the style decides
/// everything odd (its lenient parsing, zones with second offsets, years before the Gregorian
/// calendar), and the tests check that both give the same dates and text where the hand path answers.
public enum ISODate {
    /// `2026-11-29T12:00:00Z`; in another zone the local time with its offset, `2026-11-29T13:00:00+01:00`.
    public static func format(_ date: Date, in zone: RenderZone = .utc) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        let offset = zone.secondsFromGMT(for: date)
        if let text = ISOCivilTime.format(date, offset: offset, milliseconds: !whole) { return text }
        return date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, includingFractionalSeconds: !whole,
                                                      timeZone: zone.timeZone))
    }

    public static func format(_ date: Date, in timeZone: TimeZone) -> String {
        format(date, in: RenderZone(timeZone))
    }

    /// Accepts a zone (`Z` or an offset) and optional fractional seconds.
    public static func parse(_ text: String) -> Date? {
        if let date = ISOCivilTime.parse(text) { return date }
        for fractional in [false, true] {
            if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: fractional).parse(text) { return date }
        }
        return nil
    }
}
