import Essentials
import PetRenderer

/// The timeline against what WidgetKit honours: entry count and spacing, and how many reloads a
/// day its policy asks for against the daily budget.
enum TimelineBudgetCheck {
    static let name = "timeline-budget"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "entry count and spacing, and reloads a day, within WidgetKit's budget"

    static func run(timeline: Timeline, requestedAt now: Date) -> CheckResult {
        let advice = TimelineAdvice.assess(timeline, requestedAt: now)
        let entries = timeline.entries
        var summary = "\(entries.count) entr\(entries.count == 1 ? "y" : "ies")"
        if entries.count > 1, let first = entries.first, let last = entries.last {
            summary += " over \(Int(last.date.timeIntervalSince(first.date))) s"
        }
        if let reload = timeline.reloadDate {
            let interval = reload.timeIntervalSince(now)
            summary += interval > 0
                ? ", a reload every \(Int(interval)) s (\(Int((86_400 / interval).rounded())) a day)"
                : ", a reload due at once"
        } else {
            summary += ", reloads only when the app asks"
        }
        let notes = advice.map(\.description)
        let reason = ([summary] + notes).joined(separator: "; ")
        let failing = advice.filter {
            switch $0 {
            case .noEntries, .tooManyEntries, .reloadsOverBudget, .reloadDueImmediately: true
            default: false
            }
        }
        let budget = TimelineAdvice.dailyBudgetText
        if !failing.isEmpty {
            return .fail(name, reason, fix: "keep timelines to at most \(TimelineAdvice.entryLimit) entries and ask for a new one "
                + "no more than \(budget) times a day (for example .after(now + 30 min)); dates, not entry counts, drive the motion")
        }
        if advice.contains(where: { if case .reloadsNearBudget = $0 { true } else { false } }) {
            return .warn(name, reason, fix: "a longer timeline or a later reload date keeps the widget inside the budget on every device")
        }
        return .pass(name, reason)
    }
}
