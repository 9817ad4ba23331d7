/// The cells of one screen update still to be drawn, row by row, with their looks; for an update
/// drawn colour by colour (`isOrdered`), also what each colour would draw of them.
struct PendingCells {
    let width: Int
    /// Indices into the buffer's cells, row-major.
    let cells: [Int]
    let looks: [(CellLook, CellLook?)]
    /// Up to `ScreenWriter.orderedLimit` cells: drawn colour by colour.
    let isOrdered: Bool
    private(set) var remaining: Int
    private var done: [Bool]
    private var first = 0
    /// The pending cells in row order, for the sweeps of an ordered update: those drawn since are
    /// dropped after each sweep (`compact()`).
    private var order: [Int] = []

    /// An ordered update's looks, numbered, and what a pen would draw of them.
    private var tally: LookTally
    /// Each cell's looks as numbers of `tally` (-1: none).
    private var lookIndices: [(Int, Int)] = []
    /// For the pen of the sweep at hand: whether it draws each look as it is.
    private var drawable: [Bool] = []
    /// Per look, the move to its nearest pending cell (`findMoves(from:lineFeed:)`), kept from one
    /// choice of colour to the next rather than made anew for each.
    private var moves: [Int] = []

    init(_ buffer: CellBuffer, shown: CellBuffer, within spans: [Range<Int>]?) {
        let width = buffer.width
        self.width = width
        // The cells compared each update (all of them, or those of `spans`), without bounds checks,
        // their bytes first (`CellBuffer.sameBytes`).
        cells = buffer.cells.withUnsafeBufferPointer { new in
            shown.cells.withUnsafeBufferPointer { old in
                let (a, b) = (new.baseAddress!, old.baseAddress!)
                func differ(_ i: Int) -> Bool { !CellBuffer.sameBytes(a + i, b + i) && new[i] != old[i] }
                guard let spans, spans.count == buffer.height else { return new.indices.filter(differ) }
                var changed: [Int] = []
                for (y, span) in spans.enumerated() {
                    for i in (y * width + max(0, span.lowerBound))..<(y * width + min(width, span.upperBound)) where differ(i) {
                        changed.append(i)
                    }
                }
                return changed
            }
        }
        isOrdered = cells.count <= ScreenWriter.orderedLimit
        done = [Bool](repeating: false, count: cells.count)
        remaining = cells.count
        // The cells of an update repeat (a sky, a sprite's few colours): each different cell's
        // looks are made, and numbered, once, through a small table keyed by a cheap sum of the
        // cell, rather than hashing every cell's looks. The table holds the last changed cell of
        // each slot (-1: none), whose looks are copied.
        var recent = [Int](repeating: -1, count: Self.recentSlots)
        var tally = LookTally(cells: isOrdered ? cells.count : 0)
        var looks: [(CellLook, CellLook?)] = [], numbers: [(Int, Int)] = []
        looks.reserveCapacity(cells.count)
        if isOrdered { numbers.reserveCapacity(cells.count) }
        for (k, i) in cells.enumerated() {
            let cell = buffer.cells[i], slot = Self.slot(of: cell), seen = recent[slot]
            recent[slot] = k
            if seen >= 0, buffer.cells[cells[seen]] == cell {
                looks.append(looks[seen])
                if isOrdered { numbers.append(numbers[seen]) }
                continue
            }
            let made = CellLook.looks(for: ScreenWriter.safe(cell))
            looks.append(made)
            if isOrdered { numbers.append((tally.add(made.0), made.1.map { tally.add($0) } ?? -1)) }
        }
        self.looks = looks
        guard isOrdered else {
            self.tally = tally
            return
        }
        order = Array(cells.indices)
        lookIndices = numbers
        tally.finish()
        for (look0, look1) in lookIndices {
            tally.count(look0, 1)
            if look1 >= 0 { tally.count(look1, 1) }
        }
        self.tally = tally
        drawable = [Bool](repeating: false, count: tally.looks.count)
        moves = [Int](repeating: 0, count: tally.looks.count)
    }

    private static let recentSlots = 64

    /// A cell's slot in the table of recent cells: a sum of its parts, without `Hasher`.
    private static func slot(of cell: Cell) -> Int {
        func part(_ color: TerminalColor) -> Int {
            switch color {
            case .default: 0
            case .indexed(let n): Int(n) + 1
            case .rgb(let c): Int(c.r) << 16 | Int(c.g) << 8 | Int(c.b)
            }
        }
        let sum = Int(cell.character.value) &* 31 &+ part(cell.foreground) &* 7 &+ part(cell.background) &* 3 &+ Int(cell.style.rawValue)
        return sum & (recentSlots - 1)
    }

    func position(_ k: Int) -> ScreenPosition { ScreenPosition(x: cells[k] % width, y: cells[k] / width) }

    func isDone(_ k: Int) -> Bool { done[k] }

    /// The first cell still to be drawn, row by row.
    var firstPending: Int? { remaining > 0 ? first : nil }

    mutating func markDone(_ k: Int) {
        done[k] = true
        remaining -= 1
        while first < cells.count, done[first] { first += 1 }
        guard isOrdered else { return }
        let (look0, look1) = lookIndices[k]
        tally.count(look0, -1)
        if look1 >= 0 { tally.count(look1, -1) }
    }

    /// Drops the cells drawn from `order`.
    mutating func compact() {
        order.removeAll { done[$0] }
    }

    /// The one of cell `k`'s looks that costs fewer bytes from `pen` (its escape and character).
    func cheaperLook(_ k: Int, from pen: Pen?) -> CellLook {
        let (look0, look1) = looks[k]
        guard let look1 else { return look0 }
        let cost0 = PenChange.cost(from: pen, to: look0) + UTF8.width(look0.character)
        let cost1 = PenChange.cost(from: pen, to: look1) + UTF8.width(look1.character)
        return cost1 < cost0 ? look1 : look0
    }

    /// Notes which looks `pen` draws, for `cellsDrawn(into:)`.
    mutating func prepare(for pen: Pen) {
        tally.note(drawnBy: pen, in: &drawable)
    }

    /// The cells left that the pen of `prepare(for:)` draws, row by row, each with the look it
    /// draws, the narrower if both, as its number (`character(of:)`), into `found`: one tight pass
    /// over the cells left, without bounds checks, before a sweep draws them. Numbers, not looks:
    /// a look is copied out of an array through `memcpy`.
    func cellsDrawn(into found: inout [(cell: Int, look: Int)]) {
        found.removeAll(keepingCapacity: true)
        order.withUnsafeBufferPointer { order in
            done.withUnsafeBufferPointer { done in
                lookIndices.withUnsafeBufferPointer { lookIndices in
                    drawable.withUnsafeBufferPointer { drawable in
                        tally.widths.withUnsafeBufferPointer { widths in
                            for k in order where !done[k] {
                                let (look0, look1) = lookIndices[k]
                                let first = drawable[look0]
                                if look1 >= 0, drawable[look1], !first || widths[look1] < widths[look0] {
                                    found.append((k, look1))
                                } else if first {
                                    found.append((k, look0))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The character of look number `d`.
    func character(of d: Int) -> Unicode.Scalar { tally.characters[d] }

    /// Whether look number `d`'s character is wider than cell `k`'s other look's (a full block
    /// where a space would do).
    func isWide(_ k: Int, _ d: Int) -> Bool {
        let (look0, look1) = lookIndices[k]
        guard look1 >= 0 else { return false }
        return tally.widths[d] > min(tally.widths[look0], tally.widths[look1])
    }

    /// The look to change the pen to next (see `LookTally.nextLook(from:moves:)`).
    mutating func nextLook(from pen: Pen?, cursor: ScreenPosition?, lineFeed: CursorMove.LineFeed) -> CellLook {
        findMoves(from: cursor, lineFeed: lineFeed)
        return tally.nextLook(from: pen, moves: moves)
    }

    /// Into `moves`: the cursor's move to the nearest pending cell of each look, for the cells
    /// within `ScreenWriter.nearRows` rows of it; `ScreenWriter.farMove` for the others: about what a
    /// move costs from anywhere, and looking further costs more than it saves.
    private mutating func findMoves(from cursor: ScreenPosition?, lineFeed: CursorMove.LineFeed) {
        for d in moves.indices { moves[d] = ScreenWriter.farMove }
        guard let cursor else { return }
        // `order` is row-major: from the first cell of the rows near the cursor, to past them.
        let top = max(0, cursor.y - ScreenWriter.nearRows) * width
        var low = 0, high = order.count
        while low < high {
            let mid = (low + high) / 2
            if cells[order[mid]] < top { low = mid + 1 } else { high = mid }
        }
        // The moves to a row's cells share their vertical part.
        var row = -1, toRow = CursorMove.ToRow(from: cursor, row: cursor.y, lineFeed: lineFeed)
        for k in order[low...] {
            let position = position(k)
            guard position.y <= cursor.y + ScreenWriter.nearRows else { break }
            guard !done[k] else { continue }
            if position.y != row { (row, toRow) = (position.y, CursorMove.ToRow(from: cursor, row: position.y, lineFeed: lineFeed)) }
            let move = toRow.cost(toColumn: position.x)
            let (look0, look1) = lookIndices[k]
            moves[look0] = min(moves[look0], move)
            if look1 >= 0 { moves[look1] = min(moves[look1], move) }
        }
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
