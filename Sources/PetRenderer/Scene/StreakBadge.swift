/// The streak in the top-left corner: a flame and the day count, with a drop shadow to read on any sky.
enum StreakBadge {
    static let origin = (x: 1, y: 1)

    static func draw(days: Int, into canvas: inout IndexedCanvas) {
        let glyphs = [PixelFont.flame] + PixelFont.glyphs(for: days)
        for (shadow, offset) in [(true, 1), (false, 0)] {
            for (i, glyph) in glyphs.enumerated() {
                let color: ScenePalette.Slot = shadow ? .textShadow : (i == 0 ? .streakIcon : .text)
                PixelFont.draw(glyph, x: origin.x + i * PixelFont.advance + offset, y: origin.y + offset,
                               color: color.index, into: &canvas)
            }
        }
    }

    /// The badge with its shadow and a pixel of margin: stars stay out, so none reads as part of a digit.
    static func clearance(days: Int) -> (x: Range<Int>, y: Range<Int>) {
        let glyphs = 1 + PixelFont.glyphs(for: days).count
        let right = origin.x + (glyphs - 1) * PixelFont.advance + PixelFont.glyphWidth  // shadow's last column
        let bottom = origin.y + PixelFont.glyphHeight  // shadow's last row
        return ((origin.x - 1)..<(right + 2), (origin.y - 1)..<(bottom + 2))
    }

    /// Where the badge goes, as a grey bar, in the placeholder (iOS redacts text the same way).
    static func drawRedacted(into canvas: inout IndexedCanvas) {
        canvas.fill(x: origin.x, y: origin.y, width: 3 * PixelFont.advance - 1, height: PixelFont.glyphHeight,
                    with: ScenePalette.Slot.placeholderShape.index)
    }
}
