/// Invalid JSON, with the byte offset where the parser stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "invalid JSON at byte \(offset): \(message)" }
}
