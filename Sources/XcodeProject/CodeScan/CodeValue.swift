/// A string as the code gives it, before the target that runs the code is known: a literal, or
/// what the running bundle supplies (a key of its Info.plist, its bundle identifier), or pieces of
/// those joined. `CodeValueExpansion` turns the bundle's parts into each target's and
/// configuration's string.
indirect enum CodeValue: Hashable, Sendable {
    /// A string literal, and where it is written.
    case literal(String, at: Place?)
    /// A key of the running bundle's Info.plist (`Bundle.main.object(forInfoDictionaryKey:)`,
    /// `infoDictionary?["key"]`): its string, or an element of its array.
    case infoPlist(key: String, pick: Pick)
    /// The running bundle's identifier (`Bundle.main.bundleIdentifier`).
    case bundleIdentifier
    /// Pieces joined: `"group.\(Bundle.main.bundleIdentifier!)"`, `'group.' + suffix`.
    case joined([CodeValue], at: Place?)
    /// A string with characters dropped from its end (`String(id.dropLast(".NECore".count))`).
    case droppingLast(CodeValue, Int)
    /// The first when the bundle supplies it, else the second: an Info.plist key read with a
    /// literal fallback (`object(forInfoDictionaryKey: "Group") as? String ?? "group.x"`).
    case fallback(CodeValue, CodeValue)

    /// Which element of an Info.plist value: the string itself, or an array's first element
    /// (containing a text, or starting with one: AltStore's `ALTAppGroups.first { $0.contains(base) }`).
    enum Pick: Hashable, Sendable {
        case value
        case first
        case firstContaining(String)
        case firstPrefixed(String)
    }

    /// Where a literal is written: the file (as shown), its line, and the type whose member it is.
    struct Place: Hashable, Sendable {
        let file: String
        let line: Int
        /// The type (or extension) the constant holding it belongs to: `WidgetKinds` for
        /// `enum WidgetKinds { static let tally = "Tally" }`; nil for a literal written at a call.
        let owner: String?
        /// Whether the literal is a constant's value rather than written at the use.
        let isDefinition: Bool

        var shown: String { "\(file):\(line)" }
    }

    /// The same value with no place: two values that give the same string wherever they are written.
    var unplaced: CodeValue {
        switch self {
        case let .literal(text, _): .literal(text, at: nil)
        case let .joined(parts, _): .joined(parts.map(\.unplaced), at: nil)
        case let .droppingLast(value, count): .droppingLast(value.unplaced, count)
        case let .fallback(first, second): .fallback(first.unplaced, second.unplaced)
        case .infoPlist, .bundleIdentifier: self
        }
    }

    /// The string when it is one literal (or literals joined), whatever runs the code.
    var literal: String? {
        switch self {
        case let .literal(text, _): text
        case let .joined(parts, _):
            parts.reduce(Optional("")) { result, part in result.flatMap { prefix in part.literal.map { prefix + $0 } } }
        case let .droppingLast(value, count): value.literal.map { String($0.dropLast(count)) }
        case let .fallback(first, _): first.literal
        case .infoPlist, .bundleIdentifier: nil
        }
    }

    /// Where the literal giving it is written, when it is a constant's.
    var place: Place? {
        switch self {
        case let .literal(_, place): place
        case let .joined(_, place): place
        case let .droppingLast(value, _): value.place
        case let .fallback(first, _): first.place
        case .infoPlist, .bundleIdentifier: nil
        }
    }

    /// Whether the running bundle supplies some of it.
    var dependsOnBundle: Bool {
        switch self {
        case .literal: false
        case .infoPlist, .bundleIdentifier: true
        case let .joined(parts, _): parts.contains(where: \.dependsOnBundle)
        case let .droppingLast(value, _): value.dependsOnBundle
        case let .fallback(first, second): first.dependsOnBundle || second.dependsOnBundle
        }
    }

    /// The string for one bundle: `info` gives an Info.plist key's strings (one for a string,
    /// several for an array), `bundleIdentifier` the bundle's identifier; nil when the bundle
    /// does not supply what it needs.
    func string(info: (String) -> [String]?, bundleIdentifier: String?) -> String? {
        switch self {
        case let .literal(text, _): return text
        case let .infoPlist(key, pick):
            guard let values = info(key) else { return nil }
            switch pick {
            case .value: return values.count == 1 ? values[0] : nil
            case .first: return values.first
            case let .firstContaining(text): return values.first { $0.contains(text) }
            case let .firstPrefixed(text): return values.first { $0.hasPrefix(text) }
            }
        case .bundleIdentifier: return bundleIdentifier
        case let .joined(parts, _):
            var result = ""
            for part in parts {
                guard let text = part.string(info: info, bundleIdentifier: bundleIdentifier) else { return nil }
                result += text
            }
            return result
        case let .droppingLast(value, count):
            return value.string(info: info, bundleIdentifier: bundleIdentifier).map { String($0.dropLast(count)) }
        case let .fallback(first, second):
            if let text = first.string(info: info, bundleIdentifier: bundleIdentifier), !text.isEmpty { return text }
            return second.string(info: info, bundleIdentifier: bundleIdentifier)
        }
    }

    /// The Info.plist keys it reads.
    var infoPlistKeys: [String] {
        switch self {
        case let .infoPlist(key, _): [key]
        case let .joined(parts, _): parts.flatMap(\.infoPlistKeys)
        case let .droppingLast(value, _): value.infoPlistKeys
        case let .fallback(first, second): first.infoPlistKeys + second.infoPlistKeys
        case .literal, .bundleIdentifier: []
        }
    }
}
