/// A 3x5 pixel font: digits, plus a flame that marks the streak.
enum PixelFont {
    static let glyphWidth = 3
    static let glyphHeight = 5
    static let advance = 4

    /// Rows top to bottom, three bits each, leftmost pixel in the high bit.
    static let digits: [UInt16] = [
        0b111_101_101_101_111, 0b010_110_010_010_111, 0b111_001_111_100_111, 0b111_001_011_001_111,
        0b101_101_111_001_001, 0b111_100_111_001_111, 0b111_100_111_101_111, 0b111_001_010_010_010,
        0b111_101_111_101_111, 0b111_101_111_001_111,
    ]
    static let flame: UInt16 = 0b010_011_111_111_010

    static func isSet(_ glyph: UInt16, x: Int, y: Int) -> Bool {
        glyph >> UInt16(14 - (y * 3 + x)) & 1 == 1
    }

    /// Draws one glyph with its top-left corner at (x, y), clipped.
    static func draw(_ glyph: UInt16, x: Int, y: Int, color: PaletteIndex, into canvas: inout IndexedCanvas) {
        for row in 0..<glyphHeight {
            for col in 0..<glyphWidth where isSet(glyph, x: col, y: row) {
                canvas.plot(x + col, y + row, color)
            }
        }
    }

    /// The glyphs of a non-negative number, most significant digit first.
    static func glyphs(for number: Int) -> [UInt16] {
        String(max(0, number)).compactMap { $0.wholeNumberValue.map { digits[$0] } }
    }
}
