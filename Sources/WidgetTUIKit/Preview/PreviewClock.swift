import Essentials

/// The simulated time the preview shows: it runs from an anchor at a speed, or stands still.
struct PreviewClock: Equatable, Sendable {
    static let speeds = [1, 5, 60, 300]

    private(set) var speed: Int
    private(set) var isPaused: Bool
    private var anchorWall: Date
    private var anchorSimulated: Date

    /// Follows the wall clock at 1x.
    static func live(at wall: Date) -> PreviewClock {
        PreviewClock(speed: 1, isPaused: false, anchorWall: wall, anchorSimulated: wall)
    }

    /// Stands still at `date`.
    static func paused(at date: Date, wall: Date) -> PreviewClock {
        PreviewClock(speed: 1, isPaused: true, anchorWall: wall, anchorSimulated: date)
    }

    func simulated(atWall wall: Date) -> Date {
        isPaused ? anchorSimulated : anchorSimulated.addingTimeInterval(wall.timeIntervalSince(anchorWall) * Double(speed))
    }

    /// The wall time at which the clock reaches `date`; nil when paused or `date` is past.
    func wall(reaching date: Date, from wall: Date) -> Date? {
        guard !isPaused else { return nil }
        let remaining = date.timeIntervalSince(simulated(atWall: wall))
        guard remaining >= 0 else { return nil }
        return wall.addingTimeInterval(remaining / Double(speed))
    }

    /// Running at 1x on the wall clock: what a widget on a device shows now.
    func isLive(atWall wall: Date) -> Bool {
        !isPaused && speed == 1 && abs(simulated(atWall: wall).timeIntervalSince(wall)) < 0.5
    }

    /// Jumps to `date` and stops there.
    mutating func pause(at date: Date, wall: Date) {
        self = PreviewClock(speed: speed, isPaused: true, anchorWall: wall, anchorSimulated: date)
    }

    mutating func togglePause(wall: Date) {
        self = PreviewClock(speed: speed, isPaused: !isPaused, anchorWall: wall, anchorSimulated: simulated(atWall: wall))
    }

    /// Moves one step through `speeds` (up when `faster`), re-anchoring so the time does not jump.
    /// Returns false at either end.
    mutating func changeSpeed(faster: Bool, wall: Date) -> Bool {
        let i = PreviewClock.speeds.firstIndex(of: speed) ?? 0
        let j = faster ? i + 1 : i - 1
        guard PreviewClock.speeds.indices.contains(j) else { return false }
        self = PreviewClock(speed: PreviewClock.speeds[j], isPaused: isPaused, anchorWall: wall,
                            anchorSimulated: simulated(atWall: wall))
        return true
    }
}
