/// How far long work has come: `done` of `total` items (snapshots written, snapshots compared,
/// tiles drawn). The kit reports it through a callback and draws nothing; the executable shows it
/// on a terminal.
public struct WorkProgress: Equatable, Sendable {
    public let done: Int
    public let total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }

    /// A callback for work nobody watches.
    public static let ignored: @Sendable (WorkProgress) -> Void = { _ in }
}
