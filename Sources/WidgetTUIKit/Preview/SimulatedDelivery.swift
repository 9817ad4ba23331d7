import Essentials
import PetRenderer

/// iOS does not show every entry on time: it delays some and skips others. With simulated
/// delivery on, each entry's fate is derived from its date alone (no randomness), so a run is
/// reproducible and shows that drawing from the entry's date, not its index, holds up.
enum SimulatedDelivery {
    enum Fate: Equatable, Sendable {
        case onTime
        /// Shown this many seconds after its date, always before the next entry's date.
        case late(TimeInterval)
        /// Never shown; the previous entry stays on screen.
        case skipped
    }

    /// The entry on screen at a moment, and the scheduled one when it is not (yet) on screen.
    struct Shown: Equatable, Sendable {
        var entry: TimelineEntry?
        var waitingFor: Waiting?
    }

    /// A scheduled entry that is late or skipped.
    struct Waiting: Equatable, Sendable {
        var entry: TimelineEntry
        var fate: Fate
    }

    /// The fate of entry `index` of `timeline`. The first entry always arrives on time.
    static func fate(of index: Int, in timeline: Timeline) -> Fate {
        let entries = timeline.entries
        guard index > 0, index < entries.count else { return .onTime }
        let hash = mix(UInt64(bitPattern: Int64(entries[index].date.timeIntervalSince1970.rounded())))
        switch hash % 8 {
        case 0:
            return .skipped
        case 1, 2, 3:
            let gap = index + 1 < entries.count ? entries[index + 1].date.timeIntervalSince(entries[index].date) : 0
            // 5% to 95% of the gap to the next entry, so deliveries keep their order.
            let delay = gap * Double(50 + (hash >> 8) % 901) / 1000
            return delay > 0 ? .late(delay) : .onTime
        default:
            return .onTime
        }
    }

    /// When entry `index` reaches the screen; nil when skipped.
    static func deliveryDate(of index: Int, in timeline: Timeline, simulated: Bool) -> Date? {
        let date = timeline.entries[index].date
        guard simulated else { return date }
        switch fate(of: index, in: timeline) {
        case .onTime: return date
        case .late(let delay): return date.addingTimeInterval(delay)
        case .skipped: return nil
        }
    }

    /// What is on screen at `date`.
    static func shown(in timeline: Timeline, at date: Date, simulated: Bool) -> Shown {
        guard let scheduled = timeline.entry(at: date) else { return Shown(entry: nil, waitingFor: nil) }
        guard simulated else { return Shown(entry: scheduled, waitingFor: nil) }
        var index = scheduled.index
        while index >= 0 {
            if let delivered = deliveryDate(of: index, in: timeline, simulated: true), delivered <= date { break }
            index -= 1
        }
        let entry = index >= 0 ? timeline.entries[index] : nil
        let waiting = entry == scheduled ? nil : Waiting(entry: scheduled, fate: fate(of: scheduled.index, in: timeline))
        return Shown(entry: entry, waitingFor: waiting)
    }

    /// The next moment after `date` at which the screen changes to another entry.
    static func nextChange(in timeline: Timeline, after date: Date, simulated: Bool) -> Date? {
        let first = (shown(in: timeline, at: date, simulated: simulated).entry?.index ?? -1) + 1
        for index in first..<max(first, timeline.entries.count) {
            if let delivered = deliveryDate(of: index, in: timeline, simulated: simulated), delivered > date {
                return delivered
            }
        }
        return nil
    }

    /// SplitMix64's finaliser: a well-spread hash of an entry's date.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
