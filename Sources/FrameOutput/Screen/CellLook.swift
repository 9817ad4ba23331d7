/// One way to draw a cell: a character and what the pen must hold for it; a nil colour does not
/// show. A space shows only its background, and a full block the same colour as its foreground;
/// a half block with two colours shows the same as the other half block with them swapped, so
/// the writers may draw whichever the pen is nearer to. Cells with attributes, or the terminal's
/// default colours (which differ between foreground and background), are drawn only as they are.
struct CellLook: Hashable, Sendable {
    var character: Unicode.Scalar
    var foreground: TerminalColor?
    var background: TerminalColor?
    var style: CellStyle

    static let lowerHalfBlock: Unicode.Scalar = "\u{2584}"
    static let fullBlock: Unicode.Scalar = "\u{2588}"

    /// The looks that show `cell`, the cell's own first.
    static func looks(for cell: Cell) -> (CellLook, CellLook?) {
        let exact = CellLook(character: cell.character, foreground: cell.foreground, background: cell.background, style: cell.style)
        guard cell.style.isEmpty else { return (exact, nil) }
        switch cell.character {
        case " ":
            return solid(cell.background)
        case Cell.upperHalfBlock, lowerHalfBlock:
            guard cell.foreground != .default, cell.background != .default else { return (exact, nil) }
            if cell.foreground == cell.background { return solid(cell.background) }
            let other = cell.character == Cell.upperHalfBlock ? lowerHalfBlock : Cell.upperHalfBlock
            return (exact, CellLook(character: other, foreground: cell.background, background: cell.foreground, style: []))
        default:
            return (exact, nil)
        }
    }

    /// A cell of one colour: a space with it as background, or, unless it is the default
    /// background, a full block with it as foreground.
    private static func solid(_ color: TerminalColor) -> (CellLook, CellLook?) {
        let space = CellLook(character: " ", foreground: nil, background: color, style: [])
        guard color != .default else { return (space, nil) }
        return (space, CellLook(character: fullBlock, foreground: color, background: nil, style: []))
    }
}
