import Foundation
import PetRenderer
import PNGFixtures
import Testing
@testable import PNGCodec

@Suite("Animated PNG")
struct AnimatedPNGTests {
    private static let palette = [RGB(0xf2, 0xf2, 0xee), RGB(0x22, 0x22, 0x2a), RGB(0xff, 0, 0), RGB(0, 0x80, 0xff)]

    /// Frames of 9 x 6 palette indices: the first all paper, then each the one before with
    /// `changes` (x, y, index) applied.
    private static func frames(_ changes: [[(x: Int, y: Int, index: UInt8)]]) -> [[UInt8]] {
        var frame = [UInt8](repeating: 0, count: 9 * 6)
        return [frame] + changes.map { change in
            for (x, y, index) in change { frame[y * 9 + x] = index }
            return frame
        }
    }

    private static func rgba(_ pixels: [UInt8], colors: AnimationColors, width: Int, height: Int) -> RGBAImage {
        let rgb: [RGB] = switch colors {
        case let .palette(palette): pixels.map { palette[Int($0)] }
        case .truecolor: stride(from: 0, to: pixels.count, by: 3).map { RGB(pixels[$0], pixels[$0 + 1], pixels[$0 + 2]) }
        }
        return RGBAImage(width: width, height: height, pixels: rgb.flatMap { [$0.r, $0.g, $0.b, 255] })
    }

    /// Writes `frames` and reads the file back, taken apart.
    private static func written(_ frames: [[UInt8]], colors: AnimationColors, width: Int = 9, height: Int = 6) throws -> APNGFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.png")
        try PNGCodec.writeAnimation(width: width, height: height, colors: colors, frameCount: frames.count, to: url) { i in
            AnimationFrame(pixels: frames[i], milliseconds: UInt16(100 + i))
        }
        return try APNGFile([UInt8](Data(contentsOf: url)))
    }

    @Test("Chunk CRCs are the PNG specification's CRC-32: the standard check value, IEND's, and the bit-by-bit sum's")
    func crc() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGChunk("IEND", []).bytes == [0, 0, 0, 0] + PNGCodec.endChunk)
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 131) }
        #expect(CRC32.checksum(bytes[10...], continuing: CRC32.checksum(bytes[..<10])) == APNGFile.crc(bytes))
    }

    @Test("Decoded, every frame is the picture given: the first whole, the others their changed rectangle, one unchanged among them")
    func paletteFrames() throws {
        let frames = Self.frames([
            [],  // nothing changes
            [(3, 2, 2)],  // one pixel
            [(0, 0, 1), (8, 5, 3), (6, 4, 2)],  // opposite corners: the rectangle is the whole image
            [(2, 1, 3), (6, 4, 0)],  // back to paper at 6,4; a rectangle inside
            [(2, 1, 1), (6, 4, 3), (5, 5, 2)],
        ])
        let colors = AnimationColors.palette(Self.palette)
        let apng = try Self.written(frames, colors: colors)
        #expect(apng.chunks.map(\.type).prefix(5) == ["IHDR", "acTL", "sRGB", "PLTE", "fcTL"])
        // IHDR: 8 bits, colour type 3 (palette).
        #expect(apng.chunks[0].data.suffix(5) == [8, 3, 0, 0, 0])
        #expect(apng.chunks[3].data == Self.palette.flatMap { [$0.r, $0.g, $0.b] })
        #expect(apng.frameCount == frames.count && apng.plays == 0)
        #expect(apng.sequences == Array(0..<UInt32(apng.sequences.count)))
        #expect(apng.frames.map(\.delay.numerator) == [100, 101, 102, 103, 104, 105])
        #expect(apng.frames.allSatisfy { $0.delay.denominator == 1000 && $0.dispose == 0 && $0.blend == 0 })
        let rectangles = apng.frames.map { [$0.x, $0.y, $0.width, $0.height] }
        #expect(rectangles == [[0, 0, 9, 6], [0, 0, 1, 1], [3, 2, 1, 1], [0, 0, 9, 6], [2, 1, 5, 4], [2, 1, 5, 5]])
        #expect(try apng.pictures() == frames.map { Self.rgba($0, colors: colors, width: 9, height: 6) })
    }

    @Test("Frames with more colours than a palette are written red, green and blue, the same way")
    func truecolorFrames() throws {
        var frame: [UInt8] = (0..<35).flatMap { (i: Int) -> [UInt8] in [UInt8(i), UInt8(255 - i), UInt8(i * 7)] }
        var frames = [frame, frame]
        for (x, y) in [(1, 1), (4, 3)] {
            let byte: Int = (y * 7 + x) * 3 + 1
            frame[byte] ^= 0x55
        }
        frames.append(frame)
        frame[(4 * 7 + 6) * 3 + 2] ^= 1  // one byte of the last pixel: the rectangle still covers the whole pixel
        frames.append(frame)
        let apng = try Self.written(frames, colors: .truecolor, width: 7, height: 5)
        #expect(apng.chunks[0].data.suffix(5) == [8, 2, 0, 0, 0])
        #expect(!apng.chunks.contains { $0.type == "PLTE" })
        #expect(apng.frames.map { [$0.x, $0.y, $0.width, $0.height] } == [[0, 0, 7, 5], [0, 0, 1, 1], [1, 1, 4, 3], [6, 4, 1, 1]])
        #expect(try apng.pictures() == frames.map { Self.rgba($0, colors: .truecolor, width: 7, height: 5) })
    }

    @Test("The changed rectangle is the bounding box of the differing pixels, whichever byte of a pixel differs")
    func changedArea() {
        let before = [UInt8](repeating: 7, count: 10 * 4 * 3)
        func area(_ changed: [(x: Int, y: Int, byte: Int)]) -> AnimatedPNG.Area {
            var now = before
            for (x, y, byte) in changed { now[(y * 10 + x) * 3 + byte] = 9 }
            return AnimatedPNG.changedArea(now, from: before, width: 10, height: 4, bytesPerPixel: 3)
        }
        #expect(area([]) == AnimatedPNG.Area(x: 0, y: 0, width: 1, height: 1))
        #expect(area([(9, 3, 2)]) == AnimatedPNG.Area(x: 9, y: 3, width: 1, height: 1))
        #expect(area([(2, 0, 1), (5, 3, 0)]) == AnimatedPNG.Area(x: 2, y: 0, width: 4, height: 4))
        #expect(area([(5, 1, 0), (2, 2, 2), (7, 2, 1)]) == AnimatedPNG.Area(x: 2, y: 1, width: 6, height: 2))
    }

    @Test("A frame of the wrong size, or a palette PNG cannot hold, fails and leaves no file, not even a temporary")
    func failureLeavesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.png")
        let sizes = [4, 6]
        #expect(throws: PNGError.self) {
            try PNGCodec.writeAnimation(width: 2, height: 2, colors: .palette(Self.palette), frameCount: 2, to: url) { i in
                AnimationFrame(pixels: [UInt8](repeating: 1, count: sizes[i]), milliseconds: 100)
            }
        }
        #expect(throws: PNGError.self) {
            try PNGCodec.writeAnimation(width: 2, height: 2, colors: .palette([]), frameCount: 1, to: url) { _ in
                AnimationFrame(pixels: [0, 0, 0, 0], milliseconds: 100)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
