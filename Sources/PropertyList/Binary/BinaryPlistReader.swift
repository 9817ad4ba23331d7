import Essentials

/// Reads Apple's binary property list format (`bplist00`), as CFPreferences and Python's plistlib
/// write it. Written here rather than taken from Foundation because Foundation on Linux crashes on
/// some corrupt binary plists, and data from a container must never crash the tool.
/// Every offset, length and reference is bounds-checked; cycles are refused; depth, values and
/// decoded bytes are bounded by `PlistLimits`.
///
/// Values are kept as CoreFoundation stores them (see `PlistValue`). In a top-level dictionary (a
/// suite, an entitlements file), a value that cannot be read spoils only its key: it becomes
/// `.unreadable`, holding a copy of its objects so a write can put it back. Past the values or bytes
/// limit the whole file is refused: those limits are about the file, not one value.
struct BinaryPlistReader {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let refSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let offsetTable: Int
    private let limits: PlistLimits

    static let magic = Array("bplist00".utf8)
    private static let trailerSize = 32

    init(_ data: Data, limits: PlistLimits = .standard) throws(PlistSyntaxError) {
        bytes = [UInt8](data)
        self.limits = limits
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

    /// What one read has used of the limits, and the object offsets in file order once an object
    /// of unknown size has needed them.
    private struct Session {
        var budget: PlistBudget
        var objectStarts: [Int]?
    }

    func read() throws(PlistSyntaxError) -> PlistValue {
        var session = Session(budget: PlistBudget(limits))
        let start = try offset(of: topObject)
        if bytes[start] >> 4 == 0xD { return .dictionary(try topDictionary(at: start, &session)) }
        return try object(topObject, path: [], &session)
    }

    private func topDictionary(at start: Int, _ session: inout Session) throws(PlistSyntaxError) -> PlistDictionary {
        try charge(&session, at: start)
        let (count, body) = try length(at: start)
        let refs = try references(body, try doubled(count, at: start))
        var entries = PlistDictionary(minimumCapacity: count)
        for i in 0..<count {
            let path = [topObject]
            guard case let .string(key) = try object(refs[i], path: path, &session) else {
                throw PlistSyntaxError("top-level dictionary key \(i) is not a string", offset: start)
            }
            let value: PlistValue
            do throws(PlistSyntaxError) {
                value = try object(refs[count + i], path: path, &session)
            } catch where error.limit == .values || error.limit == .decodedBytes {
                throw error
            } catch {
                value = .unreadable(UnreadablePlistValue(reason: error, objects: try copy(refs[count + i], &session)))
            }
            // As CoreFoundation adds entries (CFDictionaryAddValue): a repeated key keeps its first value.
            if entries[key] == nil { entries[key] = value }
        }
        return entries
    }

    /// An array or dictionary whose members are being read.
    private struct Open {
        let ref: Int
        let start: Int
        let isDictionary: Bool
        /// Its references: a dictionary's keys, then its values.
        let refs: [Int]
        /// How many members (a dictionary's entries) it has.
        let count: Int
        var items: [PlistValue] = []
        var entries = PlistDictionary()
        /// The member being read: `count` and on are a dictionary's values, the key first.
        var next = 0
        var key: PlistString?

        /// The reference to read next, keys and values alternating in a dictionary; nil when done.
        var nextRef: Int? {
            guard next < count else { return nil }
            return isDictionary && key != nil ? refs[count + next] : refs[next]
        }

        var value: PlistValue { isDictionary ? .dictionary(entries) : .array(items) }
    }

    /// The value of object `root`, `path` the objects it lies in (for its depth, and to refuse a
    /// cycle). Iterative, so that nesting costs no stack: read recursively, the 128 levels the
    /// limits allow took more than the 512 KiB of a secondary thread on macOS in a debug build.
    private func object(_ root: Int, path: [Int], _ session: inout Session) throws(PlistSyntaxError) -> PlistValue {
        var open: [Open] = []
        var ref = root
        while true {
            guard ref < objectCount else { throw PlistSyntaxError("object reference \(ref) out of range (\(objectCount) objects)") }
            let start = try offset(of: ref)
            try charge(&session, at: start)
            guard session.budget.allows(depth: path.count + open.count) else {
                throw PlistSyntaxError(session.budget.explain(.depth), offset: start, limit: .depth)
            }
            guard !path.contains(ref), !open.contains(where: { $0.ref == ref }) else {
                throw PlistSyntaxError("object \(ref) contains itself", offset: start)
            }
            var completed: PlistValue
            switch bytes[start] >> 4 {
            case 0xA:
                let (count, body) = try length(at: start)
                let member = Open(ref: ref, start: start, isDictionary: false, refs: try references(body, count), count: count)
                guard let first = member.nextRef else { completed = .array([]); break }
                open.append(member)
                ref = first
                continue
            case 0xD:
                let (count, body) = try length(at: start)
                var member = Open(ref: ref, start: start, isDictionary: true, refs: try references(body, try doubled(count, at: start)), count: count)
                member.entries = PlistDictionary(minimumCapacity: count)
                guard let first = member.nextRef else { completed = .dictionary([:]); break }
                open.append(member)
                ref = first
                continue
            default:
                completed = try scalar(at: start, &session)
            }
            // Hand the value to the collection it belongs to; finish those it was the last of.
            while var parent = open.popLast() {
                if !parent.isDictionary {
                    parent.items.append(completed)
                    parent.next += 1
                } else if let key = parent.key {
                    // As CoreFoundation adds entries (CFDictionaryAddValue): a repeated key keeps its first value.
                    if parent.entries[key] == nil { parent.entries[key] = completed }
                    parent.key = nil
                    parent.next += 1
                } else {
                    guard case let .string(key) = completed else {
                        throw PlistSyntaxError("dictionary key \(parent.next) is not a string", offset: parent.start)
                    }
                    parent.key = key
                }
                if let following = parent.nextRef {
                    open.append(parent)
                    ref = following
                    break
                }
                completed = parent.value
            }
            if open.isEmpty { return completed }
        }
    }

    /// A value that holds no other: a boolean, number, date, data or string.
    private func scalar(at start: Int, _ session: inout Session) throws(PlistSyntaxError) -> PlistValue {
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch info {
            case 0x8: return .bool(false)
            case 0x9: return .bool(true)
            case 0x0: throw PlistSyntaxError("a null (marker 0x00): CoreFoundation reads it, but it is not a property-list type", offset: start)
            default: throw PlistSyntaxError("fill marker 0x\(Self.hex(marker)) is not a value", offset: start)
            }
        case 0x1:
            return try integer(at: start).value
        case 0x2:
            switch info {
            case 2: return .float(Float(bitPattern: UInt32(Self.unsigned(try slice(start + 1, 4)) ?? 0)))
            case 3: return .double(Double(bitPattern: Self.unsigned(try slice(start + 1, 8)) ?? 0))
            default: throw PlistSyntaxError("real of \(1 << info) bytes (CoreFoundation reads 4 and 8)", offset: start)
            }
        case 0x3:
            guard info == 3 else { throw PlistSyntaxError("date marker 0x\(Self.hex(marker))", offset: start) }
            let seconds = Double(bitPattern: Self.unsigned(try slice(start + 1, 8)) ?? 0)
            guard seconds.isFinite else { throw PlistSyntaxError("date is not a finite number of seconds", offset: start) }
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case 0x4:
            let (count, body) = try length(at: start)
            let raw = try slice(body, count)
            try charge(&session, values: 0, bytes: count, at: start)
            return .data(Data(raw))
        case 0x5:
            let (count, body) = try length(at: start)
            let raw = try slice(body, count)
            if let high = raw.firstIndex(where: { $0 >= 0x80 }) { throw PlistSyntaxError("ASCII string holds a byte above 127", offset: high) }
            try charge(&session, values: 0, bytes: 2 * count, at: start)
            return .string(PlistString(String(decoding: raw, as: UTF8.self)))
        case 0x6:
            // Big-endian UTF-16 code units, kept exactly: CoreFoundation does not check them either.
            let (count, body) = try length(at: start)
            let raw = try slice(body, try doubled(count, at: start))
            try charge(&session, values: 0, bytes: raw.count, at: start)
            return .string(PlistString(utf16: stride(from: raw.startIndex, to: raw.endIndex, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }))
        case 0x8:
            throw PlistSyntaxError("a keyed-archiver UID (marker 0x\(Self.hex(marker))) is not a property-list type", offset: start)
        case 0xC:
            throw PlistSyntaxError("a set (marker 0x\(Self.hex(marker))) is not a property-list type for defaults", offset: start)
        default:
            throw PlistSyntaxError("unknown object marker 0x\(Self.hex(marker))", offset: start)
        }
    }

    /// An integer object and where it ends: 1, 2 and 4 bytes are unsigned, 8 bytes signed, 16 bytes
    /// as CoreFoundation writes a value above Int64.max (marker 0x14, the high 8 bytes zero, then
    /// the value; CFBinaryPList.c reads only the low 64 bits).
    private func integer(at start: Int) throws(PlistSyntaxError) -> (value: PlistValue, end: Int) {
        let marker = bytes[start]
        guard marker >> 4 == 0x1, marker & 0x0F <= 4 else {
            throw PlistSyntaxError("expected an integer, found marker 0x\(Self.hex(marker))", offset: start)
        }
        let size = 1 << Int(marker & 0x0F)
        let raw = try slice(start + 1, size)
        let end = start + 1 + size
        switch size {
        case 8:
            return (.int(Int(Int64(bitPattern: Self.unsigned(raw) ?? 0))), end)
        case 16:
            guard Self.unsigned(raw.prefix(8)) == 0 else {
                throw PlistSyntaxError("a 16-byte integer beyond 64 bits (CoreFoundation would read only its low 8 bytes)", offset: start)
            }
            return (.unsignedInteger(Self.unsigned(raw.suffix(8)) ?? 0), end)
        default:
            return (.int(Int(Self.unsigned(raw) ?? 0)), end)
        }
    }

    /// The element count in a marker's low nibble, or in the integer object that follows when it is 0xF.
    private func length(at start: Int) throws(PlistSyntaxError) -> (count: Int, body: Int) {
        let info = Int(bytes[start] & 0x0F)
        if info != 0x0F { return (info, start + 1) }
        guard start + 1 < offsetTable else { throw PlistSyntaxError("length runs past the object area", offset: start) }
        let (value, end) = try integer(at: start + 1)
        guard let count = value.intValue, count >= 0 else { throw PlistSyntaxError("length \(value) is out of range", offset: start) }
        return (count, end)
    }

    private func doubled(_ count: Int, at start: Int) throws(PlistSyntaxError) -> Int {
        let (twice, overflow) = count.multipliedReportingOverflow(by: 2)
        guard !overflow else { throw PlistSyntaxError("length \(count) overflows", offset: start) }
        return twice
    }

    private func references(_ start: Int, _ count: Int) throws(PlistSyntaxError) -> [Int] {
        let (size, overflow) = count.multipliedReportingOverflow(by: refSize)
        guard !overflow else { throw PlistSyntaxError("reference list of \(count) entries overflows", offset: start) }
        let raw = try slice(start, size)
        return stride(from: raw.startIndex, to: raw.endIndex, by: refSize).map {
            Self.unsigned(raw[$0..<($0 + refSize)]).flatMap { Int(exactly: $0) } ?? Int.max
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

    /// `count` bytes from `start`, which must lie before the offset table.
    private func slice(_ start: Int, _ count: Int) throws(PlistSyntaxError) -> ArraySlice<UInt8> {
        guard start >= 0, count >= 0, start <= offsetTable, count <= offsetTable - start else {
            throw PlistSyntaxError("object runs past the object area (truncated or corrupt)", offset: start)
        }
        return bytes[start..<(start + count)]
    }

    private func charge(_ session: inout Session, values: Int = 1, bytes: Int = 0, at start: Int) throws(PlistSyntaxError) {
        if let limit = session.budget.charge(values: values, bytes: bytes) {
            throw PlistSyntaxError(session.budget.explain(limit), offset: start, limit: limit)
        }
    }

    // MARK: Copying what cannot be read

    /// The objects encoding the value at `root`, for a write to put back; nil when they cannot be
    /// delimited. Each object is copied once however often it is referred to, and counts against
    /// the limits like a decoded value.
    private func copy(_ root: Int, _ session: inout Session) throws(PlistSyntaxError) -> BinaryObjectGraph? {
        var numbers = [root: 0]
        var objects = [BinaryObjectGraph.Object(bytes: [], references: [])]
        var pending = [root]
        while let ref = pending.popLast() {
            guard ref < objectCount, let start = try? offset(of: ref), let (raw, children) = try? extent(at: start, &session) else {
                return nil
            }
            try charge(&session, bytes: raw.count, at: start)
            var renumbered: [Int] = []
            for child in children {
                if numbers[child] == nil {
                    numbers[child] = objects.count
                    objects.append(BinaryObjectGraph.Object(bytes: [], references: []))
                    pending.append(child)
                }
                renumbered.append(numbers[child]!)
            }
            objects[numbers[ref]!] = BinaryObjectGraph.Object(bytes: raw, references: renumbered)
        }
        return BinaryObjectGraph(objects: objects)
    }

    /// One object's bytes apart from its references, and the objects it refers to. An object whose
    /// size its marker does not tell (an unknown marker) runs to where the next object starts; if it
    /// held references they are copied as bytes, as nothing could follow them anyway.
    private func extent(at start: Int, _ session: inout Session) throws(PlistSyntaxError) -> (bytes: [UInt8], references: [Int]) {
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        let size: Int
        switch (marker >> 4, info) {
        case (0x0, 0x0), (0x0, 0x8), (0x0, 0x9), (0x0, 0xF): size = 1
        case (0x1, 0...4), (0x2, 0...4): size = 1 + 1 << info
        case (0x3, 3): size = 9
        case (0x8, _): size = 2 + info
        case (0x4, _), (0x5, _):
            let (count, body) = try length(at: start)
            size = try slice(body, count).endIndex - start
        case (0x6, _):
            let (count, body) = try length(at: start)
            size = try slice(body, try doubled(count, at: start)).endIndex - start
        case (0xA, _), (0xC, _), (0xD, _):
            let (count, body) = try length(at: start)
            let refs = try references(body, marker >> 4 == 0xD ? try doubled(count, at: start) : count)
            return (Array(bytes[start..<body]), refs)
        default:
            size = nextObjectStart(after: start, &session) - start
        }
        return (Array(try slice(start, size)), [])
    }

    private func nextObjectStart(after start: Int, _ session: inout Session) -> Int {
        if session.objectStarts == nil {
            session.objectStarts = (0..<objectCount).compactMap { try? offset(of: $0) }.sorted()
        }
        let starts = session.objectStarts!
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low < starts.count ? starts[low] : offsetTable
    }

    /// Big-endian unsigned value of up to 8 bytes; nil for more.
    private static func unsigned(_ raw: ArraySlice<UInt8>) -> UInt64? {
        guard raw.count <= 8 else { return nil }
        return raw.reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static func hex(_ byte: UInt8) -> String { String(byte, radix: 16) }
}
