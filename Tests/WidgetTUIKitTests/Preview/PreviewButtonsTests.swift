import Foundation
import FrameOutput
import PetRenderer
@testable import SharedData
import Testing
@testable import WidgetTUIKit

/// The widget's buttons in the state machine: focus, press (an effect), app cold and warm, and the
/// interaction reload that follows a press. No terminal, no container.
@Suite struct PreviewButtonsTests {
    let start = PreviewFixtures.start
    let b = PreviewEvent.key(.character("b"))
    let shiftB = PreviewEvent.key(.character("B"))

    /// A report as the runner makes it for `intent` pressed with the app cold.
    private func report(_ intent: WidgetIntent, wrote: String?) throws -> IntentReport {
        let selection = try #require(ProcessSelection.select(allowed: intent.allowedExecutionTargets, linked: .default, app: .cold))
        return IntentReport(intent: intent, selection: selection, app: .cold, wrote: wrote,
                            reload: ReloadRequest(sequence: 3, kind: "PetWidget", date: start, reason: .interaction))
    }

    @Test func bCyclesFeedAndPetForEveryPetThenRefreshAndWraps() {
        var state = PreviewFixtures.state()
        var focused: [WidgetIntent?] = []
        for _ in 0..<8 {
            state = update(state, b).state
            focused.append(state.focusedButton)
        }
        #expect(focused == [.feed(0), .pet(0), .feed(1), .pet(1), .feed(2), .pet(2), .refresh, .feed(0)])
        #expect(state.message?.text == "button 1/7: Feed Mochi (pet 1); Enter presses it, b/B the next/previous, Esc leaves")
    }

    @Test func shiftBCyclesBackwardsStartingAtTheLastButton() {
        let state = PreviewFixtures.state()
        #expect(update(state, shiftB).state.focusedButton == .refresh)
        #expect(update(state, [shiftB, shiftB]).state.focusedButton == .pet(2))
        #expect(update(state, [b, shiftB]).state.focusedButton == .refresh)
        #expect(update(state, [shiftB, shiftB]).state.message?.text.hasPrefix("button 6/7: Pet Biscuit (pet 3)") == true)
    }

    @Test func buttonsAreNamedByPetOrNumber() {
        let state = PreviewFixtures.state()
        #expect(state.label(of: .feed(1)) == "Feed Pip (pet 2)")
        #expect(state.label(of: .refresh) == "Refresh")
        #expect(state.label(of: .pet(7)) == "Pet pet 8")
    }

    @Test func withoutATimelineThereAreNoButtons() {
        let state = PreviewState(groupIdentifier: "group.com.example.pets", kind: "PetWidget", settings: PreviewFixtures.settings,
                                 colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: start, start: .paused(at: start))
        let pressed = update(state, b).state
        #expect(pressed.focusedButton == nil)
        #expect(pressed.message == .warning("no timeline yet, so no buttons"))
    }

    @Test func escapeLeavesTheButtonsThenQuits() {
        let focused = update(PreviewFixtures.state(), b).state
        let left = update(focused, .key(.escape)).state
        #expect(left.focusedButton == nil)
        #expect(left.exit == nil)
        #expect(left.message?.text == "left the buttons; b focuses them again")
        #expect(update(left, .key(.escape)).state.exit == .quit)
        // The help closes first, the focus stays.
        let help = update(focused, [.key(.character("?")), .key(.escape)]).state
        #expect(!help.showsHelp)
        #expect(help.focusedButton == .feed(0))
    }

    @Test func enterAsksTheRunnerToPressTheFocusedButtonAtTheMomentOnScreen() {
        let (state, effects) = update(PreviewFixtures.state(), [.key(.right), .key(.right), b, b, .key(.enter)])
        #expect(effects == [.runIntent(.pet(0), app: .cold, at: start.addingTimeInterval(10))])
        // Nothing has run yet: the state machine only asks.
        #expect(state.generation == 1)
    }

    @Test func enterWithoutAFocusedButtonAsksNothing() {
        let (state, effects) = update(PreviewFixtures.state(), .key(.enter))
        #expect(effects.isEmpty)
        #expect(state.message?.text == "no button has the focus: b focuses the widget's buttons")
    }

    @Test func wTogglesTheAppWhichThePressCarriesAndTheStatusLineShows() {
        let state = PreviewFixtures.state()
        #expect(state.app == .cold)
        #expect(PreviewStatus.Controls(state).line.contains("  host app cold  "))
        let warm = update(state, .key(.character("w"))).state
        #expect(warm.app == .warm)
        #expect(warm.message?.text == "app warm: it answers the buttons it may run")
        #expect(PreviewStatus.Controls(warm).line.contains("  host app warm  "))
        #expect(update(warm, [b, .key(.enter)]).effects == [.runIntent(.feed(0), app: .warm, at: start)])
        #expect(update(warm, .key(.character("w"))).state.app == .cold)
    }

    @Test func aReportSaysWhereItRanAndAsksForTheInteractionReloadAtOnce() throws {
        let (ran, effects) = update(PreviewFixtures.state(), .intentRan(try report(.feed(0), wrote: "items[0].valueA 82 → 92")))
        #expect(effects == [.buildTimeline(at: start, reason: .interaction)])
        #expect(ran.isBuilding)
        #expect(ran.message == .info("feed ran in the App Intents extension: items[0].valueA 82 → 92; "
            + "reload #3 (interaction, not counted against the budget)"))
    }

    @Test func theInteractionReloadIsNotCountedAgainstTheBudgetAndTheStatusLineShowsIt() throws {
        var state = update(PreviewFixtures.state(), .intentRan(try report(.refresh, wrote: nil))).state
        state = update(state, .timelineBuilt(PreviewFixtures.content(), .interaction)).state
        #expect(!state.isBuilding)
        #expect(state.generation == 2)
        #expect(state.budget.used(at: start) == 0)
        #expect(state.budget.freeDates.count == 1)
        #expect(PreviewStatus.position(state, night: false).contains("  reloads 0/70 +1 interaction  "))
        #expect(state.message == .info("refresh ran in the widget extension: nothing written; "
            + "reload #3 (interaction, not counted against the budget)"))
    }

    @Test func anInteractionReloadSeenInTheContainerIsFreeToo() {
        let (state, effects) = update(PreviewFixtures.state(), .container(.reloadRequested(kind: "PetWidget", interaction: true)))
        let reason = TimelineBuildReason.appRequest(kind: "PetWidget", interaction: true)
        #expect(effects == [.buildTimeline(at: start, reason: reason)])
        let built = update(state, .timelineBuilt(PreviewFixtures.content(), reason)).state
        #expect(built.budget.used(at: start) == 0)
        #expect(built.budget.freeDates.count == 1)
        #expect(built.message?.text.hasPrefix(
            "app requested reloadTimelines(ofKind: \"PetWidget\") after a widget button (interaction, not counted against the budget)") == true)
    }

    @Test func aWriteLandingInTheWidgetExtensionIsRefusedWithTheFixAndNothingReloads() throws {
        var feed = WidgetIntent.feed(0)
        feed.allowedExecutionTargets = .default
        let selection = try #require(ProcessSelection.select(allowed: .default, linked: [.main, .widgetKitExtension], app: .cold))
        let refusal = IntentRefusal(intent: "feed", reason: .readOnlyProcess(selection, write: .feed(pet: 0, amount: 10)))
        let (state, effects) = update(PreviewFixtures.state(), .intentRefused(feed, refusal))
        #expect(state.message == .warning("Feed Mochi (pet 1) refused, nothing written: the widget extension answered "
            + "(the app is not running, so an allowed extension answers) and only reads the group. "
            + "Fix: allowedExecutionTargets = [.main, .appIntentsExtension]"))
        #expect(effects.isEmpty)
        #expect(state.generation == 1)
        // Short enough for the three rows an 80x24 terminal leaves below the medium widget.
        #expect(PreviewView.wrap(state.message?.text ?? "", width: 78).count <= 3)
    }

    @Test func anIntentNoProcessMayRunIsRefusedWithTheRunnersReason() {
        let refusal = IntentRefusal(intent: "pet", reason: .noProcess(allowed: .main, linked: .widgetKitExtension))
        let state = update(PreviewFixtures.state(), .intentRefused(.pet(0), refusal)).state
        #expect(state.message == .warning(refusal.description))
    }

    @Test func aWriteTheDataDoesNotAllowIsAWarningAndNothingReloads() {
        let reason = "Library/Preferences/group.com.example.pets.plist: items[8]: items holds 3 pets, so there is no pet 9; nothing written"
        let (state, effects) = update(PreviewFixtures.state(), .intentFailed(reason))
        #expect(state.message == .warning(reason))
        #expect(effects.isEmpty)
        #expect(state.generation == 1)
    }

    @Test func aFocusedButtonWhosePetIsGoneLosesTheFocus() {
        let focused = update(PreviewFixtures.state(), [shiftB, shiftB]).state
        #expect(focused.focusedButton == .pet(2))
        let fewer = update(focused, .timelineBuilt(PreviewFixtures.content(petNames: ["Kiwi"]), .appRequest(kind: nil))).state
        #expect(fewer.focusedButton == nil)
        let kept = update(PreviewFixtures.state(), [b, .timelineBuilt(PreviewFixtures.content(petNames: ["Kiwi"]), .reloadKey)]).state
        #expect(kept.focusedButton == .feed(0))
    }

    @Test func theThirdStatusLineShowsTheFocusedButton() {
        let state = PreviewFixtures.state()
        #expect(PreviewStatus.Controls(state).line == "scale 5 pt/px  host app cold  7 buttons (b)")
        #expect(PreviewStatus.Controls(update(state, [b, b, b]).state).line == "scale 5 pt/px  host app cold  button 3/7 Feed Pip (pet 2)")
        let screen = PreviewView.render(update(state, [b, .key(.character("w"))]).state,
                                        widget: WidgetDrawing(cells: CellBuffer(width: 8, height: 2), isNight: false))
        #expect(screen.text(row: 2).hasPrefix(" scale 5 pt/px  host app warm  button 1/7 Feed Mochi (pet 1)"))
    }

    @Test func theFocusedButtonIsMarkedOnTheWidgetInFrontOfItsPet() {
        let drawing = WidgetDrawing(cells: CellBuffer(width: 30, height: 4), isNight: false,
                                    feet: [.init(x: 2, row: 3), .init(x: 12, row: 3), .init(x: 26, row: 3)])
        let state = PreviewFixtures.state(size: TerminalSize(columns: 44, rows: 11), autoFitsScale: false)
        let feedMochi = PreviewView.render(update(state, b).state, widget: drawing)
        #expect(Array(feedMochi.plainText.split(separator: "\n", omittingEmptySubsequences: false)[3...8]) == [
            "      ┌─ systemMedium 338x158 pt ────┐      ",
            "      │                              │      ",
            "      │                              │      ",
            "      │                              │      ",
            "      │  [Feed]                      │      ",
            "      └──────────────────────────────┘      ",
        ])
        #expect(feedMochi[9, 7].style == .reverse)
        // A mark that would leave the widget is moved in; Refresh, which has no pet, goes top right.
        let petBiscuit = PreviewView.render(update(state, [shiftB, shiftB]).state, widget: drawing)
        #expect(petBiscuit.text(row: 7) == "      │                         [Pet]│      ")
        let refresh = PreviewView.render(update(state, shiftB).state, widget: drawing)
        #expect(refresh.text(row: 4) == "      │                     [Refresh]│      ")
        #expect(!PreviewView.render(state, widget: drawing).plainText.contains("["))
    }
}
