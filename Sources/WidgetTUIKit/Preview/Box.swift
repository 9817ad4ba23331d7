import FrameOutput
import PetRenderer

extension CellBuffer {
    /// Draws a single-line box, with an optional title in its top border, clipped to the buffer.
    mutating func drawBox(x: Int, y: Int, width: Int, height: Int, title: String? = nil, style: CellStyle = []) {
        guard width >= 2, height >= 2 else { return }
        let right = x + width - 1, bottom = y + height - 1
        // The borders as cells, not as text: the preview draws its frame for every screen, and
        // a line of box drawing made as a string and read back took more than the rest of the box.
        for (row, left, end) in [(y, "┌", "┐"), (bottom, "└", "┘")] as [(Int, String, String)] {
            put(left, x: x, y: row, style: style)
            fill(Cell("─", style: style), row: row, columns: (x + 1)..<right)
            put(end, x: right, y: row, style: style)
        }
        let side = Cell("│", style: style)
        for row in y + 1..<bottom {
            fill(side, row: row, columns: x..<(x + 1))
            fill(side, row: row, columns: right..<(right + 1))
        }
        if let title, width > 6 {
            put(" " + Self.fitted(title, to: width - 6) + " ", x: x + 2, y: y, style: style)
        }
    }

    /// `title` in at most `room` characters: whole, or cut after its last word that fits with an
    /// ellipsis after it (a word is cut only when the first does not fit), so no word is cut silently.
    static func fitted(_ title: String, to room: Int) -> String {
        guard title.count > room else { return title }
        guard room > 1 else { return String(title.prefix(room)) }
        var kept = ""
        for word in title.split(separator: " ") {
            let longer = kept.isEmpty ? String(word) : kept + " " + word
            guard longer.count < room else { break }
            kept = longer
        }
        return (kept.isEmpty ? String(title.prefix(room - 1)) : kept) + "…"
    }

    /// Blanks a rectangle, clipped to the buffer.
    mutating func clear(x: Int, y: Int, width: Int, height: Int) {
        for row in y..<y + max(0, height) {
            for col in x..<x + max(0, width) where contains(x: col, y: row) { self[col, row] = .blank }
        }
    }
}
