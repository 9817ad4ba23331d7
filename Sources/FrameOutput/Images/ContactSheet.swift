import PetRenderer

/// A labelled grid of frames as one paletted image, for people who would rather look than read:
/// each row of tiles (a family) starts a line and wraps after `columns` tiles, each tile a label
/// above the frame enlarged by `zoom`. The frames' palettes are merged into the image's, so it is
/// written as a palette PNG.
public struct ContactSheet: Sendable {
    /// One frame and the lines written above it.
    public struct Tile: Equatable, Sendable {
        public var label: [String]
        public var canvas: IndexedCanvas
        public var palette: Palette

        public init(label: [String], canvas: IndexedCanvas, palette: Palette) {
            self.label = label
            self.canvas = canvas
            self.palette = palette
        }
    }

    public static let paper = RGB(0xf2, 0xf2, 0xee)
    public static let ink = RGB(0x22, 0x22, 0x2a)

    public var rows: [[Tile]]
    /// Image pixels per frame pixel.
    public var zoom: Int
    /// Image pixels per font pixel.
    public var textScale: Int
    public var margin: Int
    /// Tiles on a line at most: a timeline of 300 entries makes a sheet about as tall as it is
    /// wide instead of one line tens of thousands of pixels long.
    public var columns: Int

    public init(rows: [[Tile]], zoom: Int = 4, textScale: Int = 2, margin: Int = 8, columns: Int = 16) {
        self.rows = rows
        self.zoom = max(1, zoom)
        self.textScale = max(1, textScale)
        self.margin = max(0, margin)
        self.columns = max(1, columns)
    }

    private var lineHeight: Int { (PixelFont.glyphHeight + 2) * textScale }

    private func labelWidth(_ line: String) -> Int {
        line.isEmpty ? 0 : (line.count * PixelFont.advance - 1) * textScale
    }

    private func tileSize(_ tile: Tile) -> (width: Int, height: Int) {
        let text = tile.label.map(labelWidth).max() ?? 0
        return (max(text, tile.canvas.width * zoom), tile.label.count * lineHeight + tile.canvas.height * zoom)
    }

    /// The lines of tiles: each row cut into lines of at most `columns` tiles.
    private var lines: [ArraySlice<Tile>] {
        rows.flatMap { row in stride(from: 0, to: max(1, row.count), by: columns).map { row[$0..<min(row.count, $0 + columns)] } }
    }

    /// Where each tile's top-left corner goes, line by line, and the image size: columns as wide
    /// as the widest tile.
    private func layout() -> (origins: [[(x: Int, y: Int)]], width: Int, height: Int) {
        let columnWidth = rows.joined().map { tileSize($0).width }.max() ?? 0
        let columns = lines.map(\.count).max() ?? 0
        var origins: [[(x: Int, y: Int)]] = []
        var y = margin
        for line in lines {
            origins.append((0..<line.count).map { (margin + $0 * (columnWidth + margin), y) })
            y += (line.map { tileSize($0).height }.max() ?? 0) + margin
        }
        return (origins, margin + columns * (columnWidth + margin), max(y, margin))
    }

    public func image() -> PalettedImage {
        let (origins, width, height) = layout()
        var table = ColorTable([Self.paper, Self.ink])
        var canvas = IndexedCanvas(width: width, height: height, fill: 0)
        for (line, tiles) in lines.enumerated() {
            for (column, tile) in tiles.enumerated() {
                let origin = origins[line][column]
                for (row, text) in tile.label.enumerated() {
                    for (i, character) in text.enumerated() {
                        let glyph = PixelFont.glyph(for: character)
                        for gy in 0..<PixelFont.glyphHeight {
                            for gx in 0..<PixelFont.glyphWidth where PixelFont.isSet(glyph, x: gx, y: gy) {
                                canvas.fill(x: origin.x + (i * PixelFont.advance + gx) * textScale,
                                            y: origin.y + row * lineHeight + gy * textScale, width: textScale, height: textScale, with: 1)
                            }
                        }
                    }
                }
                let indices = tile.palette.colors.map { table.index(of: $0) }
                let top = origin.y + tile.label.count * lineHeight
                for y in 0..<tile.canvas.height {
                    for x in 0..<tile.canvas.width {
                        let index = Int(tile.canvas[x, y])
                        canvas.fill(x: origin.x + x * zoom, y: top + y * zoom, width: zoom, height: zoom,
                                    with: index < indices.count ? indices[index] : 1)
                    }
                }
            }
        }
        return PalettedImage(canvas: canvas, colors: table.colors)
    }
}

/// The sheet's colours as they are first met. Tiles of one renderer share its palette of at most
/// 62 colours; should tiles bring more than 256 in all, the rest take the nearest one held.
private struct ColorTable {
    private(set) var colors: [RGB]
    private var indices: [RGB: PaletteIndex] = [:]

    init(_ colors: [RGB]) {
        self.colors = []
        for color in colors { _ = index(of: color) }
    }

    mutating func index(of color: RGB) -> PaletteIndex {
        if let index = indices[color] { return index }
        guard colors.count < PalettedImage.maxColors else {
            return PaletteIndex(colors.indices.min { Self.distance(colors[$0], color) < Self.distance(colors[$1], color) } ?? 0)
        }
        let index = PaletteIndex(colors.count)
        colors.append(color)
        indices[color] = index
        return index
    }

    private static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.r) - Int(b.r), dg = Int(a.g) - Int(b.g), db = Int(a.b) - Int(b.b)
        return dr * dr + dg * dg + db * db
    }
}
