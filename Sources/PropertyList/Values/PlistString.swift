/// A property-list string (a key or a value) exactly as stored: its UTF-16 code units.
///
/// CoreFoundation compares strings, and CFPreferences keys, code unit by code unit: `"café"` with a
/// composed é and with `e` + U+0301 are two keys, and so are U+212B and U+00C5, whereas Swift's
/// `String ==` finds them equal (canonical equivalence) and a `[String: _]` keeps one of each pair.
/// A lone surrogate is kept too, where a Swift `String` would hold U+FFFD. Equality, hashing and
/// order are by code units.
///
/// Valid text is held as a `String`, which keeps up to 15 UTF-8 bytes inline: a suite of 500,000
/// short keys and values then allocates nothing per string (an array of code units would allocate
/// twice per key). Only text with a lone surrogate keeps its code units.
public struct PlistString: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private enum Storage: Sendable {
        case text(String)
        /// Never valid Unicode, so never equal to a `.text`.
        case units([UInt16])
    }

    private let storage: Storage

    public init(_ text: some StringProtocol) {
        storage = .text(String(text))
    }

    public init(utf16 units: [UInt16]) {
        // `String(decoding:)` keeps a short result inline, where `String(validating:)` allocates.
        storage = Self.isValid(units) ? .text(String(decoding: units, as: UTF16.self)) : .units(units)
    }

    /// Every surrogate in a pair.
    private static func isValid(_ units: [UInt16]) -> Bool {
        var i = 0
        while i < units.count {
            switch units[i] {
            case 0xD800...0xDBFF:
                guard i + 1 < units.count, (0xDC00...0xDFFF).contains(units[i + 1]) else { return false }
                i += 2
            case 0xDC00...0xDFFF: return false
            default: i += 1
            }
        }
        return true
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The code units, as stored.
    public var utf16: [UInt16] {
        switch storage {
        case let .text(text): Array(text.utf16)
        case let .units(units): units
        }
    }

    /// How many code units the string holds.
    public var utf16Count: Int {
        switch storage {
        case let .text(text): text.utf16.count
        case let .units(units): units.count
        }
    }

    /// The text for readers and messages; a lone surrogate reads as U+FFFD.
    public var string: String {
        switch storage {
        case let .text(text): text
        case let .units(units): String(decoding: units, as: UTF16.self)
        }
    }

    /// The text when it is valid Unicode, nil when it holds a lone surrogate.
    public var exactString: String? {
        if case let .text(text) = storage { text } else { nil }
    }

    public var isASCII: Bool {
        switch storage {
        case let .text(text): text.utf8.allSatisfy { $0 < 0x80 }
        case .units: false
        }
    }

    /// Valid text has equal code units exactly when its UTF-8 bytes are equal.
    public static func == (lhs: PlistString, rhs: PlistString) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case var (.text(a), .text(b)):
            // Compared as two buffers: a generic walk of two UTF-8 views was a tenth of reading a
            // project file, most of it looking up keys.
            a.utf8.count == b.utf8.count && a.withUTF8 { a in b.withUTF8 { b in a.elementsEqual(b) } }
        case let (.units(a), .units(b)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case let .text(text):
            hasher.combine(0 as UInt8)
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        case let .units(units):
            hasher.combine(1 as UInt8)
            hasher.combine(units)
        }
    }

    /// Code-unit order, which is also the order a binary plist's keys are written in here.
    public static func < (lhs: PlistString, rhs: PlistString) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.text(a), .text(b)): a.utf16.lexicographicallyPrecedes(b.utf16)
        default: lhs.utf16.lexicographicallyPrecedes(rhs.utf16)
        }
    }

    public var description: String { string }
}
