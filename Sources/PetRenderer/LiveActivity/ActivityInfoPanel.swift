import WidgetContract

/// Name, stage and the three values as bars with their numbers: the Lock Screen's and the expanded
/// island's text side.
enum ActivityInfoPanel {
    struct Colors {
        let label: PaletteIndex
        let secondary: PaletteIndex
        let track: PaletteIndex
        let bars: [PaletteIndex]
    }

    static let lineHeight = PixelFont.glyphHeight + 1
    /// Values are drawn on the scale feeding fills up to.
    static let fullValue = Pet.fullValue

    static func draw(_ state: PetActivityAttributes.ContentState, x: Int, y: Int, width: Int, colors: Colors,
                     into canvas: inout IndexedCanvas) {
        PixelFont.draw(state.name, x: x, y: y, maxWidth: width, color: colors.label, into: &canvas)
        PixelFont.draw(state.stage, x: x, y: y + lineHeight, maxWidth: width, color: colors.secondary, into: &canvas)
        let numberWidth = 3 * PixelFont.advance - 1
        let barWidth = max(0, width - numberWidth - 2)
        for (i, value) in [state.valueA, state.valueB, state.valueC].enumerated() {
            let row = y + (2 + i) * lineHeight
            canvas.fill(x: x, y: row + 1, width: barWidth, height: 3, with: colors.track)
            let share = min(1, max(0, value / fullValue))
            canvas.fill(x: x, y: row + 1, width: Int((Double(barWidth) * share).rounded()), height: 3, with: colors.bars[i])
            // Three glyphs fit: larger values show as their bound.
            let number = value.isFinite ? String(Int(min(999, max(-99, value.rounded())))) : "-"
            let textWidth = number.count * PixelFont.advance - 1
            PixelFont.draw(number, x: x + width - textWidth, y: row, maxWidth: textWidth, color: colors.label, into: &canvas)
        }
    }
}
