import FrameOutput
import PetRenderer

/// The screen of a container that is not the pet widget's: each image a key names, drawn in a
/// frame the size of the widget family (scaled to fit, flagged in its border when blank, oversized
/// or missing), then every key with its type and value, cut to fit. Pure.
enum GenericContainerView {
    /// The widest the key and type columns grow; longer keys are cut, their full text one key away.
    static let keyColumn = 28
    static let typeColumn = 10

    /// Draws `data` between the status lines and the message rows, with `images` (one per
    /// `data.images`, nil where there is no picture) already scaled to the family; returns the last row used.
    static func draw(_ state: PreviewState, _ data: GenericWidgetData, images: [CellBuffer?], into screen: inout CellBuffer) -> Int {
        let top = PreviewView.statusRows, end = screen.height - PreviewView.messageRows
        let canvas = state.drawnSettings.canvasSize
        let frame = (width: canvas.width + 2, height: (canvas.height + 1) / 2 + 2)
        var row = top
        if data.images.isEmpty {
            screen.put("no image: no key names a file in home_widget/ or a .png/.jpg", x: 1, y: row)
            row += 1
        } else if frame.height + 2 <= end - top, frame.width + 2 <= screen.width {
            let fit = min(data.images.count, (screen.width - 1) / (frame.width + 1))
            for (i, image) in data.images.prefix(fit).enumerated() {
                drawImage(image, cells: images.indices.contains(i) ? images[i] : nil, frame: frame,
                          x: 1 + i * (frame.width + 1), y: row, into: &screen)
            }
            row += frame.height
            if fit < data.images.count {
                screen.put(String(count: data.images.count - fit, "more image") + " not drawn: widen the terminal or press f", x: 1, y: row)
                row += 1
            }
        } else {
            screen.put("the images do not fit: enlarge the terminal, or press f for a smaller family", x: 1, y: row)
            row += 1
        }
        return drawValues(data, from: row, to: end, into: &screen)
    }

    /// One image in its frame: the key in the top border, the flag in the bottom one (bold), the
    /// picture centred, or the flag in the middle when there is none.
    private static func drawImage(_ image: GenericWidgetData.Image, cells: CellBuffer?, frame: (width: Int, height: Int), x: Int, y: Int,
                                  into screen: inout CellBuffer) {
        screen.drawBox(x: x, y: y, width: frame.width, height: frame.height, title: image.key)
        let inner = (width: frame.width - 2, height: frame.height - 2)
        if let cells {
            screen.blit(cells, x: x + 1 + (inner.width - cells.width) / 2, y: y + 1 + (inner.height - cells.height) / 2)
        }
        let flag = image.flag.map { " \($0) " }
        if let flag, cells != nil, frame.width > 6 {
            screen.put(String(flag.prefix(frame.width - 4)), x: x + 2, y: y + frame.height - 1, style: .bold)
        }
        if cells == nil {
            let lines = [image.file, image.flag ?? ""].map { String($0.prefix(max(0, inner.width - 2))) }
            for (i, line) in lines.enumerated() {
                screen.put(line, x: x + 1 + max(0, (inner.width - line.count) / 2), y: y + 1 + inner.height / 2 - 1 + i,
                           style: i == 1 ? .bold : [])
            }
        }
    }

    /// The keys as a table, as many as fit; the last row counts the rest.
    private static func drawValues(_ data: GenericWidgetData, from top: Int, to end: Int, into screen: inout CellBuffer) -> Int {
        guard top < end else { return top - 1 }
        let width = screen.width - 2
        let keyWidth = min(keyColumn, max(3, data.values.map(\.key.count).max() ?? 0))
        let typeWidth = min(typeColumn, max(4, data.values.map(\.type.count).max() ?? 0))
        let valueWidth = max(1, width - keyWidth - typeWidth - 4)
        let row = { (key: String, type: String, value: String) in
            cut(key, keyWidth).paddedWithSpaces(toLength: keyWidth) + "  " + cut(type, typeWidth).paddedWithSpaces(toLength: typeWidth)
                + "  " + cut(value, valueWidth)
        }
        screen.put(row("key", "type", "value"), x: 1, y: top, style: .dim)
        let shown = end - top - 1
        let hidden = data.values.count + data.moreKeys - min(shown, data.values.count)
        let listed = data.values.prefix(hidden > 0 ? max(0, shown - 1) : shown)
        for (i, value) in listed.enumerated() {
            screen.put(row(value.key, value.type, value.shown), x: 1, y: top + 1 + i)
        }
        var last = top + listed.count
        if hidden > 0, last + 1 < end {
            last += 1
            screen.put(String(count: data.values.count + data.moreKeys - listed.count, "more key") + ": i shows every value in full", x: 1, y: last)
        }
        return last
    }

    /// Every value and image in full: what the full-text view adds after the message.
    static func fullTexts(_ data: GenericWidgetData) -> [String] {
        data.values.map { "\($0.key) (\($0.type)): \($0.text)" } + data.images.map(\.detail)
    }

    /// `text` in at most `width` characters, ending in an ellipsis when cut.
    static func cut(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
    }
}
