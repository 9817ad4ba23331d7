import Essentials
import PetRenderer

/// What a snapshot shows, so two snapshots can be told apart and compared.
public struct SnapshotHeader: Equatable, Sendable {
    public static let formatVersion = 1

    public var version: Int
    /// The home-screen widget's family; nil for a Live Activity surface, which has none.
    /// Exactly one of `family` and `surface` is set, and only that one is written.
    public var family: WidgetFamily?
    /// The Live Activity surface drawn; nil for the home-screen widget.
    public var surface: LiveActivitySurface?
    public var width: Int
    public var height: Int
    /// The entry's index in its timeline; nil when rendered for a bare date or as the placeholder.
    public var entryIndex: Int?
    /// The entry date; nil for the placeholder.
    public var date: Date?
    public var isNight: Bool
    public var appearance: Appearance
    public var renderingMode: WidgetRenderingMode
    /// What the home widget's images carry as `widgetAccentedRenderingMode`; written only where it
    /// draws, the home widget in the accented mode (`none` for no modifier), and nil elsewhere.
    public var accentedImages: WidgetAccentedRenderingMode?
    /// `DataDigest` of the group's data.
    public var digest: String

    public init(version: Int = formatVersion, family: WidgetFamily?, width: Int, height: Int, entryIndex: Int?,
                date: Date?, isNight: Bool, appearance: Appearance, renderingMode: WidgetRenderingMode,
                accentedImages: WidgetAccentedRenderingMode? = nil, digest: String, surface: LiveActivitySurface? = nil) {
        self.version = version
        self.family = family
        self.surface = surface
        self.width = width
        self.height = height
        self.entryIndex = entryIndex
        self.date = date
        self.isNight = isNight
        self.appearance = appearance
        self.renderingMode = renderingMode
        self.accentedImages = renderingMode == .accented && surface == nil ? accentedImages : nil
        self.digest = digest
    }

    public init(frame: RenderedFrame, entryIndex: Int?, digest: String) {
        self.init(family: frame.surface == nil ? frame.settings.family : nil, width: frame.canvas.width,
                  height: frame.canvas.height, entryIndex: entryIndex, date: frame.date, isNight: frame.isNight,
                  appearance: frame.settings.appearance, renderingMode: frame.settings.renderingMode,
                  accentedImages: frame.settings.accentedImages, digest: digest,
                  surface: frame.surface)
    }

    /// Field values as text; `-` stands for an absent entry index or date.
    var fields: [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = []
        if let family { fields.append(("family", family.rawValue)) }
        if let surface { fields.append(("surface", surface.rawValue)) }
        fields += [
            ("canvas", "\(width)x\(height)"),
            ("entry", entryIndex.map(String.init) ?? "-"),
            ("date", date.map { ISODate.format($0) } ?? "-"),
            ("night", String(isNight)),
            ("appearance", appearance.rawValue),
            ("rendering", renderingMode.rawValue),
        ]
        if renderingMode == .accented, surface == nil { fields.append(("accentedImages", accentedImages.name)) }
        return fields + [("digest", digest)]
    }
}
