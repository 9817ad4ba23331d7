/// One animation frame of a sprite sheet. Pixel values: 0 is transparent,
/// `n > 0` is `SpriteSheet.colors[n - 1]`.
public struct SpriteFrame: Equatable, Sendable {
    public let name: String
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]
    /// Aseprite's per-frame duration, in milliseconds.
    public let durationMilliseconds: Int

    public init(name: String, width: Int, height: Int, pixels: [UInt8], durationMilliseconds: Int = 100) {
        precondition(pixels.count == width * height)
        self.name = name
        self.width = width
        self.height = height
        self.pixels = pixels
        self.durationMilliseconds = durationMilliseconds
    }

    public subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

    /// The frame flipped left to right, as a pet walking the other way is drawn.
    public var mirrored: SpriteFrame {
        var out = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width { out[y * width + x] = pixels[y * width + (width - 1 - x)] }
        }
        return SpriteFrame(name: name, width: width, height: height, pixels: out, durationMilliseconds: durationMilliseconds)
    }

    /// A frame equal to its mirror makes flipping a walking pet change nothing (the seed's third bug).
    public var isSymmetric: Bool { mirrored.pixels == pixels }
}

/// An Aseprite-style sprite sheet: frames cut from one image, grouped by tags
/// named `<stage>/<animation>` (for example `adult/walk`).
public struct SpriteSheet: Equatable, Sendable {
    /// Distinct opaque colours of the sheet, in a stable order.
    public let colors: [RGB]
    public let frames: [SpriteFrame]
    /// Animation name to frame indices, in playing order.
    public let tags: [String: [Int]]
    /// The colour every pet body is drawn in, which the renderer replaces per pet (`meta.bodyColor`).
    public let bodyColor: RGB?

    public init(colors: [RGB], frames: [SpriteFrame], tags: [String: [Int]], bodyColor: RGB? = nil) {
        self.colors = colors
        self.frames = frames
        self.tags = tags
        self.bodyColor = bodyColor
    }

    /// The pixel value of `bodyColor` in the frames.
    public var bodyPixelValue: UInt8? {
        bodyColor.flatMap { colors.firstIndex(of: $0) }.map { UInt8($0 + 1) }
    }

    /// The frames of one animation of one stage, or nil when the sheet lacks it.
    public func animation(stage: String, _ animation: String) -> [SpriteFrame]? {
        tags["\(stage)/\(animation)"].map { $0.map { frames[$0] } }
    }

    /// Stage keys present in the sheet, sorted. Repeats are dropped from the sorted list rather
    /// than through a `Set`, whose generic metadata the runtime builds on its first use.
    public var stages: [String] {
        var keys: [String] = []
        for key in tags.keys.compactMap({ $0.split(separator: "/").first.map(String.init) }).sorted() where key != keys.last {
            keys.append(key)
        }
        return keys
    }
}
