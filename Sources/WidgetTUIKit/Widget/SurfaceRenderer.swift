import Essentials
import PetRenderer

/// What draws one surface: the home widget in the settings' family, or one view of a pet's Live
/// Activity. `PetWidget.renderer(for:pet:)` chooses it once from the `Surface`; render, snapshot,
/// verify and the preview then draw, stamp and report through it without asking which it is.
public protocol SurfaceRenderer: Sendable {
    /// The surface at `date`: a pure function of the date and the settings.
    func frame(at date: Date, settings: RenderSettings) -> RenderedFrame
    /// What iOS shows before the first entry, as WidgetKit's `placeholder(in:)`; nil for a surface
    /// that has none.
    func placeholder(in settings: RenderSettings) -> RenderedFrame?
    /// The digest of what is drawn, for snapshot headers: the group's data, or a Live Activity's state.
    var digest: String { get }
    /// What was decided on the data's behalf when drawing with `settings`.
    func notes(for settings: RenderSettings) -> [RenderNote]
    /// The one pet the surface shows (a Live Activity's); nil when it shows every pet of the group.
    var petName: String? { get }
}
