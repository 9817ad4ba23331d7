/// A build setting after expansion, as Xcode would pass it to the build: its value, where the
/// winning assignment was written, and every variable that could not be resolved on the way.
public struct ResolvedSetting: Equatable, Sendable, Codable {
    public let name: String
    public let value: String
    /// The assignment that won, for messages; nil when nothing assigns the setting.
    public let definedIn: String?
    public let unresolved: [UnresolvedVariable]

    public init(name: String, value: String, definedIn: String?, unresolved: [UnresolvedVariable]) {
        self.name = name
        self.value = value
        self.definedIn = definedIn
        self.unresolved = unresolved
    }

    public var isResolved: Bool { unresolved.isEmpty }
}

/// A `$(NAME)` that expanded to nothing useful, and why.
public struct UnresolvedVariable: Hashable, Sendable, Codable, CustomStringConvertible {
    public let name: String
    public let reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    public var description: String {
        name.hasPrefix("##") || reason == Self.controlReason ? "\(name) \(reason)" : "$(\(name)) \(reason)"
    }

    public static let templateReason = "is a template placeholder that a script or an override file replaces"
    public static let controlReason = "expands to a value holding a control character, not a group"

    /// `##TEAM_ID##` tokens a value still holds after expansion (a template's, for a set-up
    /// script or a gitignored override to replace).
    static func templates(in value: String) -> [UnresolvedVariable] {
        // A value without `##` holds none; a `Regex` literal is parsed again each time it is
        // evaluated, which was a tenth of doctor's CPU on 3,000 targets.
        guard zip(value.utf8, value.utf8.dropFirst()).contains(where: { $0 == UInt8(ascii: "#") && $1 == UInt8(ascii: "#") }) else { return [] }
        return value.matches(of: #/##[A-Za-z0-9_]+##/#).map { UnresolvedVariable(name: String($0.output), reason: templateReason) }
    }
}
