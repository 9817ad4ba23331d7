/// A parsed JSON value with exact types: integers stay integers and `true` is never a number,
/// so the data contract can tell the app wrote the wrong type.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var numberValue: Double? {
        switch self {
        case let .int(v): Double(v)
        case let .double(v): v
        default: nil
        }
    }
}
