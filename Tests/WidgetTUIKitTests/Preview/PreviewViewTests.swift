import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUIKit

@Suite struct PreviewViewTests {
    /// A stand-in for the drawn widget: `text` on its first row, a day picture.
    private func widget(_ text: String, width: Int = 8, height: Int = 2) -> WidgetDrawing {
        var cells = CellBuffer(width: width, height: height)
        cells.put(text, x: 0, y: 0)
        return WidgetDrawing(cells: cells, isNight: false)
    }

    @Test func theWidgetIsCentredInAFrameBetweenTheStatusAndMessageLines() {
        // The widget here is a stand-in, not drawn at a scale fitted to the terminal.
        let state = PreviewFixtures.state(size: TerminalSize(columns: 44, rows: 9), autoFitsScale: false)
        let screen = PreviewView.render(state, widget: widget("12:00:00", width: 30))
        let expected = [
            " group.com.example.pets  kind PetWidget  3 …",
            " entry 0 of 300  12:00:00  paused  day  rel…",
            " scale 5 pt/px  host app cold  7 buttons (b)",
            "      ┌─ systemMedium 338x158 pt ────┐      ",
            "      │12:00:00                      │      ",
            "      │                              │      ",
            "      └──────────────────────────────┘      ",
            "                                            ",
            " ? keys  q quit                             ",
        ]
        #expect(screen.plainText == expected.joined(separator: "\n"))
        #expect(screen[1, 0].style == .reverse)
        #expect(screen[43, 2].style == .reverse)
        #expect(screen[1, 8].style == [])
    }

    @Test func theStatusLinesNameEverythingThePreviewShows() {
        let state = update(PreviewFixtures.state(), [.key(.right), .key(.right)]).state
        var status = PreviewStatus.Lines()
        let lines = status(state, night: true)
        #expect(lines[0] == "group.com.example.pets  kind PetWidget  3 pets  systemMedium fullColor light  256 colours")
        #expect(lines[1] == "entry 2 of 300  12:00:10  paused  night  reloads 0/70  reload .atEnd 12:24:55")
        #expect(lines[2] == "scale 5 pt/px  host app cold  7 buttons (b)")
    }

    @Test func theStatusLineShowsLiveSpeedAndExactTime() {
        let live = update(PreviewFixtures.state(.live), .tick(PreviewFixtures.start.addingTimeInterval(6.5))).state
        #expect(PreviewStatus.position(live, night: false).hasPrefix("entry 1 of 300  12:00:05  live  day"))
        let exact = update(live, [.key(.character("e")), .key(.character("+"))]).state
        #expect(PreviewStatus.position(exact, night: false).hasPrefix("entry 1 of 300  exact 12:00:06  playing 5x"))
        let never = PreviewFixtures.state(content: PreviewFixtures.content(reload: .never))
        #expect(PreviewStatus.position(never, night: false).hasSuffix("  reload .never"))
        let after = PreviewFixtures.state(content: PreviewFixtures.content(reload: .after(PreviewFixtures.start.addingTimeInterval(86400))))
        #expect(PreviewStatus.position(after, night: false).contains(".after(2026-05-02 12:00:00)"))
    }

    @Test func aPictureWithoutANightLookHasNoDayOrNightInTheStatusLine() {
        #expect(PreviewStatus.position(PreviewFixtures.state(), night: nil) == "entry 0 of 300  12:00:00  paused  reloads 0/70  reload .atEnd 12:24:55")
    }

    @Test func withoutATimelineTheScreenSaysThereIsNothingToDraw() {
        let state = PreviewState(groupIdentifier: "group.com.example.pets", kind: "PetWidget", settings: PreviewFixtures.settings,
                                 colorMode: .xterm256, terminalSize: TerminalSize(columns: 44, rows: 9), wallNow: PreviewFixtures.start,
                                 start: .paused(at: PreviewFixtures.start))
        let text = PreviewView.render(state, widget: nil).plainText
        #expect(text.contains("no timeline yet"))
        #expect(text.contains("nothing to draw until a reload succeeds"))
        #expect(!text.contains("┌"))
    }

    @Test func aTerminalTooSmallForAnythingGetsOnlyAMessage() {
        let state = PreviewFixtures.state(size: TerminalSize(columns: 30, rows: 4))
        let screen = PreviewView.render(state, widget: widget("12:00:00"))
        #expect(screen.plainText == [
            "                              ",
            "      terminal too small      ",
            "       30x4, needs 40x7       ",
            "                              ",
        ].joined(separator: "\n"))
    }

    @Test func aWidgetTooLargeForTheTerminalGetsAMessageInsteadOfGarbage() {
        let state = update(PreviewFixtures.state(size: TerminalSize(columns: 60, rows: 20), autoFitsScale: false),
                           .key(.character("f"))).state
        let screen = PreviewView.render(state, widget: widget("x", width: 68, height: 36))
        let text = screen.plainText
        #expect(text.contains("terminal too small for systemLarge"))
        #expect(text.contains("needs 70x42, is 60x20"))
        #expect(text.contains("or start the preview with a larger --scale"))
        #expect(!text.contains("┌"))
        #expect(screen.text(row: 19).hasPrefix(" family systemLarge"))
    }

    @Test func withAutoFitATooSmallTerminalIsToldTheSizeAtTheCoarsestScaleNotTheConfiguredOne() {
        // systemLarge at 40 pt/px is 8x9 pixels: 10x7 framed cells, plus three status rows and a message row.
        let state = update(PreviewFixtures.state(size: TerminalSize(columns: 40, rows: 7)), .key(.character("f"))).state
        let text = PreviewView.render(state, widget: widget("x", width: 68, height: 36)).plainText
        #expect(state.fittedScale == nil)
        #expect(text.contains("needs 40x11, is 40x7"))
        #expect(!text.contains("--scale"))
    }

    @Test func theHelpOverlayListsEveryKey() {
        let state = update(PreviewFixtures.state(), .key(.character("?"))).state
        let text = PreviewView.render(state, widget: widget("12:00:00")).plainText
        for row in KeyHelp.rows {
            #expect(text.contains(row.label.padding(toLength: 14, withPad: " ", startingAt: 0) + row.help), "\(row.label)")
        }
        #expect(text.contains(HelpOverlay.footer))
        #expect(!PreviewView.render(PreviewFixtures.state(), widget: widget("12:00:00")).plainText.contains(HelpOverlay.footer))
    }

    @Test func aLongMessageWrapsIntoTheRowsBelowTheFrame() {
        var state = PreviewFixtures.state(size: TerminalSize(columns: 44, rows: 12))
        state.message = .warning("locale 'C' is ANSI_X3.4-1968, not UTF-8; using C.UTF-8 so half blocks draw")
        let screen = PreviewView.render(state, widget: widget("12:00:00", width: 30))
        #expect(screen.text(row: 10) == " locale 'C' is ANSI_X3.4-1968, not UTF-8;   ")
        #expect(screen.text(row: 11) == " using C.UTF-8 so half blocks draw          ")
        #expect(screen[1, 11].style == .bold)
        #expect(PreviewView.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test func aMessageThatFitsIsOneLineAsWrittenButForALeadingSpace() {
        #expect(PreviewView.wrap("? keys  q quit ", width: 15) == ["? keys  q quit "])
        #expect(PreviewView.wrap("? keys  q quit ", width: 14) == ["? keys  q quit", ""])
        #expect(PreviewView.wrap("  a b", width: 9) == ["a b"])
        #expect(PreviewView.wrap("", width: 9) == [""])
    }
}
