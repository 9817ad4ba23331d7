import Essentials

/// Whether the group's last data change was followed by a reload request for a widget kind: the
/// difference between a widget that shows the new data and one that keeps its old timeline.
public enum ReloadAfterChange: Equatable, Sendable {
    /// Nothing has been written to the group yet.
    case noChange
    /// The last change at `change`, and the request for the kind (or for all widgets) after it.
    case reloaded(change: Date, by: ReloadRequest)
    /// No request for the kind came after the change: a real widget keeps its old timeline.
    /// `otherKinds` are the kinds requested after it, sorted: a reload of the wrong kind.
    case notReloaded(change: Date, otherKinds: [String])
    /// The container keeps no reload record, as every container iOS and a real app write: whether
    /// the app reloaded after the change cannot be known.
    case unknowable(change: Date)
}
