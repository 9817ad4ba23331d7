import Foundation
import PetRenderer
import PNGCodec

/// An animated PNG taken apart as the APNG specification lays it out and played as a viewer plays
/// it, for tests of what the APNG writer and `export --animation` write: every chunk's CRC (summed
/// here, apart from the writer's), the sequence numbers, each frame's control chunk and its image
/// data, and `pictures()`, each frame as shown once its rectangle is put in place.
public struct APNGFile {
    public struct Chunk {
        public let type: String
        public let data: [UInt8]
    }

    public struct Frame {
        public let sequence: UInt32
        public let width: Int
        public let height: Int
        public let x: Int
        public let y: Int
        public let delay: (numerator: UInt16, denominator: UInt16)
        public let dispose: UInt8
        public let blend: UInt8
        /// The zlib stream: IDAT data for the first frame, fdAT data less their numbers for the others.
        public var data: [UInt8] = []
        /// The numbers of its fdAT chunks.
        public var dataSequences: [UInt32] = []
    }

    /// What the file breaks.
    public struct Malformed: Error, CustomStringConvertible {
        public let description: String
    }

    public let chunks: [Chunk]
    public let frameCount: Int
    public let plays: UInt32
    public let frames: [Frame]

    public init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Malformed(description: "no PNG signature") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else { throw Malformed(description: "a chunk cut off at byte \(offset)") }
            let length = Int(Self.be32(bytes, offset))
            guard length <= bytes.count - offset - 12 else {
                throw Malformed(description: "a chunk of \(length) bytes at \(offset), past the end at \(bytes.count)")
            }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            guard Self.be32(bytes, offset + 8 + length) == Self.crc(bytes[(offset + 4)..<(offset + 8 + length)]) else {
                throw Malformed(description: "a wrong CRC on \(type) at \(offset)")
            }
            chunks.append(Chunk(type: type, data: data))
            offset += 12 + length
        }
        self.chunks = chunks
        guard let control = chunks.first(where: { $0.type == "acTL" }), control.data.count == 8 else { throw Malformed(description: "no acTL") }
        frameCount = Int(Self.be32(control.data, 0))
        plays = Self.be32(control.data, 4)
        var frames: [Frame] = []
        for chunk in chunks {
            let d = chunk.data
            switch chunk.type {
            case "fcTL":
                guard d.count == 26 else { throw Malformed(description: "an fcTL of \(d.count) bytes") }
                frames.append(Frame(sequence: Self.be32(d, 0), width: Int(Self.be32(d, 4)), height: Int(Self.be32(d, 8)),
                                    x: Int(Self.be32(d, 12)), y: Int(Self.be32(d, 16)),
                                    delay: (UInt16(d[20]) << 8 | UInt16(d[21]), UInt16(d[22]) << 8 | UInt16(d[23])), dispose: d[24], blend: d[25]))
            case "IDAT" where !frames.isEmpty:
                frames[frames.count - 1].data += d
            case "fdAT":
                guard !frames.isEmpty, d.count >= 4 else { throw Malformed(description: "an fdAT before any fcTL") }
                frames[frames.count - 1].dataSequences.append(Self.be32(d, 0))
                frames[frames.count - 1].data += d[4...]
            default:
                break
            }
        }
        self.frames = frames
    }

    /// Every sequence number in file order: fcTL and fdAT share one sequence.
    public var sequences: [UInt32] { frames.flatMap { [$0.sequence] + $0.dataSequences } }

    /// The animation's size, from IHDR.
    public var size: (width: Int, height: Int) {
        get throws {
            guard let header = chunks.first(where: { $0.type == "IHDR" }), header.data.count == 13 else { throw Malformed(description: "no IHDR") }
            return (Int(Self.be32(header.data, 0)), Int(Self.be32(header.data, 4)))
        }
    }

    /// One frame's rectangle as a still PNG: the animation's header made the frame's size, the
    /// chunks that describe every frame's pixels (palette, transparency, colour space), its data.
    public func png(of frame: Frame) throws -> [UInt8] {
        guard let header = chunks.first(where: { $0.type == "IHDR" }), header.data.count == 13 else { throw Malformed(description: "no IHDR") }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += Self.chunk("IHDR", Self.be32(UInt32(frame.width)) + Self.be32(UInt32(frame.height)) + header.data[8...])
        for chunk in chunks where ["PLTE", "tRNS", "sRGB", "gAMA"].contains(chunk.type) { png += Self.chunk(chunk.type, chunk.data) }
        return png + Self.chunk("IDAT", frame.data) + Self.chunk("IEND", [])
    }

    /// Each frame as a viewer shows it (APNG specification, "Output buffer"): the canvas starts
    /// transparent black, each frame's rectangle is put at its offsets (blend source: replaced;
    /// over: composited by alpha), the picture is taken, then the rectangle is disposed of (none:
    /// left; background: cleared; previous: put back as it was before the frame).
    public func pictures() throws -> [RGBAImage] {
        let (width, height) = try size
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var shown: [RGBAImage] = []
        for (index, frame) in frames.enumerated() {
            guard frame.width > 0, frame.height > 0, frame.x + frame.width <= width, frame.y + frame.height <= height else {
                throw Malformed(description: "frame \(index): \(frame.width)x\(frame.height) at \(frame.x),\(frame.y) in \(width)x\(height)")
            }
            if index == 0, frame.x != 0 || frame.y != 0 || frame.width != width || frame.height != height {
                throw Malformed(description: "frame 0 is not the whole image")
            }
            let image = try PNGCodec.decode(Data(png(of: frame)))
            let before = canvas
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let source = (y * frame.width + x) * 4, target = ((frame.y + y) * width + frame.x + x) * 4
                    let alpha = Int(image.pixels[source + 3])
                    for c in 0..<4 {
                        let new = Int(image.pixels[source + c])
                        if frame.blend == 0 || alpha == 255 {
                            canvas[target + c] = UInt8(new)
                        } else if c == 3 {
                            canvas[target + 3] = UInt8(alpha + Int(canvas[target + 3]) * (255 - alpha) / 255)
                        } else {
                            canvas[target + c] = UInt8((new * alpha + Int(canvas[target + c]) * (255 - alpha)) / 255)
                        }
                    }
                }
            }
            shown.append(RGBAImage(width: width, height: height, pixels: canvas))
            switch frame.dispose {
            case 0:
                break
            case 1:
                for y in frame.y..<(frame.y + frame.height) {
                    canvas.replaceSubrange((y * width + frame.x) * 4..<(y * width + frame.x + frame.width) * 4,
                                           with: repeatElement(0, count: frame.width * 4))
                }
            case 2:
                // Previous: as before the frame; before the first (whole) frame, cleared, as the specification asks.
                canvas = before
            default:
                throw Malformed(description: "frame \(index): dispose op \(frame.dispose)")
            }
        }
        return shown
    }

    /// The CRC-32 of PNG's specification (section 5.5), bit by bit.
    public static func crc(_ bytes: some Sequence<UInt8>) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { c, byte in
            (0..<8).reduce(c ^ UInt32(byte)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
    }

    private static func chunk(_ type: String, _ data: some Collection<UInt8>) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc(body))
    }

    private static func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    private static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
