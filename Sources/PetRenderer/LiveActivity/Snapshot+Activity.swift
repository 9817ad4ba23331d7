extension Snapshot {
    /// A Live Activity surface's frame as snapshot text holds it: the header names the surface.
    public init(frame: RenderedFrame, surface: LiveActivitySurface, digest: String) {
        self.init(frame: frame, entryIndex: nil, digest: digest)
        header.surface = surface
    }
}
