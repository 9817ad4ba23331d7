import FrameOutput
import PetRenderer

extension SurfaceRenderer {
    /// One selected frame drawn as a snapshot (the home widget in the frame's family), stamped with
    /// the digest of what was drawn.
    public func snapshot(of frame: FrameSelection.Frame, settings: RenderSettings) -> Snapshot {
        Snapshot(frame: self.frame(at: frame.date, settings: frame.subject.settings(settings)), entryIndex: frame.entry, digest: digest)
    }
}
