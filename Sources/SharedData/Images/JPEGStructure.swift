import Essentials

/// A JPEG's markers walked from start-of-image to end-of-image (ITU-T T.81, Annex B): segments
/// are skipped by their lengths, scan data by looking for the next marker, and the size is read
/// from the frame header (SOF0 to SOF15; C4, C8 and CC in that range are DHT, JPG and DAC). An
/// APP1 segment may hold a whole thumbnail JPEG with a frame header of its own; skipping segments
/// by length never reads it. Every offset is checked against the file's length before it is read.
enum JPEGStructure {
    static let startOfImage: [UInt8] = [0xFF, 0xD8]
    private static let endOfImage: UInt8 = 0xD9
    private static let startOfScan: UInt8 = 0xDA

    static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }

    /// Markers that stand alone, with no length after them: TEM and RST0 to RST7.
    static func standsAlone(_ marker: UInt8) -> Bool {
        marker == 0x01 || (0xD0...0xD7).contains(marker)
    }

    static func read(_ bytes: [UInt8]) throws(ImageHeaderError) -> ImageHeader {
        var offset = startOfImage.count
        var frame: ImageHeader?
        var scans = 0
        while true {
            guard offset < bytes.count else {
                throw .truncated(.jpeg, offset: bytes.count, inside: frame == nil ? "the header segments" : "the segments after the frame header")
            }
            guard bytes[offset] == 0xFF else {
                throw .malformed(.jpeg, offset: offset, reason: "expected a marker (0xFF), found 0x\(String(cFormat: "%02X", bytes[offset]))")
            }
            // Any number of 0xFF fill bytes may come before a marker's code.
            var at = offset + 1
            while at < bytes.count, bytes[at] == 0xFF { at += 1 }
            guard at < bytes.count else { throw .truncated(.jpeg, offset: bytes.count, inside: "a marker") }
            let marker = bytes[at]
            let start = at - 1
            switch marker {
            case 0x00:
                throw .malformed(.jpeg, offset: start, reason: "0xFF00 outside scan data")
            case 0xD8:
                throw .malformed(.jpeg, offset: start, reason: "a second start-of-image marker")
            case endOfImage:
                guard let frame, scans > 0 else {
                    throw .malformed(.jpeg, offset: start, reason: "end-of-image before any \(frame == nil ? "frame header" : "scan")")
                }
                return frame
            case let alone where standsAlone(alone):
                offset = at + 1
                continue
            default:
                break
            }
            guard at + 3 <= bytes.count else { throw .truncated(.jpeg, offset: bytes.count, inside: "the length of \(name(marker)) at byte \(start)") }
            let length = Int(bytes[at + 1]) << 8 | Int(bytes[at + 2])
            guard length >= 2 else { throw .malformed(.jpeg, offset: at + 1, reason: "\(name(marker)) declares a length of \(length), less than 2") }
            let end = at + 1 + length
            guard end <= bytes.count else {
                throw .truncated(.jpeg, offset: bytes.count, inside: "\(name(marker)) (\(length) bytes declared at byte \(start))")
            }
            if isFrameHeader(marker), frame == nil {
                frame = try frameHeader(bytes, marker: marker, at: start, body: (at + 3)..<end)
            }
            guard marker == startOfScan else {
                offset = end
                continue
            }
            guard frame != nil else { throw .malformed(.jpeg, offset: start, reason: "a scan before the frame header") }
            scans += 1
            offset = try nextMarker(after: end, in: bytes, scan: scans)
        }
    }

    /// The frame header's precision, height, width and components (T.81, B.2.2).
    private static func frameHeader(_ bytes: [UInt8], marker: UInt8, at start: Int, body: Range<Int>) throws(ImageHeaderError) -> ImageHeader {
        let b = body.lowerBound
        guard body.count >= 6 else { throw .malformed(.jpeg, offset: start, reason: "\(name(marker)) of \(body.count + 2) bytes is too short") }
        let precision = bytes[b]
        let height = Int(bytes[b + 1]) << 8 | Int(bytes[b + 2])
        let width = Int(bytes[b + 3]) << 8 | Int(bytes[b + 4])
        let components = Int(bytes[b + 5])
        guard (2...16).contains(precision) else {
            throw .malformed(.jpeg, offset: b, reason: "\(name(marker)) has a sample precision of \(precision) bits")
        }
        guard width > 0 else { throw .malformed(.jpeg, offset: b + 3, reason: "\(name(marker)) has a width of 0") }
        guard height > 0 else {
            throw .malformed(.jpeg, offset: b + 1, reason: "\(name(marker)) leaves the height to a DNL marker, which widget-tui does not read")
        }
        guard components > 0, body.count == 6 + 3 * components else {
            throw .malformed(.jpeg, offset: b + 5, reason: "\(name(marker)) of \(body.count + 2) bytes does not hold its \(components) components")
        }
        return ImageHeader(format: .jpeg, width: width, height: height)
    }

    /// Past a scan's entropy-coded data, where 0xFF is always followed by a stuffed 0x00 or a
    /// restart marker: the offset of the next other marker.
    private static func nextMarker(after start: Int, in bytes: [UInt8], scan: Int) throws(ImageHeaderError) -> Int {
        var at = start
        while let ff = bytes[at...].firstIndex(of: 0xFF) {
            guard ff + 1 < bytes.count else { break }
            let next = bytes[ff + 1]
            if next == 0x00 || (0xD0...0xD7).contains(next) {
                at = ff + 2
            } else if next == 0xFF {
                at = ff + 1
            } else {
                return ff
            }
        }
        throw .truncated(.jpeg, offset: bytes.count, inside: "the data of scan \(scan) (no end-of-image marker)")
    }

    /// `SOF0`, `DHT`, `APP1`: the marker's name in T.81's table B.1.
    static func name(_ marker: UInt8) -> String {
        switch marker {
        case let sof where isFrameHeader(sof): "the frame header SOF\(sof - 0xC0)"
        case 0xC4: "a DHT segment"
        case 0xC8: "a JPG segment"
        case 0xCC: "a DAC segment"
        case 0xDA: "a scan header SOS"
        case 0xDB: "a DQT segment"
        case 0xDC: "a DNL segment"
        case 0xDD: "a DRI segment"
        case 0xE0...0xEF: "an APP\(marker - 0xE0) segment"
        case 0xFE: "a COM segment"
        default: "a segment of marker 0x\(String(cFormat: "%02X", marker))"
        }
    }
}
