/// One way to draw a cell: a character and what the pen must hold for it; a nil colour does not
/// show. A space shows only its background; a half block with two colours shows the same as the
/// other half block with them swapped, so the screen writer may draw whichever the pen is
/// nearer to. Cells with attributes, or the terminal's default colours (which differ between
/// foreground and background), are drawn only as they are.
struct CellLook: Equatable, Sendable {
    var character: Unicode.Scalar
    var foreground: TerminalColor?
    var background: TerminalColor?
    var style: CellStyle

    static let lowerHalfBlock: Unicode.Scalar = "\u{2584}"

    /// The looks that show `cell`, the cell's own first.
    static func looks(for cell: Cell) -> (CellLook, CellLook?) {
        let exact = CellLook(character: cell.character, foreground: cell.foreground, background: cell.background, style: cell.style)
        guard cell.style.isEmpty else { return (exact, nil) }
        switch cell.character {
        case " ":
            return (CellLook(character: " ", foreground: nil, background: cell.background, style: []), nil)
        case Cell.upperHalfBlock, lowerHalfBlock:
            guard cell.foreground != .default, cell.background != .default else { return (exact, nil) }
            if cell.foreground == cell.background {
                return (CellLook(character: " ", foreground: nil, background: cell.background, style: []), nil)
            }
            let other = cell.character == Cell.upperHalfBlock ? lowerHalfBlock : Cell.upperHalfBlock
            return (exact, CellLook(character: other, foreground: cell.background, background: cell.foreground, style: []))
        default:
            return (exact, nil)
        }
    }
}
