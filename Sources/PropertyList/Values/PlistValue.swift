import Essentials

/// A property-list value: the types a UserDefaults suite holds, each kept as CoreFoundation stores
/// it so that writing a suite back never changes a value the tool did not set.
public enum PlistValue: Equatable, Sendable, CustomStringConvertible {
    case int(Int)
    /// An integer CoreFoundation holds in 128 bits and writes in 16 bytes (marker 0x14, the high 8
    /// bytes zero): what `NSNumber(value: UInt64)` stores above `Int64.max`.
    case unsignedInteger(UInt64)
    case double(Double)
    /// A 4-byte real, as `NSNumber(value: Float)` stores it; written back in 4 bytes.
    case float(Float)
    case bool(Bool)
    case string(PlistString)
    case data(Data)
    case date(Date)
    case array([PlistValue])
    case dictionary(PlistDictionary)
    /// A value the tool cannot read (a keyed-archiver UID, a set, nesting deeper than iOS reads...):
    /// it spoils only its own key, and goes back into the suite unchanged when another key is written.
    /// Boxed: held inline, its error and objects (64 bytes) made every value that wide, and a
    /// suite's entry 80 bytes (40 MB for 500,000 keys, held twice while an added key grows them).
    indirect case unreadable(UnreadablePlistValue)

    public static func string(_ text: String) -> PlistValue { .string(PlistString(text)) }

    /// Keys in code-unit order (`PlistDictionary.init(_:)`).
    public static func dictionary(_ values: [String: PlistValue]) -> PlistValue { .dictionary(PlistDictionary(values)) }

    /// The type's name as messages show it.
    public var typeName: String {
        switch self {
        case .int: "Int"
        case .unsignedInteger: "UInt64"
        case .double: "Double"
        case .float: "Float"
        case .bool: "Bool"
        case .string: "String"
        case .data: "Data"
        case .date: "Date"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .unreadable: "an unreadable value"
        }
    }

    /// Any integer that fits in an Int.
    public var intValue: Int? {
        switch self {
        case let .int(v): v
        case let .unsignedInteger(v): Int(exactly: v)
        default: nil
        }
    }
    /// Any number reads as Double, as `UserDefaults.double(forKey:)` reads it.
    public var doubleValue: Double? {
        switch self {
        case let .double(v): v
        case let .float(v): Double(v)
        case let .int(v): Double(v)
        case let .unsignedInteger(v): Double(v)
        default: nil
        }
    }
    public var boolValue: Bool? { if case let .bool(v) = self { v } else { nil } }
    /// The text of a string (a lone surrogate reads as U+FFFD; `plistStringValue` keeps it).
    public var stringValue: String? { if case let .string(v) = self { v.string } else { nil } }
    public var plistStringValue: PlistString? { if case let .string(v) = self { v } else { nil } }
    public var dataValue: Data? { if case let .data(v) = self { v } else { nil } }
    public var dateValue: Date? { if case let .date(v) = self { v } else { nil } }
    public var arrayValue: [PlistValue]? { if case let .array(v) = self { v } else { nil } }
    public var dictionaryValue: PlistDictionary? { if case let .dictionary(v) = self { v } else { nil } }

    /// A short, readable rendering for messages and `app` output (Data as its size, Dates in ISO 8601).
    public var description: String {
        switch self {
        case let .int(v): String(v)
        case let .unsignedInteger(v): String(v)
        case let .double(v): String(v)
        case let .float(v): String(v)
        case let .bool(v): String(v)
        case let .string(v): "\"\(v)\""
        case let .data(v): "<\(String(count: v.count, "byte"))>"
        case let .date(v): ISOCivilTime.iso8601(v)
        case let .array(v): "[" + v.map(\.description).joined(separator: ", ") + "]"
        case let .dictionary(v): v.description
        case let .unreadable(v): "<unreadable: \(v.reason)>"
        }
    }
}
