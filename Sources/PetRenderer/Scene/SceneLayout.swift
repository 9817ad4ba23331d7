/// Where sky and ground lie on a canvas, and where pets may stand.
public struct SceneLayout: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// First ground row (the horizon); rows above are sky.
    public let groundTop: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        // About three eighths ground: room for depth rows even on systemSmall.
        groundTop = max(0, height - max(3, (height * 3 + 4) / 8))
    }

    public init(settings: RenderSettings) {
        let size = settings.canvasSize
        self.init(width: size.width, height: size.height)
    }

    /// Baselines run from just below the horizon to the second-last row, leaving a row for shadows.
    public var field: WalkField {
        WalkField(width: width, firstLane: groundTop + 1, laneCount: height - 2 - groundTop)
    }
}
