import Essentials
import PetRenderer

/// The row under the widget that shows its timeline, as Xcode's canvas shows one under a widget:
/// a mark per entry, or per group of neighbouring entries when they do not fit the width, then a
/// cell for the reload policy when it asks for the next timeline after the last entry. Pure.
enum TimelineStrip {
    /// The strip of `state`'s timeline in at most `width` cells; empty without a timeline.
    static func marks(_ state: PreviewState, width: Int) -> [StripMark] {
        guard let timeline = state.content?.timeline, !timeline.entries.isEmpty, width > 1 else { return [] }
        let entries = timeline.entries
        // The last cell is kept for a policy reload after the last entry.
        let perCell = (entries.count + width - 2) / (width - 1)
        var marks = stride(from: 0, to: entries.count, by: perCell).map { first in
            // Lazily: an array per cell cost an allocation for each of a day's entries, each frame.
            entries[first..<min(entries.count, first + perCell)].lazy.map { mark(of: $0, in: timeline, state: state) }
                .max { $0.priority < $1.priority }!
        }
        let raise = { (index: Int, mark: StripMark) in
            if mark.priority > marks[index].priority { marks[index] = mark }
        }
        let last = entries[entries.count - 1].date
        // Not the reloads after this timeline was taken up: they came in a future the clock left.
        let latest = min(last, state.contentAdoptedAt ?? last)
        for reload in state.budget.dates + state.budget.freeDates where reload >= entries[0].date && reload <= latest {
            raise(timeline.entry(at: reload)!.index / perCell, .reload)
        }
        if let policy = timeline.reloadDate, policy >= entries[0].date {
            // WidgetKit reloads once the date has passed: at the last entry's date it comes after it.
            if policy >= last { marks.append(.policyReload) } else { raise(timeline.entry(at: policy)!.index / perCell, .policyReload) }
        }
        if let now = timeline.entry(at: state.simulatedNow) { raise(now.index / perCell, .position) }
        return marks
    }

    /// How one entry is drawn: skipped or late under simulated delivery, else night or day.
    private static func mark(of entry: TimelineEntry, in timeline: Timeline, state: PreviewState) -> StripMark {
        switch state.simulatesDelivery ? SimulatedDelivery.fate(of: entry.index, in: timeline) : .onTime {
        case .skipped: .skipped
        case .late: .late
        case .onTime: entry.isNight ? .night : .entry
        }
    }

    /// The strip as text.
    static func text(_ state: PreviewState, width: Int) -> String {
        String(marks(state, width: width).map(\.symbol))
    }
}
