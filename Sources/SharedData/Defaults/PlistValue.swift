import Foundation

/// A property-list value: the only types a UserDefaults suite can hold.
public enum PlistValue: Equatable, Sendable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case data(Data)
    case date(Date)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// The type's name as messages show it.
    public var typeName: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .data: "Data"
        case .date: "Date"
        case .array: "Array"
        case .dictionary: "Dictionary"
        }
    }

    public var intValue: Int? { if case let .int(v) = self { v } else { nil } }
    /// Integers read as Double too, as `UserDefaults.double(forKey:)` does with any number.
    public var doubleValue: Double? {
        switch self {
        case let .double(v): v
        case let .int(v): Double(v)
        default: nil
        }
    }
    public var boolValue: Bool? { if case let .bool(v) = self { v } else { nil } }
    public var stringValue: String? { if case let .string(v) = self { v } else { nil } }
    public var dataValue: Data? { if case let .data(v) = self { v } else { nil } }
    public var dateValue: Date? { if case let .date(v) = self { v } else { nil } }
    public var arrayValue: [PlistValue]? { if case let .array(v) = self { v } else { nil } }
    public var dictionaryValue: [String: PlistValue]? { if case let .dictionary(v) = self { v } else { nil } }

    /// A short, readable rendering for messages and `app` output (Data as its size, Dates in ISO 8601).
    public var description: String {
        switch self {
        case let .int(v): String(v)
        case let .double(v): String(v)
        case let .bool(v): String(v)
        case let .string(v): "\"\(v)\""
        case let .data(v): "<\(v.count) bytes>"
        case let .date(v): v.formatted(.iso8601)
        case let .array(v): "[" + v.map(\.description).joined(separator: ", ") + "]"
        case let .dictionary(v):
            "{" + v.keys.sorted().map { "\($0): \(v[$0]?.description ?? "")" }.joined(separator: ", ") + "}"
        }
    }
}
