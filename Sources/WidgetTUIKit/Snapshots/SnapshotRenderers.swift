import FrameOutput
import PetRenderer

/// The renderer of each surface a snapshot folder shows, chosen before anything is drawn, so a pet
/// without a Live Activity fails before a file is written.
struct SnapshotRenderers {
    private let chosen: [Surface: any SurfaceRenderer]

    /// - Parameter pet: the pet whose Live Activity the surfaces show, from 0.
    init(_ widget: PetWidget, surfaces: some Sequence<Surface>, pet: Int) throws {
        var chosen: [Surface: any SurfaceRenderer] = [:]
        for surface in surfaces where chosen[surface] == nil {
            chosen[surface] = try widget.renderer(for: surface, pet: pet)
        }
        self.chosen = chosen
    }

    func snapshot(of frame: FrameSelection.Frame, settings: RenderSettings) throws(WidgetTUIError) -> Snapshot {
        guard let renderer = chosen[frame.subject.surface] else {
            throw WidgetTUIError("\(frame.subject.name): no renderer was chosen for this surface")
        }
        return renderer.snapshot(of: frame, settings: settings)
    }
}
