/// Why bytes are not a readable property list. `offset` is where the reader stopped, in bytes from
/// the start of the file; `line` (1-based) for a text format; `limit` when the bytes may be well
/// formed but hold more than `PlistLimits` lets the tool read.
public struct PlistSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int?
    public let line: Int?
    public let limit: PlistLimits.Kind?

    public init(_ message: String, offset: Int? = nil, line: Int? = nil, limit: PlistLimits.Kind? = nil) {
        self.message = message
        self.offset = offset
        self.line = line
        self.limit = limit
    }

    public var description: String {
        switch (line, offset) {
        case let (line?, offset?): "\(message) (line \(line), byte \(offset))"
        case let (line?, nil): "\(message) (line \(line))"
        case let (nil, offset?): "\(message) (at byte \(offset))"
        case (nil, nil): message
        }
    }
}
