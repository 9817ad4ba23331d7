/// An App Group identifier: `group.` and one or more dot-separated components (every platform),
/// or Team-ID style `A1B2C3D4E5.name` (macOS only). Comparison is exact and case-sensitive, as on
/// the device: `group.com.example.app` and `group.com.example.App` are different groups.
///
/// Apple's rule, not a stricter one: shipped apps use `group.kekable` and `group.HomeWidget`, so a
/// single component is valid. Characters the developer portal refuses when registering a group
/// (`group.home_widget_flutter`) do not make the identifier unusable: they are `warnings`, and a
/// string found in a real file is always parsed and reported, never refused as a usage error.
public struct GroupIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Style: Hashable, Sendable {
        /// `group.com.example.app`.
        case applicationGroup
        /// `A1B2C3D4E5.shared`: macOS checks the prefix against the signing Team ID.
        case teamID(String)
    }

    public let rawValue: String
    public let style: Style
    /// What the developer portal would refuse in this identifier; empty for a clean one.
    public let warnings: [GroupIdentifierWarning]

    /// Parses `text` for a platform (Team-ID style is refused on iOS).
    public init(_ text: String, platform: GroupPlatform = .iOS) throws(GroupIdentifierError) {
        if text.isEmpty { throw .empty }
        let trimmed = text.trimmingWhitespace
        if trimmed != text { throw .surroundingWhitespace(text, trimmed: trimmed) }
        if text.hasPrefix(Self.prefix) {
            let name = text.dropFirst(Self.prefix.count)
            warnings = try Self.validateComponents(name, in: text)
            rawValue = text
            style = .applicationGroup
            return
        }
        if let teamID = Self.teamIDPrefix(of: text) {
            let name = text.dropFirst(teamID.count + 1)
            guard platform == .macOS else { throw .teamIDStyleOnIOS(text) }
            warnings = try Self.validateComponents(name, in: text)
            rawValue = text
            style = .teamID(teamID)
            return
        }
        if text.lowercased().hasPrefix(Self.prefix) {
            throw .missingPrefix(text, suggestion: Self.prefix + text.dropFirst(Self.prefix.count))
        }
        throw .missingPrefix(text, suggestion: Self.prefix + text)
    }

    public static let prefix = "group."

    public var description: String { rawValue }

    /// The identifier for a message (`StringProtocol.shown`): one read from a file or an argument
    /// can hold anything after `group.`.
    public var shown: String { rawValue.shown }

    public static func < (lhs: GroupIdentifier, rhs: GroupIdentifier) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The known identifier that `text` matches only when case is ignored: the "did you mean" hint
    /// for the typo the seed calls the single most common reason nothing appears.
    public static func caseInsensitiveMatch(for text: String, among known: some Sequence<String>) -> String? {
        let folded = text.lowercased()
        return known.first { $0 != text && $0.lowercased() == folded }
    }

    /// What the developer portal accepts in an identifier it registers. Compared as Characters, so
    /// a character canonically equal to one of them is accepted too (the Kelvin sign is `K`).
    private static let portalCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")

    /// An ASCII character is tested on its byte: building the `Set<Character>` was a noticeable part
    /// of every start, and only a character beyond ASCII needs its canonical comparison.
    private static func portalAccepts(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else { return portalCharacters.contains(character) }
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."): return true
        default: return false
        }
    }

    /// One or more non-empty components; the first character the portal refuses becomes a warning.
    private static func validateComponents(_ name: Substring, in text: String) throws(GroupIdentifierError) -> [GroupIdentifierWarning] {
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        // A closure, not the key path `\.isEmpty`: a key path is instantiated at run time.
        if components.contains(where: { $0.isEmpty }) { throw .emptyComponent(text) }
        guard let refused = name.first(where: { !portalAccepts($0) }) else { return [] }
        return [.characterRefusedByPortal(text, refused)]
    }

    /// Ten uppercase letters or digits and a dot, as Apple issues Team IDs.
    private static func teamIDPrefix(of text: String) -> String? {
        let head = text.prefix { $0 != "." }
        guard head.count == 10, text.count > 11,
              head.allSatisfy({ ($0.isASCII && $0.isUppercase) || ($0.isASCII && $0.isNumber) }) else { return nil }
        return String(head)
    }
}

/// Where a group identifier is used; Team-ID style exists only on the Mac.
public enum GroupPlatform: String, Sendable, CaseIterable {
    case iOS, macOS
}
