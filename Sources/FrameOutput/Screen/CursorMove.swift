/// A cell on the screen, from the top-left corner at (0, 0).
struct ScreenPosition: Equatable, Sendable {
    var x: Int
    var y: Int
}

/// The shortest way in bytes to move the cursor, of those every xterm-like terminal understands:
/// CUP (`ESC [ row ; col H`) from anywhere, or from a known position a vertical part and a
/// horizontal part, each the cheapest of its kind. Up and down: IND and RI (`ESC D`, `ESC M`, one
/// row), CUU and CUD (`ESC [ n A`, `B`), VPA (`ESC [ row d`), and line feeds when the terminal's
/// output settings send them as they are (`LineFeed.movesDown`; with ONLCR a line feed is also a
/// carriage return). Across: a carriage return, backspaces, CUF and CUB (`ESC [ n C`, `D`) and CHA
/// (`ESC [ col G`). A scrub step moves the cursor between a few hundred cells: its moves are most
/// of the bytes after the characters themselves.
///
/// IND, RI and line feeds scroll at the screen's edge; a move never goes past it, so they never do.
struct CursorMove: Equatable {
    /// Whether a line feed only moves the cursor down (the terminal's output settings leave it
    /// alone: no OPOST, or no ONLCR), so the writer may use it.
    enum LineFeed: Sendable {
        case movesDown
        case unknown
    }

    enum Vertical: Equatable {
        case none
        /// Up (negative) or down.
        case relative(Int)
        case row(Int)
    }

    enum Horizontal: Equatable {
        case none
        case carriageReturn
        case right(Int)
        case left(Int)
        case column(Int)
    }

    enum Plan: Equatable {
        case absolute(ScreenPosition)
        case relative(Vertical, Horizontal)
    }

    /// Up to this many columns left, backspaces (a byte each) are shorter than CUB (`ESC [ n D`,
    /// four bytes).
    static let backspaces = 3

    let plan: Plan
    /// Bytes it takes.
    let cost: Int
    private let lineFeed: LineFeed

    init(from: ScreenPosition?, to: ScreenPosition, lineFeed: LineFeed = .unknown) {
        self.lineFeed = lineFeed
        let absolute = (Plan.absolute(to), Self.absoluteCost(to))
        guard let from else {
            (plan, cost) = absolute
            return
        }
        let vertical = Self.vertical(from: from.y, to: to.y, lineFeed: lineFeed)
        let horizontal = Self.horizontal(from: from.x, to: to.x)
        let relative = vertical.cost + horizontal.cost
        (plan, cost) = relative < absolute.1 ? (.relative(vertical.move, horizontal.move), relative) : absolute
    }

    /// The bytes of the cheapest move, without choosing how: the screen writer prices a move to
    /// each of many cells before it makes one.
    static func cost(from: ScreenPosition?, to: ScreenPosition, lineFeed: LineFeed = .unknown) -> Int {
        guard let from else { return absoluteCost(to) }
        return ToRow(from: from, row: to.y, lineFeed: lineFeed).cost(toColumn: to.x)
    }

    /// The bytes of the cheapest moves from one position to the cells of one row: the vertical
    /// part, and CUP's row, priced once for the row rather than once a cell.
    struct ToRow {
        private let fromColumn: Int
        private let vertical: Int
        /// CUP to the row: `ESC [ row H` for its first column (`ESC [ H` at the top), and
        /// `ESC [ row ;` before any other column's digits and `H`.
        private let toFirstColumn: Int, beforeColumn: Int

        init(from: ScreenPosition, row: Int, lineFeed: LineFeed) {
            fromColumn = from.x
            vertical = CursorMove.verticalCosts(from: from.y, to: row, lineFeed: lineFeed).cheapest
            toFirstColumn = CursorMove.absoluteCost(ScreenPosition(x: 0, y: row))
            beforeColumn = 4 + SGRSequence.digits(row + 1)
        }

        /// `CursorMove.cost(from:to:)` with the row's part known.
        @inline(__always)
        func cost(toColumn x: Int) -> Int {
            guard x != 0 else { return min(toFirstColumn, vertical + (fromColumn == 0 ? 0 : 1)) }
            let columnDigits = SGRSequence.digits(x + 1)
            let n = x - fromColumn
            let across = n == 0 ? 0 : min(3 + columnDigits, n > 0 ? CursorMove.stepCost(n) : -n <= CursorMove.backspaces ? -n : CursorMove.stepCost(-n))
            return min(beforeColumn + columnDigits, vertical + across)
        }
    }

    /// A move's bytes as a relative move and as an absolute one.
    private struct Costs {
        let relative: Int, absolute: Int
        var cheapest: Int { min(relative, absolute) }
    }

    /// The bytes of a relative vertical move and of VPA; 0 for no move.
    @inline(__always)
    private static func verticalCosts(from: Int, to: Int, lineFeed: LineFeed) -> Costs {
        if from == to { return Costs(relative: 0, absolute: 0) }
        let n = abs(to - from)
        let relative = switch (to > from, lineFeed) {
        // Line feeds, one byte a row, as long as they are no longer than CUD.
        case (true, .movesDown) where n <= 3: n
        case (_, _) where n == 1: 2
        default: stepCost(n)
        }
        return Costs(relative: relative, absolute: 3 + (to == 0 ? 0 : SGRSequence.digits(to + 1)))
    }

    /// The bytes of a relative horizontal move (a carriage return to the first column) and of CHA;
    /// 0 for no move.
    @inline(__always)
    private static func horizontalCosts(from: Int, to: Int) -> Costs {
        if from == to { return Costs(relative: 0, absolute: 0) }
        if to == 0 { return Costs(relative: 1, absolute: 1) }
        let n = abs(to - from)
        return Costs(relative: to > from ? stepCost(n) : n <= backspaces ? n : stepCost(n), absolute: 3 + SGRSequence.digits(to + 1))
    }

    private static func vertical(from: Int, to: Int, lineFeed: LineFeed) -> (move: Vertical, cost: Int) {
        let costs = verticalCosts(from: from, to: to, lineFeed: lineFeed)
        if from == to { return (.none, 0) }
        return costs.absolute < costs.relative ? (.row(to), costs.absolute) : (.relative(to - from), costs.relative)
    }

    private static func horizontal(from: Int, to: Int) -> (move: Horizontal, cost: Int) {
        let costs = horizontalCosts(from: from, to: to)
        if from == to { return (.none, 0) }
        if to == 0 { return (.carriageReturn, 1) }
        let n = abs(to - from)
        return costs.absolute < costs.relative ? (.column(to), costs.absolute) : (to > from ? .right(n) : .left(n), costs.relative)
    }

    func write(into out: inout [UInt8]) {
        switch plan {
        case .absolute(let to):
            Self.introduce(into: &out)
            if to != ScreenPosition(x: 0, y: 0) {
                SGRSequence.appendDecimal(to.y + 1, to: &out)
                if to.x > 0 {
                    out.append(UInt8(ascii: ";"))
                    SGRSequence.appendDecimal(to.x + 1, to: &out)
                }
            }
            out.append(UInt8(ascii: "H"))
        case let .relative(vertical, horizontal):
            switch vertical {
            case .none: break
            case .relative(let n) where n > 0 && n <= 3 && lineFeed == .movesDown:
                for _ in 0..<n { out.append(0x0A) }
            case .relative(1): Self.escape("D", into: &out)
            case .relative(-1): Self.escape("M", into: &out)
            case .relative(let n): Self.step(abs(n), n > 0 ? "B" : "A", into: &out)
            case .row(let y): Self.step(y + 1, "d", into: &out)
            }
            switch horizontal {
            case .none: break
            case .carriageReturn: out.append(0x0D)
            case .right(let n): Self.step(n, "C", into: &out)
            case .left(let n) where n <= Self.backspaces: for _ in 0..<n { out.append(0x08) }
            case .left(let n): Self.step(n, "D", into: &out)
            case .column(let x): Self.step(x + 1, "G", into: &out)
            }
        }
    }

    /// `ESC` and a final byte, byte by byte: an array literal appended costs an array each time, and
    /// a scrub step writes a few hundred moves.
    private static func escape(_ final: Unicode.Scalar, into out: inout [UInt8]) {
        out.append(0x1B)
        out.append(UInt8(final.value))
    }

    /// `ESC [`, the start of a CSI sequence.
    static func introduce(into out: inout [UInt8]) { escape("[", into: &out) }

    /// `ESC [ row ; col H`, leaving out a column of 1, and both at the top-left corner.
    @inline(__always)
    private static func absoluteCost(_ to: ScreenPosition) -> Int {
        if to == ScreenPosition(x: 0, y: 0) { return 3 }
        return 3 + SGRSequence.digits(to.y + 1) + (to.x > 0 ? 1 + SGRSequence.digits(to.x + 1) : 0)
    }

    /// `ESC [ n X`, with n left out when it is 1.
    private static func stepCost(_ n: Int) -> Int { 3 + (n == 1 ? 0 : SGRSequence.digits(n)) }

    private static func step(_ n: Int, _ final: Unicode.Scalar, into out: inout [UInt8]) {
        introduce(into: &out)
        if n != 1 { SGRSequence.appendDecimal(n, to: &out) }
        out.append(UInt8(final.value))
    }
}
