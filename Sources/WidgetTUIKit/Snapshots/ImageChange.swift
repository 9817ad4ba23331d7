import Essentials
import FrameOutput
import PetRenderer

/// What differs between a drawn image as recorded and as drawn now (`StoredImageDrawing`), pixel by
/// pixel, colour and alpha: how many, where, and the first few.
public struct ImageChange: Equatable, Sendable {
    public struct Pixel: Equatable, Sendable {
        public let x: Int
        public let y: Int
        /// `#rrggbbaa`.
        public let expected: String
        public let actual: String
    }

    /// Pixels listed by coordinate before the rest are counted.
    public static let listedPixels = 12

    public let count: Int
    /// The two images differ in size, so no pixel corresponds.
    public let resized: Bool
    public let boundingBox: PixelRect?
    /// The first `listedPixels` that differ, row by row.
    public let first: [Pixel]

    public init(expected: RGBAImage, actual: RGBAImage) {
        guard expected.width == actual.width, expected.height == actual.height else {
            (count, resized, boundingBox, first) = (0, true, nil, [])
            return
        }
        var changed: [(x: Int, y: Int)] = []
        var listed: [Pixel] = []
        if expected.pixels != actual.pixels {
            for y in 0..<actual.height {
                for x in 0..<actual.width {
                    let i = (y * actual.width + x) * 4
                    guard expected.pixels[i..<i + 4] != actual.pixels[i..<i + 4] else { continue }
                    changed.append((x, y))
                    if listed.count < Self.listedPixels {
                        listed.append(Pixel(x: x, y: y, expected: Self.hex(expected.pixels[i..<i + 4]), actual: Self.hex(actual.pixels[i..<i + 4])))
                    }
                }
            }
        }
        (count, resized, boundingBox, first) = (changed.count, false, PixelRect.bounding(changed), listed)
    }

    public var isEmpty: Bool { count == 0 && !resized }

    /// `3 pixels differ, bounding box x 3-5, y 7-8 (3x2)`, or that the size changed.
    public var headline: String {
        if resized { return "the image changed size, so no pixel corresponds" }
        return "\(String(count: count, "pixel")) differ" + (boundingBox.map { ", bounding box \($0)" } ?? "")
    }

    /// The headline, then the first pixels and how many more.
    public var lines: [String] {
        [headline] + first.map { "  (\($0.x),\($0.y)) expected \($0.expected), actual \($0.actual)" }
            + (count > first.count ? ["  and \(count - first.count) more"] : [])
    }

    private static func hex(_ rgba: ArraySlice<UInt8>) -> String {
        "#" + rgba.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }
}
