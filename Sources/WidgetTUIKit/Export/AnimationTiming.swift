import Essentials

/// How long each frame of an animation shows: the real time between its entry and the next,
/// divided by `speed`. Unless told, the speed makes the median gap last half a second, so a 5 s
/// timeline plays at 10x and one entry a minute (`--every 12`) at 120x, and a longer gap (a reload,
/// a date asked for) still shows longer.
public struct AnimationTiming: Equatable, Sendable {
    /// How long the median gap shows when no speed is given.
    public static let typicalShown: TimeInterval = 0.5
    /// Browsers show a frame of 10 ms or less for 100 ms; 20 ms is the shortest they keep.
    public static let shortest: UInt16 = 20

    /// Times faster than real time.
    public let speed: Double
    /// The median time between consecutive frames' dates; 0 for one frame.
    public let typicalGap: TimeInterval
    /// Each frame's delay; the last one shows for the median gap, or a second alone.
    public let milliseconds: [UInt16]

    /// `dates` in the order the frames show, which is date order.
    public init(dates: [Date], speed: Double?) {
        let gaps = zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) }
        let sorted = gaps.sorted()
        typicalGap = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        let speed = speed ?? (typicalGap > 0 ? typicalGap / Self.typicalShown : 1)
        self.speed = speed
        let last = typicalGap > 0 ? typicalGap : speed
        milliseconds = (gaps + (dates.isEmpty ? [] : [last])).map { gap in
            UInt16((gap / speed * 1000).rounded().clamped(Double(Self.shortest), Double(UInt16.max)))
        }
    }
}

private extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
