/// Why a value cannot be written as a property list the tool (and iOS) could read back: past a
/// `PlistLimits` limit, or an unreadable value that cannot be kept. `key` names the top-level key
/// to blame, when there is one.
public struct PlistWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let key: PlistString?
    public let message: String
    public let limit: PlistLimits.Kind?

    public init(key: PlistString?, message: String, limit: PlistLimits.Kind? = nil) {
        self.key = key
        self.message = message
        self.limit = limit
    }

    public var description: String { key.map { "\($0): \(message)" } ?? message }
}
