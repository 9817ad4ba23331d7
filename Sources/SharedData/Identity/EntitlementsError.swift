/// Why a `.entitlements` file could not be used, naming the file and the key (shown escaped; a
/// `reason` is a message already).
public enum EntitlementsError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(file: String)
    case unreadable(file: String, reason: String)
    case notAPropertyList(file: String, reason: String)
    case notADictionary(file: String, found: String)
    case wrongType(file: String, key: String, expected: String, found: String)

    public var description: String {
        switch self {
        case let .missing(file):
            "\(file.shown): no such entitlements file"
        case let .unreadable(file, reason):
            "\(file.shown): cannot read the entitlements file: \(reason)"
        case let .notAPropertyList(file, reason):
            "\(file.shown): not a property list: \(reason)"
        case let .notADictionary(file, found):
            "\(file.shown): the top level is \(found), expected a Dictionary of entitlements"
        case let .wrongType(file, key, expected, found):
            "\(file.shown): \(key.shown) is \(found), expected \(expected)"
        }
    }
}
