import Essentials
import WidgetContract

/// When pets sleep: the group's quiet hours read in a time zone. A group without `quietHours` gets the
/// documented default, and `note` says so (the seed's first bug: a setting that never reached the widget).
public struct NightSchedule: Equatable, Sendable {
    public let quietHours: QuietHours
    public let usesDocumentedDefault: Bool
    public let zone: RenderZone

    public var timeZone: TimeZone { zone.timeZone }

    public init(quietHours: QuietHours?, zone: RenderZone) {
        self.quietHours = quietHours ?? .documentedDefault
        usesDocumentedDefault = quietHours == nil
        self.zone = zone
    }

    public init(quietHours: QuietHours?, timeZone: TimeZone) {
        self.init(quietHours: quietHours, zone: RenderZone(timeZone))
    }

    public func isNight(at date: Date) -> Bool {
        quietHours.contains(minuteOfDay: Int(LocalTime.secondsOfDay(date, in: zone) / 60))
    }

    /// The start of the quiet span `date` falls in, or nil when it is not night.
    public func nightStart(containing date: Date) -> Date? {
        let seconds = LocalTime.secondsOfDay(date, in: zone)
        guard quietHours.contains(minuteOfDay: Int(seconds / 60)) else { return nil }
        let sinceStart = positiveRemainder(seconds - Double(quietHours.start.minutes * 60), LocalTime.secondsPerDay)
        return date.addingTimeInterval(-sinceStart)
    }

    /// Reported when the default stands in for missing data.
    public var note: RenderNote? { Self.note(for: usesDocumentedDefault ? nil : quietHours) }

    static func note(for quietHours: QuietHours?) -> RenderNote? {
        quietHours == nil ? .quietHoursMissing(using: .documentedDefault) : nil
    }
}
