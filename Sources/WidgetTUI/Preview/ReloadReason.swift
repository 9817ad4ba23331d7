import Foundation

/// Why a new timeline is built.
enum ReloadReason: Equatable, Sendable {
    /// The preview starts: the widget is added to the home screen.
    case initial
    /// The timeline's reload policy date passed.
    case policy
    /// The `r` key: the app called `reloadTimelines(ofKind:)`.
    case reloadKey
    /// The app asked for a reload through the container; nil kind is `reloadAllTimelines()`.
    case appRequest(kind: String?)
    /// `n` jumped past the end of the timeline; a preview convenience, not something iOS does.
    case jump

    /// Reloads iOS counts against the widget's daily budget.
    var countsAgainstBudget: Bool {
        switch self {
        case .policy, .reloadKey, .appRequest: true
        case .initial, .jump: false
        }
    }
}
