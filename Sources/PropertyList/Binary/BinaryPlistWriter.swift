#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the binary property list format (`bplist00`) that iOS uses for a suite's plist, each value
/// in the layout CoreFoundation gives it (CFBinaryPList.c): integers in the fewest of 1, 2, 4 or 8
/// bytes (negative ones in 8), 16 bytes for `.unsignedInteger`, ASCII strings in bytes and others in
/// UTF-16. Dictionary keys are written in code-unit order so equal values give equal bytes; an
/// unreadable value is written as the objects it was read as.
///
/// The writer keeps to the limits the reader applies, so it never writes what the tool, or iOS,
/// could not read back.
enum BinaryPlistWriter {
    static func encode(_ value: PlistValue, limits: PlistLimits = .standard) throws(PlistWriteError) -> Data {
        var table = ObjectTable(budget: PlistBudget(limits))
        try table.add(value, depth: 0)
        let refSize = byteWidth(UInt64(table.objects.count - 1))
        var out = BinaryPlistReader.magic
        var offsets: [Int] = []
        for object in table.objects {
            offsets.append(out.count)
            out += object.bytes
            for ref in object.references { out += bigEndian(UInt64(ref), width: refSize) }
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
        var budget: PlistBudget
        var objects: [BinaryObjectGraph.Object] = []
        /// The top-level key being written, named when one of its values cannot be.
        var key: PlistString?

        @discardableResult
        mutating func add(_ value: PlistValue, depth: Int) throws(PlistWriteError) -> Int {
            guard budget.allows(depth: depth) else { throw refusal(.depth) }
            let ref = objects.count
            switch value {
            case let .array(items):
                try charge()
                objects.append(BinaryObjectGraph.Object(bytes: header(0xA, items.count), references: []))
                var refs: [Int] = []
                for item in items { refs.append(try add(item, depth: depth + 1)) }
                objects[ref].references = refs
            case let .dictionary(entries):
                try charge()
                objects.append(BinaryObjectGraph.Object(bytes: header(0xD, entries.count), references: []))
                let sorted = entries.entries.sorted { $0.key < $1.key }
                var keys: [Int] = [], values: [Int] = []
                for entry in sorted {
                    if depth == 0 { key = entry.key }
                    keys.append(try add(.string(entry.key), depth: depth + 1))
                    values.append(try add(entry.value, depth: depth + 1))
                }
                if depth == 0 { key = nil }
                objects[ref].references = keys + values
            case let .unreadable(unreadable):
                guard let graph = unreadable.objects else {
                    throw PlistWriteError(key: key, message: "holds a value widget-tui could not read and cannot keep (\(unreadable.reason)); "
                        + "the suite can be written only without this key")
                }
                try charge(values: graph.objects.count, bytes: graph.byteCount)
                objects += graph.objects.map { BinaryObjectGraph.Object(bytes: $0.bytes, references: $0.references.map { $0 + ref }) }
            case let .bool(v): try leaf([v ? 0x09 : 0x08])
            case let .int(v): try leaf(integer(v))
            case let .unsignedInteger(v): try leaf([0x14] + bigEndian(0, width: 8) + bigEndian(v, width: 8))
            case let .double(v): try leaf([0x23] + bigEndian(v.bitPattern, width: 8))
            case let .float(v): try leaf([0x22] + bigEndian(UInt64(v.bitPattern), width: 4))
            case let .date(v): try leaf([0x33] + bigEndian(v.timeIntervalSinceReferenceDate.bitPattern, width: 8))
            case let .data(v): try leaf(header(0x4, v.count) + [UInt8](v), decodedBytes: v.count)
            case let .string(v) where v.isASCII: try leaf(header(0x5, v.utf16Count) + Array(v.string.utf8), decodedBytes: 2 * v.utf16Count)
            case let .string(v):
                try leaf(header(0x6, v.utf16Count) + v.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, decodedBytes: 2 * v.utf16Count)
            }
            return ref
        }

        /// A value without references; `decodedBytes` as the reader counts them (`PlistBudget`).
        private mutating func leaf(_ bytes: [UInt8], decodedBytes: Int = 0) throws(PlistWriteError) {
            try charge(bytes: decodedBytes)
            objects.append(BinaryObjectGraph.Object(bytes: bytes, references: []))
        }

        private mutating func charge(values: Int = 1, bytes: Int = 0) throws(PlistWriteError) {
            if let limit = budget.charge(values: values, bytes: bytes) { throw refusal(limit) }
        }

        private func refusal(_ limit: PlistLimits.Kind) -> PlistWriteError {
            PlistWriteError(key: limit == .depth ? key : nil, message: budget.explain(limit), limit: limit)
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
