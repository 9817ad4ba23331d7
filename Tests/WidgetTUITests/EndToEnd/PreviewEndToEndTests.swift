import Foundation
import Testing

/// The real binary in tmux: start paused at a fixed date, press keys, read the screen.
@Suite(.serialized, .enabled(if: TmuxSession.tmux != nil, "tmux is not installed; the end-to-end tests need it"))
struct PreviewEndToEndTests {
    static let start = "entry 1/300  2026-05-01 12:00:00  paused"

    /// A shell in tmux running the preview paused at 2026-05-01 12:00:00 UTC; prints EXIT=code when it ends.
    private func startPreview(_ extra: String = "") throws -> TmuxSession {
        let tmux = try TmuxSession()
        try tmux.type("'\(TmuxSession.widgetTUI.path)' preview --now 2026-05-01T12:00:00Z --tz UTC \(extra); echo EXIT=$?")
        try tmux.waitFor(text: PreviewEndToEndTests.start)
        return tmux
    }

    /// The preview is gone, the shell prompt is back and the tty is in its normal mode again.
    private func expectRestored(_ tmux: TmuxSession, exitCode: Int) throws {
        let screen = try tmux.waitFor(text: "EXIT=\(exitCode)")
        #expect(!screen.contains("entry 1/300"))
        #expect(!screen.contains("┌─ system"))
        try tmux.type("stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo STTY")
        let stty = try tmux.waitFor(text: "icanon echo STTY")
        #expect(!stty.contains("-icanon"))
    }

    @Test func itStartsPausedAtTheGivenDateWithTheWidgetFramed() throws {
        let tmux = try startPreview()
        let screen = try tmux.screen()
        #expect(screen.contains("kind PetWidget"))
        #expect(screen.contains("┌─ systemMedium 338x158 pt"))
        #expect(screen.contains("? keys  q quit"))
    }

    @Test func theRightArrowAdvancesTheEntryCounter() throws {
        let tmux = try startPreview()
        try tmux.send("Right")
        try tmux.waitFor(text: "entry 2/300  2026-05-01 12:00:05  paused")
        try tmux.send("End")
        try tmux.waitFor(text: "entry 300/300  2026-05-01 12:24:55")
        try tmux.send("Home")
        try tmux.waitFor(text: PreviewEndToEndTests.start)
    }

    @Test func fChangesTheFamilyInTheStatusLine() throws {
        let tmux = try startPreview()
        try tmux.send("f")
        try tmux.waitFor(text: "systemLarge fullColor light")
        try tmux.send("f")
        let screen = try tmux.waitFor(text: "systemSmall fullColor light")
        #expect(screen.contains("┌─ systemSmall 158x158 pt"))
    }

    @Test func questionMarkShowsTheHelpOverlayAndEscapeClosesIt() throws {
        let tmux = try startPreview()
        try tmux.send("?")
        let help = try tmux.waitFor(text: "? or Esc closes this help")
        #expect(help.contains("next day/night change"))
        try tmux.send("Escape")
        try tmux.waitFor("the help to close") { !$0.contains("? or Esc closes this help") && $0.contains(PreviewEndToEndTests.start) }
    }

    @Test func resizingRedrawsAndATooSmallWindowGetsAMessage() throws {
        let tmux = try startPreview()
        try tmux.resize(columns: 60, rows: 20)
        try tmux.waitFor(text: "terminal too small for systemMedium")
        try tmux.resize(columns: 100, rows: 40)
        try tmux.waitFor("the frame to return") { $0.contains("┌─ systemMedium") && !$0.contains("too small") }
    }

    @Test func qQuitsAndRestoresTheTerminal() throws {
        let tmux = try startPreview()
        try tmux.send("q")
        try expectRestored(tmux, exitCode: 0)
    }

    @Test func controlCQuitsAndRestoresTheTerminal() throws {
        let tmux = try startPreview()
        try tmux.send("C-c")
        try expectRestored(tmux, exitCode: 130)
    }
}
