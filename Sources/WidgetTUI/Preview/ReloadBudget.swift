import Foundation
import PetRenderer

/// Timeline reloads over a rolling 24 hours of simulated time, against a daily budget
/// (`TimelineAdvice.dailyBudget`: iOS typically grants 40 to 70 a day per widget).
struct ReloadBudget: Equatable, Sendable {
    /// The top of the typical budget: what a widget the user views often may get.
    static let defaultLimit = Int(TimelineAdvice.dailyBudget.upperBound)
    static let window: TimeInterval = 24 * 3600

    let limit: Int
    private(set) var dates: [Date] = []

    init(limit: Int = ReloadBudget.defaultLimit) { self.limit = limit }

    /// Reloads in the 24 hours up to `date`.
    func used(at date: Date) -> Int {
        dates.filter { $0 <= date && $0 > date.addingTimeInterval(-ReloadBudget.window) }.count
    }

    func isExceeded(at date: Date) -> Bool { used(at: date) > limit }

    mutating func record(_ date: Date) {
        dates.removeAll { $0 <= date.addingTimeInterval(-ReloadBudget.window) }
        dates.append(date)
    }
}
