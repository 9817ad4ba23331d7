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

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func be16(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
