import Essentials

/// One `reloadTimelines(ofKind:)` or `reloadAllTimelines()` call, as a previewer in another
/// process sees it.
public struct ReloadRequest: Equatable, Sendable, Codable, CustomStringConvertible {
    /// Increases by one with every request in the container.
    public let sequence: Int
    /// The widget kind, or nil for all of the app's widgets.
    public let kind: String?
    public let date: Date
    /// nil for the app's own `reloadTimelines(ofKind:)` calls; records written before reasons
    /// existed read as nil too.
    public let reason: ReloadReason?
    /// `ContainerDataDigest` of the data when the request was made: the data it reloads the
    /// widget with. Nil in records written before it existed, and in a container with no data.
    public let dataDigest: String?

    public init(sequence: Int, kind: String?, date: Date, reason: ReloadReason? = nil, dataDigest: String? = nil) {
        self.sequence = sequence
        self.kind = kind
        self.date = date
        self.reason = reason
        self.dataDigest = dataDigest
    }

    /// Interaction reloads are free; every other request spends the daily budget.
    public var countsAgainstBudget: Bool { reason != .interaction }

    /// Whether this request reloads widgets of `kind`; a request for another kind does not.
    public func applies(toKind kind: String) -> Bool {
        self.kind == nil || self.kind == kind
    }

    public var description: String {
        "#\(sequence) " + (kind.map { "reloadTimelines(ofKind: \"\($0.shown)\")" } ?? "reloadAllTimelines()") + " at \(ISOCivilTime.iso8601(date))"
            + (reason == .interaction ? " (interaction: guaranteed, not counted against the daily budget)" : "")
    }
}
