/// Why the group's suite plist could not be read or written, naming the file and the key (shown
/// escaped; a `reason` is a message already).
public enum DefaultsError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidSuiteName(name: String, reason: String)
    case unreadable(file: String, reason: String)
    case corrupt(file: String, reason: String)
    /// The file may be well formed but holds more than the tool reads (`PlistLimits`).
    case beyondLimits(file: String, reason: String)
    case notADictionary(file: String, found: String)
    case wrongType(file: String, key: String, expected: String, found: String)
    /// The key holds a value the tool cannot read (`PlistValue.unreadable`); the other keys read.
    case unreadableValue(file: String, key: String, reason: String)
    case writeFailed(file: String, reason: String)
    /// A writer found the suite unreadable and left it as it is rather than replace its contents.
    case refusingToOverwrite(file: String, reason: String)
    /// The new values cannot be written as a plist the tool and iOS could read back; nothing was written.
    case notWritable(file: String, reason: String)

    /// The file the error is about, when there is one.
    public var file: String? {
        switch self {
        case .invalidSuiteName: nil
        case let .unreadable(file, _), let .corrupt(file, _), let .beyondLimits(file, _), let .notADictionary(file, _),
             let .wrongType(file, _, _, _), let .unreadableValue(file, _, _), let .writeFailed(file, _), let .refusingToOverwrite(file, _),
             let .notWritable(file, _): file
        }
    }

    /// What is wrong, without the file's path.
    public var reason: String {
        switch self {
        case let .invalidSuiteName(name, reason): "'\(name.shown)' is not a valid suite name: \(reason)"
        case let .unreadable(_, reason): "cannot read the group's settings: \(reason)"
        case let .corrupt(_, reason): "corrupt settings plist: \(reason)"
        case let .beyondLimits(_, reason): "the settings plist is beyond what widget-tui reads: \(reason)"
        case let .notADictionary(_, found): "the top level is \(found), expected a Dictionary of settings"
        case let .wrongType(_, key, expected, found): "\(key.shown) is \(found), expected \(expected)"
        case let .unreadableValue(_, key, reason): "\(key.shown) cannot be read: \(reason)"
        case let .writeFailed(_, reason): "cannot write the group's settings: \(reason)"
        case let .refusingToOverwrite(_, reason):
            "refusing to write: \(reason); the file was left unchanged (fix it or move it aside)"
        case let .notWritable(_, reason): "refusing to write: \(reason); nothing was written"
        }
    }

    public var description: String { file.map { "\($0.shown): \(reason)" } ?? reason }
}
