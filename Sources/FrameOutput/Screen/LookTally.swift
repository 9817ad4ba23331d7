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
    /// How many pending cells have each look.
    private(set) var lookCounts: [Int] = []

    /// Colours as numbers: 0 is none (a colour the look leaves open), 1... the colours looks
    /// need; `unknown` any other, which no look needs.
    private var colors: [TerminalColor: Int] = [:]
    private var unknown: Int { colors.count + 1 }
    private var foregrounds: [Int] = [], backgrounds: [Int] = [], styles: [Int] = []
    /// Each look's requirement, as an index into `pendingLooks`.
    private var requirementOf: [Int] = []
    private var requirements: [Int: Int] = [:]
    /// Pending looks per requirement; and of spaces per background, full blocks per foreground
    /// (a pen draws those of its colours whatever its other colour).
    private var pendingLooks: [Int] = []
    private var spaces: [Int] = [], blocks: [Int] = []
    /// Bytes of the escape that resets the pen and sets the look, and of its colours' codes.
    private var resetCosts: [Int] = [], foregroundLengths: [Int] = [], backgroundLengths: [Int] = []

    /// Room for the looks of `cells` cells at most, so the tables are not grown look by look.
    init(cells: Int) {
        let looks = min(2 * cells, 256)
        colors.reserveCapacity(looks)
        requirements.reserveCapacity(looks)
    }

    /// Numbers `look`, or finds its number; `numbering` is the writer's scratch, emptied by the
    /// caller before the first look.
    mutating func add(_ look: CellLook, numbering: inout [CellLook: Int]) -> Int {
        if let i = numbering[look] { return i }
        let i = looks.count
        numbering[look] = i
        looks.append(look)
        lookCounts.append(0)
        let fg = number(look.foreground), bg = number(look.background), style = Int(look.style.rawValue)
        foregrounds.append(fg)
        backgrounds.append(bg)
        styles.append(style)
        let key = Self.key(style, fg, bg)
        if let r = requirements[key] {
            requirementOf.append(r)
        } else {
            requirements[key] = pendingLooks.count
            requirementOf.append(pendingLooks.count)
            pendingLooks.append(0)
        }
        resetCosts.append(PenChange.cost(from: nil, to: look))
        foregroundLengths.append(look.foreground.map { SGRSequence.length(of: $0, background: false) } ?? 0)
        backgroundLengths.append(look.background.map { SGRSequence.length(of: $0, background: true) } ?? 0)
        return i
    }

    /// One more (1) or one fewer (-1) pending cell with look `d`.
    mutating func count(_ d: Int, _ change: Int) {
        lookCounts[d] += change
        pendingLooks[requirementOf[d]] += change
        if styles[d] == 0, foregrounds[d] == 0 { spaces[backgrounds[d]] += change }
        if styles[d] == 0, backgrounds[d] == 0 { blocks[foregrounds[d]] += change }
    }

    /// Ready for `count` and `nextLook` once every look is added.
    mutating func finish() {
        spaces = [Int](repeating: 0, count: unknown + 1)
        blocks = spaces
    }

    /// The look to change the pen to next: of the looks of the cells left, the one whose change
    /// and the move to its nearest cell (`moves`, per look) cost least, less twice the cells the
    /// pen then draws (each drawn with its colour saves the bytes of another change, or of a
    /// longer way round to it); the first of equals.
    func nextLook(from pen: Pen?, moves: [Int]) -> CellLook {
        let penForeground = pen.map { colors[$0.foreground] ?? unknown }
        let penBackground = pen.map { colors[$0.background] ?? unknown }
        let defaultColor = colors[.default] ?? unknown
        var best = (score: Int.max, look: 0)
        for d in looks.indices where lookCounts[d] > 0 {
            let fg = foregrounds[d], bg = backgrounds[d], style = styles[d]
            // The change's bytes and the pen after it, as `PenChange` would choose.
            var cost = resetCosts[d]
            var next = (fg: fg == 0 ? defaultColor : fg, bg: bg == 0 ? defaultColor : bg)
            if let pen, let penForeground, let penBackground {
                if style == Int(pen.style.rawValue) {
                    let fgChanges = fg != 0 && fg != penForeground, bgChanges = bg != 0 && bg != penBackground
                    let change = !fgChanges && !bgChanges ? 0
                        : 3 + (fgChanges ? foregroundLengths[d] : 0) + (bgChanges ? backgroundLengths[d] : 0) + (fgChanges && bgChanges ? 1 : 0)
                    if change <= cost {
                        cost = change
                        next = (fg == 0 ? penForeground : fg, bg == 0 ? penBackground : bg)
                    }
                } else {
                    cost = PenChange.cost(from: pen, to: looks[d])
                    let after = PenChange.pen(after: pen, drawing: looks[d])
                    next = (colors[after.foreground] ?? unknown, colors[after.background] ?? unknown)
                }
            }
            // Cells whose look needs both of the pen's colours: this look's own requirement when
            // it names both (no lookup), else found.
            let exact = next == (fg, bg) ? pendingLooks[requirementOf[d]] : pending(style, next.fg, next.bg)
            let drawn = exact + (style == 0 ? spaces[next.bg] + (next.fg == next.bg ? 0 : blocks[next.fg]) : 0)
            let score = cost + moves[d] - 2 * drawn
            if score < best.score { best = (score, d) }
        }
        return looks[best.look]
    }

    private func pending(_ style: Int, _ fg: Int, _ bg: Int) -> Int {
        requirements[Self.key(style, fg, bg)].map { pendingLooks[$0] } ?? 0
    }

    private mutating func number(_ color: TerminalColor?) -> Int {
        guard let color else { return 0 }
        if let n = colors[color] { return n }
        colors[color] = colors.count + 1
        return colors.count
    }

    /// A requirement as one number: styles are 3 bits, colour numbers fewer than 2^28.
    private static func key(_ style: Int, _ fg: Int, _ bg: Int) -> Int { (style << 56) | (fg << 28) | bg }
}
