import Essentials

/// One pet as the app writes it into the group's `items` key
/// (a JSON array produced by JSONSerialization in the app's AppDelegate).
public struct Pet: Equatable, Hashable, Sendable, Codable {
    public var name: String
    /// Growth stage key, for example `egg`, `baby`, `adult`; artwork is looked up from it.
    public var stage: String
    public var valueA: Double
    public var valueB: Double
    public var valueC: Double

    /// Where feeding stops: the scale the widget and the Live Activity draw values on.
    public static let fullValue = 100.0

    public init(name: String, stage: String, valueA: Double = 0, valueB: Double = 0, valueC: Double = 0) {
        self.name = name
        self.stage = stage
        self.valueA = valueA
        self.valueB = valueB
        self.valueC = valueC
    }
}

/// A local wall-clock time, minutes since midnight (0..<1440).
public struct TimeOfDay: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let minutes: Int

    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        minutes = hour * 60 + minute
    }

    /// Parses `HH:MM` (24-hour clock; the hour may be one digit). ASCII digits only: `Int` alone
    /// would take `+7` and digits of other scripts.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
        self.init(hour: h, minute: m)
    }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }
    public var description: String {
        String(zeroPadded: hour, digits: 2) + ":" + String(zeroPadded: minute, digits: 2)
    }
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}

/// The span of local time during which pets sleep. `start > end` wraps past midnight.
public struct QuietHours: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var start: TimeOfDay
    public var end: TimeOfDay

    public init(start: TimeOfDay, end: TimeOfDay) {
        self.start = start
        self.end = end
    }

    /// Parses `22:00-07:00`.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let s = TimeOfDay(String(parts[0]).trimmingWhitespace),
              let e = TimeOfDay(String(parts[1]).trimmingWhitespace) else { return nil }
        self.init(start: s, end: e)
    }

    /// The documented default when the group holds no `quietHours` key.
    public static let documentedDefault = QuietHours(start: TimeOfDay(hour: 22, minute: 0)!, end: TimeOfDay(hour: 7, minute: 0)!)

    /// Whether a minute of the local day falls inside the span (start inclusive, end exclusive).
    public func contains(minuteOfDay m: Int) -> Bool {
        if start == end { return false }
        if start < end { return m >= start.minutes && m < end.minutes }
        return m >= start.minutes || m < end.minutes
    }

    // Not interpolated: interpolating a value that is not a String looks up its conformances at run time.
    public var description: String { start.description + "-" + end.description }
}

/// Everything the pet widget reads from the group: the data contract between app and extension.
public struct PetWidgetData: Equatable, Sendable {
    public static let itemsKey = "items"
    /// The most pets the widget reads from `items`; the rest are counted and named in a problem.
    /// Every frame poses and draws each pet, and a widget shows a handful (eight keep apart in the
    /// medium family): past a thousand, a 16 MiB suite of pets would cost minutes of `check` and
    /// hundreds of MB, for pets no one could tell apart.
    public static let maximumPets = 1_000
    public static let quietHoursKey = "quietHours"
    public static let streakDaysKey = "streakDays"
    public static let reactionKey = "reaction"

    public var pets: [Pet]
    /// nil when the group does not hold the key; the renderer then uses `QuietHours.documentedDefault`
    /// and says so (the seed's first bug: a setting never written to the group).
    public var quietHours: QuietHours?
    public var streakDays: Int
    /// The last widget button's reaction, nil when none was recorded (or it was unreadable).
    public var reaction: PetReaction?

    public init(pets: [Pet], quietHours: QuietHours?, streakDays: Int, reaction: PetReaction? = nil) {
        self.pets = pets
        self.quietHours = quietHours
        self.streakDays = streakDays
        self.reaction = reaction
    }
}
