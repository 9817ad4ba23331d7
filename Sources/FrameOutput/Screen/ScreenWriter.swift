/// Draws cell buffers on a terminal by sending what changed since the last one, in as few bytes as
/// it finds: each changed cell in the cheapest of its looks (`CellLook`) for the pen at hand, and,
/// for a change of a few hundred cells such as a scrub step, the cells in the order that costs
/// least next (a colour set once serves every cell that needs it, for the price of cursor moves),
/// else row by row. The moves are the shortest the terminal has (`CursorMove`), a gap of a few cells
/// may be written over instead (cells shown already, as they are; cells still to be drawn, in
/// whatever the pen draws), and a run of one character may be repeated by REP (`ScreenOutput`).
/// ncurses' output sets a colour pair per cell and sends every change row by row; this sends about
/// half as many bytes for a scrub step of the preview (`scripts/bench.py`).
///
/// Choosing the next cell prices only the cells the pen at hand draws as long as one of them costs
/// less than any other cell's pen change: a step prices a few cells per cell drawn rather than
/// every cell still to be drawn.
///
/// It remembers what it wrote, so nothing else may write to the screen between two updates without
/// `invalidate()`. Characters a terminal acts on are written as `?`, so the only escapes it sends
/// are its own SGR, cursor, repeat and clear codes. A cell is taken to be one column wide; the caller
/// replaces any other character.
public struct ScreenWriter: Sendable {
    /// Changes of up to this many cells are ordered by cost; larger ones (a first screen, another
    /// family) row by row, since choosing costs time in the square of the count.
    static let orderedLimit = 600
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
    /// Scratch for `PendingCells`: the looks of an update numbered, kept with its capacity from
    /// one update to the next, since growing a new dictionary each step was a tenth of a step.
    private var lookNumbers: [CellLook: Int] = [:]

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
        guard var screen = shown else { return out.finish() }
        // Held only here while it changes, so writing a cell does not copy the whole screen.
        shown = nil
        var pending = PendingCells(buffer, shown: screen, within: changedColumns, numbering: &lookNumbers)
        var change = PenChange()
        func draw(_ k: Int) {
            let position = pending.position(k)
            screen[position.x, position.y] = buffer[position.x, position.y]
            pending.markDone(k)
        }
        while let (chosen, look) = pending.cheapest(cursor: cursor, pen: pen, screen: screen, lineFeed: lineFeed) {
            change.plan(from: pen, to: look)
            // Cells just left of it that the new pen draws too go first, rightwards: moving left
            // one cell at a time costs bytes that moving right does not.
            let start = pending.runStart(before: chosen, drawnBy: change.pen)
            let target = pending.position(start)
            let move = CursorMove(from: cursor, to: target, lineFeed: lineFeed)
            if let pen, let cursor, let refill = pending.refillCost(from: cursor, to: target, with: pen, on: screen), refill < move.cost {
                for x in cursor.x..<target.x {
                    let (character, k) = pending.refill(x: x, y: target.y, with: pen, on: screen)!
                    out.write(character)
                    if let k { draw(k) }
                }
            } else {
                if move.cost > 0 { out.escape { move.write(into: &$0) } }
            }
            if !change.codes.isEmpty { out.escape { change.codes.write(into: &$0) } }
            pen = change.pen
            for k in start...chosen {
                let character = k == chosen ? look.character : Self.look(pending.looks[k], drawnBy: change.pen)!.character
                out.write(character)
                draw(k)
            }
            // In the last column the cursor waits to wrap, which terminals treat differently.
            let last = pending.position(chosen)
            cursor = last.x + 1 < buffer.width ? ScreenPosition(x: last.x + 1, y: last.y) : nil
        }
        shown = screen
        return out.finish()
    }

    /// The one of a cell's looks that `pen` draws as it is, if any.
    static func look(_ looks: (CellLook, CellLook?), drawnBy pen: Pen) -> CellLook? {
        if PenChange.cost(from: pen, to: looks.0) == 0 { return looks.0 }
        if let other = looks.1, PenChange.cost(from: pen, to: other) == 0 { return other }
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

/// The cells of one update still to be drawn, row by row, with their looks and what each look's
/// pen change costs from the pen at hand (kept until the pen changes).
private struct PendingCells {
    let width: Int
    /// Indices into the buffer's cells, row-major.
    let cells: [Int]
    let looks: [(CellLook, CellLook?)]
    /// For an update that is ordered: each cell's looks as indices into `distinct`, the different
    /// looks of the update (-1: none), so a pen change prices each look once rather than each
    /// cell: a sprite's few hundred changed cells have a few dozen looks.
    private var lookIndices: [(Int, Int)] = []
    private var distinct: [CellLook] = []
    private var distinctCosts: [Int] = []
    private var done: [Bool]
    private var first = 0
    private var remaining: Int
    private var costs: [(Int, Int)]
    private var costedPen: Pen??
    /// For the pen at hand: the pending cells it draws as they are, in order, then the others by
    /// their pen change, least first (some of either may be done since). A cell of the first
    /// costing less than the next of the others' pen change, nothing after it is priced.
    private var free: [Int] = []
    private var others: [Int] = []
    /// Scratch for sorting `others`: how many cells each pen change has.
    private var counts: [Int] = []

    /// `numbering`: scratch for the table of looks, emptied here, left filled.
    init(_ buffer: CellBuffer, shown: CellBuffer, within spans: [Range<Int>]?, numbering indices: inout [CellLook: Int]) {
        let width = buffer.width
        self.width = width
        // The cells compared each update (all of them, or those of `spans`), without bounds checks.
        cells = buffer.cells.withUnsafeBufferPointer { new in
            shown.cells.withUnsafeBufferPointer { old in
                guard let spans, spans.count == buffer.height else { return new.indices.filter { new[$0] != old[$0] } }
                var changed: [Int] = []
                for (y, span) in spans.enumerated() {
                    for i in (y * width + max(0, span.lowerBound))..<(y * width + min(width, span.upperBound)) where new[i] != old[i] {
                        changed.append(i)
                    }
                }
                return changed
            }
        }
        looks = cells.map { CellLook.looks(for: ScreenWriter.safe(buffer.cells[$0])) }
        if cells.count <= ScreenWriter.orderedLimit {
            indices.removeAll(keepingCapacity: true)
            var distinct: [CellLook] = []
            func index(_ look: CellLook) -> Int {
                if let i = indices[look] { return i }
                indices[look] = distinct.count
                distinct.append(look)
                return distinct.count - 1
            }
            lookIndices = looks.map { (index($0.0), $0.1.map(index) ?? -1) }
            self.distinct = distinct
            distinctCosts = [Int](repeating: 0, count: distinct.count)
        }
        done = [Bool](repeating: false, count: cells.count)
        remaining = cells.count
        costs = [(Int, Int)](repeating: (0, 0), count: cells.count)
    }

    func position(_ k: Int) -> ScreenPosition { ScreenPosition(x: cells[k] % width, y: cells[k] / width) }

    mutating func markDone(_ k: Int) {
        done[k] = true
        remaining -= 1
        while first < cells.count, done[first] { first += 1 }
    }

    /// The pending cell that costs least to draw next (cursor move, pen change, character), and
    /// its look; of those the pen at hand draws, the earliest on a tie, so the order stays row by
    /// row where nothing is gained. Only the first is tried when there are more than
    /// `orderedLimit`. nil when all are drawn.
    mutating func cheapest(cursor: ScreenPosition?, pen: Pen?, screen: CellBuffer, lineFeed: CursorMove.LineFeed) -> (Int, CellLook)? {
        guard remaining > 0 else { return nil }
        guard cells.count <= ScreenWriter.orderedLimit else {
            let (cost0, cost1) = (PenChange.cost(from: pen, to: looks[first].0), looks[first].1.map { PenChange.cost(from: pen, to: $0) } ?? .max)
            let other = looks[first].1.map { cost1 + UTF8.width($0.character) } ?? .max
            return (first, other < cost0 + UTF8.width(looks[first].0.character) ? looks[first].1! : looks[first].0)
        }
        if costedPen != .some(pen) { cost(from: pen) }
        var best = (cost: Int.max, index: first, look: looks[first].0)
        for k in free where !done[k] {
            price(k, cursor: cursor, pen: pen, screen: screen, lineFeed: lineFeed, best: &best)
            // Nothing beats a cell that needs no move and no new colour.
            if best.index == k, best.cost == UTF8.width(best.look.character) { break }
        }
        // Any other costs at least its pen change and a character of one byte.
        for k in others where !done[k] {
            guard min(costs[k].0, costs[k].1) + 1 < best.cost else { break }
            price(k, cursor: cursor, pen: pen, screen: screen, lineFeed: lineFeed, best: &best)
        }
        return (best.index, best.look)
    }

    /// Prices each pending cell's looks from `pen`, and sorts them into `free` and `others`.
    private mutating func cost(from pen: Pen?) {
        free.removeAll(keepingCapacity: true)
        others.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        for d in distinct.indices { distinctCosts[d] = PenChange.cost(from: pen, to: distinct[d]) }
        for k in first..<cells.count where !done[k] {
            let (look0, look1) = lookIndices[k]
            costs[k] = (distinctCosts[look0], look1 < 0 ? .max : distinctCosts[look1])
            let change = min(costs[k].0, costs[k].1)
            if change == 0 {
                free.append(k)
            } else {
                if change >= counts.count { counts += repeatElement(0, count: change + 1 - counts.count) }
                counts[change] += 1
            }
        }
        // A counting sort: pen changes are a few dozen bytes at most.
        var start = 0
        for change in counts.indices {
            (counts[change], start) = (start, start + counts[change])
        }
        others += repeatElement(0, count: start)
        for k in first..<cells.count where !done[k] {
            let change = min(costs[k].0, costs[k].1)
            guard change > 0 else { continue }
            others[counts[change]] = k
            counts[change] += 1
        }
        costedPen = .some(pen)
    }

    /// Makes cell `k` the best when one of its looks costs less to draw next than `best`.
    private func price(_ k: Int, cursor: ScreenPosition?, pen: Pen?, screen: CellBuffer, lineFeed: CursorMove.LineFeed,
                       best: inout (cost: Int, index: Int, look: CellLook)) {
        let (cost0, cost1) = costs[k]
        let looks = looks[k]
        // Without its move a cell costs at least this: most cells are passed over here, before
        // their move is priced.
        let least = min(cost0 + UTF8.width(looks.0.character), looks.1.map { cost1 + UTF8.width($0.character) } ?? .max)
        guard least < best.cost else { return }
        let position = position(k)
        var move = CursorMove.cost(from: cursor, to: position, lineFeed: lineFeed)
        if move > 1, let cursor, let pen, let refill = refillCost(from: cursor, to: position, with: pen, on: screen) {
            move = min(move, refill)
        }
        guard move < best.cost else { return }
        let cost = move + cost0 + UTF8.width(looks.0.character)
        if cost < best.cost { best = (cost, k, looks.0) }
        if let other = looks.1, cost1 < .max, move + cost1 + UTF8.width(other.character) < best.cost {
            best = (move + cost1 + UTF8.width(other.character), k, other)
        }
    }

    /// The first of the pending cells just left of `k` on its row that `pen` draws as they are.
    func runStart(before k: Int, drawnBy pen: Pen) -> Int {
        var start = k
        while start > first, !done[start - 1], cells[start - 1] == cells[start] - 1, cells[start] % width != 0,
              ScreenWriter.look(looks[start - 1], drawnBy: pen) != nil {
            start -= 1
        }
        return start
    }

    /// Skipping a few cells to the right can cost more than writing over them: the bytes that
    /// takes, when `pen` draws each cell shown there as it is or the cell is still to be drawn
    /// (see `refill(x:y:with:on:)`); nil when it does not.
    func refillCost(from cursor: ScreenPosition, to position: ScreenPosition, with pen: Pen, on screen: CellBuffer) -> Int? {
        guard cursor.y == position.y, position.x > cursor.x, position.x - cursor.x <= ScreenWriter.refillLimit else { return nil }
        var count = 0
        for x in cursor.x..<position.x {
            guard let (character, _) = refill(x: x, y: position.y, with: pen, on: screen) else { return nil }
            count += UTF8.width(character)
        }
        return count
    }

    /// What to write over a cell while skipping it, and the pending cell that draws, if any: a cell
    /// still to be drawn in the look `pen` draws it in, or else the placeholder, which it is drawn
    /// over later; a cell drawn already (or unchanged) as it is shown, when `pen` can. nil when
    /// it cannot be written over.
    func refill(x: Int, y: Int, with pen: Pen, on screen: CellBuffer) -> (Unicode.Scalar, Int?)? {
        if let k = pendingIndex(of: y * width + x) {
            guard let look = ScreenWriter.look(looks[k], drawnBy: pen) else { return (ScreenWriter.placeholder, nil) }
            return (look.character, k)
        }
        return ScreenWriter.look(CellLook.looks(for: ScreenWriter.safe(screen[x, y])), drawnBy: pen).map { ($0.character, nil) }
    }

    /// The pending cell at a buffer index, if it is one.
    private func pendingIndex(of index: Int) -> Int? {
        var low = first, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low < cells.count && cells[low] == index && !done[low] ? low : nil
    }
}
