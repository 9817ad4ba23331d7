/// What a container records of the app's `reloadTimelines(ofKind:)` and `reloadAllTimelines()`
/// calls. iOS records none: WidgetKit keeps its requests to itself, so a container as iOS and the
/// app leave it has no record at all. Only widget-tui's own writer keeps one, in `Library/Caches`.
public enum ReloadRecord: Equatable, Sendable {
    /// No record in the container: whether the app requested reloads cannot be known from it.
    case unrecorded
    /// widget-tui's record, oldest request first; empty when writes were made but no reload yet.
    case recorded([ReloadRequest])

    /// The recorded requests; none when there is no record.
    public var requests: [ReloadRequest] {
        if case let .recorded(requests) = self { requests } else { [] }
    }
}
