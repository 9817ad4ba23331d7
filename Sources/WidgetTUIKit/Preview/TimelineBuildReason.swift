import Essentials

/// Why the preview builds a new timeline: a reload WidgetKit would make, or a preview convenience.
/// (`ReloadReason` is why the app's request was made, as the reload record stores it.)
public enum TimelineBuildReason: Equatable, Sendable {
    /// The preview starts: the widget is added to the home screen.
    case initial
    /// The timeline's reload policy date passed.
    case policy
    /// The `r` key: the app called `reloadTimelines(ofKind:)`.
    case reloadKey
    /// The app asked for a reload through the container; nil kind is `reloadAllTimelines()`.
    /// `interaction` when WidgetKit made it after a widget button's intent ran in another process.
    case appRequest(kind: String?, interaction: Bool = false)
    /// The data changed in a container that keeps no reload record: rebuilt as the app's request
    /// would, since a real app calls `reloadTimelines(ofKind:)` after writing and iOS records none.
    case unrecordedChange
    /// A widget button pressed in the preview: WidgetKit reloads at once after its intent ran.
    case interaction
    /// `n` jumped past the end of the timeline; a preview convenience, not something iOS does.
    case jump

    /// Reloads iOS counts against the widget's daily budget; interaction reloads are guaranteed and free.
    var countsAgainstBudget: Bool {
        switch self {
        case .policy, .reloadKey, .unrecordedChange: true
        case .appRequest(_, let interaction): !interaction
        case .initial, .interaction, .jump: false
        }
    }

    /// Interaction reloads, counted apart for the status line.
    var isInteraction: Bool {
        switch self {
        case .interaction, .appRequest(_, true): true
        default: false
        }
    }
}
