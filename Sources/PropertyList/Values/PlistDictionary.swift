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
    private var positions: [PlistString: Int] = [:]
    /// How many times a key was added or removed or its value replaced by another: a writer tells
    /// a changed suite from an unchanged one without a copy of it (a suite of 500,000 keys kept
    /// twice). Not part of equality.
    public private(set) var edits = 0

    public init() {}

    /// Room for `count` entries, so a suite of many keys is read without growing the storage.
    public init(minimumCapacity count: Int) {
        entries.reserveCapacity(count)
        positions.reserveCapacity(count)
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
        get { positions[key].map { entries[$0].value } }
        set {
            if let newValue {
                if let position = positions[key] {
                    guard entries[position].value != newValue else { return }
                    entries[position].value = newValue
                } else {
                    positions[key] = entries.count
                    entries.append(Entry(key: key, value: newValue))
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

    @discardableResult
    public mutating func removeValue(forKey key: PlistString) -> PlistValue? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        let removed = entries.remove(at: position)
        for later in entries[position...] { positions[later.key]! -= 1 }
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
