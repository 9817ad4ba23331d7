/// Letters and a few signs for the Live Activity's name and stage, in the streak digits' 3x5 style.
extension PixelFont {
    static let letters: [UInt16] = [
        0b010_101_111_101_101, 0b110_101_110_101_110, 0b011_100_100_100_011, 0b110_101_101_101_110, // A B C D
        0b111_100_110_100_111, 0b111_100_110_100_100, 0b011_100_101_101_011, 0b101_101_111_101_101, // E F G H
        0b111_010_010_010_111, 0b001_001_001_101_010, 0b101_101_110_101_101, 0b100_100_100_100_111, // I J K L
        0b101_111_111_101_101, 0b110_101_101_101_101, 0b010_101_101_101_010, 0b110_101_110_100_100, // M N O P
        0b010_101_101_110_011, 0b110_101_110_101_101, 0b011_100_010_001_110, 0b111_010_010_010_010, // Q R S T
        0b101_101_101_101_111, 0b101_101_101_101_010, 0b101_101_111_111_101, 0b101_101_010_101_101, // U V W X
        0b101_101_010_010_010, 0b111_001_010_100_111, // Y Z
    ]
    static let hyphen: UInt16 = 0b000_000_111_000_000
    /// Stands in for anything else (accents, emoji): the name keeps its length.
    static let unknown: UInt16 = 0b111_001_010_000_010

    /// The glyph for a character, case-folded; a space is blank.
    static func glyph(for character: Character) -> UInt16 {
        if character == " " { return 0 }
        if character == "-" || character == "_" { return hyphen }
        if let digit = character.wholeNumberValue, character.isASCII { return digits[digit] }
        if let ascii = character.uppercased().first?.asciiValue, (65...90).contains(ascii), character.isASCII {
            return letters[Int(ascii) - 65]
        }
        return unknown
    }

    /// Draws `text` from (x, y), dropping the characters that would pass `maxWidth` pixels.
    static func draw(_ text: String, x: Int, y: Int, maxWidth: Int, color: PaletteIndex, into canvas: inout IndexedCanvas) {
        let count = max(0, (maxWidth + advance - glyphWidth) / advance)
        for (i, character) in text.prefix(count).enumerated() {
            draw(glyph(for: character), x: x + i * advance, y: y, color: color, into: &canvas)
        }
    }
}
