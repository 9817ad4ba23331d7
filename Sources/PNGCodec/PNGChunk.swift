/// One PNG chunk: a four-letter type and its data (PNG specification section 5.3). The length and
/// CRC are derived, so a chunk made here cannot carry a wrong one.
struct PNGChunk: Equatable, Sendable {
    let type: String
    let data: [UInt8]

    init(_ type: String, _ data: [UInt8]) {
        self.type = type
        self.data = data
    }

    /// The chunk as a file holds it: length, type, data, CRC of the type and data.
    var bytes: [UInt8] {
        let typeBytes = Array(type.utf8)
        return Self.be32(UInt32(data.count)) + typeBytes + data + Self.be32(CRC32.checksum(data, continuing: CRC32.checksum(typeBytes)))
    }

    /// The chunks of a whole PNG file, in order; nil when the bytes are not one (a length past the
    /// end, a wrong CRC). Used on what libpng has just written, to take it apart into frames.
    static func chunks(of png: [UInt8]) -> [PNGChunk]? {
        guard png.starts(with: PNGCodec.signature) else { return nil }
        var chunks: [PNGChunk] = []
        var offset = PNGCodec.signature.count
        while offset < png.count {
            guard png.count - offset >= 12 else { return nil }
            let length = Int(be32(png, offset))
            guard length <= png.count - offset - 12 else { return nil }
            let chunk = PNGChunk(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
                                 Array(png[(offset + 8)..<(offset + 8 + length)]))
            guard chunk.bytes[(length + 8)...].elementsEqual(png[(offset + 8 + length)..<(offset + 12 + length)]) else { return nil }
            chunks.append(chunk)
            offset += 12 + length
        }
        return chunks
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func be16(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    /// A big-endian 32-bit number; the caller has checked that 4 bytes are there.
    static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
