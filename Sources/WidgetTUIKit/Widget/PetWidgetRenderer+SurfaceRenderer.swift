import Essentials
import PetRenderer

/// The home widget: the renderer of the group's data draws it, in the settings' family.
extension PetWidgetRenderer: SurfaceRenderer {
    public func placeholder(in settings: RenderSettings) -> RenderedFrame? {
        placeholder(settings: settings)
    }

    public var digest: String { dataDigest }

    public var petName: String? { nil }
}
