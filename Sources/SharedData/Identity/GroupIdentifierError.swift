/// Why a string is not a usable App Group identifier.
public enum GroupIdentifierError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case missingPrefix(String, suggestion: String)
    case emptyComponent(String)
    case notReverseDNS(String)
    case invalidCharacter(String, Character)
    case teamIDStyleOnIOS(String)

    public var description: String {
        switch self {
        case .empty:
            return "the group identifier is empty"
        case let .missingPrefix(text, suggestion):
            return "'\(text)' is not an App Group identifier: it must start with 'group.' "
                + "(a bundle identifier names one app, not a shared group); did you mean '\(suggestion)'?"
        case let .emptyComponent(text):
            return "'\(text)' has an empty component (two dots in a row, or a trailing dot)"
        case let .notReverseDNS(text):
            return "'\(text)' is not reverse DNS: expected at least two components after 'group.', like group.com.example.app"
        case let .invalidCharacter(text, character):
            return "'\(text)' contains '\(character)'; only letters, digits, '-' and '.' are allowed"
        case let .teamIDStyleOnIOS(text):
            return "'\(text)' is a Team-ID-style group, which only macOS supports; iOS needs a registered 'group.' identifier"
        }
    }
}
