/// Why bytes are not an OpenStep (old ASCII) property list, with where the reader stopped: line
/// and column (1-based, columns in characters) for people, the byte offset for tools.
public struct OpenStepPlistError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// What the grammar needed at this point, for example "';' after the value of 'name'".
        case expected(String)
        case unterminatedString
        case unterminatedComment
        case invalidEscape(String)
        case invalidData(String)
        case notUTF8
        case trailingContent
        case tooDeep(Int)
        case tooManyValues(Int)
        case tooLarge(Int)

        public var description: String {
            switch self {
            case let .expected(what): "expected \(what)"
            case .unterminatedString: "a quoted string is never closed"
            case .unterminatedComment: "a /* comment is never closed"
            case let .invalidEscape(why): "bad escape: \(why)"
            case let .invalidData(why): "bad <data>: \(why)"
            case .notUTF8: "text that is not UTF-8"
            case .trailingContent: "more after the property list's single top-level value"
            case let .tooDeep(limit): "nesting deeper than \(limit) levels"
            case let .tooManyValues(limit): "more than \(limit) values"
            case let .tooLarge(limit): "larger than \(limit) bytes"
            }
        }
    }

    public let reason: Reason
    public let line: Int
    public let column: Int
    public let offset: Int

    public init(_ reason: Reason, line: Int, column: Int, offset: Int) {
        self.reason = reason
        self.line = line
        self.column = column
        self.offset = offset
    }

    public var description: String { "line \(line), column \(column): \(reason)" }
}
