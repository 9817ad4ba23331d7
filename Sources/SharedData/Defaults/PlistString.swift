/// A property-list string (a key or a value) exactly as stored: its UTF-16 code units.
///
/// CoreFoundation compares strings, and CFPreferences keys, code unit by code unit: `"café"` with a
/// composed é and with `e` + U+0301 are two keys, and so are U+212B and U+00C5, whereas Swift's
/// `String ==` finds them equal (canonical equivalence) and a `[String: _]` keeps one of each pair.
/// A lone surrogate is kept too, where a Swift `String` would hold U+FFFD. Equality, hashing and
/// order are by code units.
public struct PlistString: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let utf16: [UInt16]

    public init(_ text: some StringProtocol) {
        utf16 = Array(text.utf16)
    }

    public init(utf16 units: [UInt16]) {
        utf16 = units
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text for readers and messages; a lone surrogate reads as U+FFFD.
    public var string: String { String(decoding: utf16, as: UTF16.self) }

    /// The text when it is valid Unicode, nil when it holds a lone surrogate.
    public var exactString: String? {
        var text = ""
        let failed = transcode(utf16.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) {
            text.unicodeScalars.append(Unicode.Scalar($0)!)
        }
        return failed ? nil : text
    }

    public var isASCII: Bool { utf16.allSatisfy { $0 < 0x80 } }

    /// Code-unit order, which is also the order a binary plist's keys are written in here.
    public static func < (lhs: PlistString, rhs: PlistString) -> Bool {
        lhs.utf16.lexicographicallyPrecedes(rhs.utf16)
    }

    public var description: String { string }
}
