import Foundation

/// Reads Apple's binary property list format (`bplist00`), as CFPreferences and Python's plistlib
/// write it. Written here rather than taken from Foundation because Foundation on Linux crashes on
/// some corrupt binary plists, and data from a container must never crash the tool.
/// Every offset, length and reference is bounds-checked; cycles and absurd nesting are refused.
struct BinaryPlistReader {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let refSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let offsetTable: Int

    static let magic = Array("bplist00".utf8)
    private static let trailerSize = 32
    private static let maximumDepth = 512
    /// Shared references make a small file expand: a chain of arrays each listing the next one
    /// twice doubles per level. No suite holds anywhere near this many values.
    static let maximumValues = 1_000_000

    init(_ data: Data) throws(PlistSyntaxError) {
        bytes = [UInt8](data)
        guard bytes.count >= Self.magic.count + Self.trailerSize else {
            throw PlistSyntaxError("truncated binary plist: \(bytes.count) bytes is shorter than its header and trailer")
        }
        guard Array(bytes[0..<8]) == Self.magic else {
            throw PlistSyntaxError("not a bplist00 binary plist", offset: 0)
        }
        let trailer = bytes.count - Self.trailerSize
        offsetSize = Int(bytes[trailer + 6])
        refSize = Int(bytes[trailer + 7])
        let count = Self.unsigned(bytes[(trailer + 8)..<(trailer + 16)])
        let top = Self.unsigned(bytes[(trailer + 16)..<(trailer + 24)])
        let table = Self.unsigned(bytes[(trailer + 24)..<(trailer + 32)])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
            throw PlistSyntaxError("corrupt trailer: offset size \(offsetSize), reference size \(refSize)", offset: trailer)
        }
        guard let count, let top, let table, count >= 1, top < count, table >= 8, table <= UInt64(trailer),
              count <= UInt64(trailer - Int(table)) / UInt64(offsetSize) else {
            throw PlistSyntaxError("corrupt trailer: object table does not fit in the file (truncated?)", offset: trailer)
        }
        objectCount = Int(count)
        topObject = Int(top)
        offsetTable = Int(table)
    }

    func read() throws(PlistSyntaxError) -> PlistValue {
        var path: [Int] = []
        var values = 0
        return try object(topObject, path: &path, values: &values)
    }

    private func object(_ ref: Int, path: inout [Int], values: inout Int) throws(PlistSyntaxError) -> PlistValue {
        values += 1
        guard values <= Self.maximumValues else {
            throw PlistSyntaxError("more than \(Self.maximumValues) values: shared references expand without end")
        }
        guard ref < objectCount else { throw PlistSyntaxError("object reference \(ref) out of range (\(objectCount) objects)") }
        guard !path.contains(ref) else { throw PlistSyntaxError("object \(ref) contains itself") }
        guard path.count < Self.maximumDepth else { throw PlistSyntaxError("nesting deeper than \(Self.maximumDepth)") }
        let start = try offset(of: ref)
        let marker = bytes[start]
        let kind = marker >> 4, info = Int(marker & 0x0F)
        switch kind {
        case 0x0:
            switch info {
            case 0x8: return .bool(false)
            case 0x9: return .bool(true)
            default: throw PlistSyntaxError("null or fill marker 0x\(String(marker, radix: 16)) is not a property-list value", offset: start)
            }
        case 0x1:
            return .int(try integer(at: start))
        case 0x2:
            let size = 1 << info
            let raw = try slice(start + 1, size)
            switch size {
            case 4: return .double(Double(Float(bitPattern: UInt32(Self.unsigned(raw) ?? 0))))
            case 8: return .double(Double(bitPattern: Self.unsigned(raw) ?? 0))
            default: throw PlistSyntaxError("real of \(size) bytes", offset: start)
            }
        case 0x3:
            guard info == 3 else { throw PlistSyntaxError("date marker 0x\(String(marker, radix: 16))", offset: start) }
            let seconds = Double(bitPattern: Self.unsigned(try slice(start + 1, 8)) ?? 0)
            guard seconds.isFinite else { throw PlistSyntaxError("date is not a finite number of seconds", offset: start) }
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case 0x4:
            let (count, body) = try length(at: start)
            return .data(Data(try slice(body, count)))
        case 0x5:
            let (count, body) = try length(at: start)
            guard let text = String(bytes: try slice(body, count), encoding: .ascii) else {
                throw PlistSyntaxError("ASCII string holds a byte above 127", offset: body)
            }
            return .string(text)
        case 0x6:
            let (count, body) = try length(at: start)
            let (byteCount, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw PlistSyntaxError("string length \(count) overflows", offset: start) }
            let raw = try slice(body, byteCount)
            let units = stride(from: raw.startIndex, to: raw.endIndex, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0xA:
            let (count, body) = try length(at: start)
            let refs = try references(body, count)
            path.append(ref)
            defer { path.removeLast() }
            var items: [PlistValue] = []
            for child in refs { items.append(try object(child, path: &path, values: &values)) }
            return .array(items)
        case 0xD:
            let (count, body) = try length(at: start)
            let (refCount, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw PlistSyntaxError("dictionary of \(count) entries overflows", offset: start) }
            let refs = try references(body, refCount)
            path.append(ref)
            defer { path.removeLast() }
            var entries: [String: PlistValue] = [:]
            for i in 0..<count {
                guard case let .string(key) = try object(refs[i], path: &path, values: &values) else {
                    throw PlistSyntaxError("dictionary key is not a string", offset: start)
                }
                entries[key] = try object(refs[count + i], path: &path, values: &values)
            }
            return .dictionary(entries)
        case 0x8:
            throw PlistSyntaxError("UID (keyed-archiver) objects are not property-list values", offset: start)
        case 0xC:
            throw PlistSyntaxError("sets are not property-list values for defaults", offset: start)
        default:
            throw PlistSyntaxError("unknown object marker 0x\(String(marker, radix: 16))", offset: start)
        }
    }

    private func offset(of ref: Int) throws(PlistSyntaxError) -> Int {
        // The trailer check in init keeps the whole offset table inside the file.
        let entry = offsetTable + ref * offsetSize
        guard let value = Self.unsigned(bytes[entry..<(entry + offsetSize)]), value >= 8, value < UInt64(offsetTable) else {
            throw PlistSyntaxError("offset of object \(ref) points outside the object area", offset: entry)
        }
        return Int(value)
    }

    /// An integer object: 1, 2 and 4 bytes are unsigned, 8 bytes signed, 16 bytes (plistlib's big
    /// unsigned values) accepted when they fit in Int.
    private func integer(at start: Int) throws(PlistSyntaxError) -> Int {
        let marker = bytes[start]
        guard marker >> 4 == 0x1, marker & 0x0F <= 4 else {
            throw PlistSyntaxError("expected an integer, found marker 0x\(String(marker, radix: 16))", offset: start)
        }
        let size = 1 << Int(marker & 0x0F)
        let raw = try slice(start + 1, size)
        switch size {
        case 8:
            return Int(Int64(bitPattern: Self.unsigned(raw) ?? 0))
        case 16:
            let high = Self.unsigned(raw.prefix(8)) ?? 0, low = Self.unsigned(raw.suffix(8)) ?? 0
            guard high == 0, low <= UInt64(Int.max) else { throw PlistSyntaxError("integer does not fit in 64 bits", offset: start) }
            return Int(low)
        default:
            return Int(Self.unsigned(raw) ?? 0)
        }
    }

    /// The element count in a marker's low nibble, or in the integer object that follows when it is 0xF.
    private func length(at start: Int) throws(PlistSyntaxError) -> (count: Int, body: Int) {
        let info = Int(bytes[start] & 0x0F)
        if info != 0x0F { return (info, start + 1) }
        guard start + 1 < offsetTable else { throw PlistSyntaxError("length runs past the object area", offset: start) }
        let count = try integer(at: start + 1)
        guard count >= 0 else { throw PlistSyntaxError("negative length \(count)", offset: start) }
        return (count, start + 2 + (1 << Int(bytes[start + 1] & 0x0F)))
    }

    private func references(_ start: Int, _ count: Int) throws(PlistSyntaxError) -> [Int] {
        let (size, overflow) = count.multipliedReportingOverflow(by: refSize)
        guard !overflow else { throw PlistSyntaxError("reference list of \(count) entries overflows", offset: start) }
        let raw = try slice(start, size)
        return stride(from: raw.startIndex, to: raw.endIndex, by: refSize).map {
            Self.unsigned(raw[$0..<($0 + refSize)]).flatMap { Int(exactly: $0) } ?? Int.max
        }
    }

    /// `count` bytes from `start`, which must lie before the offset table.
    private func slice(_ start: Int, _ count: Int) throws(PlistSyntaxError) -> ArraySlice<UInt8> {
        guard start >= 0, count >= 0, start <= offsetTable, count <= offsetTable - start else {
            throw PlistSyntaxError("object runs past the object area (truncated or corrupt)", offset: start)
        }
        return bytes[start..<(start + count)]
    }

    /// Big-endian unsigned value of up to 8 bytes; nil for more.
    private static func unsigned(_ raw: ArraySlice<UInt8>) -> UInt64? {
        guard raw.count <= 8 else { return nil }
        return raw.reduce(0) { $0 << 8 | UInt64($1) }
    }
}
