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
        var codes = SGRSequence()
        for y in 0..<buffer.height {
            var state = Cell.blank
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                codes.removeAll()
                if cell.style != state.style {
                    // Attributes can only be switched off all at once.
                    codes.add(0)
                    codes.add(cell.style)
                    if cell.foreground != .default { codes.add(cell.foreground, background: false) }
                    if cell.background != .default { codes.add(cell.background, background: true) }
                } else {
                    if cell.foreground != state.foreground { codes.add(cell.foreground, background: false) }
                    if cell.background != state.background { codes.add(cell.background, background: true) }
                }
                codes.write(into: &out)
                state = cell
                UTF8.encode(TerminalText.isEscaped(cell.character) ? "?" : cell.character) { out.append($0) }
            }
            if state.foreground != .default || state.background != .default || !state.style.isEmpty {
                codes.removeAll()
                codes.add(0)
                codes.write(into: &out)
            }
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
