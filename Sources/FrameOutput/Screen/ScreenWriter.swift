/// Draws cell buffers on a terminal by sending what changed since the last one, in as few bytes as
/// it finds: each changed cell in the cheapest of its looks (`CellLook`) for the pen at hand and,
/// for a change of a few hundred cells such as a scrub step, colour by colour: the pen draws every
/// changed cell it can, row by row, then changes to the colours that draw the most of the cells
/// left for the bytes of the change and of the move to the nearest of them
/// (`PendingCells.nextLook`). Larger changes (a first screen, another family) go row by row. The
/// moves are the shortest the terminal has (`CursorMove`), a gap of a few cells may be written over
/// instead (cells shown already, as they are; cells still to be drawn, in whatever the pen draws),
/// and a run of one character may be repeated by REP (`ScreenOutput`). ncurses' output sets a
/// colour pair per cell and sends every change row by row; this sends about half as many bytes for
/// a scrub step of the preview (`scripts/bench.py`).
///
/// Choosing costs a pass over the cells left per colour, not per cell: a scrub step of 260 cells
/// changes colour about 26 times. Choosing the cheapest next cell each time, as this writer did
/// before, is quadratic in the cells: it sent about 3% fewer bytes a scrub step, and the preview
/// spent a fifth more CPU on one (docs/performance-journal.md).
///
/// It remembers what it wrote, so nothing else may write to the screen between two updates without
/// `invalidate()`. Characters a terminal acts on are written as `?`, so the only escapes it sends
/// are its own SGR, cursor, repeat and clear codes. A cell is taken to be one column wide; the caller
/// replaces any other character.
public struct ScreenWriter: Sendable {
    /// Changes of up to this many cells are drawn colour by colour; larger ones row by row, since
    /// choosing costs time in the product of the cells and the colours.
    static let orderedLimit = 600
    /// How far from the cursor the next colour's nearest cell is looked for (`PendingCells.moves`),
    /// and what a move further away is taken to cost.
    static let nearRows = 2
    static let farMove = 8
    /// The most cells skipped by writing them again: a forward move costs 3 to 5 bytes.
    static let refillLimit = 4
    /// Written over a cell still to be drawn when skipping it costs more: one byte, and the cell
    /// is drawn as it should be later in the same update.
    static let placeholder: Unicode.Scalar = " "

    /// What the terminal shows, as far as this writer knows; nil after `invalidate()`.
    public private(set) var shown: CellBuffer?
    private var pen: Pen?
    private var cursor: ScreenPosition?
    private let lineFeed: CursorMove.LineFeed
    private let repeats: Bool

    /// `lineFeedMovesDown`: the terminal's output settings send a line feed as it is (no ONLCR),
    /// so it is a one-byte move down. `repeats`: the terminal has REP (see `ScreenOutput`).
    public init(lineFeedMovesDown: Bool = false, repeats: Bool = false) {
        lineFeed = lineFeedMovesDown ? .movesDown : .unknown
        self.repeats = repeats
    }

    /// Forgets what the terminal shows (something else wrote to it, or it was resized): the next
    /// update clears the screen and draws every cell that is not blank.
    public mutating func invalidate() {
        shown = nil
        pen = nil
        cursor = nil
    }

    /// The bytes that turn the screen into `buffer`. `changedColumns`, when given, are the only
    /// columns of each row where `buffer` may differ from the buffer of the last update (see
    /// `CellBuffer.changedColumns(since:)`): only those cells are compared.
    public mutating func update(to buffer: CellBuffer, changedColumns: [Range<Int>]? = nil) -> [UInt8] {
        var out = ScreenOutput(repeats: repeats)
        if shown?.width != buffer.width || shown?.height != buffer.height {
            // Reset first, so the clear paints the terminal's default background.
            out.escape { $0 += Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8) }
            pen = .reset
            cursor = ScreenPosition(x: 0, y: 0)
            shown = CellBuffer(width: buffer.width, height: buffer.height)
        }
        guard let screen = shown else { return out.finish() }
        // Held only by the update while it changes, so writing a cell does not copy the whole screen.
        shown = nil
        var update = ScreenUpdate(to: buffer, on: consume screen, within: changedColumns,
                                  pen: pen, cursor: cursor, lineFeed: lineFeed, output: out)
        if update.pending.isOrdered { update.drawColourByColour() } else { update.drawRowByRow() }
        (pen, cursor) = (update.pen, update.cursor)
        let bytes = update.finish()
        shown = update.screen
        return bytes
    }

    /// The one of a cell's looks that `pen` draws as it is, if any.
    static func look(_ looks: (CellLook, CellLook?), drawnBy pen: Pen) -> CellLook? {
        if pen.draws(looks.0) { return looks.0 }
        if let other = looks.1, pen.draws(other) { return other }
        return nil
    }

    /// The cell with a character a terminal would act on replaced by `?`.
    static func safe(_ cell: Cell) -> Cell {
        guard TerminalText.isEscaped(cell.character) else { return cell }
        var safe = cell
        safe.character = "?"
        return safe
    }
}
