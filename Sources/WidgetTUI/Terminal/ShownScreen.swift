import FrameOutput

/// The buffers drawn as this terminal can show them: its colours (`ColorCapability.shown`), and
/// characters one column wide, others made `?`. The last one is kept with the frame it was given
/// as, so the next frame's cells are compared only in the columns that frame wrote
/// (`CellBuffer.changedColumns(since:)`) and converted only where they differ from what was shown:
/// a scrub step draws the widget's 1,650 cells anew and changes about 260 of them.
struct ShownScreen {
    let capability: ColorCapability
    private var last: (frame: CellBuffer.Frame?, shown: CellBuffer)?

    init(capability: ColorCapability) {
        self.capability = capability
    }

    /// `buffer` as the terminal shows it, and for each row the columns whose cells differ from
    /// the last screen shown; nil columns when any cell may differ (the first screen after
    /// `forget()`, another size, or not the frame after the last one shown).
    mutating func show(_ buffer: CellBuffer) -> (screen: CellBuffer, changedColumns: [Range<Int>]?) {
        var spans: [Range<Int>]?
        var shown: CellBuffer
        if let last, last.shown.width == buffer.width, last.shown.height == buffer.height {
            (shown, spans) = (last.shown, buffer.changedColumns(since: last.frame))
        } else {
            // One of another size is let go of before this one is made.
            last = nil
            shown = CellBuffer(width: buffer.width, height: buffer.height)
        }
        // Let go of it, so the changes below do not copy the whole screen.
        last = nil
        // A blank cell and a converted one convert to themselves, so every cell of `shown` is one
        // `replace` may compare with the buffer's before converting. What the buffer wrote again as
        // it was (the status lines, the frame, most of the widget) is no change.
        var changed: [Range<Int>] = []
        changed.reserveCapacity(buffer.height)
        var widths = CharacterWidth()
        let capability = capability
        for y in 0..<buffer.height {
            changed.append(shown.replace(row: y, columns: spans?[y] ?? 0..<buffer.width, from: buffer) { cell in
                Cell(widths.isOne(cell.character) ? cell.character : "?", foreground: capability.shown(cell.foreground),
                     background: capability.shown(cell.background), style: cell.style)
            })
        }
        last = (buffer.frame, shown)
        return (shown, spans == nil ? nil : changed)
    }

    /// The terminal shows something else than the last screen: the next one converts and compares
    /// every cell.
    mutating func forget() {
        last = nil
    }
}
