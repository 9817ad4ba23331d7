import SharedData

/// Why snapshot text could not be read, with the 1-based line it was found on. The message
/// quotes the file's text as found; it is escaped once, when shown.
public struct SnapshotParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message.shown)" }
}
