/// One `ScreenWriter.update` as it is written: the cells left to draw, the screen as it will be,
/// and the bytes, pen and cursor so far. A struct of its own rather than closures over the update's
/// locals: closures box what they capture, and every access to a box is checked at run time.
struct ScreenUpdate {
    let buffer: CellBuffer
    private(set) var screen: CellBuffer
    private(set) var pending: PendingCells
    private(set) var out: ScreenOutput
    private(set) var pen: Pen?
    private(set) var cursor: ScreenPosition?
    private let lineFeed: CursorMove.LineFeed
    private var change = PenChange()
    /// The cells a sweep draws, kept from one sweep to the next for its room.
    private var sweepCells: [(cell: Int, look: Int)] = []

    init(to buffer: CellBuffer, on screen: CellBuffer, within changedColumns: [Range<Int>]?,
         pen: Pen?, cursor: ScreenPosition?, lineFeed: CursorMove.LineFeed, output: ScreenOutput) {
        self.buffer = buffer
        self.screen = screen
        pending = PendingCells(buffer, shown: screen, within: changedColumns)
        out = output
        self.pen = pen
        self.cursor = cursor
        self.lineFeed = lineFeed
    }

    /// A few hundred cells: the pen draws every cell it can, then changes to the colours that draw
    /// most of the rest nearby (`PendingCells.nextLook`).
    mutating func drawColourByColour() {
        while pending.remaining > 0 {
            if let pen { sweep(with: pen, wide: false) }
            guard pending.remaining > 0 else { break }
            change.plan(from: pen, to: pending.nextLook(from: pen, cursor: cursor, lineFeed: lineFeed))
            guard !change.codes.isEmpty else {
                // What the pen draws still are cells it draws wider: none draws them for less.
                sweep(with: pen!, wide: true)
                continue
            }
            let codes = change.codes
            out.escape { codes.write(into: &$0) }
            pen = change.pen
        }
    }

    /// Many cells (a first screen, another family): each in turn, in the cheaper of its looks.
    mutating func drawRowByRow() {
        while let k = pending.firstPending {
            let look = pending.cheaperLook(k, from: pen)
            change.plan(from: pen, to: look)
            go(to: pending.position(k))
            let codes = change.codes
            if !codes.isEmpty { out.escape { codes.write(into: &$0) } }
            pen = change.pen
            write(k, look.character)
        }
    }

    /// The bytes of the update, with any repeat still pending.
    mutating func finish() -> [UInt8] { out.finish() }

    /// Every pending cell `pen` draws, row by row; one whose character is wider than its other
    /// look's only where no move is needed, since another colour may draw it for fewer bytes.
    private mutating func sweep(with pen: Pen, wide: Bool) {
        pending.prepare(for: pen)
        var found = sweepCells
        sweepCells = []
        pending.cellsDrawn(into: &found)
        // Drawing one cell may draw others on the way (`go(to:)`).
        for (k, look) in found where !pending.isDone(k) {
            let position = pending.position(k)
            if !wide, pending.isWide(k, look), cursor != position { continue }
            go(to: position)
            write(k, pending.character(of: look))
        }
        pending.compact()
        sweepCells = found
    }

    /// The cursor to `target`: the cheapest move, or writing over the few cells before it when
    /// that is shorter (with the pen as it is).
    private mutating func go(to target: ScreenPosition) {
        // Most cells of a sweep follow the one before.
        guard cursor != target else { return }
        let move = CursorMove(from: cursor, to: target, lineFeed: lineFeed)
        if let pen, let cursor, let refill = pending.refillCost(from: cursor, to: target, with: pen, on: screen), refill < move.cost {
            for x in cursor.x..<target.x {
                let (character, k) = pending.refill(x: x, y: target.y, with: pen, on: screen)!
                out.write(character)
                if let k { drawn(k) }
            }
        } else {
            out.escape { move.write(into: &$0) }
        }
    }

    /// Writes cell `k` at the cursor; in the last column the cursor waits to wrap, which
    /// terminals treat differently.
    private mutating func write(_ k: Int, _ character: Unicode.Scalar) {
        out.write(character)
        drawn(k)
        let position = pending.position(k)
        cursor = position.x + 1 < buffer.width ? ScreenPosition(x: position.x + 1, y: position.y) : nil
    }

    /// Cell `k` as the terminal shows it once its character is written.
    private mutating func drawn(_ k: Int) {
        let position = pending.position(k)
        screen[position.x, position.y] = buffer[position.x, position.y]
        pending.markDone(k)
    }
}
