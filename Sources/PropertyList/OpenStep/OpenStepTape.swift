import Essentials

/// An OpenStep document kept flat: one 16-byte node per key and value, in the document's order,
/// pointing into the document's bytes, instead of a tree of `PlistValue`s with a `String` per key
/// and value and a dictionary per object. A project file is some hundred thousand small objects
/// whose fields are mostly read once or never: kept this way it costs about its own size again,
/// where the tree cost six times it (issue 41), and text becomes a `String` only when asked for.
///
/// Read by the same reader as `OpenStepPlistParser.parse`, so the grammar, the limits and every
/// error are the same. A node is an `Int`, the root is 0; a collection's entries follow it, and
/// it knows where they end, so a dictionary is walked without reading what its values hold.
public final class OpenStepTape: @unchecked Sendable {
    public enum Kind: Sendable {
        case string, data, dictionary, array
    }

    fileprivate struct Node {
        static let string: UInt8 = 0, data: UInt8 = 2, dictionary: UInt8 = 3, array: UInt8 = 4
        /// A string's first byte in `document`.
        var start: UInt32
        /// A string's byte count; for a collection, the node after its last entry.
        var end: UInt32
        var kind: UInt8
    }

    /// The bytes the strings point into, the tape's own copy (the UTF-8 the reader read, after
    /// any byte-order mark): never written after the tape is made, freed with it. Held by pointer
    /// because a string's bytes are compared and hashed at each look-up, where a `Data`'s
    /// `withUnsafeBytes` each time was a tenth of reading a large project.
    private let document: UnsafeMutableBufferPointer<UInt8>
    private let nodes: [Node]

    /// The document in `data`, or the error `OpenStepPlistParser.parse` gives for it.
    public static func parse(_ data: Data, limits: OpenStepPlistParser.Limits = .standard) throws(OpenStepPlistError) -> OpenStepTape {
        // Offsets are 32 bits: a file past 4 GiB is refused as too large, whatever the limit.
        var limits = limits
        limits.maximumBytes = min(limits.maximumBytes, Int(UInt32.max) / 2)
        var builder = Builder()
        do {
            try OpenStepPlistParser.read(data, limits: limits, into: &builder)
        } catch {
            builder.discard()
            throw error
        }
        return OpenStepTape(document: builder.document(), nodes: builder.nodes)
    }

    private init(document: UnsafeMutableBufferPointer<UInt8>, nodes: [Node]) {
        self.document = document
        self.nodes = nodes
    }

    deinit { document.deallocate() }

    public let root = 0

    public func kind(_ node: Int) -> Kind {
        switch nodes[node].kind {
        case Node.string: .string
        case Node.data: .data
        case Node.dictionary: .dictionary
        default: .array
        }
    }

    /// The kind's name as `PlistValue.typeName` gives it, for messages.
    public func typeName(_ node: Int) -> String {
        switch kind(node) {
        case .string: "String"
        case .data: "Data"
        case .dictionary: "Dictionary"
        case .array: "Array"
        }
    }

    /// The node after `node` and everything in it.
    private func next(_ node: Int) -> Int {
        let kind = nodes[node].kind
        return kind == Node.dictionary || kind == Node.array ? Int(nodes[node].end) : node + 1
    }

    /// A dictionary's keys and values in the document's order, a repeated key each time; nothing
    /// for any other node.
    public func entries(_ dictionary: Int) -> [(key: Int, value: Int)] {
        var entries: [(key: Int, value: Int)] = []
        forEachEntry(dictionary) { entries.append(($0, $1)) }
        return entries
    }

    private func forEachEntry(_ dictionary: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        guard nodes[dictionary].kind == Node.dictionary else { return }
        var key = dictionary + 1
        let end = Int(nodes[dictionary].end)
        while key < end {
            try body(key, key + 1)
            key = next(key + 1)
        }
    }

    /// An array's items in order; nothing for any other node.
    public func items(_ array: Int) -> [Int] {
        guard nodes[array].kind == Node.array else { return [] }
        var items: [Int] = [], item = array + 1
        let end = Int(nodes[array].end)
        while item < end {
            items.append(item)
            item = next(item)
        }
        return items
    }

    /// The value of `key` in a dictionary: its last, as CoreFoundation keeps a repeated key's last.
    /// Keys are compared by their exact bytes (code units), as `PlistDictionary` compares them.
    public func value(_ dictionary: Int, forKey key: String) -> Int? {
        guard nodes[dictionary].kind == Node.dictionary else { return nil }
        var key = key
        return key.withUTF8 { wanted in
            var found: Int?, node = dictionary + 1
            let end = Int(nodes[dictionary].end)
            while node < end {
                if Self.equal(text(node), wanted) { found = node + 1 }
                node = next(node + 1)
            }
            return found
        }
    }

    /// Two byte strings are equal.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var i = 0
        while i < a.count, a[i] == b[i] { i += 1 }
        return i == a.count
    }

    /// A string node's text; nil for any other node.
    public func string(_ node: Int) -> String? {
        nodes[node].kind == Node.string ? String(decoding: text(node), as: UTF8.self) : nil
    }

    /// Whether a node is the string `text`, byte for byte.
    public func isString(_ node: Int, _ text: String) -> Bool {
        guard kind(node) == .string else { return false }
        var text = text
        return text.withUTF8 { wanted in Self.equal(self.text(node), wanted) }
    }

    /// A string node's UTF-8 bytes (none for another node), valid as long as the tape.
    private func text(_ node: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = nodes[node]
        guard entry.kind == Node.string else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: document[Int(entry.start)..<(Int(entry.start) + Int(entry.end))])
    }

    /// Whether string `a` comes before string `b` in code-unit (UTF-16) order, `PlistString`'s.
    public func precedes(_ a: Int, _ b: Int) -> Bool {
        Self.utf16Precedes(text(a), text(b))
    }

    /// UTF-8 bytes compare in code-point order, which is UTF-16's except between U+E000...U+FFFF
    /// (lead bytes 0xEE, 0xEF) and the code points past U+FFFF (0xF0...0xF4), which UTF-16 writes
    /// as surrogates, 0xD800...0xDFFF, before them.
    static func utf16Precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            let (xHigh, yHigh) = (x >= 0xF0, y >= 0xF0)
            if xHigh != yHigh, x >= 0xEE, y >= 0xEE { return xHigh }
            return x < y
        }
        return a.count < b.count
    }

    /// A dictionary's keys in a hash table: one look-up per key asked for, however large the
    /// dictionary (a project file's objects table), where `value(_:forKey:)` walks its entries.
    public func keyTable(_ dictionary: Int) -> KeyTable { KeyTable(self, dictionary) }

    public struct KeyTable: Sendable {
        private let tape: OpenStepTape
        /// Each key once, with its last value, in the order keys first appear.
        public private(set) var entries: [(key: Int, value: Int)] = []
        /// Places in `entries`, -1 for none; open addressing, at most half full. Hashed with the
        /// standard library's seeded hash, so a crafted file cannot make the keys collide.
        private var slots: [Int32]

        fileprivate init(_ tape: OpenStepTape, _ dictionary: Int) {
            self.tape = tape
            var count = 0
            tape.forEachEntry(dictionary) { _, _ in count += 1 }
            var capacity = 8
            while capacity < count * 2 { capacity <<= 1 }
            slots = Array(repeating: -1, count: capacity)
            entries.reserveCapacity(count)
            tape.forEachEntry(dictionary) { key, value in
                let bytes = tape.text(key)
                var slot = slot(of: bytes)
                while slots[slot] >= 0 {
                    if OpenStepTape.equal(tape.text(entries[Int(slots[slot])].key), bytes) {
                        entries[Int(slots[slot])].value = value
                        return
                    }
                    slot = (slot + 1) & (slots.count - 1)
                }
                slots[slot] = Int32(entries.count)
                entries.append((key, value))
            }
        }

        private func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return hasher.finalize() & (slots.count - 1)
        }

        /// The value of `key`, or nil.
        public func value(forKey key: String) -> Int? {
            var key = key
            return key.withUTF8 { wanted in
                var slot = slot(of: wanted)
                while slots[slot] >= 0 {
                    let entry = entries[Int(slots[slot])]
                    if OpenStepTape.equal(tape.text(entry.key), wanted) { return entry.value }
                    slot = (slot + 1) & (slots.count - 1)
                }
                return nil
            }
        }
    }

    /// Keeps each piece the reader hands over as a node, and the bytes they point into.
    private struct Builder: OpenStepDocumentBuilder {
        var nodes: [Node] = []
        private var open: [Int] = []
        /// A copy of the reader's bytes, made at `begin`.
        private var copy = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
        /// The unescaped strings' bytes, to follow the copy.
        private var unescaped: [UInt8] = []

        mutating func begin(_ bytes: UnsafeBufferPointer<UInt8>) {
            copy = .allocate(capacity: bytes.count)
            _ = copy.initialize(from: bytes)
        }

        /// The bytes every string node points into: the copy, then the unescaped strings.
        mutating func document() -> UnsafeMutableBufferPointer<UInt8> {
            guard !unescaped.isEmpty else { return copy }
            let whole = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: copy.count + unescaped.count)
            _ = whole.initialize(from: copy)
            _ = UnsafeMutableBufferPointer(rebasing: whole[copy.count...]).initialize(from: unescaped)
            copy.deallocate()
            return whole
        }

        /// Frees the copy of a document the reader refused.
        mutating func discard() {
            copy.deallocate()
            copy = UnsafeMutableBufferPointer(start: nil, count: 0)
        }

        mutating func beginDictionary() {
            open.append(nodes.count)
            nodes.append(Node(start: 0, end: 0, kind: Node.dictionary))
        }

        mutating func beginArray() {
            open.append(nodes.count)
            nodes.append(Node(start: 0, end: 0, kind: Node.array))
        }

        mutating func endDictionary() { nodes[open.removeLast()].end = UInt32(nodes.count) }
        mutating func endArray() { nodes[open.removeLast()].end = UInt32(nodes.count) }
        mutating func key(_ text: OpenStepText) { string(text) }

        mutating func string(_ text: OpenStepText) {
            if let text = text.unescaped {
                nodes.append(Node(start: UInt32(copy.count + unescaped.count), end: UInt32(text.utf8.count), kind: Node.string))
                unescaped.append(contentsOf: text.utf8)
            } else {
                nodes.append(Node(start: UInt32(text.range.lowerBound), end: UInt32(text.range.count), kind: Node.string))
            }
        }

        /// Data is kept as its kind only: what it holds is not read from a tape.
        mutating func data(_ bytes: Data) { nodes.append(Node(start: 0, end: 0, kind: Node.data)) }
    }
}
