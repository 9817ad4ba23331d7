import FrameOutput
import PetRenderer

/// The preview's screen as a cell buffer: three status lines, the widget centred in a frame that
/// shows its bounds with its timeline strip under it, a message line, and the help overlay on top. Pure.
enum PreviewView {
    /// Smallest screen that holds the status lines, a message and a hint.
    static let minimumSize = TerminalSize(columns: 40, rows: 7)
    /// Status lines above the frame.
    static let statusRows = 3
    /// Status lines above the frame, message line below it.
    static let chromeRows = statusRows + 1
    /// Rows a message takes at most; a longer one is cut with an ellipsis.
    static let messageRows = 2

    /// The screen with `widget` as the session drew it; nil draws why there is nothing to draw.
    /// `images` are another app's container's pictures (`GenericWidgetData.images`), drawn at the family's size.
    static func render(_ state: PreviewState, widget: WidgetDrawing?, images: [CellBuffer?] = []) -> CellBuffer {
        var screen = CellBuffer(width: max(0, state.terminalSize.columns), height: max(0, state.terminalSize.rows))
        var status = PreviewStatus.Lines()
        draw(state, widget: widget, images: images, status: &status, on: &screen)
        return screen
    }

    /// As `render`, into the last screen drawn when it has the terminal's size: cleared for the
    /// next frame, so the screen writer compares only the cells either frame wrote; `status` keeps
    /// what the last screen's status lines were made from.
    static func render(_ state: PreviewState, widget: WidgetDrawing?, images: [CellBuffer?] = [],
                       status: inout PreviewStatus.Lines, reusing screen: inout CellBuffer) {
        let size = state.terminalSize
        if screen.width == max(0, size.columns), screen.height == max(0, size.rows) {
            screen.clearForNextFrame()
        } else {
            screen = CellBuffer(width: max(0, size.columns), height: max(0, size.rows))
        }
        draw(state, widget: widget, images: images, status: &status, on: &screen)
    }

    private static func draw(_ state: PreviewState, widget: WidgetDrawing?, images: [CellBuffer?],
                             status: inout PreviewStatus.Lines, on screen: inout CellBuffer) {
        let size = state.terminalSize
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            putCentred(["terminal too small", "\(size), needs \(minimumSize)"], in: &screen, top: 0, height: size.rows)
            return
        }
        let width = size.columns - 1
        for (row, line) in status(state, night: widget?.isNight).enumerated() {
            // A cut line ends in an ellipsis, so it does not read as complete; either way it is
            // `min(count, width)` characters. Counted once: counting walks the grapheme breaks.
            let count = line.count
            let fitted = count > width ? line.prefix(width - 1) + "…" : line
            // Padded to the width with reverse-video spaces, the bar reaching the right edge.
            let end = screen.put(" " + fitted, x: 0, y: row, style: .reverse)
            screen.fill(Cell(" ", style: .reverse), row: row, columns: end..<(end + width - min(count, width)))
        }
        let message = state.message ?? .info("? keys  q quit")
        let used = if state.surface == .home, let generic = state.content?.generic {
            GenericContainerView.draw(state, generic, images: images, into: &screen)
        } else if let problem = state.activityProblem {
            putCentred(["no Live Activity to draw", problem, "v shows the next view"], in: &screen, top: statusRows,
                       height: screen.height - chromeRows)
        } else if let widget {
            drawWidget(widget, state: state, into: &screen)
        } else {
            putCentred(["no timeline yet", "nothing to draw until a reload succeeds"], in: &screen, top: statusRows,
                       height: screen.height - chromeRows)
        }
        drawMessage(message, into: &screen, below: used)
        if state.showsHelp { HelpOverlay.draw(state, into: &screen) }
        if state.showsFullText { FullTextOverlay.draw(state, into: &screen) }
    }

    /// Whether a widget of `width` x `height` cells, framed, fits a terminal of `size` between the
    /// status and message lines.
    static func fits(widgetWidth width: Int, height: Int, in size: TerminalSize) -> Bool {
        size.columns >= minimumSize.columns && size.rows >= minimumSize.rows
            && width + 2 <= size.columns && height + 2 <= size.rows - chromeRows
    }

    /// Draws the framed widget, or why it does not fit; returns the last row used.
    private static func drawWidget(_ drawing: WidgetDrawing, state: PreviewState, into screen: inout CellBuffer) -> Int {
        let widget = drawing.cells
        let top = statusRows, areaHeight = screen.height - chromeRows
        let frameWidth = widget.width + 2, frameHeight = widget.height + 2
        guard fits(widgetWidth: widget.width, height: widget.height, in: state.terminalSize) else {
            // With auto-fit every scale was tried, so only the coarsest one's size is a real need,
            // and a larger --scale cannot help.
            let cells = state.autoFitsScale ? AutoFit.smallestCells(for: state.surface, settings: state.settings)
                                            : (width: widget.width, height: widget.height)
            let needs = TerminalSize(columns: max(minimumSize.columns, cells.width + 2),
                                     rows: max(minimumSize.rows, cells.height + 2 + chromeRows))
            let enlarge = "enlarge the window, press \(state.surface == .home ? "f for another family" : "v for another view")"
            return putCentred(["terminal too small for \(state.surfaceTitle)", "needs \(needs), is \(state.terminalSize)"]
                              + (state.autoFitsScale ? [enlarge] : [enlarge + ",", "or start the preview with a larger --scale"]),
                              in: &screen, top: top, height: areaHeight)
        }
        let x = (screen.width - frameWidth) / 2
        // Centred as if every message took its two rows, so the widget stays put whatever is said;
        // the timeline strip goes under the frame when a row is free for it.
        let rows = areaHeight - (messageRows - 1)
        let strip = frameHeight < rows ? TimelineStrip.marks(state, width: screen.width - 2) : []
        let block = frameHeight + (strip.isEmpty ? 0 : 1)
        let y = top + (max(block, rows) - block) / 2
        let title = "\(state.surfaceTitle) \(state.surfacePoints)"
        // The Dynamic Island's small views leave their border too short for a title: it goes above them.
        let titleFits = title.count + 6 <= frameWidth || y == top
        if !titleFits { putCentred([title], in: &screen, top: y - 1, height: 1) }
        screen.drawBox(x: x, y: y, width: frameWidth, height: frameHeight, title: titleFits ? title : nil)
        screen.blit(widget, x: x + 1, y: y + 1)
        if let mark = focusMark(state, drawing) { screen.put(mark.text, x: x + 1 + mark.at.x, y: y + 1 + mark.at.row, style: .reverse) }
        guard !strip.isEmpty else { return y + frameHeight - 1 }
        drawStrip(strip, into: &screen, y: y + frameHeight)
        return y + frameHeight
    }

    /// The focused button, marked on the widget: a pet's button on the ground in front of the pet,
    /// Refresh in the top right corner; nil without a focus, or on a view that has no buttons.
    private static func focusMark(_ state: PreviewState, _ drawing: WidgetDrawing) -> (text: String, at: WidgetDrawing.CellPoint)? {
        guard state.surface == .home, let button = state.focusedButton else { return nil }
        let text = "[\(button.title)]", width = drawing.cells.width
        guard text.count <= width else { return nil }
        guard let pet = button.write?.pet else { return (text, .init(x: width - text.count, row: 0)) }
        guard drawing.feet.indices.contains(pet) else { return nil }
        let feet = drawing.feet[pet]
        return (text, .init(x: min(feet.x, width - text.count), row: feet.row))
    }

    /// The strip centred on its row, the position in bold.
    private static func drawStrip(_ strip: [StripMark], into screen: inout CellBuffer, y: Int) {
        let x = (screen.width - strip.count) / 2, cells = stripCells
        // The row's cells in one write: a string made and put for each mark took longer.
        screen.write(row: y, columns: x..<(x + strip.count)) { cells[strip[$0 - x].rawValue] }
    }

    /// Each mark's cell, by its raw value: made once, as reading a mark's character from its table
    /// cost more than the rest of the strip's drawing.
    private static let stripCells = StripMark.allCases.map { mark in
        Cell(mark.symbol.unicodeScalars.first!, style: mark == .position ? .bold : [])
    }

    /// The message on the last row; a long one wraps upwards into the free rows below the frame,
    /// two at most.
    private static func drawMessage(_ message: PreviewMessage, into screen: inout CellBuffer, below used: Int) {
        let lines = wrap(message.text, width: screen.width - 2)
        let available = max(1, min(messageRows, screen.height - 1 - used))
        let shown = lines.count <= available ? lines : Array(lines.prefix(available - 1)) + [lines[available - 1] + "…"]
        for (i, line) in shown.enumerated() {
            screen.put(line, x: 1, y: screen.height - shown.count + i, style: message.isWarning ? .bold : [])
        }
    }

    /// Splits text into lines of at most `width` characters, at spaces where it can.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        // What fits is one line as written, as the words below would join again (but for a
        // leading space, which they drop): the message line is drawn each step, mostly short.
        if text.count <= width, !text.hasPrefix(" ") { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }

    /// Lines centred in a band of rows, clipped; returns the last row written.
    @discardableResult
    static func putCentred(_ lines: [String], in screen: inout CellBuffer, top: Int, height: Int) -> Int {
        let first = top + max(0, (height - lines.count) / 2)
        let count = min(lines.count, top + height - first)
        for (i, line) in lines.prefix(count).enumerated() {
            screen.put(line, x: max(0, (screen.width - line.count) / 2), y: first + i)
        }
        return first + count - 1
    }
}
