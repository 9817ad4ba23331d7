/// Something about a usable group identifier that will cause trouble elsewhere: the identifier
/// works as written in a signed app, so this is reported, never refused.
public enum GroupIdentifierWarning: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The developer portal registers identifiers of letters, digits, `-` and `.` only.
    case characterRefusedByPortal(String, Character)

    public var description: String {
        switch self {
        case let .characterRefusedByPortal(text, character):
            "'\(VisibleText.escaped(text))' contains '\(VisibleText.escaped(String(character)))', which the developer portal refuses "
                + "when registering a group (letters, digits, '-' and '.' only); a group already registered keeps working"
        }
    }
}
