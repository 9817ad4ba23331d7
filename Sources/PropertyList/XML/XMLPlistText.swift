/// An XML property list's bytes as UTF-16 code units, which is how CoreFoundation holds text, and
/// the way back from a code unit to a line and a byte offset for messages.
///
/// As CoreFoundation (`encodingForXMLData` in CFPropertyList.c) reads it: UTF-8, with or without a
/// byte-order mark, and UTF-16 with one (either byte order). Unlike it, UTF-16 without a byte-order
/// mark and UTF-32 are refused rather than guessed at, and the bytes must be valid throughout, not
/// only inside strings.
struct XMLPlistText {
    enum Encoding: Equatable {
        case utf8, utf16
    }

    let units: [UInt16]
    let encoding: Encoding
    /// Bytes of the byte-order mark before the first code unit.
    let byteOrderMarkSize: Int
    /// The line and byte offset of every `checkpointSpacing`th code unit, so that finding a
    /// position costs at most that many steps however many errors (spoiled keys) ask.
    private var checkpoints: [(line: Int, offset: Int)] = []
    private static let checkpointSpacing = 4096

    init(_ bytes: [UInt8]) throws(PlistSyntaxError) {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            throw PlistSyntaxError("UTF-32 XML: widget-tui reads XML property lists in UTF-8 or UTF-16", offset: 0)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16
            byteOrderMarkSize = 2
            units = try Self.utf16(bytes.dropFirst(2), bigEndian: bytes[0] == 0xFE)
        } else {
            if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
                throw PlistSyntaxError("UTF-16 or UTF-32 XML without a byte-order mark", offset: 0)
            }
            encoding = .utf8
            byteOrderMarkSize = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            units = try Self.utf8(bytes.dropFirst(byteOrderMarkSize))
        }
        var position = (line: 1, offset: byteOrderMarkSize)
        for start in stride(from: 0, to: units.count, by: Self.checkpointSpacing) {
            checkpoints.append(position)
            position = advance(position, over: start..<min(start + Self.checkpointSpacing, units.count))
        }
    }

    /// The 1-based line of code unit `index` (a CR LF pair ends one line, as CoreFoundation counts)
    /// and its byte offset in the file.
    func position(of index: Int) -> (line: Int, offset: Int) {
        let index = min(max(index, 0), units.count)
        guard !checkpoints.isEmpty else { return (1, byteOrderMarkSize) }
        let checkpoint = min(index / Self.checkpointSpacing, checkpoints.count - 1)
        return advance(checkpoints[checkpoint], over: (checkpoint * Self.checkpointSpacing)..<index)
    }

    private func advance(_ start: (line: Int, offset: Int), over range: Range<Int>) -> (line: Int, offset: Int) {
        var (line, bytes) = start
        for i in range {
            let unit = units[i]
            if unit == 0x0A || (unit == 0x0D && (i + 1 >= units.count || units[i + 1] != 0x0A)) { line += 1 }
            switch (encoding, unit) {
            case (.utf16, _): bytes += 2
            case (.utf8, ..<0x80): bytes += 1
            // A surrogate pair is four UTF-8 bytes, two for each half.
            case (.utf8, ..<0x800), (.utf8, 0xD800...0xDFFF): bytes += 2
            case (.utf8, _): bytes += 3
            }
        }
        return (line, bytes)
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) throws(PlistSyntaxError) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                units += UTF8.decode(encoded).utf16
                offset += encoded.count
            case .error:
                throw PlistSyntaxError("not valid UTF-8", offset: offset)
            case .emptyInput:
                return units
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(PlistSyntaxError) -> [UInt16] {
        guard bytes.count.isMultiple(of: 2) else {
            throw PlistSyntaxError("UTF-16 XML with an odd number of bytes", offset: bytes.endIndex - 1)
        }
        let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map { (i: Int) -> UInt16 in
            let (high, low) = bigEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            return UInt16(high) << 8 | UInt16(low)
        }
        // XML text holds characters, never a lone surrogate.
        var index = 0
        while index < units.count {
            switch units[index] {
            case 0xD800...0xDBFF where index + 1 < units.count && (0xDC00...0xDFFF).contains(units[index + 1]): index += 2
            case 0xD800...0xDFFF: throw PlistSyntaxError("not valid UTF-16: a lone surrogate", offset: bytes.startIndex + 2 * index)
            default: index += 1
            }
        }
        return units
    }
}
