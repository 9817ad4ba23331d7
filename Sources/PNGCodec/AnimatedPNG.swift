import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PetRenderer
import SharedData

/// An animated PNG (APNG, which Chromium, Firefox and Safari play and Paparazzi's animated goldens
/// use) written one frame at a time. Debian's libpng has no APNG API, and its writer tries every
/// filter on every row (most of the time an animation took), so the file is made here, with zlib.
///
/// Layout, from the APNG specification: signature, IHDR, acTL, sRGB, PLTE (a palette animation),
/// then per frame fcTL and its data, IEND; every fcTL and fdAT carries the next number of one
/// sequence starting at 0. The first frame's data are IDAT chunks (a viewer without APNG shows
/// that frame), the others' fdAT chunks.
///
/// Each frame after the first holds only the rectangle in which it differs from the frame before,
/// at its offsets, with `APNG_DISPOSE_OP_NONE` (the canvas is kept as the frame left it) and
/// `APNG_BLEND_OP_SOURCE` (the rectangle replaces what was there): decoded, every frame is the
/// picture given. A frame equal to the one before still needs a rectangle (the specification asks
/// for a width and height of at least 1): its top-left pixel, as it was. One filter, Up, for
/// every row (`FrameDeflater` says why).
struct AnimatedPNG {
    private let fd: Int32
    private let width: Int
    private let height: Int
    private let colors: AnimationColors
    private let frameCount: Int
    private var previous: [UInt8]?
    private var written = 0
    private var sequence: UInt32 = 0
    private let deflater = FrameDeflater()

    /// Starts an animation of `frameCount` frames of `width` x `height` into `fd`, which is left open.
    init(into fd: Int32, width: Int, height: Int, colors: AnimationColors, frameCount: Int) {
        self.fd = fd
        self.width = width
        self.height = height
        self.colors = colors
        self.frameCount = frameCount
    }

    /// Encodes and writes one frame.
    mutating func append(_ frame: AnimationFrame) throws(SystemError) {
        guard written < frameCount else { throw SystemError("write frame \(written + 1) of an animation of \(frameCount)", code: EINVAL) }
        let rowBytes = width * colors.bytesPerPixel
        guard frame.pixels.count == rowBytes * height else {
            throw SystemError("write frame \(written) of \(frame.pixels.count) bytes into an animation of \(width)x\(height)", code: EINVAL)
        }
        var out: [UInt8] = []
        if written == 0 { out = header() }
        let area = previous.map { Self.changedArea(frame.pixels, from: $0, width: width, height: height, bytesPerPixel: colors.bytesPerPixel) }
            ?? Area(x: 0, y: 0, width: width, height: height)
        out += nextChunk("fcTL", PNGChunk.be32(UInt32(area.width)) + PNGChunk.be32(UInt32(area.height))
            + PNGChunk.be32(UInt32(area.x)) + PNGChunk.be32(UInt32(area.y))
            + PNGChunk.be16(frame.milliseconds) + PNGChunk.be16(1000)
            + [0, 0])  // APNG_DISPOSE_OP_NONE, APNG_BLEND_OP_SOURCE
        var data: [UInt8] = written == 0 ? [] : PNGChunk.be32(sequence)
        let deflated = Self.filteredUp(frame.pixels, rowBytes: rowBytes, area: area, bytesPerPixel: colors.bytesPerPixel)
            .withUnsafeBufferPointer { deflater.deflate($0, into: &data) }
        guard deflated else { throw SystemError("deflate frame \(written) (zlib)", code: EINVAL) }
        if written == 0 {
            out += PNGChunk("IDAT", data).bytes
        } else {
            out += PNGChunk("fdAT", data).bytes
            sequence += 1
        }
        try FileIO.write(Data(out), to: fd)
        previous = frame.pixels
        written += 1
    }

    /// Ends the file, once every announced frame is written.
    func finish() throws(SystemError) {
        guard written == frameCount, written > 0 else { throw SystemError("end an animation of \(frameCount) frames after \(written)", code: EINVAL) }
        try FileIO.write(Data(PNGChunk("IEND", []).bytes), to: fd)
    }

    /// What comes before the first frame: signature, IHDR (8 bits a sample, a palette's or red,
    /// green and blue), acTL (looping forever), sRGB (as libpng's simplified API writes), the palette.
    private func header() -> [UInt8] {
        var out = PNGCodec.signature
        let colorType: UInt8 = switch colors {
        case .palette: 3
        case .truecolor: 2
        }
        out += PNGChunk("IHDR", PNGChunk.be32(UInt32(width)) + PNGChunk.be32(UInt32(height)) + [8, colorType, 0, 0, 0]).bytes
        out += PNGChunk("acTL", PNGChunk.be32(UInt32(frameCount)) + PNGChunk.be32(0)).bytes
        out += PNGChunk("sRGB", [0]).bytes
        if case let .palette(palette) = colors {
            out += PNGChunk("PLTE", palette.flatMap { [$0.r, $0.g, $0.b] }).bytes
        }
        return out
    }

    /// A chunk of the animation's sequence: its number first, then `data`.
    private mutating func nextChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        defer { sequence += 1 }
        return PNGChunk(type, PNGChunk.be32(sequence) + data).bytes
    }

    /// A rectangle of the picture, in pixels.
    struct Area: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// The smallest rectangle holding every pixel in which `pixels` differs from `previous`
    /// (pictures of `width` x `height`, `bytesPerPixel` bytes a pixel), or the top-left pixel when
    /// none does. Rows are compared whole; only a row that differs is searched, from its ends
    /// inwards to the columns already known to change, eight bytes at a time.
    static func changedArea(_ pixels: [UInt8], from previous: [UInt8], width: Int, height: Int, bytesPerPixel: Int) -> Area {
        let rowBytes = width * bytesPerPixel
        return pixels.withUnsafeBytes { now in
            previous.withUnsafeBytes { before in
                var top = -1, bottom = 0, left = rowBytes, right = 0
                for y in 0..<height {
                    let a = now.baseAddress! + y * rowBytes, b = before.baseAddress! + y * rowBytes
                    guard memcmp(a, b, rowBytes) != 0 else { continue }
                    if top < 0 { top = y }
                    bottom = y + 1
                    left = min(left, firstDifference(a, b, below: left))
                    right = max(right, lastDifference(a, b, from: rowBytes, above: right))
                }
                guard top >= 0 else { return Area(x: 0, y: 0, width: 1, height: 1) }
                let x0 = left / bytesPerPixel, x1 = (right + bytesPerPixel - 1) / bytesPerPixel
                return Area(x: x0, y: top, width: x1 - x0, height: bottom - top)
            }
        }
    }

    /// The first byte at which `a` and `b` differ, or `end` when none before it does.
    private static func firstDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, below end: Int) -> Int {
        var i = 0
        while i + 8 <= end, a.loadUnaligned(fromByteOffset: i, as: UInt64.self) == b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { i += 8 }
        while i < end, a.load(fromByteOffset: i, as: UInt8.self) == b.load(fromByteOffset: i, as: UInt8.self) { i += 1 }
        return i
    }

    /// One past the last byte before `start` at which `a` and `b` differ, or `end` when none after it does.
    private static func lastDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, from start: Int, above end: Int) -> Int {
        var i = start
        while i - 8 >= end, a.loadUnaligned(fromByteOffset: i - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: i - 8, as: UInt64.self) { i -= 8 }
        while i > end, a.load(fromByteOffset: i - 1, as: UInt8.self) == b.load(fromByteOffset: i - 1, as: UInt8.self) { i -= 1 }
        return i
    }

    /// The rows of `area` as PNG's Up filter writes them: each a filter type byte (2), then its
    /// bytes less those of the row above in the area (the first row as it is: the row above an
    /// image's first is zeros).
    static func filteredUp(_ pixels: [UInt8], rowBytes: Int, area: Area, bytesPerPixel: Int) -> [UInt8] {
        let span = area.width * bytesPerPixel
        return [UInt8](unsafeUninitializedCapacity: area.height * (1 + span)) { out, count in
            pixels.withUnsafeBufferPointer { pixels in
                // Pointers, not indices: the loop over a row's bytes is then vectorised.
                let source = pixels.baseAddress!, target = out.baseAddress!
                for r in 0..<area.height {
                    let row = source + (area.y + r) * rowBytes + area.x * bytesPerPixel, filtered = target + r * (1 + span) + 1
                    filtered[-1] = 2
                    if r == 0 {
                        filtered.update(from: row, count: span)
                    } else {
                        let above = row - rowBytes
                        for i in 0..<span { filtered[i] = row[i] &- above[i] }
                    }
                }
            }
            count = area.height * (1 + span)
        }
    }
}

extension PNGCodec {
    /// Writes an animated PNG of `frameCount` frames of `width` x `height`, `frame(i)` each, that
    /// loops forever, atomically: frames are drawn, encoded and written one at a time, so memory
    /// holds two frames (the one before, to compare) whatever their number, and a failure leaves no file.
    public static func writeAnimation(width: Int, height: Int, colors: AnimationColors, frameCount: Int, to url: URL,
                                      frame: (Int) -> AnimationFrame) throws(PNGError) {
        if case let .palette(palette) = colors {
            guard (1...256).contains(palette.count) else {
                throw .unwritable(path: url.path, reason: "a palette of \(palette.count) colours (PNG holds 1 to 256)")
            }
        }
        guard width > 0, height > 0 else { throw .unwritable(path: url.path, reason: "an animation of \(width)x\(height) pixels") }
        try replace(url) { fd throws(SystemError) in
            var animation = AnimatedPNG(into: fd, width: width, height: height, colors: colors, frameCount: frameCount)
            for i in 0..<frameCount { try animation.append(frame(i)) }
            try animation.finish()
        }
    }
}
