/// Where pets may stand: across the whole width, with baselines (feet rows) in the ground band.
/// Each pet owns a slot of baseline rows no other pet uses, so pets never overlap exactly
/// as long as there are at least as many rows as pets.
public struct WalkField: Equatable, Sendable {
    public let width: Int
    /// Topmost baseline row (farthest back).
    public let firstLane: Int
    /// Baseline rows available, at least 1.
    public let laneCount: Int

    public init(width: Int, firstLane: Int, laneCount: Int) {
        self.width = max(0, width)
        self.firstLane = firstLane
        self.laneCount = max(1, laneCount)
    }

    /// Whether every one of `count` pets gets a row of its own.
    public func hasDistinctLanes(for count: Int) -> Bool { count <= laneCount }

    /// Baseline rows of the slot at depth `rank` of `count`: disjoint slots covering the band, back to front.
    func slot(rank: Int, count: Int) -> (first: Int, size: Int) {
        let n = max(1, count)
        let start = rank * laneCount / n
        let end = (rank + 1) * laneCount / n
        return (firstLane + min(start, laneCount - 1), max(1, end - start))
    }
}
