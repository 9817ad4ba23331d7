/// What WidgetKit grants a widget, as the app and the extension both plan for it.
public enum WidgetKitBudget {
    /// Refreshes per widget per rolling day that iOS typically grants: the one figure every budget
    /// in widget-tui comes from. Apple, "Keeping a widget up to date" (WidgetKit documentation):
    /// "For a widget the user frequently views, a daily budget typically includes from 40 to 70
    /// refreshes." (The 72 often quoted comes from a forum answer, not from the documentation.)
    public static let typicalReloadsPerDay: ClosedRange<Int> = 40...70
}
