/// A PNG's chunks walked from the signature to IEND, by their lengths, reading only the IHDR
/// header (ISO/IEC 15948, PNG specification sections 5 and 11): the size, and that the file is
/// whole. Every offset is checked against the file's length before it is read.
enum PNGStructure {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// A chunk's length (which counts only its data), the width and the height are four-byte
    /// numbers of at most 2^31 - 1 (section 7.1).
    static let maxValue = 0x7FFF_FFFF
    /// The bit depths each colour type allows (PNG specification, table 11.1).
    static let bitDepths: [UInt8: Set<UInt8>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    static func read(_ bytes: [UInt8]) throws(ImageHeaderError) -> ImageHeader {
        var offset = signature.count
        var header: Header?
        var seen: Set<String> = []
        var last: String?
        while true {
            guard offset + 8 <= bytes.count else {
                throw .truncated(.png, offset: bytes.count, inside: last.map { "the chunk after \($0), before IEND" } ?? "the IHDR chunk")
            }
            let length = Int(be32(bytes, offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw .malformed(.png, offset: offset + 4, reason: "a chunk type must be four ASCII letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= maxValue else {
                throw .malformed(.png, offset: offset, reason: "chunk \(type) declares \(length) bytes, more than 2^31 - 1")
            }
            let data = offset + 8
            // The data and the 4-byte CRC after it.
            guard length + 4 <= bytes.count - data else {
                throw .truncated(.png, offset: bytes.count, inside: "chunk \(type) (\(length) bytes declared at byte \(offset))")
            }
            if let found = header {
                switch type {
                case "IHDR":
                    throw .malformed(.png, offset: offset, reason: "a second IHDR chunk")
                case "IDAT" where found.colorType == 3 && !seen.contains("PLTE"):
                    throw .malformed(.png, offset: offset, reason: "an indexed-colour PNG has no PLTE chunk before its pixels")
                case "IEND":
                    guard seen.contains("IDAT") else { throw .malformed(.png, offset: offset, reason: "IEND before any IDAT: the PNG has no pixels") }
                    return found.image
                default:
                    break
                }
            } else {
                guard type == "IHDR", length == 13 else {
                    throw .malformed(.png, offset: offset, reason: "the first chunk is \(type) of \(length) bytes, not IHDR of 13")
                }
                header = try ihdr(bytes, at: data)
            }
            seen.insert(type)
            last = type
            offset = data + length + 4
        }
    }

    /// The header's fields, each against the values the specification allows.
    private static func ihdr(_ bytes: [UInt8], at offset: Int) throws(ImageHeaderError) -> Header {
        let width = Int(be32(bytes, offset)), height = Int(be32(bytes, offset + 4))
        let depth = bytes[offset + 8], colorType = bytes[offset + 9]
        for (name, value, at) in [("width", width, offset), ("height", height, offset + 4)] where value == 0 || value > maxValue {
            throw .malformed(.png, offset: at, reason: "\(name) \(value) is outside 1 to 2^31 - 1")
        }
        guard let depths = bitDepths[colorType] else {
            throw .malformed(.png, offset: offset + 9, reason: "colour type \(colorType) does not exist")
        }
        guard depths.contains(depth) else {
            throw .malformed(.png, offset: offset + 8, reason: "bit depth \(depth) is not allowed with colour type \(colorType)")
        }
        guard bytes[offset + 10] == 0, bytes[offset + 11] == 0 else {
            throw .malformed(.png, offset: offset + 10, reason: "compression and filter methods must be 0")
        }
        guard bytes[offset + 12] <= 1 else {
            throw .malformed(.png, offset: offset + 12, reason: "interlace method \(bytes[offset + 12]) is neither 0 nor 1")
        }
        return Header(image: ImageHeader(format: .png, width: width, height: height), colorType: colorType)
    }

    private struct Header {
        let image: ImageHeader
        let colorType: UInt8
    }

    /// A big-endian 32-bit number; the caller has checked that 4 bytes are there.
    private static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
