/// A cell on the screen, from the top-left corner at (0, 0).
struct ScreenPosition: Equatable, Sendable {
    var x: Int
    var y: Int
}

/// The shortest way in bytes to move the cursor, of those every VT100-like terminal understands:
/// CUP (`ESC [ row ; col H`) from anywhere, or from a known position a carriage return, backspaces,
/// and CUU, CUD, CUF, CUB (`ESC [ n A`, `B`, `C`, `D`). Line feeds are left out: the terminal's
/// output settings may turn them into a carriage return and a line feed.
struct CursorMove: Equatable {
    enum Horizontal: Equatable {
        case none
        case carriageReturn
        /// A carriage return, then right.
        case fromLeftEdge(Int)
        case right(Int)
        case left(Int)
    }

    enum Plan: Equatable {
        case none
        case absolute(ScreenPosition)
        /// Up (negative) or down, then across.
        case relative(down: Int, Horizontal)
    }

    let plan: Plan
    /// Bytes it takes.
    let cost: Int

    init(from: ScreenPosition?, to: ScreenPosition) {
        guard let from else {
            (plan, cost) = (.absolute(to), Self.absoluteCost(to))
            return
        }
        guard from != to else {
            (plan, cost) = (.none, 0)
            return
        }
        let down = to.y - from.y
        let vertical = down == 0 ? 0 : Self.stepCost(abs(down))
        var best: (Plan, Int) = (.absolute(to), Self.absoluteCost(to))
        func consider(_ horizontal: Horizontal) {
            let cost = vertical + Self.cost(of: horizontal)
            if cost < best.1 { best = (.relative(down: down, horizontal), cost) }
        }
        if from.x == to.x {
            consider(.none)
        } else if to.x == 0 {
            consider(.carriageReturn)
        } else {
            consider(to.x > from.x ? .right(to.x - from.x) : .left(from.x - to.x))
            consider(.fromLeftEdge(to.x))
        }
        (plan, cost) = best
    }

    func write(into out: inout [UInt8]) {
        switch plan {
        case .none:
            break
        case .absolute(let to):
            out += [0x1B, UInt8(ascii: "[")]
            if to != ScreenPosition(x: 0, y: 0) {
                SGRSequence.appendDecimal(to.y + 1, to: &out)
                if to.x > 0 {
                    out.append(UInt8(ascii: ";"))
                    SGRSequence.appendDecimal(to.x + 1, to: &out)
                }
            }
            out.append(UInt8(ascii: "H"))
        case let .relative(down, horizontal):
            if down != 0 { Self.step(abs(down), down > 0 ? "B" : "A", into: &out) }
            switch horizontal {
            case .none: break
            case .carriageReturn: out.append(0x0D)
            case .fromLeftEdge(let n):
                out.append(0x0D)
                Self.step(n, "C", into: &out)
            case .right(let n): Self.step(n, "C", into: &out)
            case .left(let n) where n <= 2: out += [UInt8](repeating: 0x08, count: n)
            case .left(let n): Self.step(n, "D", into: &out)
            }
        }
    }

    private static func cost(of horizontal: Horizontal) -> Int {
        switch horizontal {
        case .none: 0
        case .carriageReturn: 1
        case .fromLeftEdge(let n): 1 + stepCost(n)
        case .right(let n): stepCost(n)
        case .left(let n): n <= 2 ? n : stepCost(n)
        }
    }

    /// `ESC [ row ; col H`, leaving out a column of 1, and both at the top-left corner.
    private static func absoluteCost(_ to: ScreenPosition) -> Int {
        if to == ScreenPosition(x: 0, y: 0) { return 3 }
        return 3 + SGRSequence.digits(to.y + 1) + (to.x > 0 ? 1 + SGRSequence.digits(to.x + 1) : 0)
    }

    /// `ESC [ n X`, with n left out when it is 1.
    private static func stepCost(_ n: Int) -> Int { 3 + (n == 1 ? 0 : SGRSequence.digits(n)) }

    private static func step(_ n: Int, _ final: Unicode.Scalar, into out: inout [UInt8]) {
        out += [0x1B, UInt8(ascii: "[")]
        if n != 1 { SGRSequence.appendDecimal(n, to: &out) }
        out.append(UInt8(final.value))
    }
}
