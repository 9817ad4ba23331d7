import Essentials
import PetRenderer

/// One view of a pet's Live Activity: the Lock Screen banner or a Dynamic Island presentation.
public struct LiveActivityView: SurfaceRenderer {
    public let activity: LiveActivityRenderer
    public let surface: LiveActivitySurface

    public init(activity: LiveActivityRenderer, surface: LiveActivitySurface) {
        self.activity = activity
        self.surface = surface
    }

    public func frame(at date: Date, settings: RenderSettings) -> RenderedFrame {
        activity.frame(surface, at: date, settings: settings)
    }

    /// ActivityKit shows a Live Activity with the state it was started with: there is no placeholder.
    public func placeholder(in settings: RenderSettings) -> RenderedFrame? { nil }

    public var digest: String { activity.digest }

    /// The state's notes: no setting changes them.
    public func notes(for settings: RenderSettings) -> [RenderNote] { activity.notes }

    public var petName: String? { activity.state.name }
}
