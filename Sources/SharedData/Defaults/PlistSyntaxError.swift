/// Why bytes are not a readable property list; `offset` is where the reader stopped, when known.
public struct PlistSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int?

    public init(_ message: String, offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }

    public var description: String {
        offset.map { "\(message) (at byte \($0))" } ?? message
    }
}
