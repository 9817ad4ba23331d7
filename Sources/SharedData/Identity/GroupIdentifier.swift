/// An App Group identifier: `group.` + reverse DNS (every platform), or Team-ID style
/// `A1B2C3D4E5.name` (macOS only). Comparison is exact and case-sensitive, as on the device:
/// `group.com.example.app` and `group.com.example.App` are different groups.
public struct GroupIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Style: Hashable, Sendable {
        /// `group.com.example.app`.
        case applicationGroup
        /// `A1B2C3D4E5.shared`: macOS checks the prefix against the signing Team ID.
        case teamID(String)
    }

    public let rawValue: String
    public let style: Style

    /// Parses and validates `text` for a platform (Team-ID style is refused on iOS).
    public init(_ text: String, platform: GroupPlatform = .iOS) throws(GroupIdentifierError) {
        if text.isEmpty { throw .empty }
        if text.hasPrefix(Self.prefix) {
            let name = text.dropFirst(Self.prefix.count)
            try Self.validateReverseDNS(name, in: text)
            rawValue = text
            style = .applicationGroup
            return
        }
        if let teamID = Self.teamIDPrefix(of: text) {
            let name = text.dropFirst(teamID.count + 1)
            guard platform == .macOS else { throw .teamIDStyleOnIOS(text) }
            try Self.validateReverseDNS(name, in: text, minimumComponents: 1)
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

    public static func < (lhs: GroupIdentifier, rhs: GroupIdentifier) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The known identifier that `text` matches only when case is ignored: the "did you mean" hint
    /// for the typo the seed calls the single most common reason nothing appears.
    public static func caseInsensitiveMatch(for text: String, among known: some Sequence<String>) -> String? {
        let folded = text.lowercased()
        return known.first { $0 != text && $0.lowercased() == folded }
    }

    private static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")

    private static func validateReverseDNS(_ name: Substring, in text: String, minimumComponents: Int = 2) throws(GroupIdentifierError) {
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        if components.contains(where: \.isEmpty) { throw .emptyComponent(text) }
        if components.count < minimumComponents { throw .notReverseDNS(text) }
        if let bad = name.first(where: { $0 != "." && !allowed.contains($0) }) {
            throw .invalidCharacter(text, bad)
        }
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
