import Essentials
import SharedData
import WidgetContract

/// Dates as the status and message lines show them, in the preview's time zone.
///
/// The status line shows two dates each scrub step. A Gregorian `Calendar`'s components (a new
/// calendar, then floating-point arithmetic over its eras) and `String(cFormat:)` were a tenth of
/// a step; the local day and time are worked out here from the zone's offset instead, with
/// `CivilCalendar`'s arithmetic, and written with `String(zeroPadded:)`.
/// Before 1583 `Calendar` (Julian there) still does it, so the text is the same for every date.
enum PreviewDateText {
    /// `2026-05-01 12:01:05`.
    static func dateTime(_ date: Date, in zone: TimeZone) -> String { dateTime(LocalTime(date, zone)) }

    /// `12:01:05`.
    static func time(_ date: Date, in zone: TimeZone) -> String { time(LocalTime(date, zone)) }

    /// The time alone when `date` falls on the same local day as `reference`, else the full date.
    static func compact(_ date: Date, sameDayAs reference: Date, in zone: TimeZone) -> String {
        let a = LocalTime(date, zone), b = LocalTime(reference, zone)
        return a.year == b.year && a.month == b.month && a.day == b.day ? time(a) : dateTime(a)
    }

    private static func dateTime(_ t: LocalTime) -> String {
        String(zeroPadded: t.year, digits: 4) + "-" + String(zeroPadded: t.month, digits: 2) + "-"
            + String(zeroPadded: t.day, digits: 2) + " " + time(t)
    }

    private static func time(_ t: LocalTime) -> String {
        String(zeroPadded: t.hour, digits: 2) + ":" + String(zeroPadded: t.minute, digits: 2) + ":" + String(zeroPadded: t.second, digits: 2)
    }

    /// A moment's local date and time in a zone, to the second (rounded down, as a calendar's
    /// components are).
    private struct LocalTime {
        var year, month, day, hour, minute, second: Int

        /// 1583-01-01 00:00:00 and 10000-01-01 00:00:00, in seconds since 1970.
        private static let firstGregorian: Double = -12_212_553_600, year10000: Double = 253_402_300_800

        init(_ date: Date, _ zone: TimeZone) {
            let local = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
            // Outside 1583-9999 the calendar: before, it counts Julian years; after, no preview
            // goes, and seconds far out would not fit an Int.
            guard local >= Self.firstGregorian, local < Self.year10000 else {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = zone
                let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
                (year, month, day) = (c.year ?? 0, c.month ?? 0, c.day ?? 0)
                (hour, minute, second) = (c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
                return
            }
            let seconds = Int(local.rounded(.down))
            let days = CivilCalendar.floorDivide(seconds, 86_400)
            let time = seconds - days * 86_400
            (hour, minute, second) = (time / 3600, time / 60 % 60, time % 60)
            (year, month, day) = CivilCalendar.date(daysSince1970: days)
        }
    }
}
