import Essentials
import WidgetContract

/// The widget's `TimelineProvider`: entries every `step` seconds from `now`, each stamped with whether it
/// falls in quiet hours. Drawing happens later, from each entry's date alone.
public struct PetTimelineProvider: Sendable {
    /// Which reload policy the timeline asks for.
    public enum Reload: Equatable, Sendable {
        /// `.atEnd`: when the last entry's date passes.
        case atEnd
        /// `.after(now + count × step)`: the seed's choice, one step past the last entry.
        case afterTimeline
        /// `.after(date)`.
        case after(Date)
        /// `.never`: only when the app calls `reloadTimelines(ofKind:)`.
        case never
    }

    /// The seed's 5 s x 300 entries: about 25 minutes of motion per timeline.
    public static let defaultStep: TimeInterval = 5
    public static let defaultCount = 300

    public let night: NightSchedule
    public var step: TimeInterval
    public var count: Int
    public var reload: Reload

    public init(night: NightSchedule, step: TimeInterval = defaultStep, count: Int = defaultCount,
                reload: Reload = .afterTimeline) {
        self.night = night
        self.step = step
        self.count = count
        self.reload = reload
    }

    public init(data: PetWidgetData, timeZone: TimeZone, step: TimeInterval = defaultStep, count: Int = defaultCount,
                reload: Reload = .afterTimeline) {
        self.init(night: NightSchedule(quietHours: data.quietHours, timeZone: timeZone), step: step, count: count,
                  reload: reload)
    }

    public func timeline(from now: Date) -> Timeline {
        let entries = (0..<max(0, count)).map { entry($0, from: now) }
        let policy: TimelineReloadPolicy
        switch reload {
        case .atEnd: policy = .atEnd
        case .afterTimeline: policy = .after(now.addingTimeInterval(Double(max(0, count)) * step))
        case .after(let date): policy = .after(date)
        case .never: policy = .never
        }
        return Timeline(entries: entries, policy: policy)
    }

    /// Entry `index` of the timeline built from `now`, without building the others.
    public func entry(_ index: Int, from now: Date) -> TimelineEntry {
        let date = now.addingTimeInterval(Double(index) * step)
        return TimelineEntry(index: index, date: date, isNight: night.isNight(at: date))
    }

    /// The entry for the placeholder view, as `placeholder(in:)`: it carries no data, so no night either.
    public func placeholder(at date: Date) -> TimelineEntry {
        TimelineEntry(index: 0, date: date, isNight: false)
    }

    /// What this provider decided on the data's behalf.
    public var notes: [RenderNote] { night.note.map { [$0] } ?? [] }

    /// How WidgetKit would treat the timeline built from `now`.
    public func advice(from now: Date) -> [TimelineAdvice] {
        TimelineAdvice.assess(timeline(from: now), requestedAt: now)
    }
}
