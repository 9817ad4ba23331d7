import Foundation
@testable import SharedData
import Testing
@testable import WidgetTUIKit

@Suite struct PreviewSessionTests {
    let start = PreviewFixtures.start

    private func session(_ source: FakeSource, start: PreviewState.Start = .paused(at: PreviewFixtures.start)) -> PreviewSession {
        PreviewSession(state: PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind,
                                           settings: PreviewFixtures.settings, colorMode: .xterm256,
                                           terminalSize: PreviewFixtures.size, wallNow: PreviewFixtures.start,
                                           start: start),
                       source: source)
    }

    @Test func theFirstTimelineIsBuiltAtTheStartDate() {
        let source = FakeSource()
        let session = session(source)
        #expect(source.builds == [start])
        #expect(session.state.content?.timeline.entries.count == 300)
        #expect(!session.state.isBuilding)
    }

    @Test func aReloadRequestFromTheContainerRebuildsTheTimeline() {
        let source = FakeSource()
        let session = session(source)
        session.send(.key(.end))
        source.pendingEvents = [.reloadRequested(kind: "PetWidget")]
        session.pollContainer()
        #expect(source.builds == [start, start.addingTimeInterval(299 * 5)])
        #expect(session.state.shownIndex == 0)
        #expect(session.state.budget.used(at: session.state.simulatedNow) == 1)
    }

    @Test func aFailingSourceKeepsTheLastGoodTimeline() {
        let source = FakeSource()
        let session = session(source)
        let good = session.state.content
        source.failure = "Library/Preferences/group.com.example.pets.plist: not a property list"
        session.send(.key(.character("r")))
        #expect(session.state.content == good)
        #expect(session.state.containerError == "Library/Preferences/group.com.example.pets.plist: not a property list")
        #expect(session.screen().text(row: 0).contains("CONTAINER ERROR"))
    }

    @Test func theStatusLinesDrawnFollowWhatTheyShowFromOneScreenToTheNext() {
        let source = FakeSource()
        let session = session(source)
        let first = session.screen()
        session.send(.key(.right))
        let scrubbed = session.screen()
        #expect(scrubbed.text(row: 0) == first.text(row: 0))
        #expect(scrubbed.text(row: 1) != first.text(row: 1))
        // Each key changes what the first line shows: light and dark, the rendering mode, simulated
        // delivery, the family, the view; then a container that cannot be read.
        for key: Character in ["a", "m", "s", "f", "v"] {
            let before = session.screen().text(row: 0)
            session.send(.key(.character(key)))
            let screen = session.screen()
            #expect(screen.text(row: 0) != before, "\(key)")
            #expect(screen == PreviewView.render(session.state, widget: session.drawing()), "\(key)")
        }
        source.failure = "Library/Preferences/group.com.example.pets.plist: not a property list"
        session.send(.key(.character("r")))
        #expect(session.screen().text(row: 0).contains("CONTAINER ERROR"))
    }

    @Test func theControlsLineDrawnFollowsWhatItShowsFromOneScreenToTheNext() {
        let session = session(FakeSource())
        let first = session.screen()
        session.send(.key(.right))
        #expect(session.screen().text(row: 2) == first.text(row: 2))
        // The host app, the focused button (in turn, and back), the button left, a larger family.
        for key: Key in [.character("w"), .character("b"), .character("b"), .character("B"), .escape, .character("f")] {
            let before = session.screen().text(row: 2)
            session.send(.key(key))
            let screen = session.screen()
            #expect(screen.text(row: 2) != before, "\(key)")
            #expect(screen == PreviewView.render(session.state, widget: session.drawing()), "\(key)")
        }
    }

    @Test func theWidgetIsDrawnInTheColoursOfItsOwnFrameAsTheLookChanges() throws {
        let source = FakeSource()
        let session = session(source)
        // Scrubbing keeps the palette; light and dark and the rendering modes change it.
        for key: Character in ["a", "m", "m", "a", "m"] {
            session.send(.key(.right))
            #expect(try #require(session.drawing()).cells == source.draws.frames.last!.cells(.xterm256), "\(key)")
            session.send(.key(.character(key)))
            #expect(try #require(session.drawing()).cells == source.draws.frames.last!.cells(.xterm256), "\(key)")
        }
    }

    @Test func withoutAFirstTimelineNothingIsDrawnAndTheMessageSaysWhy() {
        let source = FakeSource()
        source.failure = "no container for group.com.example.pets"
        let session = session(source)
        #expect(session.state.content == nil)
        #expect(session.drawing() == nil)
        #expect(session.state.message == .warning("first timeline: failed, no container for group.com.example.pets; "
            + "nothing to draw until a reload succeeds"))
    }

    @Test func theWidgetIsDrawnOncePerDateAndSettings() {
        let source = FakeSource()
        let session = session(source)
        _ = session.screen()
        _ = session.screen()
        #expect(source.draws.frames.map(\.date) == [start])
        session.send(.key(.right))
        _ = session.screen()
        session.send(.key(.character("f")))
        _ = session.screen()
        #expect(source.draws.frames.map(\.date) == [start, start.addingTimeInterval(5), start.addingTimeInterval(5)])
        #expect(source.draws.frames.map(\.settings.family) == [.systemMedium, .systemMedium, .systemLarge])
    }

    @Test func beforeTheFirstEntryTheHomeWidgetIsItsPlaceholderAndALiveActivityTheMomentOnScreen() throws {
        let source = FakeSource()
        let session = session(source)
        session.send(.timelineBuilt(try source.load(now: start.addingTimeInterval(60), settings: PreviewFixtures.settings), .reloadKey))
        #expect(session.state.drawingDate == nil)
        #expect(try #require(session.drawing()).isNight == nil)
        #expect(source.draws.frames.last?.isPlaceholder == true)
        session.send(.key(.character("v")))
        _ = session.drawing()
        #expect(source.draws.frames.last?.surface == .lockScreen)
        #expect(source.draws.frames.last?.date == start)
    }

    @Test func theStatusLineShowsTheNightOfTheFrameDrawn() {
        let source = FakeSource()
        // Quiet hours from 12:01 UTC: entry 12 (12:01:00) is the first night one.
        source.quietHours = "12:01-13:00"
        let session = session(source)
        #expect(session.screen().text(row: 1).contains("  paused  day  "))
        for _ in 0..<12 { session.send(.key(.right)) }
        #expect(session.screen().text(row: 1).contains("  paused  night  "))
        #expect(source.draws.frames.last?.isNight == true)
    }
}

/// The session carrying out the state machine's button presses and drawing at the fitted scale.
@Suite struct PreviewSessionButtonTests {
    let start = PreviewFixtures.start

    private func session(_ source: FakeSource, app: AppState = .cold) -> PreviewSession {
        PreviewSession(state: PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind,
                                           settings: PreviewFixtures.settings, colorMode: .xterm256,
                                           terminalSize: PreviewFixtures.size, wallNow: start, start: .paused(at: start), app: app),
                       source: source)
    }

    @Test func aPressRunsTheIntentThenRebuildsTheTimelineAtOnce() {
        let source = FakeSource()
        let session = session(source, app: .warm)
        session.send(.key(.right))
        session.send(.key(.character("b")))
        session.send(.key(.enter))
        let pressed = start.addingTimeInterval(5)
        #expect(source.presses == [.runIntent(.feed(0), app: .warm, at: pressed)])
        #expect(source.builds == [start, pressed])
        #expect(!session.state.isBuilding)
        #expect(session.state.budget.freeDates.count == 1)
        #expect(session.state.budget.used(at: pressed) == 0)
        #expect(session.state.message?.text.hasPrefix("feed ran in the main app: ") == true)
    }

    @Test func aFailedPressRebuildsNothing() {
        let source = FakeSource()
        source.intentFailure = "pet: refused, nothing written"
        let session = session(source)
        session.send(.key(.character("b")))
        session.send(.key(.character("b")))
        session.send(.key(.enter))
        #expect(source.presses.count == 1)
        #expect(source.builds == [start])
        #expect(session.state.message == .warning("pet: refused, nothing written"))
    }

    @Test func aRefusalReachesTheStateAsARefusalOfThePressedButton() {
        let source = FakeSource()
        source.refusal = IntentRefusal(intent: "feed", reason: .noProcess(allowed: .widgetKitExtension, linked: .main))
        let session = session(source)
        session.send(.key(.character("b")))
        session.send(.key(.enter))
        #expect(session.state.message == .warning(source.refusal?.description ?? ""))
        #expect(source.builds == [start])
    }

    @Test func theWidgetIsDrawnAtTheFittedScale() {
        let source = FakeSource()
        let session = session(source)
        _ = session.drawing()
        session.send(.key(.character("f")))
        _ = session.drawing()
        session.send(.resize(TerminalSize(columns: 80, rows: 24)))
        _ = session.drawing()
        #expect(source.draws.frames.map(\.settings.pointsPerPixel) == [5, 6, 10])
    }
}
