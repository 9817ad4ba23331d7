import FrameOutput
import PetRenderer

/// The `?` overlay: every key binding and the timeline strip's marks in a box over the middle of
/// the screen. On a screen too small for all of it, each row wraps within the box and the rows
/// scroll (Up/Down, PgUp/PgDn, Home/End, while it is open), the closing keys always on its last line.
enum HelpOverlay {
    static let title = "keys"
    static let footer = "? or Esc closes this help"
    /// The last line when the rows do not all fit, where `footer` does not.
    static let scrollingFooter = "Up/Down more, ? or Esc closes"

    /// The box on a screen of `size`: where it stands, its rows wrapped to its width, and how many
    /// show at once above the footer.
    struct Layout {
        let x, y, width, height: Int
        let rows: [String]
        var visible: Int { max(1, height - 3) }
        var scrolls: Bool { rows.count > height - 3 }
        /// The furthest the rows scroll: the last row at the bottom.
        var lastOffset: Int { max(0, rows.count - visible) }
    }

    static func layout(for size: TerminalSize) -> Layout {
        let labelWidth = (KeyHelp.rows.map(\.label.count).max() ?? 0) + 2
        let natural = KeyHelp.rows.map { labelWidth + $0.help.count } + [StripMark.legend.count, footer.count]
        let width = min(size.columns, (natural.max() ?? 0) + 4)
        let inner = width - 4
        // A row's help wraps under itself, past the label column, when the column is wide enough to read.
        let indent = inner - labelWidth >= 12 ? labelWidth : 2
        var rows: [String] = []
        for row in KeyHelp.rows {
            let wrapped = PreviewView.wrap(row.help, width: inner - indent)
            if indent == labelWidth {
                rows += wrapped.enumerated().map { ($0.offset == 0 ? row.label : "").paddedWithSpaces(toLength: indent) + $0.element }
            } else {
                rows += PreviewView.wrap(row.label, width: inner) + wrapped.map { String(repeating: " ", count: indent) + $0 }
            }
        }
        rows += PreviewView.wrap(StripMark.legend, width: inner)
        let height = min(size.rows, rows.count + 3)
        return Layout(x: (size.columns - width) / 2, y: (size.rows - height) / 2, width: width, height: height, rows: rows)
    }

    static func draw(_ state: PreviewState, into screen: inout CellBuffer) {
        let box = layout(for: state.terminalSize)
        screen.clear(x: box.x, y: box.y, width: box.width, height: box.height)
        screen.drawBox(x: box.x, y: box.y, width: box.width, height: box.height, title: title, style: .bold)
        let offset = min(state.helpScroll, box.lastOffset)
        for (i, line) in box.rows.dropFirst(offset).prefix(box.visible).enumerated() {
            screen.put(line, x: box.x + 2, y: box.y + 1 + i)
        }
        let last = box.scrolls ? scrollingFooter : footer
        screen.put(String(last.prefix(box.width - 4)), x: box.x + 2, y: box.y + box.height - 2, style: box.scrolls ? .bold : [])
    }
}
