import FrameOutput
import PetRenderer

/// The `?` overlay: every key binding and the timeline strip's marks in a box over the middle of the screen.
enum HelpOverlay {
    static let title = "keys"
    static let footer = "? or Esc closes this help"

    static var lines: [String] {
        let width = KeyHelp.rows.map(\.label.count).max() ?? 0
        return KeyHelp.rows.map { $0.label.paddedWithSpaces(toLength: width + 2) + $0.help }
            + [StripMark.legend, footer]
    }

    static func draw(into screen: inout CellBuffer) {
        let body = lines
        let width = min(screen.width, (body.map(\.count).max() ?? 0) + 4)
        let height = min(screen.height, body.count + 2)
        let x = (screen.width - width) / 2, y = (screen.height - height) / 2
        screen.clear(x: x, y: y, width: width, height: height)
        screen.drawBox(x: x, y: y, width: width, height: height, title: title, style: .bold)
        for (i, line) in body.enumerated() where i < height - 2 {
            screen.put(String(line.prefix(width - 4)), x: x + 2, y: y + 1 + i)
        }
    }
}
