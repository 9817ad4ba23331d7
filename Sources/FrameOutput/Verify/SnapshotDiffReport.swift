import PetRenderer
import SharedData

/// A change between two snapshots as text a person can act on: how many pixels, where, which ones,
/// and the region side by side (expected, actual, and a mask of what changed). On a terminal the
/// crops are colour half-blocks; elsewhere palette letters, which survive logs and CI output.
public enum SnapshotDiffReport {
    /// Changed pixels listed by coordinate before the rest are counted.
    public static let listedPixels = 12
    /// The largest crop shown, in pixels, so three panels fit an 80-column terminal.
    public static let cropLimit = (width: 24, height: 16)
    static let cropMargin = 2
    static let maskPalette = Palette([RGB(0x30, 0x30, 0x38), RGB(0xff, 0x40, 0x40)])

    /// - Parameter colors: `.none` writes letters; any other mode writes ANSI colour crops. The
    ///   header fields compared come from the snapshot files, so they stay text to be escaped.
    public static func describe(_ change: SnapshotChange, expected: Snapshot, actual: Snapshot,
                                colors: ColorMode) -> TerminalText {
        lines(change, expected: expected, actual: actual, colors: colors).reduce("") { $0 + $1 + "\n" }
    }

    /// The report's lines, without line breaks.
    public static func lines(_ change: SnapshotChange, expected: Snapshot, actual: Snapshot,
                             colors: ColorMode) -> [TerminalText] {
        var lines = change.fields.map { TerminalText("\($0.name): expected \($0.expected.shown), actual \($0.actual.shown)") }
        if change.resized {
            lines.append("the canvas changed size, so no pixel corresponds")
        } else if let box = change.boundingBox {
            let count = change.pixels.count
            lines.append(TerminalText("\(String(count: count, "pixel")) differ, bounding box \(box)"))
            for p in change.pixels.prefix(listedPixels) {
                lines.append(TerminalText("  (\(p.x),\(p.y)) expected \(p.expected.hex), actual \(p.actual.hex)"))
            }
            if count > listedPixels { lines.append(TerminalText("  and \(count - listedPixels) more")) }
            lines += crops(of: change, box: box, expected: expected, actual: actual, colors: colors)
        }
        return lines
    }

    /// The region around the changes: the bounding box plus a margin, at most `cropLimit`.
    static func cropRect(_ box: PixelRect, width: Int, height: Int) -> PixelRect {
        var rect = box.expanded(by: cropMargin, within: (width, height))
        rect.width = min(rect.width, cropLimit.width)
        rect.height = min(rect.height, cropLimit.height)
        return rect
    }

    private static func crops(of change: SnapshotChange, box: PixelRect, expected: Snapshot, actual: Snapshot,
                              colors: ColorMode) -> [TerminalText] {
        let rect = cropRect(box, width: actual.canvas.width, height: actual.canvas.height)
        let changed = Set(change.pixels.map { $0.y * actual.canvas.width + $0.x })
        var mask = IndexedCanvas(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width where changed.contains((rect.y + y) * actual.canvas.width + rect.x + x) {
                mask[x, y] = 1
            }
        }
        let panels = [crop(expected.canvas, rect), crop(actual.canvas, rect), mask]
        let palettes = [expected.palette, actual.palette, maskPalette]
        let shown = rect.width < box.width || rect.height < box.height ? ", the top-left part of the box" : ""
        var lines = [TerminalText("crop \(rect)\(shown):")]
        let gap = "  "
        let titles = ["expected", "actual", "changed"].map { $0.padded(to: max(rect.width, 8)) }
        lines.append(TerminalText("     " + titles.joined(separator: gap)))
        if colors == .none {
            let marks: [Character] = [".", "X"]
            for y in 0..<rect.height {
                let rows = panels.indices.map { i in
                    let row = (0..<rect.width).map { x in i == 2 ? marks[Int(mask[x, y])] : Palette.letter(for: panels[i][x, y]) }
                    return String(row).padded(to: max(rect.width, 8))
                }
                lines.append(TerminalText("y\(String(rect.y + y).padded(to: 3)) " + rows.joined(separator: gap)))
            }
        } else {
            // Each row of ANSIWriter's output is a colour piece of its own, between plain text.
            let encoded = panels.indices.map { i in
                ANSIWriter.write(HalfBlockEncoder.encode(panels[i], with: TerminalPalette(palette: palettes[i], ink: [], mode: colors)))
                    .split(separator: "\n").map { TerminalText(colors: String($0)) }
            }
            let pad = TerminalText(String(repeating: " ", count: max(0, 8 - rect.width)))
            for row in 0..<(encoded.first?.count ?? 0) {
                let y = rect.y + 2 * row
                let panelsRow = encoded.map { $0[row] + pad }
                lines.append(panelsRow.dropFirst().reduce(TerminalText("y\(String(y).padded(to: 3)) ") + panelsRow[0]) {
                    $0 + TerminalText(gap) + $1
                })
            }
        }
        return lines
    }

    private static func crop(_ canvas: IndexedCanvas, _ rect: PixelRect) -> IndexedCanvas {
        var out = IndexedCanvas(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width { out[x, y] = canvas[rect.x + x, rect.y + y] }
        }
        return out
    }
}

private extension String {
    func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
