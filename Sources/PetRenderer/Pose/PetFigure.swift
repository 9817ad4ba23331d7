/// What the pose math needs to know about a pet's artwork, and nothing more.
public struct PetFigure: Equatable, Sendable {
    /// Widest frame, in pixels: the pet walks until this much of it touches the widget's edge.
    public var width: Int
    public var walkFrameCount: Int
    /// Aseprite durations in milliseconds, in playing order.
    public var idleDurations: [Int]
    public var sleepDurations: [Int]

    public init(width: Int, walkFrameCount: Int, idleDurations: [Int], sleepDurations: [Int]) {
        self.width = width
        self.walkFrameCount = walkFrameCount
        self.idleDurations = idleDurations
        self.sleepDurations = sleepDurations
    }

    /// The frame of a looping animation playing at `seconds`; durations below 1 ms count as 100 ms,
    /// as Aseprite's default.
    /// Summed as Doubles, so durations a sheet's validation would refuse still cannot overflow.
    static func frame(at seconds: Double, durations: [Int]) -> Int {
        guard durations.count > 1 else { return 0 }
        let lengths = durations.map { $0 > 0 ? Double($0) : 100 }
        var ms = positiveRemainder(seconds * 1000, lengths.reduce(0, +)).rounded(.down)
        for (i, length) in lengths.enumerated() {
            if ms < length { return i }
            ms -= length
        }
        return lengths.count - 1
    }
}

/// `a mod b` in `0..<b` for positive `b`, also for negative `a`. An infinite `a` (motion summed up to a
/// date near the end of Double's range, which a container's reaction dates may hold) counts as 0, so the
/// pose math never hands NaN to an `Int` conversion.
func positiveRemainder(_ a: Double, _ b: Double) -> Double {
    guard a.isFinite else { return 0 }
    let r = a.truncatingRemainder(dividingBy: b)
    return r < 0 ? r + b : r
}

/// Fractional part in `0..<1`.
func fraction(_ x: Double) -> Double { x - x.rounded(.down) }
