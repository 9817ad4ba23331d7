import PetRenderer

/// Frames side by side on paper, tops aligned, each pixel a `zoom` x `zoom` square: one picture of
/// several families at the same moment, for an animation's frame.
public struct FrameStrip: Sendable {
    /// Widget pixels of paper around and between the frames.
    public static let margin = 2

    public let frames: [(canvas: IndexedCanvas, palette: Palette)]

    public init(_ frames: [(canvas: IndexedCanvas, palette: Palette)]) {
        self.frames = frames
    }

    /// Where each frame's left edge is, in widget pixels.
    public var lefts: [Int] {
        frames.indices.map { i in Self.margin + frames[..<i].map { $0.canvas.width + Self.margin }.reduce(0, +) }
    }

    public func image(zoom: Int) -> RGBAImage {
        let lefts = lefts
        let width = (lefts.last ?? 0) + (frames.last?.canvas.width ?? 0) + Self.margin
        let height = (frames.map(\.canvas.height).max() ?? 0) + 2 * Self.margin
        return .enlarged(width: width, height: height, zoom: max(1, zoom)) { x, y in
            let top = y - Self.margin
            for (i, frame) in frames.enumerated() where x >= lefts[i] && x < lefts[i] + frame.canvas.width {
                return top >= 0 && top < frame.canvas.height ? frame.palette[frame.canvas[x - lefts[i], top]] : ContactSheet.paper
            }
            return ContactSheet.paper
        }
    }
}
