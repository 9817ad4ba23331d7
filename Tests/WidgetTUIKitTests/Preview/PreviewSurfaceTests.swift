import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUIKit

/// `v`: the home widget, then the pet's Live Activity on the Lock Screen and in the Dynamic Island.
@Suite struct PreviewSurfaceTests {
    let v = PreviewEvent.key(.character("v"))

    @Test func vCyclesEverySurfaceFromTheHomeWidgetAndBack() {
        var state = PreviewFixtures.state()
        #expect(state.surface == .home)
        var seen: [Surface] = []
        for _ in Surface.allCases {
            state = update(state, v).state
            seen.append(state.surface)
        }
        #expect(seen == [.liveActivity(.lockScreen), .liveActivity(.compactLeading), .liveActivity(.compactTrailing),
                         .liveActivity(.minimal), .liveActivity(.expanded), .home])
        #expect(state.message?.text == "view: home widget systemMedium, 338x158 pt")
    }

    @Test func theMessageAndTheStatusLineNameTheSurfaceAndWhoseActivityItIs() {
        let lock = update(PreviewFixtures.state(), v).state
        #expect(lock.message?.text == "view: lock-screen Live Activity of Mochi (pet 1), 371x160 pt")
        #expect(PreviewStatus.Identity(lock).line.contains("  3 pets  lock-screen Live Activity fullColor light  "))
        let compact = update(lock, v).state
        #expect(compact.message?.text == "view: compact-leading Live Activity of Mochi (pet 1), 52.33x36.67 pt")
    }

    @Test func aSurfaceIsFramedLikeTheWidget() {
        let state = update(PreviewFixtures.state(), v).state
        var cells = CellBuffer(width: 74, height: 16)
        cells.put("lock", x: 0, y: 0)
        let screen = PreviewView.render(state, widget: WidgetDrawing(cells: cells, isNight: nil))
        #expect(screen.plainText.contains("┌─ lock-screen 371x160 pt ─"))
        #expect(screen.plainText.contains("│lock"))
    }

    @Test func aViewTooNarrowForItsTitleHasItAbove() {
        var state = update(PreviewFixtures.state(size: TerminalSize(columns: 40, rows: 16)), [v, v]).state
        state.message = nil
        let screen = PreviewView.render(state, widget: WidgetDrawing(cells: CellBuffer(width: 10, height: 4), isNight: nil))
        let trimmed = { (row: Int) in screen.text(row: row).trimmingCharacters(in: .whitespaces) }
        #expect(trimmed(4) == "compact-leading 52.33x36.67 pt")
        #expect(trimmed(5) == "┌──────────┐")
    }

    @Test func eachSurfaceIsFittedByItsOwnSize() {
        let small = TerminalSize(columns: 60, rows: 20)
        let lock = update(PreviewFixtures.state(size: small), v).state
        #expect(lock.fittedScale == 7)
        #expect(PreviewStatus.Controls(lock).line.hasPrefix("scale 7 pt/px (fit)"))
        // The Dynamic Island's compact view fits at the configured scale.
        #expect(update(lock, v).state.fittedScale == nil)
        #expect(AutoFit.scale(for: .liveActivity(.expanded), settings: PreviewFixtures.settings,
                              terminal: TerminalSize(columns: 80, rows: 24)) == nil)
    }

    @Test func aMissingActivityIsSaidInsteadOfAFrame() {
        let problem = ActivityUnavailable(description: "items holds 0 pets, so there is no pet 1")
        let home = PreviewFixtures.state(content: PreviewFixtures.content(petNames: []))
        #expect(home.content?.activity == .failure(problem))
        #expect(home.activityProblem == nil)
        let lock = update(home, v).state
        #expect(lock.activityProblem == problem.description)
        #expect(lock.message?.text == "view: lock-screen: no Live Activity, items holds 0 pets, so there is no pet 1, 371x160 pt")
        let text = PreviewView.render(lock, widget: nil).plainText
        #expect(text.contains("no Live Activity to draw"))
        #expect(text.contains("items holds 0 pets, so there is no pet 1"))
        #expect(!text.contains("┌"))
    }

    @Test func theSessionDrawsTheSurfaceOnScreenAndRedrawsWhenItChanges() throws {
        let source = FakeSource()
        let session = PreviewSession(state: PreviewFixtures.state(), source: source)
        session.send(v)
        #expect(try #require(session.drawing()).cells.width == 74)
        session.send(v)
        _ = session.drawing()
        #expect(source.draws.frames.map(\.surface) == [.lockScreen, .compactLeading])
        for _ in 0..<4 { session.send(v) }
        _ = session.drawing()
        #expect(source.draws.frames.last?.surface == nil)
        #expect(source.draws.frames.last?.date == PreviewFixtures.start)
    }

    @Test func aLiveActivityHasNoDayOrNightInTheStatusLine() {
        let session = PreviewSession(state: PreviewFixtures.state(), source: FakeSource())
        #expect(session.screen().text(row: 1).contains("  paused  day  "))
        session.send(v)
        #expect(session.screen().text(row: 1).hasPrefix(" entry 0 of 300  12:00:00  paused  reloads 0/70  reload .atEnd"))
    }
}
