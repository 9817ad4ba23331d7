/// What the terminal draws the next characters with: the colours and attributes SGR set last.
struct Pen: Equatable, Sendable {
    var foreground: TerminalColor
    var background: TerminalColor
    var style: CellStyle

    /// After `ESC [ 0 m`.
    static let reset = Pen(foreground: .default, background: .default, style: [])

    /// Whether the pen draws `look` as it is, with no escape first.
    func draws(_ look: CellLook) -> Bool {
        look.style == style && (look.foreground == nil || look.foreground == foreground)
            && (look.background == nil || look.background == background)
    }
}

/// The SGR escape that makes the pen draw a look, the cheaper of two ways: change only what
/// differs (22 and 27 switch attributes off one kind at a time), or reset and set what is needed.
/// From an unknown pen only the reset is safe.
struct PenChange {
    private(set) var codes = SGRSequence()
    private(set) var pen = Pen.reset

    /// The bytes of the escape from `pen` to `look`, without building it: the screen writer
    /// prices many ways of drawing a cell before it writes one.
    static func cost(from pen: Pen?, to look: CellLook) -> Int {
        guard let pen else { return resetCost(look) }
        guard let change = changeCost(from: pen, to: look) else { return 0 }
        return min(change, resetCost(look))
    }

    /// The bytes of the cheapest escape from `pen` to `look` and the pen after it, without
    /// building it: what else the pen then draws is how the screen writer chooses its next colour.
    static func change(from pen: Pen, to look: CellLook) -> (cost: Int, pen: Pen) {
        guard let change = changeCost(from: pen, to: look) else { return (0, pen) }
        let reset = resetCost(look)
        if reset < change {
            return (reset, Pen(foreground: look.foreground ?? .default, background: look.background ?? .default, style: look.style))
        }
        return (change, Pen(foreground: look.foreground ?? pen.foreground, background: look.background ?? pen.background, style: look.style))
    }

    /// Builds the cheapest escape from `pen` to `look`, and the pen after it.
    mutating func plan(from pen: Pen?, to look: CellLook) {
        codes.removeAll()
        guard let pen else {
            build(reset: true, from: .reset, to: look)
            return
        }
        guard let change = Self.changeCost(from: pen, to: look) else {
            self.pen = pen
            return
        }
        build(reset: Self.resetCost(look) < change, from: pen, to: look)
    }

    private mutating func build(reset: Bool, from pen: Pen, to look: CellLook) {
        var next = reset ? Pen.reset : pen
        let on = look.style.subtracting(next.style), off = next.style.subtracting(look.style)
        if reset {
            codes.add(0)
        } else if !off.isDisjoint(with: Self.intensity) {
            codes.add(22)
        }
        // 22 switched off both bold and dim: the look's come back.
        codes.add(!reset && !off.isDisjoint(with: Self.intensity) ? look.style.intersection(Self.intensity)
                                                                   : on.intersection(Self.intensity))
        if off.contains(.reverse) { codes.add(27) }
        if on.contains(.reverse) { codes.add(7) }
        next.style = look.style
        if let fg = look.foreground, fg != next.foreground {
            codes.add(fg, background: false)
            next.foreground = fg
        }
        if let bg = look.background, bg != next.background {
            codes.add(bg, background: true)
            next.background = bg
        }
        self.pen = next
    }

    private static let intensity: CellStyle = [.bold, .dim]

    /// `0`, the look's attributes and its colours other than the defaults, as one escape.
    private static func resetCost(_ look: CellLook) -> Int {
        var tally = Tally()
        tally.add(1)
        tally.addAttributes(look.style)
        if let fg = look.foreground, fg != .default { tally.add(SGRSequence.length(of: fg, background: false)) }
        if let bg = look.background, bg != .default { tally.add(SGRSequence.length(of: bg, background: true)) }
        return tally.escape
    }

    /// Only what differs; nil when nothing does.
    private static func changeCost(from pen: Pen, to look: CellLook) -> Int? {
        let fg = look.foreground.flatMap { $0 == pen.foreground ? nil : $0 }
        let bg = look.background.flatMap { $0 == pen.background ? nil : $0 }
        guard fg != nil || bg != nil || look.style != pen.style else { return nil }
        let on = look.style.subtracting(pen.style), off = pen.style.subtracting(look.style)
        var tally = Tally()
        if !off.isDisjoint(with: intensity) {
            tally.add(2)
            tally.addAttributes(look.style.intersection(intensity))
        } else {
            tally.addAttributes(on.intersection(intensity))
        }
        if off.contains(.reverse) { tally.add(2) }
        if on.contains(.reverse) { tally.add(1) }
        if let fg { tally.add(SGRSequence.length(of: fg, background: false)) }
        if let bg { tally.add(SGRSequence.length(of: bg, background: true)) }
        return tally.escape
    }

    /// Parameter lengths added up as `ESC [`, the parameters with a `;` between each two, and `m`.
    private struct Tally {
        var bytes = 0
        var parameters = 0

        mutating func add(_ length: Int) {
            bytes += length
            parameters += 1
        }

        /// 1, 2 and 7: one digit each.
        mutating func addAttributes(_ style: CellStyle) {
            // No array of the three: this runs for each way of drawing each cell priced.
            if style.contains(.bold) { add(1) }
            if style.contains(.dim) { add(1) }
            if style.contains(.reverse) { add(1) }
        }

        var escape: Int { parameters == 0 ? 0 : 3 + bytes + parameters - 1 }
    }
}
