/// Cells to text with SGR escapes, for a terminal or a file. Each row starts from the default state and
/// ends with a reset, so any row can be printed alone. Each cell is drawn in whichever of its looks
/// (`CellLook`) the pen at hand reaches with the shortest escape, as the screen writer draws them: a
/// space keeps any foreground, since it shows only its background, and a half block may be drawn
/// as the other half with its colours swapped. A cell holding a character a terminal would act on
/// is written as `?`, so the SGR codes written here are the only escapes in the text.
public enum ANSIWriter {
    /// The cells for a terminal: the one kind of `TerminalText` whose escapes reach it raw.
    public static func terminalText(_ buffer: CellBuffer) -> TerminalText {
        TerminalText(colors: write(buffer))
    }

    public static func write(_ buffer: CellBuffer) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(buffer.width * buffer.height * 12)
        var change = PenChange()
        for y in 0..<buffer.height {
            var pen = Pen.reset
            // The cell before and the character it was drawn as. The same cell again is drawn in
            // the same look with no escape: the pen holds that look, and drawing it brought the
            // pen no nearer the cell's other look. Runs of sky and ground are most of a frame.
            var last: (cell: Cell, character: Unicode.Scalar)?
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if let last, last.cell == cell {
                    UTF8.encode(last.character) { out.append($0) }
                    continue
                }
                let looks = CellLook.looks(for: ScreenWriter.safe(cell))
                var look = looks.0
                if let other = looks.1 {
                    // Most cells need no change at all: then the other look is not priced.
                    let own = PenChange.cost(from: pen, to: look)
                    if own > 0, PenChange.cost(from: pen, to: other) < own { look = other }
                }
                change.plan(from: pen, to: look)
                change.codes.write(into: &out)
                pen = change.pen
                UTF8.encode(look.character) { out.append($0) }
                last = (cell, look.character)
            }
            if pen != .reset {
                out += Array("\u{1B}[0m".utf8)
            }
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
