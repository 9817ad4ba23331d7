import Foundation
import Testing
@testable import WidgetTUIKit

@Suite struct PreviewNavigationTests {
    @Test func theStateAsksForTheInitialTimelineAtItsStartDate() {
        let paused = begin(PreviewState(groupIdentifier: "g", kind: "k", settings: PreviewFixtures.settings, colorMode: .none,
                                        terminalSize: PreviewFixtures.size, wallNow: PreviewFixtures.start,
                                        start: .paused(at: PreviewFixtures.start.addingTimeInterval(-3600))))
        #expect(paused.effects == [.buildTimeline(at: PreviewFixtures.start.addingTimeInterval(-3600), reason: .initial)])
        #expect(paused.state.clock.isPaused)
        #expect(paused.state.isBuilding)
        let live = begin(PreviewState(groupIdentifier: "g", kind: "k", settings: PreviewFixtures.settings, colorMode: .none,
                                      terminalSize: PreviewFixtures.size, wallNow: PreviewFixtures.start, start: .live))
        #expect(live.effects == [.buildTimeline(at: PreviewFixtures.start, reason: .initial)])
        #expect(live.state.clock.isLive(atWall: PreviewFixtures.start))
    }

    @Test func rightAndLeftMoveOneEntry() {
        let state = PreviewFixtures.state()
        #expect(state.shownIndex == 0)
        let right = update(state, [.key(.right), .key(.right)]).state
        #expect(right.shownIndex == 2)
        #expect(right.drawingDate == PreviewFixtures.start.addingTimeInterval(10))
        #expect(update(right, .key(.left)).state.shownIndex == 1)
    }

    @Test func scrubbingMessagesCountEntriesFromZeroAsTheStatusLineDoes() throws {
        let live = PreviewFixtures.state(.live)
        #expect(update(live, .key(.right)).state.message?.text == "paused at entry 1 of 300: Space resumes, l goes live")
        let content = PreviewFixtures.content()
        let skipped = try #require(content.timeline.entries.indices.first { SimulatedDelivery.fate(of: $0, in: content.timeline) == .skipped })
        var state = update(PreviewFixtures.state(), .key(.character("s"))).state
        state.scrub(toIndex: skipped)
        let message = try #require(state.message?.text)
        #expect(message.hasPrefix("entry \(skipped) of 300 skipped by the system (simulated): entry "))
        #expect(PreviewStatus.position(state, night: nil).hasPrefix("entry \(state.shownIndex ?? -1) of 300 (\(skipped) skipped)"))
        #expect(message.hasSuffix("entry \(state.shownIndex ?? -1) stays on screen"))
    }

    @Test func upDownAndThePageKeysMoveTwelveEntries() {
        let state = update(PreviewFixtures.state(), .key(.end)).state
        #expect(update(state, .key(.up)).state.shownIndex == 287)
        #expect(update(state, .key(.pageUp)).state.shownIndex == 287)
        let first = update(state, .key(.home)).state
        #expect(update(first, .key(.down)).state.shownIndex == 12)
        #expect(update(first, .key(.pageDown)).state.shownIndex == 12)
    }

    @Test func homeAndEndGoToTheFirstAndLastEntries() {
        let end = update(PreviewFixtures.state(), .key(.end)).state
        #expect(end.shownIndex == 299)
        #expect(update(end, .key(.home)).state.shownIndex == 0)
    }

    @Test func movingPastEitherEndStaysAndSaysWhy() {
        let first = update(PreviewFixtures.state(), .key(.left)).state
        #expect(first.shownIndex == 0)
        #expect(first.message?.text == "first entry")
        let last = update(PreviewFixtures.state(), [.key(.end), .key(.right)]).state
        #expect(last.shownIndex == 299)
        #expect(last.message?.text.contains("last entry") == true)
        #expect(last.message?.text.contains(".atEnd 12:24:55") == true)
        // Twelve forward from entry 295 stops at the last one.
        let clamped = update(PreviewFixtures.state(), [.key(.end), .key(.left), .key(.left), .key(.left), .key(.left), .key(.down)]).state
        #expect(clamped.shownIndex == 299)
    }

    @Test func scrubbingWhilePlayingPausesAndSaysHowToResume() {
        let live = PreviewFixtures.state(.live)
        #expect(!live.clock.isPaused)
        let moved = update(live, .key(.right)).state
        #expect(moved.clock.isPaused)
        #expect(moved.shownIndex == 1)
        #expect(moved.message?.text.contains("Space resumes") == true)
    }

    @Test func beforeTheFirstEntryThePlaceholderIsShownAndRightGoesToTheFirstEntry() {
        let early = PreviewFixtures.state(.paused(at: PreviewFixtures.start.addingTimeInterval(-60)),
                                          content: PreviewFixtures.content())
        #expect(early.shownIndex == nil)
        #expect(early.drawingDate == nil)
        #expect(update(early, .key(.left)).state.message?.text.contains("placeholder") == true)
        #expect(update(early, .key(.right)).state.shownIndex == 0)
    }

    @Test func nJumpsToTheFirstEntryAfterTheNextDayNightChangeInTheTimeline() {
        // Quiet hours from 12:02 UTC: night begins at entry 24, 12:02:00.
        let state = PreviewFixtures.state(content: PreviewFixtures.content(quietHours: "12:02-13:00"))
        let (next, effects) = update(state, .key(.character("n")))
        #expect(next.shownIndex == 24)
        #expect(next.content?.timeline.entries[24].isNight == true)
        #expect(effects.isEmpty)
        #expect(next.message?.text == "night from 2026-05-01 12:02:00")
        #expect(update(next, .key(.character("n"))).state.message?.text == "day from 2026-05-01 13:00:00, past this timeline's end")
    }

    @Test func nPastTheTimelinesEndJumpsThereAndAsksForATimelineThatIsNotCountedAsAReload() {
        let change = PreviewFixtures.start.addingTimeInterval(10 * 3600)
        let (next, effects) = update(PreviewFixtures.state(), .key(.character("n")))
        #expect(next.simulatedNow == change)
        #expect(next.clock.isPaused)
        #expect(effects == [.buildTimeline(at: change, reason: .jump)])
        let built = update(next, .timelineBuilt(PreviewFixtures.content(from: change), .jump)).state
        #expect(built.shownIndex == 0)
        #expect(built.budget.used(at: change) == 0)
        #expect(built.message?.text.contains("not a reload") == true)
    }

    @Test func nWithoutAKnownChangeSaysSo() {
        // Quiet hours that start and end together never change.
        let never = PreviewFixtures.state(content: PreviewFixtures.content(quietHours: "00:00-00:00"))
        let next = update(never, .key(.character("n"))).state
        #expect(next.message?.isWarning == true)
        #expect(next.message?.text.contains("no day/night change") == true)
    }
}
