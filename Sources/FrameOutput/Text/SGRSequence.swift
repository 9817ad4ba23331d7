/// One SGR ("select graphic rendition") escape, `ESC [ p1;p2... m`, built parameter by parameter:
/// the colour and attribute codes `ANSIWriter` and `ScreenWriter` send. Indices below 16 use the
/// classic codes every terminal knows.
struct SGRSequence {
    /// The parameters, `;`-separated, without the `ESC [` and `m` around them.
    private(set) var parameters: [UInt8] = []

    var isEmpty: Bool { parameters.isEmpty }

    /// Bytes of the whole escape; 0 when nothing was added.
    var count: Int { parameters.isEmpty ? 0 : parameters.count + 3 }

    mutating func removeAll() { parameters.removeAll(keepingCapacity: true) }

    /// A bare code: 0 (reset), 1 (bold), 2 (dim), 7 (reverse), 22 (neither bold nor dim), 27 (not reversed).
    mutating func add(_ code: Int) {
        separate()
        Self.appendDecimal(code, to: &parameters)
    }

    /// Sets `color` as the foreground or background; the terminal's default is 39 or 49.
    mutating func add(_ color: TerminalColor, background: Bool) {
        separate()
        switch color {
        case .default:
            Self.appendDecimal(background ? 49 : 39, to: &parameters)
        case .indexed(let n) where n < 8:
            Self.appendDecimal((background ? 40 : 30) + Int(n), to: &parameters)
        case .indexed(let n) where n < 16:
            Self.appendDecimal((background ? 100 : 90) + Int(n) - 8, to: &parameters)
        case .indexed(let n):
            Self.appendDecimal(background ? 48 : 38, to: &parameters)
            parameters.append(UInt8(ascii: ";"))
            parameters.append(UInt8(ascii: "5"))
            parameters.append(UInt8(ascii: ";"))
            Self.appendDecimal(Int(n), to: &parameters)
        case .rgb(let c):
            Self.appendDecimal(background ? 48 : 38, to: &parameters)
            parameters.append(UInt8(ascii: ";"))
            parameters.append(UInt8(ascii: "2"))
            for channel in [c.r, c.g, c.b] {
                parameters.append(UInt8(ascii: ";"))
                Self.appendDecimal(Int(channel), to: &parameters)
            }
        }
    }

    /// Switches on each attribute of `style`.
    mutating func add(_ style: CellStyle) {
        if style.contains(.bold) { add(1) }
        if style.contains(.dim) { add(2) }
        if style.contains(.reverse) { add(7) }
    }

    /// Appends the escape to `out`; nothing when no parameter was added.
    func write(into out: inout [UInt8]) {
        guard !parameters.isEmpty else { return }
        CursorMove.introduce(into: &out)
        out += parameters
        out.append(UInt8(ascii: "m"))
    }

    /// The bytes a colour's parameter takes, without writing it: the screen writer prices many ways
    /// of drawing a cell before it writes one.
    static func length(of color: TerminalColor, background: Bool) -> Int {
        switch color {
        case .default: 2
        case .indexed(let n) where n < 8: 2
        case .indexed(let n) where n < 16: background ? 3 : 2
        case .indexed(let n): 5 + digits(Int(n))
        case .rgb(let c): 7 + digits(Int(c.r)) + digits(Int(c.g)) + digits(Int(c.b))
        }
    }

    static func digits(_ n: Int) -> Int { n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : String(n).count }

    static func appendDecimal(_ n: Int, to out: inout [UInt8]) {
        if n >= 10 { appendDecimal(n / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(n % 10))
    }

    private mutating func separate() {
        if !parameters.isEmpty { parameters.append(UInt8(ascii: ";")) }
    }
}
