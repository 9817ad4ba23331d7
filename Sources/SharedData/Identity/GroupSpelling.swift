/// How one group name misspells another: the variants that make a target, or a line of code,
/// open a different, empty group than the one meant.
public enum GroupVariant: Equatable, Sendable {
    /// The same letters in another case (`group.com.Example.pets`).
    case caseOnly
    /// Spaces or newlines around it (`<string> group.com.example.pets</string>`).
    case whitespace
    /// The name without `group.`: an app's bundle id, not a group.
    case missingPrefix
    /// A few edits away: `group.com.exmaple.pets`.
    case typo(distance: Int)
}

public enum GroupSpelling {
    /// Longer names are not compared edit by edit (a hostile file must not cost quadratic time).
    static let maximumLength = 256

    /// How `candidate` misspells `intended`; nil when they are equal or unrelated.
    public static func variant(_ candidate: String, of intended: String) -> GroupVariant? {
        guard candidate != intended else { return nil }
        if candidate.lowercased() == intended.lowercased() { return .caseOnly }
        if candidate.trimmingWhitespace == intended { return .whitespace }
        if GroupIdentifier.prefix + candidate == intended { return .missingPrefix }
        guard candidate.count <= maximumLength, intended.count <= maximumLength else { return nil }
        let distance = EditDistance.between(candidate, intended)
        return distance <= EditDistance.typoLimit ? .typo(distance: distance) : nil
    }

    /// The candidate that misspells `intended` most closely (case first, then whitespace,
    /// prefix, fewest edits).
    public static func closest(to intended: String, among candidates: some Sequence<String>) -> (name: String, variant: GroupVariant)? {
        candidates.compactMap { name in variant(name, of: intended).map { (name, $0) } }.min { rank($0.1) < rank($1.1) }
    }

    /// The name `typed` most likely misspells among `known` (the groups that exist where a lookup
    /// looked), ranked as `closest` ranks them; nil when none is near.
    public static func meant(by typed: String, among known: some Sequence<String>) -> (name: String, variant: GroupVariant)? {
        known.compactMap { name in variant(typed, of: name).map { (name, $0) } }.min { rank($0.1) < rank($1.1) }
    }

    private static func rank(_ variant: GroupVariant) -> Int {
        switch variant {
        case .caseOnly: 0
        case .whitespace: 1
        case .missingPrefix: 2
        case let .typo(distance): 2 + distance
        }
    }
}

extension GroupVariant {
    /// "differs from group.x only in letter case", for messages about a name that misspells
    /// `intended`.
    public func describe(relativeTo intended: String) -> String {
        let intended = VisibleText.escaped(intended)
        return switch self {
        case .caseOnly: "differs from \(intended) only in letter case"
        case .whitespace: "is \(intended) with whitespace around it"
        case .missingPrefix: "is \(intended) without the group. prefix"
        case let .typo(distance): "is \(String(count: distance, "character")) away from \(intended)"
        }
    }
}
