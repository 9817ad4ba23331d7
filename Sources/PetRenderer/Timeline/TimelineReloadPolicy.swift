import Essentials

/// When WidgetKit should ask for a new timeline; all dates are the earliest, not promises.
public enum TimelineReloadPolicy: Equatable, Sendable {
    /// After the last entry's date passes.
    case atEnd
    /// No earlier than this date.
    case after(Date)
    /// Only when the app calls `reloadTimelines(ofKind:)`.
    case never
}
