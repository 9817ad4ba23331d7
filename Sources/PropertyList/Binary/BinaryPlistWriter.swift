import Essentials

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
        let count = objectCount(value, depthLeft: limits.maximumDepth + 1)
        var file = ObjectWriter(budget: PlistBudget(limits), objectCount: count, depthLimit: limits.maximumDepth)
        try file.add(value, depth: 0)
        return file.finish()
    }

    /// How many objects `value` is written as: the reference size, and the references of a
    /// collection's members, are known before anything is written. Past `depthLeft` levels the
    /// writer refuses the value anyway.
    private static func objectCount(_ value: PlistValue, depthLeft: Int) -> Int {
        guard depthLeft > 0 else { return 1 }
        switch value {
        case let .array(items): return items.reduce(1) { $0 + objectCount($1, depthLeft: depthLeft - 1) }
        case let .dictionary(entries): return entries.entries.reduce(1) { $0 + 1 + objectCount($1.value, depthLeft: depthLeft - 1) }
        case let .unreadable(unreadable): return unreadable.objects?.objects.count ?? 1
        default: return 1
        }
    }

    /// The file written as the values are visited, in CoreFoundation's order (a collection, then
    /// its members; a dictionary's keys each before its value; the top object is reference 0): a
    /// collection's references are counted ahead (`objectCount`), so each object's bytes go out
    /// at once. Nothing but the file and one offset an object is held: a suite of 500,000 keys is
    /// not kept again as a million small arrays.
    private struct ObjectWriter {
        var budget: PlistBudget
        let referenceSize: Int
        let depthLimit: Int
        var out = Data(BinaryPlistReader.magic)
        /// Each object's place in `out`, by reference: 32 bits hold any file the limits let out
        /// (`PlistLimits`: 32 MiB of data and strings, 1,000,000 values), in half the memory.
        var offsets: [UInt32] = []
        /// The top-level key being written, named when one of its values cannot be.
        var key: PlistString?

        init(budget: PlistBudget, objectCount: Int, depthLimit: Int) {
            self.budget = budget
            self.depthLimit = depthLimit
            referenceSize = byteWidth(UInt64(max(objectCount, 1) - 1))
            offsets.reserveCapacity(objectCount)
        }

        private func count(_ value: PlistValue, depth: Int) -> Int {
            BinaryPlistWriter.objectCount(value, depthLeft: depthLimit + 1 - depth)
        }

        mutating func add(_ value: PlistValue, depth: Int) throws(PlistWriteError) {
            guard budget.allows(depth: depth) else { throw refusal(.depth) }
            let ref = offsets.count
            switch value {
            case let .array(items):
                try charge()
                var refs: [Int] = []
                refs.reserveCapacity(items.count)
                var next = ref + 1
                for item in items {
                    refs.append(next)
                    next += count(item, depth: depth + 1)
                }
                place(header(0xA, items.count), references: refs)
                for item in items { try add(item, depth: depth + 1) }
            case let .dictionary(entries):
                try charge()
                let all = entries.entries
                // Positions in 32 bits (a dictionary holds at most the 1,000,000 values the limits
                // let in): half the memory of a suite's sorting.
                let order = (0..<Int32(all.count)).sorted { all[Int($0)].key < all[Int($1)].key }
                // The keys' references, then the values', counted as they are written: a suite's
                // million references are not held as an array.
                place(header(0xD, order.count), references: [])
                for values in [false, true] {
                    var next = ref + 1
                    for position in order {
                        append(UInt64(values ? next + 1 : next), width: referenceSize)
                        next += 1 + count(all[Int(position)].value, depth: depth + 1)
                    }
                }
                for position in order {
                    let entry = all[Int(position)]
                    if depth == 0 { key = entry.key }
                    try add(.string(entry.key), depth: depth + 1)
                    try add(entry.value, depth: depth + 1)
                }
                if depth == 0 { key = nil }
            case let .unreadable(unreadable):
                guard let graph = unreadable.objects else {
                    throw PlistWriteError(key: key, message: "holds a value widget-tui could not read and cannot keep (\(unreadable.reason)); "
                        + "the suite can be written only without this key")
                }
                try charge(values: graph.objects.count, bytes: graph.byteCount)
                for object in graph.objects { place(object.bytes, references: object.references.map { $0 + ref }) }
            case let .bool(v): try leaf([v ? 0x09 : 0x08])
            case let .int(v): try leaf(integer(v))
            case let .unsignedInteger(v): try leaf([0x14] + bigEndian(0, width: 8) + bigEndian(v, width: 8))
            case let .double(v): try leaf([0x23] + bigEndian(v.bitPattern, width: 8))
            case let .float(v): try leaf([0x22] + bigEndian(UInt64(v.bitPattern), width: 4))
            case let .date(v): try leaf([0x33] + bigEndian(v.timeIntervalSinceReferenceDate.bitPattern, width: 8))
            case let .data(v):
                try charge(bytes: v.count)
                place(header(0x4, v.count), references: [])
                out.append(v)
            case let .string(v) where v.isASCII:
                try charge(bytes: 2 * v.utf16Count)
                place(header(0x5, v.utf16Count), references: [])
                out.append(contentsOf: v.string.utf8)
            case let .string(v):
                try charge(bytes: 2 * v.utf16Count)
                place(header(0x6, v.utf16Count), references: [])
                for unit in v.utf16 { out.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
            }
        }

        /// The offset table and the trailer after the objects.
        mutating func finish() -> Data {
            let tableStart = out.count
            let offsetSize = byteWidth(UInt64(tableStart))
            for offset in offsets { append(UInt64(offset), width: offsetSize) }
            out.append(contentsOf: [UInt8](repeating: 0, count: 6) + [UInt8(offsetSize), UInt8(referenceSize)])
            append(UInt64(offsets.count), width: 8)
            append(0, width: 8)
            append(UInt64(tableStart), width: 8)
            return out
        }

        /// A value without references, `bytes` its whole.
        private mutating func leaf(_ bytes: [UInt8]) throws(PlistWriteError) {
            try charge()
            place(bytes, references: [])
        }

        /// The next object starts here with `bytes`, then its references.
        private mutating func place(_ bytes: [UInt8], references: [Int]) {
            offsets.append(UInt32(out.count))
            out.append(contentsOf: bytes)
            for reference in references { append(UInt64(reference), width: referenceSize) }
        }

        private mutating func append(_ v: UInt64, width: Int) {
            for shift in (0..<width).reversed() { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(shift)))) }
        }

        /// `bytes` as the reader counts decoded bytes (`PlistBudget`).
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
