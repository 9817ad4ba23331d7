import PetRenderer

/// A labelled grid of frames as one paletted image, for people who would rather look than read:
/// each row of tiles (a family) starts a line and wraps after `columns` tiles, each tile a label
/// above the frame enlarged by `zoom`. The frames' palettes are merged into the image's, so it is
/// written as a palette PNG.
///
/// The sheet is laid out from each tile's `Outline` (label, frame size, palette) alone, and drawn a
/// line of tiles at a time (`draw(tile:row:)`), asking for a line's tiles as it draws it: a sheet of
/// thousands of tiles is never held whole, only one line of its pixels and one line of frames.
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

        public var outline: Outline { Outline(label: label, width: canvas.width, height: canvas.height, palette: palette) }
    }

    /// What the layout and the sheet's colours need of a tile: all but its pixels.
    public struct Outline: Equatable, Sendable {
        public var label: [String]
        /// The frame's size in frame pixels.
        public var width: Int
        public var height: Int
        public var palette: Palette

        public init(label: [String], width: Int, height: Int, palette: Palette) {
            self.label = label
            self.width = width
            self.height = height
            self.palette = palette
        }
    }

    public static let paper = RGB(0xf2, 0xf2, 0xee)
    public static let ink = RGB(0x22, 0x22, 0x2a)

    public let rows: [[Outline]]
    /// Image pixels per frame pixel.
    public let zoom: Int
    /// Image pixels per font pixel.
    public let textScale: Int
    public let margin: Int
    /// Tiles on a line at most: a timeline of 300 entries makes a sheet about as tall as it is
    /// wide instead of one line tens of thousands of pixels long.
    public let columns: Int
    public let width: Int
    public let height: Int
    /// The image's colours: the paper, the ink, then the tiles' in the order met.
    public let colors: [RGB]
    /// Each tile's palette as indices into `colors`, row by row.
    private let indices: [[[PaletteIndex]]]
    /// The lines: each row cut into lines of at most `columns` tiles, as (row, range of its tiles).
    private let lines: [(row: Int, tiles: Range<Int>)]
    /// Where each line's tiles start, and the line's height (its tallest tile).
    private let lineTops: [(y: Int, height: Int)]
    private let columnWidth: Int

    public init(rows: [[Outline]], zoom: Int = 4, textScale: Int = 2, margin: Int = 8, columns: Int = 16) {
        let zoom = max(1, zoom), textScale = max(1, textScale), margin = max(0, margin), columns = max(1, columns)
        (self.rows, self.zoom, self.textScale, self.margin, self.columns) = (rows, zoom, textScale, margin, columns)
        let lineHeight = (PixelFont.glyphHeight + 2) * textScale
        func size(_ tile: Outline) -> (width: Int, height: Int) {
            let text = tile.label.map { $0.isEmpty ? 0 : ($0.count * PixelFont.advance - 1) * textScale }.max() ?? 0
            return (max(text, tile.width * zoom), tile.label.count * lineHeight + tile.height * zoom)
        }
        let lines = rows.indices.flatMap { r in
            stride(from: 0, to: max(1, rows[r].count), by: columns).map { (row: r, tiles: $0..<min(rows[r].count, $0 + columns)) }
        }
        // Columns as wide as the widest tile.
        let columnWidth = rows.joined().map { size($0).width }.max() ?? 0
        var tops: [(y: Int, height: Int)] = []
        var y = margin
        for line in lines {
            let height = rows[line.row][line.tiles].map { size($0).height }.max() ?? 0
            tops.append((y, height))
            y += height + margin
        }
        self.columnWidth = columnWidth
        self.lines = lines
        lineTops = tops
        width = margin + (lines.map(\.tiles.count).max() ?? 0) * (columnWidth + margin)
        height = max(y, margin)
        var table = ColorTable([Self.paper, Self.ink])
        indices = rows.map { $0.map { $0.palette.colors.map { table.index(of: $0) } } }
        colors = table.colors
    }

    /// Draws the sheet top to bottom, handing each row of `width` indices into `colors` to `row`;
    /// asks `tile` for the tile at (row of tiles, index in it) once, when its line is drawn. A tile
    /// must match its outline.
    public func draw<Failure: Error>(tile: (_ row: Int, _ index: Int) -> Tile,
                                     row: (UnsafeBufferPointer<PaletteIndex>) throws(Failure) -> Void) throws(Failure) {
        // The margin above the first line, then each line with the margin below it.
        var band = IndexedCanvas(width: width, height: min(margin, height), fill: 0)
        try emit(band, row)
        let lineHeight = (PixelFont.glyphHeight + 2) * textScale
        for (line, (rowIndex, tiles)) in lines.enumerated() {
            let top = lineTops[line]
            band = IndexedCanvas(width: width, height: top.height + margin, fill: 0)
            for (column, index) in tiles.enumerated() {
                let tile = tile(rowIndex, index)
                let x0 = margin + column * (columnWidth + margin)
                for (lineOfLabel, text) in tile.label.enumerated() {
                    for (i, character) in text.enumerated() {
                        let glyph = PixelFont.glyph(for: character)
                        for gy in 0..<PixelFont.glyphHeight {
                            for gx in 0..<PixelFont.glyphWidth where PixelFont.isSet(glyph, x: gx, y: gy) {
                                band.fill(x: x0 + (i * PixelFont.advance + gx) * textScale,
                                          y: lineOfLabel * lineHeight + gy * textScale, width: textScale, height: textScale, with: 1)
                            }
                        }
                    }
                }
                let indices = indices[rowIndex][index]
                let y0 = tile.label.count * lineHeight
                for y in 0..<tile.canvas.height {
                    for x in 0..<tile.canvas.width {
                        let index = Int(tile.canvas[x, y])
                        band.fill(x: x0 + x * zoom, y: y0 + y * zoom, width: zoom, height: zoom,
                                  with: index < indices.count ? indices[index] : 1)
                    }
                }
            }
            try emit(band, row)
        }
    }

    /// The whole sheet as one image, for a sheet small enough to hold.
    public func image(tile: (_ row: Int, _ index: Int) -> Tile) -> PalettedImage {
        var pixels: [PaletteIndex] = []
        pixels.reserveCapacity(width * height)
        draw(tile: tile) { (row: UnsafeBufferPointer<PaletteIndex>) in pixels.append(contentsOf: row) }
        var canvas = IndexedCanvas(width: width, height: height)
        canvas.pixels = pixels
        return PalettedImage(canvas: canvas, colors: colors)
    }

    private func emit<Failure: Error>(_ band: IndexedCanvas, _ row: (UnsafeBufferPointer<PaletteIndex>) throws(Failure) -> Void) throws(Failure) {
        try band.pixels.withUnsafeBufferPointer { (pixels) throws(Failure) in
            for y in 0..<band.height { try row(UnsafeBufferPointer(rebasing: pixels[y * width..<(y + 1) * width])) }
        }
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
