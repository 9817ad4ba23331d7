import Foundation
import FrameOutput
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUIKit

/// Buttons pressed in the preview on the demo group in a temporary home: the intent runs through
/// the same runner as `widget-tui intent`, the group holds the write, and the rebuilt timeline shows it.
@Suite struct PreviewButtonsOnAGroupTests {
    let start = PreviewFixtures.start

    private func session(_ group: TestGroup, _ intents: IntentOptions = IntentOptions(), app: AppState = .cold,
                         autoFitsScale: Bool = true) throws -> PreviewSession {
        let source = try group.source(intents: intents)
        let state = PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind, settings: PreviewFixtures.settings,
                                 colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: start,
                                 start: .paused(at: start), autoFitsScale: autoFitsScale, app: app)
        return PreviewSession(state: state, source: source)
    }

    private func press(_ session: PreviewSession, focusing count: Int = 1) {
        for _ in 0..<count { session.send(.key(.character("b"))) }
        session.send(.key(.enter))
    }

    /// The widget as its extension draws the entry on screen from the group as it is now.
    private func extensionFrame(_ group: TestGroup, _ session: PreviewSession) throws -> RenderedFrame {
        let widget = try PetWidget(reader: group.reader(), sheet: SpriteSheetLoader.load(directory: nil))
        let entry = try #require(session.state.shown.entry)
        return widget.renderer.frame(for: entry, settings: session.state.drawnSettings)
    }

    @Test("Feed on pet 1 runs in an allowed writer, the group holds the meal and the next entry shows it",
          arguments: [(AppState.cold, "the App Intents extension"), (.warm, "the main app")])
    func feedOnPet1(app: AppState, process: String) throws {
        let group = try TestGroup()
        let session = try session(group, app: app)
        let before = session.drawing()?.cells
        press(session)

        let data = try group.reader().petWidgetData().data
        #expect(data.pets[0].valueA == 92)
        #expect(data.reaction?.kind == .fed)
        #expect(data.reaction?.start == start)
        #expect(try group.reader().reloadRequests().last?.reason == .interaction)

        let message = try #require(session.state.message?.text)
        #expect(message.hasPrefix("feed ran in \(process): items[0].valueA 82 → 92; reaction fed for pet 1 (Mochi)"))
        #expect(message.hasSuffix("(interaction, not counted against the budget)"))
        #expect(session.state.generation == 2)
        #expect(session.state.budget.freeDates.count == 1)
        #expect(session.state.budget.used(at: start) == 0)
        #expect(session.screen().text(row: 1).contains("reloads 0/70 +1 interaction"))

        let frame = try extensionFrame(group, session)
        #expect(frame.poses[0].reaction == .fed)
        #expect(session.drawing()?.cells == frame.cells(.xterm256))
        #expect(session.drawing()?.cells != before)

        // The preview made that reload itself: the watcher does not pass it on again.
        session.pollContainer()
        #expect(session.state.generation == 2)
        #expect(session.state.message?.text == message)
    }

    @Test func petWithTheAppColdLaunchesItInTheBackground() throws {
        let group = try TestGroup()
        let session = try session(group)
        press(session, focusing: 2)
        #expect(session.state.message?.text.hasPrefix("pet ran in the main app (launched in the background): reaction petted for pet 1") == true)
        #expect(try group.reader().petWidgetData().data.reaction?.kind == .petted)
    }

    @Test func aWriteAllowedOnlyInTheWidgetExtensionIsRefusedWithNothingWritten() throws {
        let group = try TestGroup()
        let session = try session(group, IntentOptions(targets: try ExecutionTargets(parsing: "widgetKitExtension")))
        let before = try group.snapshot()
        press(session)
        let message = try #require(session.state.message)
        #expect(message.isWarning)
        #expect(message.text.hasPrefix("Feed Mochi (pet 1) refused, nothing written: the widget extension answered"))
        #expect(message.text.hasSuffix("Fix: allowedExecutionTargets = [.main, .appIntentsExtension]"))
        #expect(try group.snapshot() == before)
        #expect(session.state.generation == 1)
        #expect(session.state.budget.freeDates.count == 0)
    }

    @Test func theSeedsHazardDefaultTargetsLandInTheWidgetExtensionUntilTheAppIsWarm() throws {
        let group = try TestGroup()
        let intents = IntentOptions(targets: try ExecutionTargets(parsing: "default"),
                                    linked: try ExecutionTargets(parsing: "main,widgetKitExtension"))
        let session = try session(group, intents)
        let before = try group.snapshot()
        press(session)
        #expect(session.state.message?.text.contains("refused, nothing written") == true)
        #expect(try group.snapshot() == before)
        session.send(.key(.character("w")))
        session.send(.key(.enter))
        #expect(session.state.message?.text.hasPrefix("feed ran in the main app: items[0].valueA 82 → 92") == true)
        #expect(session.state.generation == 2)
    }

    @Test func aGoneContainerIsNotWrittenBackToLife() throws {
        let group = try TestGroup()
        let session = try session(group)
        let folder = try group.container().url
        try FileManager.default.removeItem(at: folder)
        press(session)
        #expect(session.state.message?.text.hasPrefix("container folder gone") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aButtonPressedByAnotherProcessReloadsOutsideTheBudget() throws {
        let group = try TestGroup()
        let session = try session(group)
        try group.press(.feed(0))
        session.pollContainer()
        #expect(session.state.generation == 2)
        #expect(session.state.budget.used(at: start) == 0)
        #expect(session.state.budget.freeDates.count == 1)
        #expect(session.state.message?.text.hasPrefix(
            "app requested reloadTimelines(ofKind: \"PetWidget\") after a widget button (interaction, not counted against the budget)") == true)
    }

    @Test func theLargeFamilyIsTheRenderersOwnAtTheFittedScale() throws {
        let group = try TestGroup()
        let session = try session(group)
        session.send(.key(.character("f")))
        #expect(session.state.fittedScale == 6)
        let cells = session.drawing()?.cells
        #expect(cells == (try extensionFrame(group, session)).cells(.xterm256))
        #expect(cells?.width == 56)
        #expect(session.screen().plainText.contains("┌─ systemLarge 338x354 pt"))
    }

    @Test func withAnExplicitScaleTheLargeFamilyIsTooSmallAt100x40() throws {
        let group = try TestGroup()
        let session = try session(group, autoFitsScale: false)
        session.send(.key(.character("f")))
        #expect(session.drawing()?.cells.width == 68)
        let text = session.screen().plainText
        #expect(text.contains("terminal too small for systemLarge"))
        #expect(text.contains("needs 70x42, is 100x40"))
        #expect(!text.contains("┌─ systemLarge"))
    }
}

/// The Live Activity views on the demo group: the renderer's own frames, following the group's data.
@Suite struct PreviewSurfacesOnAGroupTests {
    let start = PreviewFixtures.start

    private func session(_ group: TestGroup, pet: Int = 0) throws -> PreviewSession {
        let source = try group.source(activityPet: pet)
        let state = PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind, settings: PreviewFixtures.settings,
                                 colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: start, start: .paused(at: start))
        return PreviewSession(state: state, source: source)
    }

    /// What the widget's Live Activity renderer draws for the state's surface and entry, from the group as it is.
    private func expected(_ group: TestGroup, _ session: PreviewSession, pet: Int = 0) throws -> CellBuffer {
        let widget = try PetWidget(reader: group.reader(), sheet: SpriteSheetLoader.load(directory: nil))
        let surface = try #require(session.state.surface.liveActivity)
        let date = try #require(session.state.shown.entry?.date)
        return try widget.liveActivity(pet: pet).frame(surface, at: date, settings: session.state.drawnSettings).cells(.xterm256)
    }

    @Test func everySurfaceIsTheLiveActivityRenderersOwn() throws {
        let group = try TestGroup()
        let session = try session(group, pet: 1)
        for surface in LiveActivitySurface.allCases {
            session.send(.key(.character("v")))
            #expect(session.state.surface == .liveActivity(surface))
            #expect(session.drawing()?.cells == (try expected(group, session, pet: 1)), "\(surface)")
        }
        #expect(session.state.message?.text == "view: expanded Live Activity of Pip (pet 2), 371x160 pt")
        #expect(session.screen().plainText.contains("┌─ expanded 371x160 pt"))
    }

    @Test func feedingShowsOnTheLockScreenAfterTheInteractionReload() throws {
        let group = try TestGroup()
        let session = try session(group)
        session.send(.key(.character("v")))
        let before = session.drawing()?.cells
        session.send(.key(.character("b")))
        session.send(.key(.enter))
        #expect(session.state.generation == 2)
        #expect(session.drawing()?.cells != before)
        #expect(session.drawing()?.cells == (try expected(group, session)))
    }

    @Test func aPetWithoutAnActivityIsSaid() throws {
        let group = try TestGroup()
        let session = try session(group, pet: 8)
        session.send(.key(.character("v")))
        #expect(session.state.activityProblem == "items holds 5 pets, so there is no pet 9")
        #expect(session.screen().plainText.contains("no Live Activity to draw"))
    }
}
