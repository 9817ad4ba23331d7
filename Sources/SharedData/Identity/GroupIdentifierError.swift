/// Why a string is not a usable App Group identifier.
public enum GroupIdentifierError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case missingPrefix(String, suggestion: String)
    case emptyComponent(String)
    /// Leading or trailing spaces or newlines (`<string> group.x</string>`): the system compares
    /// identifiers exactly, so this names another group than the trimmed one.
    case surroundingWhitespace(String, trimmed: String)
    case teamIDStyleOnIOS(String)

    public var description: String {
        switch self {
        case .empty:
            return "the group identifier is empty"
        case let .missingPrefix(text, suggestion):
            return "'\(text)' is not an App Group identifier: it must start with 'group.' "
                + "(a bundle identifier names one app, not a shared group); did you mean '\(suggestion)'?"
        case let .emptyComponent(text):
            return "'\(VisibleText.escaped(text))' has an empty component (two dots in a row, or a trailing dot)"
        case let .surroundingWhitespace(text, trimmed):
            return "'\(VisibleText.escaped(text))' has whitespace around it; identifiers are compared exactly, "
                + "so this is not '\(VisibleText.escaped(trimmed))'"
        case let .teamIDStyleOnIOS(text):
            return "'\(text)' is a Team-ID-style group, which only macOS supports; iOS needs a registered 'group.' identifier"
        }
    }
}
