import Essentials
import FrameOutput
import PetRenderer
import SharedData

/// The `timeline --json` document: a timeline as the widget's provider returns it, with every entry,
/// the reload policy and WidgetKit's view of it. Keys are sorted and every key is always present
/// (`reloadDate` is null for `.never`), so the output is byte-stable for a fixed `--now`.
public struct TimelineDocument: JSONDocument, Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var index: Int
        /// ISO 8601 UTC.
        public var date: String
        /// The same moment in `timeZone`, with its offset.
        public var local: String
        public var night: Bool
        /// How many pets sleep in this entry's frame.
        public var asleep: Int
    }

    public struct Advice: Codable, Equatable, Sendable {
        /// `info` or `warning`.
        public var severity: String
        public var message: String

        public init(severity: String, message: String) {
            self.severity = severity
            self.message = message
        }
    }

    public var format = "widget-tui-timeline"
    public var version = 1
    public var group: String
    public var kind: String
    public var timeZone: String
    /// The timeline's start (`--now`).
    public var now: String
    /// Seconds between entries.
    public var step: Double
    public var count: Int
    /// Whose data the entries are drawn from (`DataContract`): `pets`, or `generic` for another
    /// app's (a home_widget app's), whose timeline is the one `StoredDataTimeline` models.
    public var contract: String
    /// The suite's keys the entries are drawn from: the pet widget's, or another app's every key
    /// (its widget may read any of them; the first 200).
    public var keys: [String]
    /// Of another app's keys, the one whose picture the home widget draws (`StoredImageView.key`);
    /// null for the pet widget, or when no key names a picture widget-tui draws.
    @NullWhenAbsent public var picture: String?
    /// `after`, `atEnd` or `never`.
    public var policy: String
    /// The earliest date WidgetKit asks for a new timeline; nil for `never`.
    @NullWhenAbsent public var reloadDate: String?
    public var quietHours: String
    /// Whether `quietHours` is the documented default standing in for missing data.
    public var quietHoursDefault: Bool
    /// Pet names in item order.
    public var pets: [String]
    public var digest: String
    public var entries: [Entry]
    public var advice: [Advice]
    /// The data problems and renderer notes also written to standard error.
    public var warnings: [String]

    public init(timeline: Timeline, start: Date, widget: PetWidget, group: GroupOptions, render: RenderOptions) {
        let settings = render.settings
        let zone = settings.zone
        let night = widget.renderer.nightSchedule(for: settings)
        self.group = group.group.rawValue
        kind = group.kind
        timeZone = render.timeZoneName
        now = ISODate.format(start)
        step = render.step
        count = timeline.entries.count
        policy = switch timeline.policy {
        case .after: "after"
        case .atEnd: "atEnd"
        case .never: "never"
        }
        reloadDate = timeline.reloadDate.map { ISODate.format($0) }
        digest = widget.dataDigest
        warnings = widget.homeWarnings(for: settings)
        if let stored = widget.storedImage {
            // Another app's widget: none of the pet widget's quiet hours, pets or provider advice.
            contract = DataContract.generic.rawValue
            step = 0
            keys = stored.keys
            picture = stored.key
            quietHours = ""
            quietHoursDefault = false
            pets = []
            entries = timeline.entries.map { entry in
                Entry(index: entry.index, date: ISODate.format(entry.date), local: ISODate.format(entry.date, in: zone), night: false, asleep: 0)
            }
            advice = []
            return
        }
        contract = DataContract.pets.rawValue
        picture = nil
        keys = [PetWidgetData.itemsKey, PetWidgetData.quietHoursKey, PetWidgetData.streakDaysKey]
        quietHours = night.quietHours.description
        quietHoursDefault = night.usesDocumentedDefault
        pets = widget.data.pets.map(\.name)
        entries = timeline.entries.map { entry in
            Entry(index: entry.index, date: ISODate.format(entry.date), local: ISODate.format(entry.date, in: zone),
                  night: entry.isNight, asleep: widget.renderer.poses(at: entry.date, settings: settings).filter(\.isAsleep).count)
        }
        advice = TimelineAdvice.assess(timeline, requestedAt: start).map {
            Advice(severity: $0.severity.rawValue, message: $0.description)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, group, kind, timeZone, now, step, count, contract, keys, picture, policy, reloadDate, quietHours, quietHoursDefault
        case pets, digest, entries, advice, warnings
    }
}
