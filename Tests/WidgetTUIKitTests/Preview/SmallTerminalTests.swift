import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUIKit

/// The help and the frame at the smallest sizes the preview draws: the help fits or scrolls, its
/// closing keys always in sight, and a title that does not fit is cut at a word with an ellipsis.
@Suite struct SmallTerminalTests {
    static let widget = WidgetDrawing(cells: CellBuffer(width: 26, height: 6), isNight: false)

    func help(_ size: TerminalSize) -> PreviewState {
        update(PreviewFixtures.state(size: size, autoFitsScale: false), .key(.character("?"))).state
    }

    /// Every text of the help's box, scrolled with Down from the top to its end.
    func scrolledThrough(_ start: PreviewState) -> (screens: [String], state: PreviewState) {
        var state = start, screens: [String] = []
        for _ in 0..<60 {
            screens.append(PreviewView.render(state, widget: Self.widget).plainText)
            state = update(state, .key(.down)).state
        }
        return (screens, state)
    }

    @Test("At 40x12 and at 40x7 every row of the help can be read whole by scrolling, and the closing keys stay in sight")
    func theHelpScrollsAtTheSmallestSizes() {
        for size in [TerminalSize(columns: 40, rows: 12), PreviewView.minimumSize] {
            let (screens, _) = scrolledThrough(help(size))
            for screen in screens { #expect(screen.contains("Esc closes"), "\(size):\n\(screen)") }
            // Each row's words, in order, across the lines it wraps onto.
            let words = screens.joined(separator: "\n").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).map(String.init)
            for row in KeyHelp.rows {
                let wanted = (row.label + " " + row.help).split(separator: " ").map(String.init)
                #expect(words.containsInOrder(wanted), "\(size): \(row.label) \(row.help)")
            }
            #expect(words.containsInOrder(StripMark.legend.split(separator: " ").map(String.init)), "\(size)")
        }
    }

    @Test("Scrolling the help does not move the timeline, and Esc closes it")
    func scrollingTheHelpLeavesTheTimeline() {
        let start = help(TerminalSize(columns: 40, rows: 12))
        let (_, scrolled) = scrolledThrough(start)
        #expect(scrolled.simulatedNow == start.simulatedNow)
        #expect(!update(scrolled, .key(.escape)).state.showsHelp)
    }

    @Test("On 80x24 the whole help shows at once, without a line cut")
    func theWholeHelpOn80x24() {
        let text = PreviewView.render(help(TerminalSize(columns: 80, rows: 24)), widget: Self.widget).plainText
        for row in KeyHelp.rows { #expect(text.contains(row.help), "\(row.help)") }
        #expect(text.contains(HelpOverlay.footer))
    }

    @Test("A frame title that does not fit its border is cut at a word, with an ellipsis")
    func aTitleIsCutAtAWord() {
        var screen = CellBuffer(width: 40, height: 3)
        screen.drawBox(x: 0, y: 0, width: 26, height: 3, title: "systemMedium 338x158 pt")
        #expect(screen.text(row: 0).hasPrefix("┌─ systemMedium… ─"), "\(screen.text(row: 0))")
        screen.drawBox(x: 0, y: 0, width: 30, height: 3, title: "systemMedium 338x158 pt")
        #expect(screen.text(row: 0).hasPrefix("┌─ systemMedium 338x158 pt ─"), "\(screen.text(row: 0))")
        screen.drawBox(x: 0, y: 0, width: 12, height: 3, title: "dashboard_image")
        #expect(screen.text(row: 0).hasPrefix("┌─ dashb… ─"), "\(screen.text(row: 0))")
    }
}

extension Array where Element == String {
    /// Whether `words` appear in this order, each right after the one before.
    func containsInOrder(_ words: [String]) -> Bool {
        guard let first = words.first else { return true }
        return indices.contains { start in
            self[start] == first && start + words.count <= count && Array(self[start..<start + words.count]) == words
        }
    }
}
