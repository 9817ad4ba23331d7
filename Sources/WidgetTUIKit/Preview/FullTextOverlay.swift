import FrameOutput
import PetRenderer

/// The `i` overlay: the message line's whole text and, for another app's container, every value
/// and image account in full, wrapped in a box over the screen; what does not fit the screen is cut.
enum FullTextOverlay {
    static let title = "full text"
    static let footer = "i or Esc closes this"

    static func lines(_ state: PreviewState, width: Int) -> [String] {
        let message = state.message.map { [$0.text] } ?? []
        let values = state.content?.generic.map(GenericContainerView.fullTexts) ?? []
        let texts = message + values
        return (texts.isEmpty ? ["nothing to show: no message"] : texts).flatMap { PreviewView.wrap($0, width: width) } + ["", footer]
    }

    static func draw(_ state: PreviewState, into screen: inout CellBuffer) {
        let width = screen.width - 2
        var body = lines(state, width: width - 4)
        let height = min(screen.height, body.count + 2)
        if body.count > height - 2 { body = Array(body.prefix(height - 4)) + ["…", footer] }
        let y = (screen.height - height) / 2
        screen.clear(x: 1, y: y, width: width, height: height)
        screen.drawBox(x: 1, y: y, width: width, height: height, title: title, style: .bold)
        for (i, line) in body.enumerated() where i < height - 2 {
            screen.put(line, x: 3, y: y + 1 + i)
        }
    }
}
