import Essentials
import WidgetContract

/// Where a timeline departs from what WidgetKit honours well, with the figures that say by how much.
public enum TimelineAdvice: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case info
        case warning
    }

    /// Developers report timelines beyond about 400 entries stop updating.
    public static let entryLimit = 400
    /// Apple asks for entries at least about 5 minutes apart.
    public static let guidanceSpacing: TimeInterval = 300
    /// The widget UI refreshes at best about every 2 s.
    public static let fastestRefresh: TimeInterval = 2
    /// Refreshes per widget per rolling day that iOS typically grants (`WidgetKitBudget.typicalReloadsPerDay`).
    public static let dailyBudget = Double(WidgetKitBudget.typicalReloadsPerDay.lowerBound)...Double(WidgetKitBudget.typicalReloadsPerDay.upperBound)
    /// "40-70", as messages name the budget.
    public static let dailyBudgetText = "\(Int(dailyBudget.lowerBound))-\(Int(dailyBudget.upperBound))"

    case noEntries
    case tooManyEntries(count: Int)
    case entriesCloserThanGuidance(step: TimeInterval)
    /// Above the top of the budget: iOS will refuse some reloads.
    case reloadsOverBudget(perDay: Double)
    /// Inside the budget's range: fine on generous devices, exhausted on stingy ones.
    case reloadsNearBudget(perDay: Double)
    /// `.after` a date not later than the request: a reload would be due at once, again and again.
    case reloadDueImmediately
    /// The last entry stays on screen this long before a reload may come.
    case staleAfterLastEntry(seconds: TimeInterval)
    /// `.never`: after the last entry the widget stands still until the app asks for a reload.
    case reloadsOnlyOnRequest

    public var severity: Severity {
        switch self {
        case .noEntries, .tooManyEntries, .reloadsOverBudget, .reloadsNearBudget, .reloadDueImmediately: .warning
        case .entriesCloserThanGuidance, .staleAfterLastEntry, .reloadsOnlyOnRequest: .info
        }
    }

    public var description: String {
        let budget = Self.dailyBudgetText
        switch self {
        case .noEntries:
            return "the timeline has no entries: the widget shows nothing until the next reload"
        case .tooManyEntries(let count):
            return "\(count) entries: timelines beyond about \(Self.entryLimit) entries have been seen to stop updating"
        case .entriesCloserThanGuidance(let step):
            let floor = step < Self.fastestRefresh
                ? "; below \(format(Self.fastestRefresh)) s the UI cannot show every entry" : ""
            return "entries \(format(step)) s apart: Apple asks for about \(Int(Self.guidanceSpacing / 60)) minutes, "
                + "so iOS may skip or delay entries (drawing from each entry's date keeps motion right)\(floor)"
        case .reloadsOverBudget(let perDay):
            return "\(format(perDay)) reloads/day exceeds the daily budget of \(budget): iOS will refuse some reloads"
        case .reloadsNearBudget(let perDay):
            let hours = Self.dailyBudget.lowerBound / perDay * 24
            return "\(format(perDay)) reloads/day is inside the daily budget of \(budget) only on generous devices: "
                + "a budget of \(Int(Self.dailyBudget.lowerBound)) runs out after \(format(hours)) h"
        case .reloadDueImmediately:
            return "the reload date is not after the request: iOS would ask again at once and spend the budget"
        case .staleAfterLastEntry(let seconds):
            return "the last entry stays on screen \(format(seconds)) s before a reload may come"
        case .reloadsOnlyOnRequest:
            return "policy .never: after the last entry the widget stands still until the app calls reloadTimelines(ofKind:)"
        }
    }

    /// - Parameter now: when the timeline was requested; the reload interval is measured from it.
    public static func assess(_ timeline: Timeline, requestedAt now: Date) -> [TimelineAdvice] {
        var advice: [TimelineAdvice] = []
        let entries = timeline.entries
        guard let last = entries.last else { return [.noEntries] }
        if entries.count > entryLimit { advice.append(.tooManyEntries(count: entries.count)) }
        let closest = zip(entries, entries.dropFirst()).map { $1.date.timeIntervalSince($0.date) }.min()
        if let closest, closest < guidanceSpacing { advice.append(.entriesCloserThanGuidance(step: closest)) }
        guard let reload = timeline.reloadDate else { return advice + [.reloadsOnlyOnRequest] }
        let interval = reload.timeIntervalSince(now)
        guard interval > 0 else { return advice + [.reloadDueImmediately] }
        let perDay = 86_400 / interval
        if perDay > dailyBudget.upperBound { advice.append(.reloadsOverBudget(perDay: perDay)) }
        else if perDay > dailyBudget.lowerBound { advice.append(.reloadsNearBudget(perDay: perDay)) }
        let stale = reload.timeIntervalSince(last.date)
        if stale > max(closest ?? 0, guidanceSpacing) { advice.append(.staleAfterLastEntry(seconds: stale)) }
        return advice
    }
}

/// Up to one decimal, no trailing `.0`: `57.6`, `300`.
private func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
