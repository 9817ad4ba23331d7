import Essentials
import PetRenderer

/// Which moment `render` draws.
public enum RenderTarget: Equatable, Sendable {
    /// Entry N of the timeline.
    case entry(Int)
    /// An exact date, on or between entries.
    case date(Date)
    /// What iOS shows before the first timeline (the home widget only).
    case placeholder

    /// Refuses an entry outside a `count`-entry timeline and a placeholder of a Live Activity surface,
    /// so a command can fail before it reads any group.
    public func validate(surface: Surface, count: Int) throws(WidgetTUIError) {
        switch self {
        case .entry(let n) where n < 0:
            throw .usage("--entry: \(n) is not an entry index (0 or more)")
        case .entry(let n) where n >= count:
            throw .usage("--entry: \(n) is past the last entry, \(count - 1) (the timeline has --count \(String(count: count, "entry", plural: "entries")))")
        case .placeholder where surface != .home:
            throw Self.noPlaceholder(surface)
        default:
            return
        }
    }

    /// The refusal of a placeholder for a surface that has none.
    static func noPlaceholder(_ surface: Surface) -> WidgetTUIError {
        .usage("--placeholder: the placeholder is the home widget's; --surface \(surface.argument) has none")
    }
}
