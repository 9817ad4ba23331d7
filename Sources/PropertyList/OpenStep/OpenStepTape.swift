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
public final class OpenStepTape: Sendable {
    public enum Kind: Sendable {
        case string, data, dictionary, array
    }

    fileprivate struct Node {
        static let string: UInt8 = 0, unescaped: UInt8 = 1, data: UInt8 = 2, dictionary: UInt8 = 3, array: UInt8 = 4
        /// A string's first byte in the document (or its place in `unescaped`).
        var start: UInt32
        /// A string's byte count; for a collection, the node after its last entry.
        var end: UInt32
        var kind: UInt8
    }

    /// The bytes the strings point into: the data read, or its UTF-8 when it was UTF-16.
    private let document: Data
    /// Where the reader's bytes start in `document` (after a byte-order mark).
    private let origin: Int
    private let nodes: [Node]
    /// The strings that held an escape, unescaped.
    private let unescaped: [String]

    /// The document in `data`, or the error `OpenStepPlistParser.parse` gives for it.
    public static func parse(_ data: Data, limits: OpenStepPlistParser.Limits = .standard) throws(OpenStepPlistError) -> OpenStepTape {
        // Offsets are 32 bits: a file past 4 GiB is refused as too large, whatever the limit.
        var limits = limits
        limits.maximumBytes = min(limits.maximumBytes, Int(UInt32.max) / 2)
        var builder = Builder(data)
        try OpenStepPlistParser.read(data, limits: limits, into: &builder)
        return OpenStepTape(document: builder.copied ?? data, origin: builder.origin, nodes: builder.nodes, unescaped: builder.unescaped)
    }

    private init(document: Data, origin: Int, nodes: [Node], unescaped: [String]) {
        self.document = document
        self.origin = origin
        self.nodes = nodes
        self.unescaped = unescaped
    }

    public let root = 0

    public func kind(_ node: Int) -> Kind {
        switch nodes[node].kind {
        case Node.string, Node.unescaped: .string
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

    private func forEachEntry(_ dictionary: Int, _ body: (_ key: Int, _ value: Int) -> Void) {
        guard nodes[dictionary].kind == Node.dictionary else { return }
        var key = dictionary + 1
        let end = Int(nodes[dictionary].end)
        while key < end {
            body(key, key + 1)
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
        var key = key
        return key.withUTF8 { wanted in
            var found: Int?
            forEachEntry(dictionary) { node, value in
                if withText(node, { $0.elementsEqual(wanted) }) { found = value }
            }
            return found
        }
    }

    /// A string node's text; nil for any other node.
    public func string(_ node: Int) -> String? {
        switch nodes[node].kind {
        case Node.string: withText(node) { String(decoding: $0, as: UTF8.self) }
        case Node.unescaped: unescaped[Int(nodes[node].start)]
        default: nil
        }
    }

    /// Whether a node is the string `text`, byte for byte.
    public func isString(_ node: Int, _ text: String) -> Bool {
        guard kind(node) == .string else { return false }
        var text = text
        return text.withUTF8 { wanted in withText(node) { $0.elementsEqual(wanted) } }
    }

    /// A string node's UTF-8 bytes (none for another node).
    public func withText<Result>(_ node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let entry = nodes[node]
        switch entry.kind {
        case Node.string:
            return document.withUnsafeBytes { raw in
                let start = origin + Int(entry.start)
                return body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[start..<(start + Int(entry.end))]))
            }
        case Node.unescaped:
            var text = unescaped[Int(entry.start)]
            return text.withUTF8(body)
        default:
            return body(UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// Whether string `a` comes before string `b` in code-unit (UTF-16) order, `PlistString`'s.
    public func precedes(_ a: Int, _ b: Int) -> Bool {
        withText(a) { a in withText(b) { b in Self.utf16Precedes(a, b) } }
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
                tape.withText(key) { bytes in
                    var slot = slot(of: bytes)
                    while slots[slot] >= 0 {
                        if tape.withText(entries[Int(slots[slot])].key, { $0.elementsEqual(bytes) }) {
                            entries[Int(slots[slot])].value = value
                            return
                        }
                        slot = (slot + 1) & (slots.count - 1)
                    }
                    slots[slot] = Int32(entries.count)
                    entries.append((key, value))
                }
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
                    if tape.withText(entry.key, { $0.elementsEqual(wanted) }) { return entry.value }
                    slot = (slot + 1) & (slots.count - 1)
                }
                return nil
            }
        }
    }

    /// Keeps each piece the reader hands over as a node.
    private struct Builder: OpenStepDocumentBuilder {
        let data: Data
        var nodes: [Node] = []
        var unescaped: [String] = []
        var open: [Int] = []
        var origin = 0
        /// The reader's bytes when they are not `data`'s own (UTF-16 transcoded).
        var copied: Data?

        init(_ data: Data) { self.data = data }

        mutating func begin(_ bytes: UnsafeBufferPointer<UInt8>) {
            let within: Int? = data.withUnsafeBytes { raw in
                guard let base = raw.baseAddress, let start = bytes.baseAddress else { return 0 }
                let offset = UnsafeRawPointer(start) - base
                return offset >= 0 && offset + bytes.count <= raw.count ? offset : nil
            }
            if let within {
                origin = within
            } else {
                copied = Data(bytes)
            }
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
                nodes.append(Node(start: UInt32(unescaped.count), end: 0, kind: Node.unescaped))
                unescaped.append(text)
            } else {
                nodes.append(Node(start: UInt32(text.range.lowerBound), end: UInt32(text.range.count), kind: Node.string))
            }
        }

        /// Data is kept as its kind only: what it holds is not read from a tape.
        mutating func data(_ bytes: Data) { nodes.append(Node(start: 0, end: 0, kind: Node.data)) }
    }
}
