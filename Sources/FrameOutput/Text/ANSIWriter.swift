/// Cells to text with SGR escapes, for a terminal or a file. Each row starts from the default state and
/// ends with a reset, so any row can be printed alone; only changes of colour or style emit codes.
/// A cell holding a character a terminal would act on is written as `?`, so the SGR codes written
/// here are the only escapes in the text.
public enum ANSIWriter {
    /// The cells for a terminal: the one kind of `TerminalText` whose escapes reach it raw.
    public static func terminalText(_ buffer: CellBuffer) -> TerminalText {
        TerminalText(colors: write(buffer))
    }

    public static func write(_ buffer: CellBuffer) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(buffer.width * buffer.height * 12)
        for y in 0..<buffer.height {
            var state = Cell.blank
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.style != state.style {
                    // Attributes can only be switched off all at once.
                    var codes = ["0"] + styleCodes(cell.style)
                    if let fg = code(cell.foreground, background: false) { codes.append(fg) }
                    if let bg = code(cell.background, background: true) { codes.append(bg) }
                    emit(codes, into: &out)
                } else {
                    var codes: [String] = []
                    if cell.foreground != state.foreground { codes.append(code(cell.foreground, background: false) ?? "39") }
                    if cell.background != state.background { codes.append(code(cell.background, background: true) ?? "49") }
                    if !codes.isEmpty { emit(codes, into: &out) }
                }
                state = cell
                UTF8.encode(TerminalText.isEscaped(cell.character) ? "?" : cell.character) { out.append($0) }
            }
            if state.foreground != .default || state.background != .default || !state.style.isEmpty {
                emit(["0"], into: &out)
            }
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func emit(_ codes: [String], into out: inout [UInt8]) {
        out.append(contentsOf: "\u{1b}[\(codes.joined(separator: ";"))m".utf8)
    }

    private static func styleCodes(_ style: CellStyle) -> [String] {
        var codes: [String] = []
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.reverse) { codes.append("7") }
        return codes
    }

    /// SGR for a colour; nil for the default. Indices below 16 use the classic codes every terminal knows.
    private static func code(_ color: TerminalColor, background: Bool) -> String? {
        switch color {
        case .default: return nil
        case .indexed(let n) where n < 8: return String((background ? 40 : 30) + Int(n))
        case .indexed(let n) where n < 16: return String((background ? 100 : 90) + Int(n) - 8)
        case .indexed(let n): return "\(background ? 48 : 38);5;\(n)"
        case .rgb(let c): return "\(background ? 48 : 38);2;\(c.r);\(c.g);\(c.b)"
        }
    }
}
