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
        let onTheDate = update(live, .tick(atEnd))
        #expect(onTheDate.effects.isEmpty)
        #expect(onTheDate.nextWake == atEnd.addingTimeInterval(0.001))
        let past = update(onTheDate, .tick(atEnd.addingTimeInterval(0.5)))
        #expect(past.effects == [.buildTimeline(at: atEnd.addingTimeInterval(0.5), reason: .policy)])
    }

    @Test func aPausedClockNeverReloadsByPolicy() {
        let paused = PreviewFixtures.state(.paused(at: start.addingTimeInterval(3000)))
        #expect(update(paused, .tick(start.addingTimeInterval(9000))).effects.isEmpty)
    }

    @Test func aNewTimelineReplacesTheOldOneAndCountsAgainstTheBudget() {
        let rebuilt = update(PreviewFixtures.state(.live), [
            .tick(start.addingTimeInterval(1500)),
            .timelineBuilt(PreviewFixtures.timeline(from: start.addingTimeInterval(1500)), .policy),
        ])
        #expect(rebuilt.generation == 2)
        #expect(rebuilt.shownIndex == 0)
        #expect(rebuilt.content?.timeline.entries.first?.date == start.addingTimeInterval(1500))
        #expect(rebuilt.budget.used(at: rebuilt.simulatedNow) == 1)
        #expect(rebuilt.message?.text == "reload policy date passed: 300 entries from 2026-05-01 12:25:00, reload 1/70 in 24 h")
    }

    @Test func rAsksForAReloadAsReloadTimelinesWould() {
        let state = update(PreviewFixtures.state(), .key(.right))
        let asked = update(state, .key(.character("r")))
        #expect(asked.effects == [.buildTimeline(at: start.addingTimeInterval(5), reason: .reloadKey)])
        let built = update(asked, .timelineBuilt(PreviewFixtures.timeline(from: start.addingTimeInterval(5)), .reloadKey))
        #expect(built.message?.text.hasPrefix("reloadTimelines (r): 300 entries") == true)
        #expect(built.budget.used(at: built.simulatedNow) == 1)
    }

    @Test func reloadsBeyondTheDailyBudgetAreWarnedAbout() {
        var state = PreviewFixtures.state(budget: 2)
        for _ in 0..<2 {
            state = update(state, .timelineBuilt(PreviewFixtures.timeline(), .reloadKey))
            #expect(state.message?.isWarning == false)
        }
        state = update(state, .timelineBuilt(PreviewFixtures.timeline(), .reloadKey))
        #expect(state.message?.isWarning == true)
        #expect(state.message?.text.contains("over the daily budget") == true)
        #expect(PreviewStatus.position(state).contains("reloads 3/2 OVER"))
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
        let built = update(state, .timelineBuilt(PreviewFixtures.timeline(), .appRequest(kind: nil)))
        #expect(built.message?.text.hasPrefix("app requested reloadAllTimelines()") == true)
    }

    @Test func aReloadRequestForAnotherKindIsShownAsIgnored() {
        let ignored = update(PreviewFixtures.state(), .container(.reloadRequested(kind: "petwidget")))
        #expect(ignored.effects.isEmpty)
        #expect(ignored.message == .warning("reload for kind 'petwidget' ignored: this widget's kind is 'PetWidget'"))
    }

    @Test func changedDataWithoutAReloadRequestWarnsThatARealWidgetWouldStayStale() {
        let changed = update(PreviewFixtures.state(), .container(.dataChanged))
        #expect(changed.effects.isEmpty)
        #expect(changed.message?.isWarning == true)
        #expect(changed.message?.text.contains("would stay stale until the policy reload at 2026-05-01 12:24:55") == true)
    }

    @Test func changedDataInAContainerWithoutAReloadRecordRebuildsAsTheAppsReloadWouldAndSaysWhy() {
        let changed = update(PreviewFixtures.state(), .container(.dataChangedWithoutRecord))
        #expect(changed.effects == [.buildTimeline(at: start, reason: .unrecordedChange)])
        let built = update(changed, .timelineBuilt(PreviewFixtures.timeline(), .unrecordedChange))
        let text = built.message?.text ?? ""
        #expect(built.message?.isWarning == false)
        #expect(!text.contains("stale"))
        #expect(text.hasPrefix("the group's data changed (this container keeps no reload record, as iOS keeps none: "
            + "rebuilt as the app's reloadTimelines would)"))
        #expect(text.contains(", reload 1/\(ReloadBudget.defaultLimit) in 24 h"))
    }

    @Test func aBrokenContainerIsAStateAndTheLastGoodTimelineStays() {
        let state = update(PreviewFixtures.state(), .key(.right))
        let broken = update(state, .container(.failed("Library/Preferences/group.com.example.pets.plist: truncated")))
        #expect(broken.containerError == "Library/Preferences/group.com.example.pets.plist: truncated")
        #expect(broken.content == state.content)
        #expect(broken.shownIndex == 1)
        #expect(PreviewStatus.identity(broken).hasPrefix("CONTAINER ERROR: Library/Preferences/group.com.example.pets.plist: truncated  group.com.example.pets"))
        let healed = update(broken, .timelineBuilt(PreviewFixtures.timeline(), .appRequest(kind: nil)))
        #expect(healed.containerError == nil)
    }

    @Test func aFailedPolicyReloadKeepsTheTimelineAndRetriesAMinuteLater() {
        let atEnd = start.addingTimeInterval(299 * 5 + 1)
        let asked = update(PreviewFixtures.state(.live), .tick(atEnd))
        #expect(asked.effects.count == 1)
        var failed = update(asked, .timelineFailed("container missing", .policy))
        failed.effects = []
        #expect(failed.content == asked.content)
        #expect(failed.message?.text == "reload policy date passed: failed, container missing; the last good timeline stays")
        #expect(failed.nextWake == atEnd.addingTimeInterval(60))
        #expect(update(failed, .tick(atEnd.addingTimeInterval(30))).effects.isEmpty)
        #expect(update(failed, .tick(atEnd.addingTimeInterval(60))).effects.count == 1)
    }

    @Test func aTimelineWhoseReloadDateHasPassedDoesNotMakeTheLoopSpin() {
        let past = PreviewFixtures.timeline(policy: .after(start.addingTimeInterval(-10)))
        let state = update(PreviewFixtures.state(.live), .timelineBuilt(past, .reloadKey))
        #expect(state.message?.text.contains("reload date has already passed") == true)
        #expect(state.nextWake == start.addingTimeInterval(5))
        #expect(update(state, .tick(start.addingTimeInterval(1))).effects.isEmpty)
    }

    @Test func aContainerThatComesBackClearsTheErrorAndKeepsTheTimeline() {
        let broken = update(PreviewFixtures.state(), .container(.failed("container folder gone")))
        let back = update(broken, .container(.recovered("the container is readable again at /tmp/c")))
        #expect(back.containerError == nil)
        #expect(back.content == broken.content)
        #expect(back.generation == broken.generation)
        #expect(back.message == .info("the container is readable again at /tmp/c; the timeline on screen stays until a reload"))
    }

    @Test func dataWarningsAreShownWhenATimelineBringsNewOnes() {
        var warned = PreviewFixtures.timeline()
        warned.warnings = ["group.plist: quietHours: not HH:MM-HH:MM; using 22:00-07:00"]
        let first = update(PreviewFixtures.state(), .timelineBuilt(warned, .reloadKey))
        #expect(first.message?.isWarning == true)
        #expect(first.message?.text.hasSuffix("; group.plist: quietHours: not HH:MM-HH:MM; using 22:00-07:00") == true)
        let again = update(first, .timelineBuilt(warned, .reloadKey))
        #expect(again.message?.isWarning == false)
        #expect(again.message?.text.contains("quietHours") == false)
    }

    @Test func theFirstTimelineKeepsTheTerminalsNoteBeforeItsWarnings() {
        var warned = PreviewFixtures.timeline()
        warned.warnings = ["no quietHours; using 22:00-07:00"]
        var state = PreviewState(groupIdentifier: "group.com.example.pets", kind: "PetWidget", settings: PreviewFixtures.settings,
                                 colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: start,
                                 start: .paused(at: start), message: .warning("using C.UTF-8"))
        state = update(state, .timelineBuilt(warned, .initial))
        #expect(state.message == .warning("using C.UTF-8; first timeline: 300 entries from 2026-05-01 12:00:00; no quietHours; using 22:00-07:00"))
        let plain = update(PreviewState(groupIdentifier: "g", kind: "PetWidget", settings: PreviewFixtures.settings,
                                        colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: start,
                                        start: .paused(at: start), message: .warning("using C.UTF-8")),
                           .timelineBuilt(PreviewFixtures.timeline(), .initial))
        #expect(plain.message == .warning("using C.UTF-8"))
    }
}
