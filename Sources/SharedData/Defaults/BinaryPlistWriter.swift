import Foundation

/// Writes the binary property list format (`bplist00`) that iOS uses for a suite's plist.
/// Dictionary keys are written sorted so equal values give equal bytes.
enum BinaryPlistWriter {
    static func encode(_ value: PlistValue) -> Data {
        var table = ObjectTable()
        table.add(value)
        let refSize = byteWidth(UInt64(table.objects.count - 1))
        var out = BinaryPlistReader.magic
        var offsets: [Int] = []
        for object in table.objects {
            offsets.append(out.count)
            switch object {
            case let .scalar(bytes):
                out += bytes
            case let .array(refs):
                out += header(0xA, refs.count)
                for ref in refs { out += bigEndian(UInt64(ref), width: refSize) }
            case let .dictionary(keys, values):
                out += header(0xD, keys.count)
                for ref in keys + values { out += bigEndian(UInt64(ref), width: refSize) }
            }
        }
        let tableStart = out.count
        let offsetSize = byteWidth(UInt64(tableStart))
        for offset in offsets { out += bigEndian(UInt64(offset), width: offsetSize) }
        out += [UInt8](repeating: 0, count: 6) + [UInt8(offsetSize), UInt8(refSize)]
        out += bigEndian(UInt64(table.objects.count), width: 8)
        out += bigEndian(0, width: 8)
        out += bigEndian(UInt64(tableStart), width: 8)
        return Data(out)
    }

    /// Objects in reference order; the top object is reference 0.
    private struct ObjectTable {
        enum Object {
            case scalar([UInt8])
            case array([Int])
            case dictionary(keys: [Int], values: [Int])
        }

        var objects: [Object] = []

        @discardableResult
        mutating func add(_ value: PlistValue) -> Int {
            let ref = objects.count
            switch value {
            case let .array(items):
                objects.append(.array([]))
                objects[ref] = .array(items.map { add($0) })
            case let .dictionary(entries):
                objects.append(.dictionary(keys: [], values: []))
                let sorted = entries.sorted { $0.key < $1.key }
                let keys = sorted.map { add(.string($0.key)) }
                let values = sorted.map { add($0.value) }
                objects[ref] = .dictionary(keys: keys, values: values)
            case let .bool(v):
                objects.append(.scalar([v ? 0x09 : 0x08]))
            case let .int(v):
                objects.append(.scalar(integer(v)))
            case let .double(v):
                objects.append(.scalar([0x23] + bigEndian(v.bitPattern, width: 8)))
            case let .date(v):
                objects.append(.scalar([0x33] + bigEndian(v.timeIntervalSinceReferenceDate.bitPattern, width: 8)))
            case let .data(v):
                objects.append(.scalar(header(0x4, v.count) + [UInt8](v)))
            case let .string(v) where v.utf8.allSatisfy({ $0 < 0x80 }):
                objects.append(.scalar(header(0x5, v.utf8.count) + Array(v.utf8)))
            case let .string(v):
                let units = Array(v.utf16)
                objects.append(.scalar(header(0x6, units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
            }
            return ref
        }
    }

    /// Non-negative values in the smallest of 1, 2, 4 or 8 bytes; negative ones in 8 (signed).
    private static func integer(_ v: Int) -> [UInt8] {
        let bits = UInt64(bitPattern: Int64(v))
        let width = v < 0 ? 8 : byteWidth(bits)
        return [0x10 | UInt8(width.trailingZeroBitCount)] + bigEndian(bits, width: width)
    }

    private static func header(_ kind: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0x0F] + integer(count)
    }

    private static func byteWidth(_ v: UInt64) -> Int {
        v <= 0xFF ? 1 : v <= 0xFFFF ? 2 : v <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func bigEndian(_ v: UInt64, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) }
    }
}
