import Essentials
import PetRenderer

/// The timeline widget-tui gives another app's widget (a group without `items`, a home_widget
/// app's: `DataContract.generic`). widget-tui runs none of that app's code, so it takes the provider
/// home_widget's documentation and example give (`HomeWidgetExample.swift`: `getTimeline` reads the
/// group's suite and returns `Timeline(entries: [entry], policy: .atEnd)`), which the home_widget
/// apps of the real-projects table mostly keep: one entry, dated when the timeline is asked for,
/// holding the data stored then. After it WidgetKit may ask again, and gets the same data: what
/// the widget shows changes only when the app writes and reloads (`updateWidget`, that is
/// `reloadTimelines(ofKind:)`), so the policy modelled is `.never`, the app's reload bringing the
/// next entry. It has none of the pet widget's entries, quiet hours or nights.
public enum StoredDataTimeline {
    /// One entry at `now`, of the data the suite holds then.
    public static func timeline(from now: Date) -> Timeline {
        Timeline(entries: [TimelineEntry(index: 0, date: now, isNight: false)], policy: .never)
    }

    /// Why its timeline has one entry, for an `--entries` past it.
    public static let limit = "another app's widget has one entry a reload, of the data stored then"
}
