import Foundation
import SharedData
import Testing
@testable import WidgetTUIKit

@Suite struct PreviewReloadTests {
    let start = PreviewFixtures.start

    @Test func thePolicyDatePassingWhilePlayingAsksForANewTimeline() {
        let live = PreviewFixtures.state(.live)
        let atEnd = start.addingTimeInterval(299 * 5)
        // The reload date itself still shows the last entry.
        let (onTheDate, none) = update(live, .tick(atEnd))
        #expect(none.isEmpty)
        #expect(onTheDate.nextWake == atEnd.addingTimeInterval(0.001))
        let (past, effects) = update(onTheDate, .tick(atEnd.addingTimeInterval(0.5)))
        #expect(effects == [.buildTimeline(at: atEnd.addingTimeInterval(0.5), reason: .policy)])
        #expect(past.isBuilding)
    }

    @Test func aPolicyReloadIsAskedForOnceUntilItsTimelineComesBack() {
        let atEnd = start.addingTimeInterval(299 * 5 + 1)
        let asked = update(PreviewFixtures.state(.live), .tick(atEnd)).state
        #expect(asked.isBuilding)
        #expect(update(asked, .tick(atEnd.addingTimeInterval(1))).effects.isEmpty)
        let built = update(asked, .timelineBuilt(PreviewFixtures.content(from: atEnd), .policy)).state
        #expect(!built.isBuilding)
        let failed = update(asked, .timelineFailed("container missing", .policy)).state
        #expect(!failed.isBuilding)
    }

    @Test func aPausedClockNeverReloadsByPolicy() {
        let paused = PreviewFixtures.state(.paused(at: start.addingTimeInterval(3000)))
        #expect(update(paused, .tick(start.addingTimeInterval(9000))).effects.isEmpty)
    }

    @Test func aNewTimelineReplacesTheOldOneAndCountsAgainstTheBudget() {
        let rebuilt = update(PreviewFixtures.state(.live), [
            .tick(start.addingTimeInterval(1500)),
            .timelineBuilt(PreviewFixtures.content(from: start.addingTimeInterval(1500)), .policy),
        ]).state
        #expect(rebuilt.generation == 2)
        #expect(rebuilt.shownIndex == 0)
        #expect(rebuilt.content?.timeline.entries.first?.date == start.addingTimeInterval(1500))
        #expect(rebuilt.budget.used(at: rebuilt.simulatedNow) == 1)
        #expect(rebuilt.message?.text == "reload policy date passed: 300 entries from 2026-05-01 12:25:00, reload 1/70 in 24 h")
    }

    @Test func rAsksForAReloadAsReloadTimelinesWould() {
        let state = update(PreviewFixtures.state(), .key(.right)).state
        let (asked, effects) = update(state, .key(.character("r")))
        #expect(effects == [.buildTimeline(at: start.addingTimeInterval(5), reason: .reloadKey)])
        let built = update(asked, .timelineBuilt(PreviewFixtures.content(from: start.addingTimeInterval(5)), .reloadKey)).state
        #expect(built.message?.text.hasPrefix("reloadTimelines (r): 300 entries") == true)
        #expect(built.budget.used(at: built.simulatedNow) == 1)
    }

    @Test func reloadsBeyondTheDailyBudgetAreWarnedAbout() {
        var state = PreviewFixtures.state(budget: 2)
        for _ in 0..<2 {
            state = update(state, .timelineBuilt(PreviewFixtures.content(), .reloadKey)).state
            #expect(state.message?.isWarning == false)
        }
        state = update(state, .timelineBuilt(PreviewFixtures.content(), .reloadKey)).state
        #expect(state.message?.isWarning == true)
        #expect(state.message?.text.contains("over the daily budget") == true)
        #expect(PreviewStatus.position(state, night: false).contains("reloads 3/2 OVER"))
    }

    @Test func theBudgetCountsOnlyTheLast24Hours() {
        var budget = ReloadBudget(limit: 2)
        budget.record(start)
        budget.record(start.addingTimeInterval(3600))
        #expect(budget.used(at: start.addingTimeInterval(3600)) == 2)
        #expect(budget.used(at: start.addingTimeInterval(24 * 3600 + 1)) == 1)
        budget.record(start.addingTimeInterval(24 * 3600 + 1))
        #expect(!budget.isExceeded(at: start.addingTimeInterval(24 * 3600 + 1)))
        #expect(budget.dates.count == 2)
    }

    @Test func aReloadRequestForThisKindOrForAllRebuildsTheTimeline() {
        let state = PreviewFixtures.state()
        #expect(update(state, .container(.reloadRequested(kind: "PetWidget"))).effects
            == [.buildTimeline(at: start, reason: .appRequest(kind: "PetWidget"))])
        #expect(update(state, .container(.reloadRequested(kind: nil))).effects
            == [.buildTimeline(at: start, reason: .appRequest(kind: nil))])
        let built = update(state, .timelineBuilt(PreviewFixtures.content(), .appRequest(kind: nil))).state
        #expect(built.message?.text.hasPrefix("app requested reloadAllTimelines()") == true)
    }

    @Test func aReloadRequestForAnotherKindIsShownAsIgnored() {
        let (ignored, effects) = update(PreviewFixtures.state(), .container(.reloadRequested(kind: "petwidget")))
        #expect(effects.isEmpty)
        #expect(ignored.message == .warning("reload for kind 'petwidget' ignored: this widget's kind is 'PetWidget'"))
    }

    @Test func changedDataWithoutAReloadRequestWarnsThatARealWidgetWouldStayStale() {
        let (changed, effects) = update(PreviewFixtures.state(), .container(.dataChanged))
        #expect(effects.isEmpty)
        #expect(changed.message?.isWarning == true)
        #expect(changed.message?.text.contains("would stay stale until the policy reload at 2026-05-01 12:24:55") == true)
    }

    @Test func changedDataInAContainerWithoutAReloadRecordRebuildsAsTheAppsReloadWouldAndSaysWhy() {
        let (changed, effects) = update(PreviewFixtures.state(), .container(.dataChangedWithoutRecord))
        #expect(effects == [.buildTimeline(at: start, reason: .unrecordedChange)])
        let built = update(changed, .timelineBuilt(PreviewFixtures.content(), .unrecordedChange)).state
        let text = built.message?.text ?? ""
        #expect(built.message?.isWarning == false)
        #expect(!text.contains("stale"))
        #expect(text.hasPrefix("the group's data changed with no reload evidence (iOS records no reloads): "
            + "rebuilt as the app's reloadTimelines would"))
        #expect(text.contains(", reload 1/\(ReloadBudget.defaultLimit) in 24 h"))
    }

    @Test func aBrokenContainerIsAStateAndTheLastGoodTimelineStays() {
        let state = update(PreviewFixtures.state(), .key(.right)).state
        let broken = update(state, .container(.failed("Library/Caches/widget-tui/reload-requests.log: truncated"))).state
        #expect(broken.containerError == "Library/Caches/widget-tui/reload-requests.log: truncated")
        #expect(broken.content == state.content)
        #expect(broken.shownIndex == 1)
        #expect(PreviewStatus.Identity(broken).line.hasPrefix("CONTAINER ERROR: Library/Caches/widget-tui/reload-requests.log: truncated  group.com.example.pets"))
        let healed = update(broken, .timelineBuilt(PreviewFixtures.content(), .appRequest(kind: nil))).state
        #expect(healed.containerError == nil)
    }

    @Test func aFailedPolicyReloadKeepsTheTimelineAndRetriesAMinuteLater() {
        let atEnd = start.addingTimeInterval(299 * 5 + 1)
        let (asked, effects) = update(PreviewFixtures.state(.live), .tick(atEnd))
        #expect(effects.count == 1)
        let failed = update(asked, .timelineFailed("container missing", .policy)).state
        #expect(failed.content == asked.content)
        #expect(failed.message?.text == "reload policy date passed: failed, container missing; the last good timeline stays")
        #expect(failed.nextWake == atEnd.addingTimeInterval(60))
        #expect(update(failed, .tick(atEnd.addingTimeInterval(30))).effects.isEmpty)
        #expect(update(failed, .tick(atEnd.addingTimeInterval(60))).effects.count == 1)
    }

    @Test func aTimelineWhoseReloadDateHasPassedDoesNotMakeTheLoopSpin() {
        let past = PreviewFixtures.content(reload: .after(start.addingTimeInterval(-10)))
        let state = update(PreviewFixtures.state(.live), .timelineBuilt(past, .reloadKey)).state
        #expect(state.message?.text.contains("reload date has already passed") == true)
        #expect(state.nextWake == start.addingTimeInterval(5))
        #expect(update(state, .tick(start.addingTimeInterval(1))).effects.isEmpty)
    }

    @Test func aContainerThatComesBackClearsTheErrorAndKeepsTheTimeline() {
        let broken = update(PreviewFixtures.state(), .container(.failed("container folder gone"))).state
        let back = update(broken, .container(.recovered("the container is readable again at /tmp/c"))).state
        #expect(back.containerError == nil)
        #expect(back.content == broken.content)
        #expect(back.generation == broken.generation)
        #expect(back.message == .info("the container is readable again at /tmp/c; the timeline on screen stays until a reload"))
    }

    @Test func dataWarningsAreShownWhenATimelineBringsNewOnes() {
        var warned = PreviewFixtures.content()
        warned.warnings = ["group.plist: quietHours: not HH:MM-HH:MM; using 22:00-07:00"]
        let first = update(PreviewFixtures.state(), .timelineBuilt(warned, .reloadKey)).state
        #expect(first.message?.isWarning == true)
        #expect(first.message?.text.hasSuffix("; group.plist: quietHours: not HH:MM-HH:MM; using 22:00-07:00") == true)
        let again = update(first, .timelineBuilt(warned, .reloadKey)).state
        #expect(again.message?.isWarning == false)
        #expect(again.message?.text.contains("quietHours") == false)
    }

    @Test func theFirstTimelineKeepsTheTerminalsNoteBeforeItsWarnings() {
        var warned = PreviewFixtures.content()
        warned.warnings = ["no quietHours; using 22:00-07:00"]
        var state = PreviewState(groupIdentifier: "group.com.example.pets", kind: "PetWidget", settings: PreviewFixtures.settings,
                                 colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: start,
                                 start: .paused(at: start), message: .warning("using C.UTF-8"))
        state = update(state, .timelineBuilt(warned, .initial)).state
        #expect(state.message == .warning("using C.UTF-8; first timeline: 300 entries from 2026-05-01 12:00:00; no quietHours; using 22:00-07:00"))
        let plain = update(PreviewState(groupIdentifier: "g", kind: "PetWidget", settings: PreviewFixtures.settings,
                                        colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: start,
                                        start: .paused(at: start), message: .warning("using C.UTF-8")),
                           .timelineBuilt(PreviewFixtures.content(), .initial)).state
        #expect(plain.message == .warning("using C.UTF-8"))
    }
}
