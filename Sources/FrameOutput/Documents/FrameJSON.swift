import Essentials
import PetRenderer

/// The `--format json` form of a frame: the snapshot header's fields, the palette, the pixel rows as
/// palette letters, the poses and the renderer's notes. Keys are sorted so output is byte-stable;
/// as in the header, `family` or `surface` names what was drawn and the other is left out.
public struct FrameDocument: JSONDocument, Codable, Equatable, Sendable {
    public struct Canvas: Codable, Equatable, Sendable {
        public var width: Int
        public var height: Int
    }

    public struct PaletteEntry: Codable, Equatable, Sendable {
        public var letter: String
        public var color: String
    }

    public var format = "widget-tui-frame"
    public var version = SnapshotHeader.formatVersion
    /// The home-screen widget's family; absent for a Live Activity surface.
    public var family: WidgetFamily?
    /// The Live Activity surface; absent for the home-screen widget.
    public var surface: LiveActivitySurface?
    public var canvas: Canvas
    public var entry: Int?
    /// ISO 8601 UTC; nil for the placeholder.
    public var date: String?
    public var night: Bool
    public var placeholder: Bool
    public var appearance: Appearance
    public var rendering: WidgetRenderingMode
    /// What the home widget's images carry in the accented mode, as the snapshot header says it;
    /// absent elsewhere.
    public var accentedImages: String?
    public var digest: String
    public var palette: [PaletteEntry]
    public var rows: [String]
    public var poses: [PetPose]
    public var notes: [String]

    public init(frame: RenderedFrame, entryIndex: Int?, digest: String, notes: [RenderNote]) {
        family = frame.surface == nil ? frame.settings.family : nil
        surface = frame.surface
        canvas = Canvas(width: frame.canvas.width, height: frame.canvas.height)
        entry = entryIndex
        date = frame.date.map { ISODate.format($0) }
        night = frame.isNight
        placeholder = frame.isPlaceholder
        appearance = frame.settings.appearance
        rendering = frame.settings.renderingMode
        accentedImages = rendering == .accented && surface == nil ? frame.settings.accentedImages.name : nil
        self.digest = digest
        palette = frame.palette.colors.enumerated().map {
            PaletteEntry(letter: String(Palette.letter(for: PaletteIndex($0.offset))), color: $0.element.hex)
        }
        let w = frame.canvas.width
        rows = (0..<frame.canvas.height).map { y in
            String(frame.canvas.pixels[(y * w)..<((y + 1) * w)].map { Palette.letter(for: $0) })
        }
        poses = frame.poses
        self.notes = notes.map(\.description)
    }
}
