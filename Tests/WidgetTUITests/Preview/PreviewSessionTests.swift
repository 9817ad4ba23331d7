import Foundation
import Testing
@testable import WidgetTUI

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
        #expect(session.state.effects.isEmpty)
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

    @Test func withoutAFirstTimelineThePlaceholderIsDrawn() {
        let source = FakeSource()
        source.failure = "no container for group.com.example.pets"
        let session = session(source)
        #expect(session.state.content == nil)
        #expect(session.widgetCells().text(row: 0).hasPrefix("PLACE"))
        #expect(session.state.message?.text.contains("placeholder stays") == true)
    }

    @Test func theWidgetIsDrawnOncePerDateAndSettings() {
        let source = FakeSource()
        let session = session(source)
        _ = session.screen()
        _ = session.screen()
        #expect(source.drawnDates == [start])
        session.send(.key(.right))
        _ = session.screen()
        session.send(.key(.character("f")))
        _ = session.screen()
        #expect(source.drawnDates == [start, start.addingTimeInterval(5), start.addingTimeInterval(5)])
        #expect(session.widgetCells().text(row: 0) == "12:00:05")
    }
}
