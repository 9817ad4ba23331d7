/// The looks of one screen update drawn colour by colour, numbered, with what each needs of the pen
/// (its colours as small numbers, and its style) and how many pending cells need each such
/// requirement. That is what the screen writer asks a few dozen times an update, for each of a few
/// dozen looks: how many of the cells left would the pen draw after changing to this look? A
/// pen draws a look whose colours it holds or that leaves a colour open (a space any foreground,
/// a full block any background), so the answer is the pending looks of three requirements,
/// found here in constant time instead of by comparing every look with every other.
struct LookTally {
    /// The different looks, as `add` numbered them.
    private(set) var looks: [CellLook] = []
    /// Each look's character, and its UTF-8 bytes.
    private(set) var characters: [Unicode.Scalar] = [], widths: [Int] = []

    /// Colours as numbers (keyed by `code(_:)`): 0 is none (a colour the look leaves open), 1...
    /// the colours looks need; `unknown` any other, which no look needs.
    private var colors: NumberTable
    private var unknown: Int { colors.count + 1 }
    /// The looks' numbers, keyed by their character, style and colour numbers in one word.
    private var numbers: NumberTable
    /// Per look, what it needs of the pen.
    private var needs: [Needs] = []
    private var requirements: NumberTable
    private var requirementCount = 0
    /// Pending cells, in one array (a cell drawn changes three or four of them, and each array
    /// written is checked to be held once): per look, then per requirement, then of spaces per
    /// background and of full blocks per foreground (a pen draws those of its colours whatever
    /// its other colour). Laid out by `finish()`.
    private var counts: [Int] = []
    private var requirementsBase = 0, spacesBase = 0, blocksBase = 0

    /// A look's colours as numbers and its style, its requirement, the index in `counts` of its
    /// spaces' or blocks' count if it is one of them (else -1), and the bytes of the escape that
    /// resets the pen and sets the look, and of its colours' codes.
    private struct Needs {
        var foreground: Int, background: Int, style: Int
        var requirement: Int, open = -1
        var resetCost: Int, foregroundLength: Int, backgroundLength: Int
    }

    /// Room for the looks of `cells` cells at most, so the tables are not grown look by look.
    init(cells: Int) {
        let room = min(2 * cells, 256)
        colors = NumberTable(capacity: room)
        numbers = NumberTable(capacity: room)
        requirements = NumberTable(capacity: room)
        looks.reserveCapacity(room)
        characters.reserveCapacity(room)
        widths.reserveCapacity(room)
        needs.reserveCapacity(room)
    }

    /// Numbers `look`, or finds its number.
    mutating func add(_ look: CellLook) -> Int {
        // A look's colours are numbered with it, so those of a look seen before have their numbers.
        let fg = number(look.foreground), bg = number(look.background), style = Int(look.style.rawValue)
        let lookKey = UInt64(look.character.value) | UInt64(style) << 21 | UInt64(fg) << 24 | UInt64(bg) << 44
        if let i = numbers[lookKey] { return i }
        let i = looks.count
        numbers.insert(i, for: lookKey)
        looks.append(look)
        characters.append(look.character)
        widths.append(UTF8.width(look.character))
        let key = Self.key(style, fg, bg)
        let requirement = requirements[key] ?? requirementCount
        if requirement == requirementCount {
            requirements.insert(requirement, for: key)
            requirementCount += 1
        }
        needs.append(Needs(foreground: fg, background: bg, style: style, requirement: requirement,
                           resetCost: PenChange.cost(from: nil, to: look),
                           foregroundLength: look.foreground.map { SGRSequence.length(of: $0, background: false) } ?? 0,
                           backgroundLength: look.background.map { SGRSequence.length(of: $0, background: true) } ?? 0))
        return i
    }

    /// One more (1) or one fewer (-1) pending cell with look `d`.
    mutating func count(_ d: Int, _ change: Int) {
        let requirement = requirementsBase + needs[d].requirement, open = needs[d].open
        counts.withUnsafeMutableBufferPointer { counts in
            counts[d] += change
            counts[requirement] += change
            if open >= 0 { counts[open] += change }
        }
    }

    /// Ready for `count` and `nextLook` once every look is added.
    mutating func finish() {
        requirementsBase = looks.count
        spacesBase = requirementsBase + requirementCount
        blocksBase = spacesBase + unknown + 1
        counts = [Int](repeating: 0, count: blocksBase + unknown + 1)
        for d in needs.indices where needs[d].style == 0 {
            if needs[d].foreground == 0 { needs[d].open = spacesBase + needs[d].background }
            if needs[d].background == 0 { needs[d].open = blocksBase + needs[d].foreground }
        }
    }

    /// The look to change the pen to next: of the looks of the cells left, the one whose change
    /// and the move to its nearest cell (`moves`, per look) cost least, less twice the cells the
    /// pen then draws (each drawn with its colour saves the bytes of another change, or of a
    /// longer way round to it); the first of equals.
    func nextLook(from pen: Pen?, moves: [Int]) -> CellLook {
        let penForeground = pen.map { colors[Self.code($0.foreground)] ?? unknown }
        let penBackground = pen.map { colors[Self.code($0.background)] ?? unknown }
        let defaultColor = colors[Self.code(.default)] ?? unknown
        var best = (score: Int.max, look: 0)
        precondition(moves.count == needs.count)
        // Without bounds checks: this goes through every look at each choice of colour.
        needs.withUnsafeBufferPointer { needs in
            counts.withUnsafeBufferPointer { counts in
                moves.withUnsafeBufferPointer { moves in
                    for d in needs.indices where counts[d] > 0 {
                        let look = needs[d], fg = look.foreground, bg = look.background, style = look.style
                        // The change's bytes and the pen after it, as `PenChange` would choose.
                        var cost = look.resetCost
                        var next = (fg: fg == 0 ? defaultColor : fg, bg: bg == 0 ? defaultColor : bg)
                        if let pen, let penForeground, let penBackground {
                            if style == Int(pen.style.rawValue) {
                                let fgChanges = fg != 0 && fg != penForeground, bgChanges = bg != 0 && bg != penBackground
                                let change = !fgChanges && !bgChanges ? 0
                                    : 3 + (fgChanges ? look.foregroundLength : 0) + (bgChanges ? look.backgroundLength : 0) + (fgChanges && bgChanges ? 1 : 0)
                                if change <= cost {
                                    cost = change
                                    next = (fg == 0 ? penForeground : fg, bg == 0 ? penBackground : bg)
                                }
                            } else {
                                let after: Pen
                                (cost, after) = PenChange.change(from: pen, to: looks[d])
                                next = (colors[Self.code(after.foreground)] ?? unknown, colors[Self.code(after.background)] ?? unknown)
                            }
                        }
                        // Cells whose look needs both of the pen's colours: this look's own requirement
                        // when it names both (no lookup), else found.
                        let exact = next == (fg, bg) ? counts[requirementsBase + look.requirement] : pending(style, next.fg, next.bg)
                        let drawn = exact + (style == 0 ? counts[spacesBase + next.bg] + (next.fg == next.bg ? 0 : counts[blocksBase + next.fg]) : 0)
                        let score = cost + moves[d] - 2 * drawn
                        if score < best.score { best = (score, d) }
                    }
                }
            }
        }
        return looks[best.look]
    }

    /// Into `drawable`, per look, whether `pen` draws it as it is (`Pen.draws(_:)`), from the
    /// numbers rather than by comparing colours.
    func note(drawnBy pen: Pen, in drawable: inout [Bool]) {
        let fg = colors[Self.code(pen.foreground)] ?? unknown, bg = colors[Self.code(pen.background)] ?? unknown
        let style = Int(pen.style.rawValue)
        precondition(drawable.count == needs.count)
        needs.withUnsafeBufferPointer { needs in
            drawable.withUnsafeMutableBufferPointer { drawable in
                for (d, look) in needs.enumerated() {
                    drawable[d] = look.style == style && (look.foreground == 0 || look.foreground == fg)
                        && (look.background == 0 || look.background == bg)
                }
            }
        }
    }

    private func pending(_ style: Int, _ fg: Int, _ bg: Int) -> Int {
        requirements[Self.key(style, fg, bg)].map { counts[requirementsBase + $0] } ?? 0
    }

    private mutating func number(_ color: TerminalColor?) -> Int {
        guard let color else { return 0 }
        let code = Self.code(color)
        if let n = colors[code] { return n }
        colors.insert(colors.count + 1, for: code)
        return colors.count
    }

    /// A colour as one number, for `colors`: the default, a palette index or a direct colour.
    private static func code(_ color: TerminalColor) -> UInt64 {
        switch color {
        case .default: 0
        case .indexed(let n): 1 + UInt64(n)
        case .rgb(let c): 257 + (UInt64(c.r) << 16 | UInt64(c.g) << 8 | UInt64(c.b))
        }
    }

    /// A requirement as one number: styles are 3 bits, colour numbers fewer than 2^20 (an update
    /// has at most two colours for each of its `ScreenWriter.orderedLimit` cells' two looks).
    private static func key(_ style: Int, _ fg: Int, _ bg: Int) -> UInt64 { UInt64(style) << 56 | UInt64(fg) << 28 | UInt64(bg) }
}
