import Essentials

/// A provider's answer: entries in date order and when to ask again, as WidgetKit's `Timeline`.
public struct Timeline: Equatable, Sendable {
    public let entries: [TimelineEntry]
    public let policy: TimelineReloadPolicy

    public init(entries: [TimelineEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    /// The entry iOS shows at `date`: the last whose date is not after it; nil before the first.
    public func entry(at date: Date) -> TimelineEntry? {
        // Binary search: entries are sorted by date.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].date <= date { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : entries[low - 1]
    }

    /// The earliest date WidgetKit would ask for a new timeline; nil for `.never`.
    public var reloadDate: Date? {
        switch policy {
        case .atEnd: entries.last?.date
        case .after(let date): date
        case .never: nil
        }
    }
}
