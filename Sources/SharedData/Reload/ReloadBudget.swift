import Essentials

/// A widget's reloads over WidgetKit's rolling day against its daily budget: those that spend it,
/// and the interaction reloads that do not.
public struct ReloadBudget: Equatable, Sendable {
    public static let window: TimeInterval = 24 * 60 * 60
    /// Reloads a day before the preview warns: the top of the typical budget, what a widget the
    /// user views often may get.
    public static let defaultLimit = WidgetKitBudget.typicalReloadsPerDay.upperBound

    public let limit: Int
    /// When the reloads that spend the budget were made, in the order recorded.
    public private(set) var dates: [Date] = []
    /// When the interaction reloads were made: guaranteed, and free.
    public private(set) var freeDates: [Date] = []

    public init(limit: Int = ReloadBudget.defaultLimit) { self.limit = limit }

    /// The requests of a reload record that reach `kind`, up to `date`.
    public init(requests: [ReloadRequest], kind: String, endingAt date: Date, limit: Int = ReloadBudget.defaultLimit) {
        self.init(limit: limit)
        for request in requests where request.applies(toKind: kind) && request.date <= date {
            record(request.date, countsAgainstBudget: request.countsAgainstBudget)
        }
    }

    /// Reloads that spent the budget in the rolling day up to `date`.
    public func used(at date: Date) -> Int { Self.inWindow(dates, endingAt: date) }

    /// Interaction reloads in the rolling day up to `date`.
    public func free(at date: Date) -> Int { Self.inWindow(freeDates, endingAt: date) }

    public func isExceeded(at date: Date) -> Bool { used(at: date) > limit }

    /// A reload made at `date`; reloads a day older than it are forgotten.
    public mutating func record(_ date: Date, countsAgainstBudget: Bool = true) {
        if countsAgainstBudget {
            dates.removeAll { $0 <= date - Self.window }
            dates.append(date)
        } else {
            freeDates.removeAll { $0 <= date - Self.window }
            freeDates.append(date)
        }
    }

    private static func inWindow(_ dates: [Date], endingAt date: Date) -> Int {
        dates.filter { $0 <= date && $0 > date - window }.count
    }
}
