import Foundation
import Testing
@testable import WidgetTUIKit

@Suite struct PreviewClockTests {
    let start = PreviewFixtures.start

    @Test func liveModeFollowsTheWallClockAndShowsTheEntryIOSWouldShow() {
        let live = PreviewFixtures.state(.live)
        let later = update(live, .tick(start.addingTimeInterval(12.5))).state
        #expect(later.shownIndex == 2)
        #expect(later.drawingDate == start.addingTimeInterval(10))
        #expect(PreviewStatus.clock(later) == "live")
    }

    @Test func whilePlayingTheLoopSleepsUntilTheNextEntry() {
        let live = update(PreviewFixtures.state(.live), .tick(start.addingTimeInterval(1))).state
        #expect(live.nextWake == start.addingTimeInterval(5))
        let paused = PreviewFixtures.state()
        #expect(paused.nextWake == nil)
    }

    @Test func spacePausesAndResumes() {
        let live = PreviewFixtures.state(.live)
        let paused = update(live, [.tick(start.addingTimeInterval(7)), .key(.character(" "))]).state
        #expect(paused.clock.isPaused)
        #expect(paused.message?.text == "paused")
        let stillPaused = update(paused, .tick(start.addingTimeInterval(60))).state
        #expect(stillPaused.shownIndex == 1)
        let resumed = update(stillPaused, [.key(.character(" ")), .tick(start.addingTimeInterval(64))]).state
        #expect(!resumed.clock.isPaused)
        // Resumed at 12:00:07 after standing still 53 s: 4 s later it is 12:00:11.
        #expect(resumed.simulatedNow == start.addingTimeInterval(11))
        #expect(resumed.shownIndex == 2)
        #expect(PreviewStatus.clock(resumed) == "playing 1x")
    }

    @Test func plusAndMinusStepThroughTheSpeeds() {
        var state = PreviewFixtures.state(.live)
        var speeds: [Int] = []
        for _ in 0..<4 {
            state = update(state, .key(.character("+"))).state
            speeds.append(state.clock.speed)
        }
        #expect(speeds == [5, 60, 300, 300])
        #expect(state.message?.text == "already at the highest speed, 300x")
        state = update(state, [.key(.character("-")), .key(.character("-"))]).state
        #expect(state.clock.speed == 5)
        state = update(state, [.key(.character("-")), .key(.character("-"))]).state
        #expect(state.clock.speed == 1)
        #expect(state.message?.text == "already at the lowest speed, 1x")
    }

    @Test func atSixtyTimesOneSecondOfWallClockIsOneMinuteOfTimeline() {
        let fast = update(PreviewFixtures.state(.live), [.key(.character("+")), .key(.character("+"))]).state
        #expect(fast.clock.speed == 60)
        let later = update(fast, .tick(start.addingTimeInterval(1))).state
        #expect(later.simulatedNow == start.addingTimeInterval(60))
        #expect(later.shownIndex == 12)
        #expect(PreviewStatus.clock(later) == "playing 60x")
        // The next entry is 5 s of timeline away: 1/12 s of wall clock.
        let wake = later.nextWake.map { $0.timeIntervalSince(start) } ?? 0
        #expect(abs(wake - (1 + 5.0 / 60)) < 1e-6)
    }

    @Test func lGoesBackToLiveAtOneTimes() {
        let scrubbed = update(PreviewFixtures.state(.live), [.key(.character("+")), .key(.end), .tick(start.addingTimeInterval(3))]).state
        let (live, effects) = update(scrubbed, .key(.character("l")))
        #expect(live.clock.isLive(atWall: start.addingTimeInterval(3)))
        #expect(live.clock.speed == 1)
        #expect(live.shownIndex == 0)
        #expect(effects.isEmpty)
    }

    @Test func lReplacesATimelineThatDoesNotCoverNow() {
        let future = PreviewFixtures.content(from: start.addingTimeInterval(7200))
        let state = PreviewFixtures.state(.paused(at: start.addingTimeInterval(7200)), content: future)
        #expect(update(state, .key(.character("l"))).effects == [.buildTimeline(at: start, reason: .jump)])
    }

    @Test func exactTimeDrawsTheClocksMomentAndRedrawsOftenWhilePlaying() {
        let live = update(PreviewFixtures.state(.live), [.key(.character("e")), .tick(start.addingTimeInterval(7.25))]).state
        #expect(live.showsExactTime)
        #expect(live.drawingDate == start.addingTimeInterval(7.25))
        #expect(live.shownIndex == 1)
        #expect(live.nextWake == start.addingTimeInterval(7.5))
        let back = update(live, .key(.character("e"))).state
        #expect(back.drawingDate == start.addingTimeInterval(5))
    }
}
