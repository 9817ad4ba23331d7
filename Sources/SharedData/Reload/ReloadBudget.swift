import Foundation

/// A widget's reloads over WidgetKit's rolling day, split into those that spend its daily budget and
/// the interaction reloads that do not.
public struct ReloadBudget: Equatable, Sendable {
    public static let window: TimeInterval = 24 * 60 * 60

    /// Requests in the window that spend the budget.
    public let counted: Int
    /// Interaction reloads in the window: guaranteed, and free.
    public let free: Int

    /// - Parameter date: the end of the rolling day; requests after it are not counted yet.
    public init(requests: [ReloadRequest], kind: String, endingAt date: Date) {
        let recent = requests.filter { $0.applies(toKind: kind) && $0.date <= date && $0.date > date - Self.window }
        counted = recent.filter(\.countsAgainstBudget).count
        free = recent.count - counted
    }
}
