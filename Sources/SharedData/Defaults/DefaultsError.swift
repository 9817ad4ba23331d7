/// Why the group's suite plist could not be read or written, naming the file and the key.
public enum DefaultsError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidSuiteName(name: String, reason: String)
    case unreadable(file: String, reason: String)
    case corrupt(file: String, reason: String)
    case notADictionary(file: String, found: String)
    case wrongType(file: String, key: String, expected: String, found: String)
    case writeFailed(file: String, reason: String)
    /// A writer found the suite unreadable and left it as it is rather than replace its contents.
    case refusingToOverwrite(file: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidSuiteName(name, reason):
            "'\(name)' is not a valid suite name: \(reason)"
        case let .unreadable(file, reason):
            "\(file): cannot read the group's settings: \(reason)"
        case let .corrupt(file, reason):
            "\(file): corrupt settings plist: \(reason)"
        case let .notADictionary(file, found):
            "\(file): the top level is \(found), expected a Dictionary of settings"
        case let .wrongType(file, key, expected, found):
            "\(file): \(key) is \(found), expected \(expected)"
        case let .writeFailed(file, reason):
            "\(file): cannot write the group's settings: \(reason)"
        case let .refusingToOverwrite(file, reason):
            "\(file): refusing to write: \(reason); the file was left unchanged (fix it or move it aside)"
        }
    }
}
