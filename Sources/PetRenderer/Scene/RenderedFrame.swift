import Essentials

/// One drawn frame: palette indices plus the palette as seen in this frame's look.
public struct RenderedFrame: Equatable, Sendable {
    /// The entry date drawn; nil for the placeholder.
    public let date: Date?
    public let settings: RenderSettings
    public let canvas: IndexedCanvas
    /// The renderer's fixed palette mapped for night, appearance and rendering mode.
    public let palette: Palette
    /// Per palette entry: drawn as a shape when output has no colour.
    public let ink: [Bool]
    public let isNight: Bool
    /// The sky drawn; nil for the placeholder.
    public let skyPhase: SkyPhase?
    /// One per pet, in the group's item order; empty for the placeholder.
    public let poses: [PetPose]
    /// The Live Activity surface drawn; nil for the home-screen widget.
    public internal(set) var surface: LiveActivitySurface? = nil

    public var isPlaceholder: Bool { date == nil }
}
