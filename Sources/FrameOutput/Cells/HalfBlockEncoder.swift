import PetRenderer

/// Canvas to cells, two pixels per cell with U+2580: foreground paints the top pixel, background the
/// bottom one, which is exact for pixel art. Where both match, a space with the background suffices.
/// An odd last row leaves the bottom half to the terminal's default background.
public enum HalfBlockEncoder {
    static let lowerHalfBlock: Unicode.Scalar = "\u{2584}"

    public static func encode(_ canvas: IndexedCanvas, with palette: TerminalPalette) -> CellBuffer {
        let w = canvas.width, h = canvas.height, rows = (h + 1) / 2
        var cells = [Cell](repeating: .blank, count: w * rows)
        let shapesOnly = palette.mode == .none
        canvas.pixels.withUnsafeBufferPointer { px in
            palette.colors.withUnsafeBufferPointer { colors in
                palette.classes.withUnsafeBufferPointer { classes in
                    cells.withUnsafeMutableBufferPointer { out in
                        // Pointers to each row, so a cell's pixels and place are found without
                        // arithmetic checked for overflow: the preview encodes every frame.
                        guard let pixels = px.baseAddress, let cells = out.baseAddress else { return }
                        for row in 0..<rows {
                            let hasBottom = 2 * row + 1 < h, out = cells + row * w
                            let top = pixels + 2 * row * w, bottom = hasBottom ? top + w : top
                            for x in 0..<w {
                                let t = Int(top[x])
                                let b = hasBottom ? Int(bottom[x]) : -1
                                out[x] = shapesOnly
                                    ? shape(top: classes[t] == 1, bottom: b >= 0 && classes[b] == 1)
                                    : b < 0 ? Cell(Cell.upperHalfBlock, foreground: colors[t])
                                    : classes[t] == classes[b] ? Cell(" ", background: colors[b])
                                    : Cell(Cell.upperHalfBlock, foreground: colors[t], background: colors[b])
                            }
                        }
                    }
                }
            }
        }
        return CellBuffer(width: w, height: rows, cells: cells)
    }

    /// Colourless cells: ink halves as block characters, paper as space.
    @inline(__always)
    static func shape(top: Bool, bottom: Bool) -> Cell {
        switch (top, bottom) {
        case (true, true): Cell(CellLook.fullBlock)
        case (true, false): Cell(Cell.upperHalfBlock)
        case (false, true): Cell(lowerHalfBlock)
        case (false, false): .blank
        }
    }
}
