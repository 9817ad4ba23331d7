/// A property-list dictionary: entries in the order they were read or added, looked up by the
/// key's exact code units (see `PlistString`), so keys that differ only in Unicode normalization
/// stay apart and a write of one never touches another. Equality ignores order, as
/// CoreFoundation's does.
public struct PlistDictionary: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    public struct Entry: Equatable, Sendable {
        public let key: PlistString
        public var value: PlistValue
    }

    public private(set) var entries: [Entry] = []
    /// Each key's place in `entries`, kept once there are more than `indexedCount` entries. A
    /// smaller dictionary is searched in order: a hash table of a few keys weighs more than the
    /// keys, and a project file is 100,000 dictionaries of 2 to 8 keys (docs/limits.md, Memory).
    private var positions: [PlistString: Int]?
    static let indexedCount = 16
    /// How many times a key was added or removed or its value replaced by another: a writer tells
    /// a changed suite from an unchanged one without a copy of it (a suite of 500,000 keys kept
    /// twice). Not part of equality.
    public private(set) var edits = 0

    public init() {}

    /// Room for `count` entries, so a suite of many keys is read without growing the storage.
    public init(minimumCapacity count: Int) {
        entries.reserveCapacity(count)
        if count > Self.indexedCount { positions = Dictionary(minimumCapacity: count) }
    }

    /// From a Swift dictionary, in code-unit order of the keys.
    public init(_ values: [String: PlistValue]) {
        for (key, value) in values.sorted(by: { PlistString($0.key) < PlistString($1.key) }) {
            self[PlistString(key)] = value
        }
    }

    /// A repeated key keeps its last value.
    public init(dictionaryLiteral elements: (PlistString, PlistValue)...) {
        for (key, value) in elements { self[key] = value }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [PlistString] { entries.map(\.key) }

    /// Setting a key that exists replaces its value in place; setting nil removes the key.
    public subscript(key: PlistString) -> PlistValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            if let newValue {
                if let position = position(of: key) {
                    guard entries[position].value != newValue else { return }
                    entries[position].value = newValue
                } else {
                    entries.append(Entry(key: key, value: newValue))
                    if positions != nil {
                        positions?[key] = entries.count - 1
                    } else if entries.count > Self.indexedCount {
                        positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
                    }
                }
                edits += 1
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// The key spelled exactly as `key`'s UTF-16 code units.
    public subscript(key: String) -> PlistValue? {
        get { self[PlistString(key)] }
        set { self[PlistString(key)] = newValue }
    }

    /// Whether the keys are looked up in a table rather than searched (`indexedCount`).
    var isIndexed: Bool { positions != nil }

    private func position(of key: PlistString) -> Int? {
        if let positions { return positions[key] }
        return entries.firstIndex { $0.key == key }
    }

    @discardableResult
    public mutating func removeValue(forKey key: PlistString) -> PlistValue? {
        guard let position = position(of: key) else { return nil }
        let removed = entries.remove(at: position)
        if positions != nil {
            positions?[key] = nil
            for later in entries[position...] { positions?[later.key]? -= 1 }
        }
        edits += 1
        return removed.value
    }

    @discardableResult
    public mutating func removeValue(forKey key: String) -> PlistValue? {
        removeValue(forKey: PlistString(key))
    }

    public func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }

    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Keys in code-unit order, so equal dictionaries print alike.
    public var description: String {
        "{" + entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }
}
