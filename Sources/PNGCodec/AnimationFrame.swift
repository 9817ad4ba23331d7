import PetRenderer

/// How an animation's pixels are stored: one byte a pixel, an index into a palette of at most 256
/// colours shared by every frame (PNG has one PLTE, before the first frame), or three, red, green
/// and blue, for the animation whose frames bring more colours than a palette holds.
public enum AnimationColors: Equatable, Sendable {
    case palette([RGB])
    case truecolor

    public var bytesPerPixel: Int {
        switch self {
        case .palette: 1
        case .truecolor: 3
        }
    }
}

/// One frame of an animated PNG: the whole picture, and how long it shows before the next.
public struct AnimationFrame: Sendable {
    /// The picture, row by row, as `AnimationColors` lays out a pixel.
    public let pixels: [UInt8]
    /// APNG's `fcTL` keeps a delay as a fraction of 16-bit numbers; in milliseconds that is up to 65.5 s.
    public let milliseconds: UInt16

    public init(pixels: [UInt8], milliseconds: UInt16) {
        self.pixels = pixels
        self.milliseconds = milliseconds
    }
}
