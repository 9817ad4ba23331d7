/// A 3x5 pixel font: digits, a flame that marks the streak, and the capitals and marks that label
/// contact sheets.
package enum PixelFont {
    package static let glyphWidth = 3
    package static let glyphHeight = 5
    package static let advance = 4

    /// Rows top to bottom, three bits each, leftmost pixel in the high bit.
    static let digits: [UInt16] = [
        0b111_101_101_101_111, 0b010_110_010_010_111, 0b111_001_111_100_111, 0b111_001_011_001_111,
        0b101_101_111_001_001, 0b111_100_111_001_111, 0b111_100_111_101_111, 0b111_001_010_010_010,
        0b111_101_111_101_111, 0b111_101_111_001_111,
    ]
    static let flame: UInt16 = 0b010_011_111_111_010

    /// Capitals A to Z.
    static let capitals: [UInt16] = [
        0b010_101_111_101_101, 0b110_101_110_101_110, 0b011_100_100_100_011, 0b110_101_101_101_110,
        0b111_100_110_100_111, 0b111_100_110_100_100, 0b011_100_101_101_011, 0b101_101_111_101_101,
        0b111_010_010_010_111, 0b001_001_001_101_010, 0b101_101_110_101_101, 0b100_100_100_100_111,
        0b101_111_111_101_101, 0b110_101_101_101_101, 0b010_101_101_101_010, 0b110_101_110_100_100,
        0b010_101_101_110_011, 0b110_101_110_101_101, 0b011_100_010_001_110, 0b111_010_010_010_010,
        0b101_101_101_101_111, 0b101_101_101_101_010, 0b101_101_111_111_101, 0b101_101_010_101_101,
        0b101_101_010_010_010, 0b111_001_010_100_111,
    ]
    static let marks: [Character: UInt16] = [
        " ": 0, ":": 0b000_010_000_010_000, "-": 0b000_000_111_000_000, "_": 0b000_000_111_000_000,
    ]
    package static let unknown: UInt16 = 0b110_001_010_000_010

    /// The glyph for a digit, a letter (either case, drawn as a capital) or a mark; `?` for anything else.
    package static func glyph(for character: Character) -> UInt16 {
        guard let ascii = character.asciiValue else { return unknown }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digits[Int(ascii - UInt8(ascii: "0"))]
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return capitals[Int(ascii - UInt8(ascii: "A"))]
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return capitals[Int(ascii - UInt8(ascii: "a"))]
        default: return marks[character] ?? unknown
        }
    }

    package static func isSet(_ glyph: UInt16, x: Int, y: Int) -> Bool {
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

    /// Draws `text` from (x, y), dropping the characters that would pass `maxWidth` pixels.
    static func draw(_ text: String, x: Int, y: Int, maxWidth: Int, color: PaletteIndex, into canvas: inout IndexedCanvas) {
        let count = max(0, (maxWidth + advance - glyphWidth) / advance)
        for (i, character) in text.prefix(count).enumerated() {
            draw(glyph(for: character), x: x + i * advance, y: y, color: color, into: &canvas)
        }
    }

    /// The glyphs of a non-negative number, most significant digit first.
    static func glyphs(for number: Int) -> [UInt16] {
        // By arithmetic, not through the number's text: each frame draws its streak, and the
        // Unicode lookups of `wholeNumberValue` were a tenth of drawing a frame.
        var rest = max(0, number), glyphs: [UInt16] = []
        repeat {
            glyphs.append(digits[rest % 10])
            rest /= 10
        } while rest > 0
        return glyphs.reversed()
    }
}
