import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PetRenderer
import SharedData

/// An animated PNG (APNG, which Chromium, Firefox and Safari play and Paparazzi's animated goldens
/// use) written one frame at a time. Debian's libpng has no APNG API, so each
/// frame is encoded by libpng as a PNG of its own and repackaged: the first frame's IDAT chunks
/// stay as they are (a viewer without APNG shows that frame), the others' become fdAT chunks.
/// Layout, from the APNG specification: signature, IHDR, acTL, then per frame fcTL and its data,
/// IEND; every fcTL and fdAT carries the next number of one sequence starting at 0.
struct AnimatedPNG {
    private let fd: Int32
    private let frameCount: Int
    private var header: PNGChunk?
    private var written = 0
    private var sequence: UInt32 = 0

    /// Starts an animation of `frameCount` frames into `fd`, which is left open.
    init(into fd: Int32, frameCount: Int) {
        self.fd = fd
        self.frameCount = frameCount
    }

    /// Encodes and writes one frame; every frame is the size of the first.
    mutating func append(_ frame: AnimationFrame) throws(SystemError) {
        guard written < frameCount else { throw SystemError("write frame \(written + 1) of an animation of \(frameCount)", code: EINVAL) }
        let encoded: Data
        do { encoded = try PNGCodec.encode(frame.image) } catch {
            throw SystemError("encode frame \(written) (\(error))", code: EINVAL)
        }
        guard let chunks = PNGChunk.chunks(of: [UInt8](encoded)), let ihdr = chunks.first, ihdr.type == "IHDR" else {
            throw SystemError("take apart libpng's PNG of frame \(written)", code: EINVAL)
        }
        var out: [UInt8] = []
        if let header {
            guard header == ihdr else {
                throw SystemError("write frame \(written) of \(frame.image.width)x\(frame.image.height), unlike the first", code: EINVAL)
            }
        } else {
            header = ihdr
            out = PNGCodec.signature + ihdr.bytes + PNGChunk("acTL", PNGChunk.be32(UInt32(frameCount)) + PNGChunk.be32(0)).bytes
            // What libpng writes before the pixels (sRGB) describes every frame.
            out += chunks.dropFirst().prefix { $0.type != "IDAT" }.flatMap(\.bytes)
        }
        out += nextChunk("fcTL", PNGChunk.be32(UInt32(frame.image.width)) + PNGChunk.be32(UInt32(frame.image.height))
            + PNGChunk.be32(0) + PNGChunk.be32(0)  // x and y offsets: every frame is whole
            + PNGChunk.be16(frame.milliseconds) + PNGChunk.be16(1000)
            + [0, 0])  // dispose op none, blend op source: each frame replaces the last outright
        for idat in chunks where idat.type == "IDAT" {
            out += written == 0 ? idat.bytes : nextChunk("fdAT", idat.data)
        }
        try FileIO.write(Data(out), to: fd)
        written += 1
    }

    /// Ends the file, once every announced frame is written.
    func finish() throws(SystemError) {
        guard written == frameCount, written > 0 else { throw SystemError("end an animation of \(frameCount) frames after \(written)", code: EINVAL) }
        try FileIO.write(Data(PNGChunk("IEND", []).bytes), to: fd)
    }

    /// A chunk of the animation's sequence: its number first, then `data`.
    private mutating func nextChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        defer { sequence += 1 }
        return PNGChunk(type, PNGChunk.be32(sequence) + data).bytes
    }
}

extension PNGCodec {
    /// Writes an animated PNG of `frameCount` frames, `frame(i)` each, that loops forever,
    /// atomically: frames are drawn, encoded and written one at a time, so memory holds one
    /// frame whatever their number, and a failure leaves no file.
    public static func writeAnimation(frameCount: Int, to url: URL, frame: (Int) -> AnimationFrame) throws(PNGError) {
        try replace(url) { fd throws(SystemError) in
            var animation = AnimatedPNG(into: fd, frameCount: frameCount)
            for i in 0..<frameCount { try animation.append(frame(i)) }
            try animation.finish()
        }
    }
}
