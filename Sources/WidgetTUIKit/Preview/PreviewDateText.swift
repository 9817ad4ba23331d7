import Essentials
import SharedData

/// Dates as the status and message lines show them, in the preview's time zone.
enum PreviewDateText {
    /// `2026-05-01 12:01:05`.
    static func dateTime(_ date: Date, in zone: TimeZone) -> String { dateTime(components(date, zone)) }

    /// `12:01:05`.
    static func time(_ date: Date, in zone: TimeZone) -> String { time(components(date, zone)) }

    /// The time alone when `date` falls on the same local day as `reference`, else the full date.
    /// Each date's components are worked out once: the status line shows one each scrub step.
    static func compact(_ date: Date, sameDayAs reference: Date, in zone: TimeZone) -> String {
        let a = components(date, zone), b = components(reference, zone)
        return a.year == b.year && a.month == b.month && a.day == b.day ? time(a) : dateTime(a)
    }

    private static func dateTime(_ c: DateComponents) -> String {
        String(cFormat: "%04d-%02d-%02d %02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    private static func time(_ c: DateComponents) -> String {
        String(cFormat: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    private static func components(_ date: Date, _ zone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }
}
