import Essentials

/// One moment of the widget, as WidgetKit's `TimelineEntry`: the drawing is a pure
/// function of `date`, never of `index` (iOS skips and delays entries).
public struct TimelineEntry: Equatable, Sendable {
    /// Position in its timeline; for display only.
    public let index: Int
    public let date: Date
    /// Whether `date` falls in the group's quiet hours.
    public let isNight: Bool

    public init(index: Int, date: Date, isNight: Bool) {
        self.index = index
        self.date = date
        self.isNight = isNight
    }
}
