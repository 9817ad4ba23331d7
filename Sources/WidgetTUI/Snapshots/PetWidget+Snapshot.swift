import PetRenderer

extension PetWidget {
    /// One selected frame drawn as a snapshot, stamped with the data's digest.
    func snapshot(of frame: FrameSelection.Frame, settings: RenderSettings) -> Snapshot {
        var settings = settings
        settings.family = frame.family
        return Snapshot(frame: renderer.frame(at: frame.date, settings: settings), entryIndex: frame.entry,
                        digest: renderer.dataDigest)
    }
}
