import Foundation
import ProjectFixtures
import Testing
import WidgetTUIKit

/// The real binary in tmux on the demo group in a temporary WIDGET_TUI_HOME: start paused at a
/// fixed date, press keys, write the group from another process, read the screen.
@Suite(.serialized, RequiredProgram.needed("tmux"))
struct PreviewEndToEndTests {
    static let start = "entry 0 of 300  2026-05-01 12:00:00  paused"

    /// A shell in tmux running the preview paused at 2026-05-01 12:00:00 UTC on the demo group in a
    /// new home; prints EXIT=code when it ends. The session keeps the home.
    private func startPreview(_ extra: String = "") throws -> (tmux: TmuxSession, home: AppTestHome) {
        let home = try AppTestHome()
        let tmux = try TmuxSession(environment: home.environment)
        tmux.retained.append(home)
        try tmux.type("'\(TmuxSession.widgetTUI.path)' preview --now 2026-05-01T12:00:00Z --tz UTC \(extra); echo EXIT=$?")
        try tmux.waitFor(text: PreviewEndToEndTests.start)
        return (tmux, home)
    }

    /// `widget-tui app ARGS` in another process, as the host app writing the group.
    private func app(_ arguments: [String], home: AppTestHome) throws {
        let result = try ChildProcess.run(TmuxSession.widgetTUI.path, ["app"] + arguments, environment: home.environment)
        guard result.exitCode == 0 else { throw TmuxSession.Timeout(description: "app \(arguments): \(result.output)") }
    }

    /// A JSON items file with one adult pet per name.
    private func itemsFile(_ names: [String], in home: AppTestHome) throws -> String {
        let file = home.url.appendingPathComponent("items-\(names.count).json")
        let items = names.map { #"{"name":"\#($0)","stage":"adult","valueA":1,"valueB":2,"valueC":3}"# }
        try Data(("[" + items.joined(separator: ",") + "]").utf8).write(to: file)
        return file.path
    }

    /// The preview is gone, the shell prompt is back and the tty is in its normal mode again.
    private func expectRestored(_ tmux: TmuxSession, exitCode: Int) throws {
        let screen = try tmux.waitFor(text: "EXIT=\(exitCode)")
        #expect(!screen.contains("entry 0 of 300"))
        #expect(!screen.contains("┌─ system"))
        try tmux.type("stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo STTY")
        let stty = try tmux.waitFor(text: "icanon echo STTY")
        #expect(!stty.contains("-icanon"))
    }

    @Test func itStartsPausedAtTheGivenDateWithTheDemoGroupFramed() throws {
        let screen = try startPreview().tmux.screen()
        #expect(screen.contains("group.com.example.pets  kind PetWidget  5 pets  systemMedium fullColor light"))
        #expect(screen.contains("┌─ systemMedium 338x158 pt"))
        #expect(screen.contains("? keys  q quit"))
        // The renderer's half blocks fill the frame.
        #expect(screen.contains("▀"))
    }

    @Test func theRightArrowAdvancesTheEntryCounter() throws {
        let (tmux, _) = try startPreview()
        try tmux.send("Right")
        try tmux.waitFor(text: "entry 1 of 300  2026-05-01 12:00:05  paused")
        try tmux.send("End")
        try tmux.waitFor(text: "entry 299 of 300  2026-05-01 12:24:55")
        try tmux.send("Home")
        try tmux.waitFor(text: PreviewEndToEndTests.start)
    }

    @Test func fChangesTheFamilyInTheStatusLine() throws {
        let (tmux, _) = try startPreview()
        try tmux.send("f")
        try tmux.waitFor(text: "systemLarge fullColor light")
        try tmux.send("f")
        try tmux.waitFor(all: ["systemSmall fullColor light", "┌─ systemSmall 158x158 pt"])
    }

    @Test func questionMarkShowsTheHelpOverlayAndEscapeClosesIt() throws {
        let (tmux, _) = try startPreview()
        try tmux.send("?")
        let help = try tmux.waitFor(text: "? or Esc closes this help")
        #expect(help.contains("next day/night change"))
        try tmux.send("Escape")
        try tmux.waitFor("the help to close") { !$0.contains("? or Esc closes this help") && $0.contains(PreviewEndToEndTests.start) }
    }

    @Test("At 40x12 the help scrolls to its last row with the closing keys in sight, and the frame's title is cut at a word")
    func theHelpScrollsOnTheSmallestTerminal() throws {
        let home = try AppTestHome()
        let tmux = try TmuxSession(columns: 40, rows: 12, environment: home.environment)
        tmux.retained.append(home)
        try tmux.type("'\(TmuxSession.widgetTUI.path)' preview --now 2026-05-01T12:00:00Z --tz UTC; echo EXIT=$?")
        let screen = try tmux.waitFor(text: "┌─ systemMedium 338x158… ─")
        #expect(!screen.contains("338x158 p "))
        try tmux.send("?")
        try tmux.waitFor(all: ["Left / Right", "Up/Down more, ? or Esc closes"])
        try tmux.send("End")
        let end = try tmux.waitFor(all: ["leaves buttons)", "◆ now", "Up/Down more, ? or Esc closes"])
        #expect(!end.contains("Left / Right"))
        try tmux.send("Escape")
        try tmux.waitFor("the help to close") { !$0.contains("Esc closes") && $0.contains("entry 0 of 300") }
        try tmux.send("q")
        try tmux.waitFor(text: "EXIT=0")
    }

    @Test func vCyclesTheLiveActivityViewsAndBackToTheWidget() throws {
        let (tmux, _) = try startPreview()
        try tmux.send("v")
        try tmux.waitFor(all: ["lock-screen Live Activity fullColor light", "┌─ lock-screen 371x160 pt",
                               "view: lock-screen Live Activity of Mochi (pet 1), 371x160 pt"])
        for _ in 0..<4 { try tmux.send("v") }
        try tmux.waitFor(all: ["expanded Live Activity fullColor light", "┌─ expanded 371x160 pt"])
        try tmux.send("v")
        try tmux.waitFor(all: ["systemMedium fullColor light", "┌─ systemMedium 338x158 pt"])
    }

    @Test func updateItemsFromAnotherProcessRebuildsTheTimelineWithTheNewPets() throws {
        let (tmux, home) = try startPreview()
        try app(["update-items", try itemsFile(["Kiwi", "Lime"], in: home)], home: home)
        let screen = try tmux.waitFor(text: "app requested reloadAllTimelines(): 300 entries from 2026-05-01 12:00:00, reload 1/70")
        #expect(screen.contains("kind PetWidget  2 pets"))
        #expect(screen.contains("reloads 1/70"))
    }

    @Test func aReloadForAnotherKindIsShownAsIgnoredNamingBothKinds() throws {
        let (tmux, home) = try startPreview()
        try app(["reload", "--kind", "OtherWidget"], home: home)
        let screen = try tmux.waitFor(text: "reload for kind 'OtherWidget' ignored: this widget's kind is 'PetWidget'")
        #expect(screen.contains("reloads 0/70"))
        #expect(screen.contains("5 pets"))
    }

    @Test func aDeletedContainerIsShownAndThePreviewRecoversWhenTheAppWritesAgain() throws {
        let (tmux, home) = try startPreview()
        try FileManager.default.removeItem(at: try home.container().url)
        let broken = try tmux.waitFor(text: "CONTAINER ERROR: container folder gone")
        #expect(broken.contains("┌─ systemMedium"))
        #expect(broken.contains(PreviewEndToEndTests.start))
        // The app makes the demo group again and reloads.
        try app(["update-items", try itemsFile(["Kiwi"], in: home)], home: home)
        try tmux.waitFor("the preview to recover") { $0.contains("kind PetWidget  1 pet ") && !$0.contains("CONTAINER ERROR") }
    }

    /// A suite nested 100,000 levels deep, written whole by another process: refused at the
    /// property-list limit, naming the file, while the preview shows the timeline it had.
    @Test func aSuiteNestedTooDeepIsShownAsAnErrorAndTheLastGoodTimelineStays() throws {
        let (tmux, home) = try startPreview()
        let suite = try home.container().suiteURL
        let levels = 100_000
        let deep = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">" + String(repeating: "<array>", count: levels)
            + String(repeating: "</array>", count: levels) + "</plist>\n"
        try Data(deep.utf8).write(to: suite, options: .atomic)
        try app(["reload"], home: home)
        let screen = try tmux.waitFor(text: "CONTAINER ERROR: Library/Preferences/group.com.example.pets.plist: the settings plist is beyond")
        #expect(screen.contains(PreviewEndToEndTests.start))
        #expect(screen.contains("┌─ systemMedium"))
        #expect(screen.contains("▀"))
        // And a suite whose one key is that deep: the key is unreadable, the preview goes on.
        let key = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>items</key>"
            + String(repeating: "<array>", count: levels) + String(repeating: "</array>", count: levels) + "</dict></plist>\n"
        try Data(key.utf8).write(to: suite, options: .atomic)
        try app(["reload"], home: home)
        try tmux.waitFor(text: "items: cannot be read: nested deeper than 128")
        try tmux.send("Right")
        try tmux.waitFor(text: "entry 1 of")
    }

    @Test func resizingRedrawsAtAScaleThatFitsAndATooSmallWindowGetsAMessage() throws {
        let (tmux, _) = try startPreview()
        try tmux.resize(columns: 60, rows: 20)
        try tmux.waitFor("a coarser scale") { $0.contains(" scale 6 pt/px (fit)  host app cold") && $0.contains("┌─ systemMedium") }
        try tmux.resize(columns: 30, rows: 5)
        try tmux.waitFor(text: "terminal too small")
        try tmux.resize(columns: 100, rows: 40)
        try tmux.waitFor("the frame to return") { $0.contains("┌─ systemMedium") && !$0.contains("too small") && !$0.contains("(fit)") }
    }

    @Test func anExplicitScaleThatDoesNotFitSaysTheTerminalIsTooSmall() throws {
        let (tmux, _) = try startPreview("--scale 5 --family large")
        try tmux.waitFor(all: ["terminal too small for systemLarge", "needs 70x42, is 100x40"])
    }

    @Test func feedOnPet1NamesTheProcessAndTheInteractionReloadAndTheLargeFamilyFits() throws {
        let (tmux, home) = try startPreview()
        try tmux.send("f")
        // At 100x40 the large family needs a coarser scale than 5 pt/px; the preview picks it.
        let large = try tmux.waitFor(all: ["systemLarge fullColor light", " scale 6 pt/px (fit)  host app cold  11 buttons (b)",
                                           "┌─ systemLarge 338x354 pt", "└───"])
        #expect(!large.contains("too small"))
        try tmux.send("b")
        try tmux.waitFor(text: "scale 6 pt/px (fit)  host app cold  button 1/11 Feed Mochi (pet 1)")
        try tmux.send("Enter")
        let screen = try tmux.waitFor(all: ["reloads 0/70 +1 interaction", "feed ran in the App Intents extension: items[0].valueA 82 → 92"])
        #expect(screen.replacingOccurrences(of: "\n ", with: " ").contains("(interaction, not counted against the budget)"))
        #expect(try home.reader().petWidgetData().data.pets[0].valueA == 92)
    }

    @Test func qQuitsAndRestoresTheTerminal() throws {
        let (tmux, _) = try startPreview()
        try tmux.send("q")
        try expectRestored(tmux, exitCode: 0)
    }

    /// TERM=linux has no alternate screen: the preview stays on the screen after q, and the prompt
    /// comes back on the last row below it. ncurses believes the screen is one cell, so its endwin
    /// leaves the cursor on the first row; the preview moves it down itself.
    @Test func onATerminalWithoutAnAlternateScreenThePromptComesBackBelowThePreview() throws {
        let home = try AppTestHome()
        let tmux = try TmuxSession(environment: home.environment)
        tmux.retained.append(home)
        try tmux.type("TERM=linux '\(TmuxSession.widgetTUI.path)' preview --now 2026-05-01T12:00:00Z --tz UTC; echo EXIT=$?")
        try tmux.waitFor(text: PreviewEndToEndTests.start)
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "EXIT=0")
        let rows = screen.components(separatedBy: "\n")
        #expect(rows.count >= 40)
        // The exit line is at the bottom (the prompt after it may have scrolled it up by one), and
        // the preview's frame is still above it.
        #expect(rows.suffix(3).contains { $0.contains("EXIT=0") }, "\(rows.suffix(3))")
        #expect(screen.contains("┌─ systemMedium 338x158 pt"))
    }

    @Test("A pasted q and Esc do not quit the preview, and the keys after the paste still work")
    func aPasteIsIgnored() throws {
        let (tmux, _) = try startPreview()
        try tmux.paste("q\u{1B}f")
        try tmux.send("Right")
        let screen = try tmux.waitFor(text: "entry 1 of 300  2026-05-01 12:00:05  paused")
        #expect(screen.contains("systemMedium fullColor light"), "the pasted f changed the family: \(screen)")
        try tmux.send("q")
        try expectRestored(tmux, exitCode: 0)
    }

    @Test("An escape sequence the terminfo does not know does not quit the preview")
    func anUnknownEscapeSequenceIsIgnored() throws {
        let (tmux, _) = try startPreview()
        try tmux.sendBytes(Array("\u{1B}[99;5u".utf8))
        try tmux.send("Right")
        try tmux.waitFor(text: "entry 1 of 300  2026-05-01 12:00:05  paused")
        try tmux.send("q")
        try expectRestored(tmux, exitCode: 0)
    }

    @Test func controlCQuitsAndRestoresTheTerminal() throws {
        let (tmux, _) = try startPreview()
        try tmux.send("C-c")
        try expectRestored(tmux, exitCode: 130)
    }
}
