import PetRenderer

/// A labelled grid of frames as one RGBA image, for people who would rather look than read:
/// one row per family, one tile per entry, each tile a label above the frame enlarged by `zoom`.
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

    public init(rows: [[Tile]], zoom: Int = 4, textScale: Int = 2, margin: Int = 8) {
        self.rows = rows
        self.zoom = max(1, zoom)
        self.textScale = max(1, textScale)
        self.margin = max(0, margin)
    }

    private var lineHeight: Int { (PixelFont.glyphHeight + 2) * textScale }

    private func labelWidth(_ line: String) -> Int {
        line.isEmpty ? 0 : (line.count * PixelFont.advance - 1) * textScale
    }

    private func tileSize(_ tile: Tile) -> (width: Int, height: Int) {
        let text = tile.label.map(labelWidth).max() ?? 0
        return (max(text, tile.canvas.width * zoom), tile.label.count * lineHeight + tile.canvas.height * zoom)
    }

    /// Where each tile's top-left corner goes, and the image size: columns as wide as the widest tile.
    private func layout() -> (origins: [[(x: Int, y: Int)]], width: Int, height: Int) {
        let columnWidth = rows.joined().map { tileSize($0).width }.max() ?? 0
        let columns = rows.map(\.count).max() ?? 0
        var origins: [[(x: Int, y: Int)]] = []
        var y = margin
        for row in rows {
            origins.append(row.indices.map { (margin + $0 * (columnWidth + margin), y) })
            y += (row.map { tileSize($0).height }.max() ?? 0) + margin
        }
        return (origins, margin + columns * (columnWidth + margin), max(y, margin))
    }

    public func image() -> RGBAImage {
        let (origins, width, height) = layout()
        var pixels = [UInt8](repeating: 0xff, count: width * height * 4)
        func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: RGB) {
            for row in max(0, y)..<min(height, y + h) {
                for col in max(0, x)..<min(width, x + w) {
                    let i = (row * width + col) * 4
                    pixels[i] = color.r
                    pixels[i + 1] = color.g
                    pixels[i + 2] = color.b
                }
            }
        }
        fill(0, 0, width, height, Self.paper)
        for (row, tiles) in rows.enumerated() {
            for (column, tile) in tiles.enumerated() {
                let origin = origins[row][column]
                for (line, text) in tile.label.enumerated() {
                    for (i, character) in text.enumerated() {
                        let glyph = PixelFont.glyph(for: character)
                        for gy in 0..<PixelFont.glyphHeight {
                            for gx in 0..<PixelFont.glyphWidth where PixelFont.isSet(glyph, x: gx, y: gy) {
                                fill(origin.x + (i * PixelFont.advance + gx) * textScale,
                                     origin.y + line * lineHeight + gy * textScale, textScale, textScale, Self.ink)
                            }
                        }
                    }
                }
                let top = origin.y + tile.label.count * lineHeight
                for y in 0..<tile.canvas.height {
                    for x in 0..<tile.canvas.width {
                        let index = tile.canvas[x, y]
                        let color = Int(index) < tile.palette.count ? tile.palette[index] : Self.ink
                        fill(origin.x + x * zoom, top + y * zoom, zoom, zoom, color)
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
