import Essentials

/// A piece of text of an OpenStep document: where its bytes lie in the document, and the text
/// itself when it had to be unescaped (a quoted string with a backslash), so that a reader that
/// keeps only offsets (`OpenStepTape`) copies nothing for the strings that need no escape.
struct OpenStepText {
    /// The text's bytes (a quoted string's between its quotes), or the quoted string whole when
    /// `unescaped` holds its text.
    let range: Range<Int>
    let unescaped: String?

    init(_ range: Range<Int>, unescaped: String? = nil) {
        self.range = range
        self.unescaped = unescaped
    }

    func string(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        unescaped ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

/// What the OpenStep reader hands a document to, in the document's order: a collection begins,
/// then come its keys and values (a dictionary's key just before its value), then it ends. The
/// reader checks the grammar, the limits and the text; a builder only keeps what it wants.
protocol OpenStepDocumentBuilder {
    /// The bytes every `OpenStepText` of this document points into, before anything else.
    mutating func begin(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func beginDictionary()
    mutating func key(_ text: OpenStepText)
    mutating func endDictionary()
    mutating func beginArray()
    mutating func endArray()
    mutating func string(_ text: OpenStepText)
    mutating func data(_ bytes: Data)
}

/// The document as a tree of `PlistValue`s. The open collections are kept on stacks and extended
/// where they lie (`dictionaries[last][key] = value`): taken off the stack and put back for each
/// value, a collection was shared while it grew and copied whole each time, the square of its size.
struct ValueTree: OpenStepDocumentBuilder {
    private(set) var root = PlistValue.dictionary(PlistDictionary())
    /// Elements copied to extend a collection whose storage was shared (`parseCountingCopies`).
    private(set) var copiedElements = 0
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var open: [Bool] = []  // true for a dictionary
    private var dictionaries: [PlistDictionary] = [], arrays: [[PlistValue]] = [], keys: [PlistString] = []

    mutating func begin(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func beginDictionary() {
        open.append(true)
        dictionaries.append([:])
    }

    mutating func key(_ text: OpenStepText) { keys.append(PlistString(text.string(in: bytes))) }

    mutating func endDictionary() {
        open.removeLast()
        add(.dictionary(dictionaries.removeLast()))
    }

    mutating func beginArray() {
        open.append(false)
        arrays.append([])
    }

    mutating func endArray() {
        open.removeLast()
        add(.array(arrays.removeLast()))
    }

    mutating func string(_ text: OpenStepText) { add(.string(PlistString(text.string(in: bytes)))) }

    mutating func data(_ bytes: Data) { add(.data(bytes)) }

    /// Hands a complete value to the collection it belongs to, or makes it the root.
    private mutating func add(_ value: PlistValue) {
        guard let isDictionary = open.last else {
            root = value
            return
        }
        if isDictionary {
            let last = dictionaries.count - 1
            let (capacity, storage) = (dictionaries[last].entries.capacity, Self.storage(dictionaries[last].entries))
            // A repeated key keeps its last value, as CoreFoundation does.
            dictionaries[last][keys.removeLast()] = value
            if dictionaries[last].count <= capacity, Self.storage(dictionaries[last].entries) != storage {
                copiedElements += dictionaries[last].count - 1
            }
        } else {
            let last = arrays.count - 1
            let (capacity, storage) = (arrays[last].capacity, Self.storage(arrays[last]))
            arrays[last].append(value)
            if arrays[last].count <= capacity, Self.storage(arrays[last]) != storage { copiedElements += arrays[last].count - 1 }
        }
    }

    /// Where an array's elements are, to tell an extension in place from a copy.
    private static func storage<Element>(_ array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}
