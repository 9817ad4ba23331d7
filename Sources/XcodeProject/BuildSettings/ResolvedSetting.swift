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

    public var description: String { "$(\(name)) \(reason)" }
}
