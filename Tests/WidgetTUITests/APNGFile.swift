import Foundation
@testable import PNGCodec
import Testing

/// An animated PNG taken apart as the APNG specification lays it out, for tests to check what
/// `export --animation` wrote: every chunk's CRC, the sequence numbers, each frame's control
/// chunk and its image data, which `png(of:)` wraps as a PNG of its own for libpng to decode.
struct APNGFile {
    struct Chunk {
        let type: String
        let data: [UInt8]
    }

    struct Frame {
        let sequence: UInt32
        let width: Int
        let height: Int
        let delay: (numerator: UInt16, denominator: UInt16)
        let dispose: UInt8
        let blend: UInt8
        /// The zlib stream: IDAT data for the first frame, fdAT data less their numbers for the others.
        var data: [UInt8] = []
        /// The numbers of its fdAT chunks.
        var dataSequences: [UInt32] = []
    }

    let chunks: [Chunk]
    let frameCount: Int
    let plays: UInt32
    let frames: [Frame]

    init(_ bytes: [UInt8]) throws {
        try #require(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            try #require(bytes.count - offset >= 12, "a chunk cut off at byte \(offset)")
            let length = Int(Self.be32(bytes, offset))
            try #require(length <= bytes.count - offset - 12, "a chunk of \(length) bytes at \(offset), past the end at \(bytes.count)")
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            #expect(Self.be32(bytes, offset + 8 + length) == CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]), "CRC of \(type) at \(offset)")
            chunks.append(Chunk(type: type, data: data))
            offset += 12 + length
        }
        self.chunks = chunks
        let control = try #require(chunks.first { $0.type == "acTL" })
        frameCount = Int(Self.be32(control.data, 0))
        plays = Self.be32(control.data, 4)
        var frames: [Frame] = []
        for chunk in chunks {
            let d = chunk.data
            switch chunk.type {
            case "fcTL":
                frames.append(Frame(sequence: Self.be32(d, 0), width: Int(Self.be32(d, 4)), height: Int(Self.be32(d, 8)),
                                    delay: (UInt16(d[20]) << 8 | UInt16(d[21]), UInt16(d[22]) << 8 | UInt16(d[23])), dispose: d[24], blend: d[25]))
            case "IDAT" where !frames.isEmpty:
                frames[frames.count - 1].data += d
            case "fdAT":
                frames[frames.count - 1].dataSequences.append(Self.be32(d, 0))
                frames[frames.count - 1].data += d[4...]
            default:
                break
            }
        }
        self.frames = frames
    }

    /// Every sequence number in file order: fcTL and fdAT share one sequence.
    var sequences: [UInt32] { frames.flatMap { [$0.sequence] + $0.dataSequences } }

    /// One frame as a still PNG: the animation's header, the frame's data, an end.
    func png(of frame: Frame) throws -> Data {
        let header = try #require(chunks.first { $0.type == "IHDR" })
        return Data(PNGCodec.signature + PNGChunk("IHDR", header.data).bytes + PNGChunk("IDAT", frame.data).bytes + PNGChunk("IEND", []).bytes)
    }

    private static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
