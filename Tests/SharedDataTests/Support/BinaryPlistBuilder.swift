import Foundation

/// A binary plist put together object by object, for layouts widget-tui's writer never produces:
/// what CoreFoundation writes (16-byte integers, UTF-16 strings holding any code unit), markers
/// widget-tui does not understand (UIDs, sets, unknown ones) and hostile shapes (shared references).
/// Objects are numbered in the order they are added; the first one added is the top object unless
/// `build(top:)` says otherwise.
struct BinaryPlistBuilder {
    /// Bytes per object reference (1 or 2 here), as the trailer states.
    let refSize: Int
    private(set) var objects: [[UInt8]] = []

    init(refSize: Int = 1) {
        self.refSize = refSize
    }

    /// Reserves a number for an object whose bytes refer to objects added later.
    mutating func reserve() -> Int {
        objects.append([])
        return objects.count - 1
    }

    mutating func set(_ ref: Int, _ bytes: [UInt8]) {
        objects[ref] = bytes
    }

    @discardableResult
    mutating func add(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    mutating func ascii(_ text: String) -> Int {
        add(Self.header(0x5, text.utf8.count) + Array(text.utf8))
    }

    /// A UTF-16 string object (marker 0x6X) holding exactly these code units, lone surrogates included.
    mutating func utf16(_ units: [UInt16]) -> Int {
        add(Self.header(0x6, units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    }

    mutating func utf16(_ text: String) -> Int { utf16(Array(text.utf16)) }

    func array(_ refs: [Int]) -> [UInt8] {
        Self.header(0xA, refs.count) + refs.flatMap(reference)
    }

    func dictionary(_ entries: [(key: Int, value: Int)]) -> [UInt8] {
        Self.header(0xD, entries.count) + entries.map(\.key).flatMap(reference) + entries.map(\.value).flatMap(reference)
    }

    func reference(_ ref: Int) -> [UInt8] { Self.bigEndian(UInt64(ref), width: refSize) }

    /// Offsets in 4 bytes, the trailer as CoreFoundation lays it out.
    func build(top: Int = 0) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += Self.bigEndian(UInt64(offset), width: 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, UInt8(refSize)]
        bytes += Self.bigEndian(UInt64(objects.count), width: 8) + Self.bigEndian(UInt64(top), width: 8) + Self.bigEndian(UInt64(table), width: 8)
        return Data(bytes)
    }

    /// A marker with its count in the low nibble, or 0xF and an integer object for 15 and more.
    static func header(_ kind: UInt8, _ count: Int) -> [UInt8] {
        if count < 15 { return [kind << 4 | UInt8(count)] }
        let width = count <= 0xFF ? 1 : count <= 0xFFFF ? 2 : count <= 0xFFFF_FFFF ? 4 : 8
        return [kind << 4 | 0xF, 0x10 | UInt8(width.trailingZeroBitCount)] + bigEndian(UInt64(count), width: width)
    }

    static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}

extension Data {
    /// Whether `bytes` occur somewhere in the data, in order and contiguous.
    func holds(_ bytes: [UInt8]) -> Bool {
        range(of: Data(bytes)) != nil
    }
}
