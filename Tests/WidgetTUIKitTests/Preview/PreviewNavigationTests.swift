import Foundation
import Testing
@testable import WidgetTUIKit

@Suite struct PreviewNavigationTests {
    @Test func theStateAsksForTheInitialTimelineAtItsStartDate() {
        let paused = PreviewState(groupIdentifier: "g", kind: "k", settings: PreviewFixtures.settings, colorMode: .none,
                                  terminalSize: PreviewFixtures.size, wallNow: PreviewFixtures.start,
                                  start: .paused(at: PreviewFixtures.start.addingTimeInterval(-3600)))
        #expect(paused.effects == [.buildTimeline(at: PreviewFixtures.start.addingTimeInterval(-3600), reason: .initial)])
        #expect(paused.clock.isPaused)
        let live = PreviewState(groupIdentifier: "g", kind: "k", settings: PreviewFixtures.settings, colorMode: .none,
                                terminalSize: PreviewFixtures.size, wallNow: PreviewFixtures.start, start: .live)
        #expect(live.effects == [.buildTimeline(at: PreviewFixtures.start, reason: .initial)])
        #expect(live.clock.isLive(atWall: PreviewFixtures.start))
    }

    @Test func rightAndLeftMoveOneEntry() {
        let state = PreviewFixtures.state()
        #expect(state.shownIndex == 0)
        let right = update(state, [.key(.right), .key(.right)])
        #expect(right.shownIndex == 2)
        #expect(right.drawingDate == PreviewFixtures.start.addingTimeInterval(10))
        #expect(update(right, .key(.left)).shownIndex == 1)
    }

    @Test func upDownAndThePageKeysMoveTwelveEntries() {
        let state = update(PreviewFixtures.state(), .key(.end))
        #expect(update(state, .key(.up)).shownIndex == 287)
        #expect(update(state, .key(.pageUp)).shownIndex == 287)
        let first = update(state, .key(.home))
        #expect(update(first, .key(.down)).shownIndex == 12)
        #expect(update(first, .key(.pageDown)).shownIndex == 12)
    }

    @Test func homeAndEndGoToTheFirstAndLastEntries() {
        let end = update(PreviewFixtures.state(), .key(.end))
        #expect(end.shownIndex == 299)
        #expect(update(end, .key(.home)).shownIndex == 0)
    }

    @Test func movingPastEitherEndStaysAndSaysWhy() {
        let first = update(PreviewFixtures.state(), .key(.left))
        #expect(first.shownIndex == 0)
        #expect(first.message?.text == "first entry")
        let last = update(PreviewFixtures.state(), [.key(.end), .key(.right)])
        #expect(last.shownIndex == 299)
        #expect(last.message?.text.contains("last entry") == true)
        #expect(last.message?.text.contains(".atEnd 12:24:55") == true)
        // Twelve forward from entry 295 stops at the last one.
        let clamped = update(update(PreviewFixtures.state(), .key(.end)), [.key(.left), .key(.left), .key(.left), .key(.left), .key(.down)])
        #expect(clamped.shownIndex == 299)
    }

    @Test func scrubbingWhilePlayingPausesAndSaysHowToResume() {
        let live = PreviewFixtures.state(.live)
        #expect(!live.clock.isPaused)
        let moved = update(live, .key(.right))
        #expect(moved.clock.isPaused)
        #expect(moved.shownIndex == 1)
        #expect(moved.message?.text.contains("Space resumes") == true)
    }

    @Test func beforeTheFirstEntryThePlaceholderIsShownAndRightGoesToTheFirstEntry() {
        let early = PreviewFixtures.state(.paused(at: PreviewFixtures.start.addingTimeInterval(-60)),
                                          content: PreviewFixtures.timeline())
        #expect(early.shownIndex == nil)
        #expect(early.drawingDate == nil)
        #expect(update(early, .key(.left)).message?.text.contains("placeholder") == true)
        #expect(update(early, .key(.right)).shownIndex == 0)
    }

    @Test func nJumpsToTheFirstEntryAfterTheNextDayNightChangeInTheTimeline() {
        let change = PreviewFixtures.start.addingTimeInterval(102)
        let state = PreviewFixtures.state(content: PreviewFixtures.timeline(nightFrom: 21, dayNightChanges: [change]))
        let next = update(state, .key(.character("n")))
        #expect(next.shownIndex == 21)
        #expect(next.isNight == true)
        #expect(next.effects.isEmpty)
        #expect(next.message?.text == "night from 2026-05-01 12:01:42")
    }

    @Test func nPastTheTimelinesEndJumpsThereAndAsksForATimelineThatIsNotCountedAsAReload() {
        let change = PreviewFixtures.start.addingTimeInterval(10 * 3600)
        let state = PreviewFixtures.state(content: PreviewFixtures.timeline(dayNightChanges: [change]))
        let next = update(state, .key(.character("n")))
        #expect(next.simulatedNow == change)
        #expect(next.clock.isPaused)
        #expect(next.effects == [.buildTimeline(at: change, reason: .jump)])
        let built = update(next, .timelineBuilt(PreviewFixtures.timeline(from: change, nightFrom: 0), .jump))
        #expect(built.shownIndex == 0)
        #expect(built.budget.used(at: change) == 0)
        #expect(built.message?.text.contains("not a reload") == true)
    }

    @Test func nWithoutAKnownChangeSaysSo() {
        let next = update(PreviewFixtures.state(), .key(.character("n")))
        #expect(next.message?.isWarning == true)
        #expect(next.message?.text.contains("no day/night change") == true)
    }
}
