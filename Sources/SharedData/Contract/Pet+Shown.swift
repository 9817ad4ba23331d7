import PropertyList
import WidgetContract

extension Pet {
    /// The name for a message: the app's data, so its controls are escaped and a backslash doubled
    /// (`VisibleText`), and a name spelling `\u{1B}` never reads as one holding ESC. Here, not in the
    /// contract, which stays a leaf that knows nothing of output.
    public var shownName: String { VisibleText.escaped(name) }
}
