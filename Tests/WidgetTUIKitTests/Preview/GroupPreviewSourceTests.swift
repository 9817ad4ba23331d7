import Foundation
import FrameOutput
import PetAssets
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUIKit

@Suite struct GroupPreviewSourceTests {
    let start = PreviewFixtures.start
    let settings = PreviewFixtures.settings

    @Test func everySurfaceIsDrawnByTheRenderersOfTheGroupsData() throws {
        let group = try TestGroup()
        let content = try group.source().load(now: start, settings: settings)
        let widget = try PetWidget(container: group.container())
        let home = try #require(try content.renderers[.home]?.get())
        #expect(home.frame(at: start, settings: settings) == widget.renderer.frame(at: start, settings: settings))
        #expect(home.placeholder(in: settings) == widget.renderer.placeholder(settings: settings))
        let activity = try widget.liveActivity(pet: 0)
        for surface in LiveActivitySurface.allCases {
            let view = try #require(try content.renderers[.liveActivity(surface)]?.get())
            #expect(view.frame(at: start, settings: settings) == activity.frame(surface, at: start, settings: settings))
        }
        #expect(content.activity == .success("Mochi (pet 1)"))
    }

    @Test func theTimelineIsTheProvidersForTheGroupsData() throws {
        let group = try TestGroup()
        let source = try group.source(render: RenderOptions(settings: settings, step: 60, count: 10, reload: .atEnd, timeZoneName: "UTC"))
        let built = try source.load(now: start, settings: settings)
        #expect(built.timeline.entries.count == 10)
        #expect(built.timeline.entries.last?.date == start.addingTimeInterval(9 * 60))
        #expect(built.timeline.policy == .atEnd)
        #expect(built.petCount == 5)
        #expect(built.warnings == [])
        // The demo's quiet hours, 22:00-07:00 UTC, from 12:00.
        let hour: TimeInterval = 3600
        #expect(built.dayNightChanges == [10 * hour, 19 * hour, 34 * hour, 43 * hour].map(start.addingTimeInterval))
    }

    @Test func aReloadReadsTheNewDataAndDataProblemsBecomeWarnings() throws {
        let group = try TestGroup()
        let source = try group.source()
        try group.updateItems(["Kiwi", "Lime"])
        #expect(try source.load(now: start, settings: settings).petCount == 2)
        try group.app(reloads: false).set(.string("late"), forKey: "quietHours")
        let warned = try source.load(now: start, settings: settings)
        #expect(warned.warnings.contains { $0.contains("quietHours") })
        // Named relative to the container, as every message of the preview names its files.
        #expect(!warned.warnings.contains { $0.contains(group.url.path) })
        #expect(warned.warnings.contains { $0.hasPrefix("Library/Preferences/\(GroupOptions.demoGroup).plist: quietHours") })
    }

    @Test func anUnreadableSuiteOrAGoneContainerFailsTheLoadSayingWhy() throws {
        let group = try TestGroup()
        let source = try group.source()
        try Data("bplist00".utf8).write(to: try group.suiteFile)
        #expect {
            try source.load(now: start, settings: settings)
        } throws: { error in
            "\(error)".hasPrefix("Library/Preferences/group.com.example.pets.plist: corrupt settings plist")
        }
        try FileManager.default.removeItem(at: try group.container().url)
        #expect {
            try source.load(now: start, settings: settings)
        } throws: { error in
            "\(error)".hasPrefix("container folder gone")
        }
    }

    @Test func aMissingGroupFailsBeforeThePreviewStarts() throws {
        let group = try TestGroup()
        #expect {
            try group.source(group: "group.com.example.absent")
        } throws: { error in
            "\(error)".contains("group.com.example.absent")
        }
    }
}

/// The session on the real source: what the preview does when the app writes the group.
@Suite struct PreviewSessionOnAGroupTests {
    let start = PreviewFixtures.start

    private func session(_ group: TestGroup) throws -> PreviewSession {
        let source = try group.source()
        let state = PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind, settings: PreviewFixtures.settings,
                                 colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: start,
                                 start: .paused(at: start))
        return PreviewSession(state: state, source: source)
    }

    @Test func updateItemsFromTheAppRebuildsTheTimelineWithTheNewPets() throws {
        let group = try TestGroup()
        let session = try session(group)
        #expect(session.state.content?.petCount == 5)
        try group.updateItems(["Kiwi", "Lime"])
        session.pollContainer()
        #expect(session.state.content?.petCount == 2)
        #expect(session.state.generation == 2)
        #expect(session.state.message?.text.hasPrefix("app requested reloadAllTimelines(): 300 entries") == true)
        #expect(session.state.budget.used(at: session.state.simulatedNow) == 1)
        #expect(session.screen().text(row: 0).contains("2 pets"))
    }

    @Test func aReloadForAnotherKindLeavesTheTimelineAndNamesBothKinds() throws {
        let group = try TestGroup()
        let session = try session(group)
        try group.app(kind: "OtherWidget").reload()
        session.pollContainer()
        #expect(session.state.generation == 1)
        #expect(session.state.message == .warning("reload for kind 'OtherWidget' ignored: this widget's kind is 'PetWidget'"))
    }

    @Test func aReloadThatCannotReadTheSuiteIsAStateAndTheLastGoodTimelineStaysDrawn() throws {
        let group = try TestGroup()
        let session = try session(group)
        let content = session.state.content
        let drawn = session.drawing()
        let suite = try group.suiteFile
        let good = try Data(contentsOf: suite)
        try Data("bplist00".utf8).write(to: suite)
        try group.app().reload()
        session.pollContainer()
        #expect(session.state.containerError?.hasPrefix("Library/Preferences/group.com.example.pets.plist: corrupt settings plist") == true)
        #expect(session.state.content == content)
        #expect(session.drawing() == drawn)
        #expect(session.screen().text(row: 0).hasPrefix(" CONTAINER ERROR: Library/Preferences/group.com.example.pets.plist"))
        try good.write(to: suite)
        try group.app().reload()
        session.pollContainer()
        #expect(session.state.containerError == nil)
        #expect(session.state.content?.petCount == 5)
    }

    @Test func aDeletedContainerIsAStateAndTheLastGoodTimelineStays() throws {
        let group = try TestGroup()
        let session = try session(group)
        let content = session.state.content
        try FileManager.default.removeItem(at: try group.container().url)
        session.pollContainer()
        #expect(session.state.containerError?.hasPrefix("container folder gone") == true)
        #expect(session.state.content == content)
        #expect(session.screen().text(row: 0).hasPrefix(" CONTAINER ERROR: container folder gone"))
        try group.updateItems(["Kiwi"])
        session.pollContainer()
        #expect(session.state.containerError == nil)
        #expect(session.state.content?.petCount == 1)
    }
}

/// Data flows one way: a change is read once into what the preview draws, and the status line
/// says what the picture shows.
@Suite struct PreviewDataFlowTests {
    let start = PreviewFixtures.start

    private func session(_ source: GroupPreviewSource, wall: Date, start: PreviewState.Start) -> PreviewSession {
        let state = PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind, settings: PreviewFixtures.settings,
                                 colorMode: .xterm256, terminalSize: PreviewFixtures.size, wallNow: wall, start: start)
        return PreviewSession(state: state, source: source)
    }

    @Test func aReloadReadsTheGroupsSuiteOnceAndDataWithoutAReloadIsNotRead() throws {
        let group = try TestGroup()
        var reads = 0
        let source = try group.source { reader in
            reads += 1
            return try GroupLoader.load(reader, policy: .strict)
        }
        let session = session(source, wall: start, start: .paused(at: start))
        reads = 0
        try group.updateItems(["Kiwi", "Lime"])
        session.pollContainer()
        #expect(session.state.content?.petCount == 2)
        #expect(reads == 1)

        // The watcher only says the data changed; a real widget reads nothing until it reloads.
        reads = 0
        try group.app(reloads: false).set(.int(13), forKey: PetWidgetData.streakDaysKey)
        session.pollContainer()
        session.pollContainer()
        #expect(session.state.message?.text.contains("would stay stale") == true)
        #expect(reads == 0)
    }

    @Test func theFirstLoadDrawsFromTheSuiteTheCommandReadAndLaterLoadsReadItAgain() throws {
        let group = try TestGroup()
        var reads = 0
        let source = try group.source(handingOverTheRead: true) { reader in
            reads += 1
            return try GroupLoader.load(reader, policy: .strict)
        }
        let first = try source.load(now: start, settings: PreviewFixtures.settings)
        #expect(first.petCount == 5)
        #expect(reads == 0, "the suite the command read is read again at start")
        try group.updateItems(["Kiwi", "Lime"])
        let second = try source.load(now: start, settings: PreviewFixtures.settings)
        #expect(second.petCount == 2)
        #expect(reads == 1)
    }

    @Test func theTimelinesNightFollowsTheSettingsItIsBuiltWith() throws {
        let group = try TestGroup()
        // Built in UTC by default; asked for Paris, its night is Paris's: 22:00 there is 20:00 UTC in May.
        let source = try group.source()
        var paris = PreviewFixtures.settings
        paris.timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
        let built = try source.load(now: start, settings: paris)
        #expect(built.dayNightChanges.first == start.addingTimeInterval(8 * 3600))
        #expect(built.timeline.entries.first?.isNight == false)
    }

    @Test func inExactTimeTheStatusLineSaysTheNightOfThePictureNotOfTheEntryShown() throws {
        let group = try TestGroup()
        // The demo's quiet hours start at 22:00 UTC: entry 1 of a timeline from 21:59:58 is due at 22:00:03.
        let entryDate = try #require(ISODate.parse("2026-05-01T21:59:58Z"))
        let moment = entryDate.addingTimeInterval(3)
        let session = session(try group.source(), wall: entryDate, start: .live)
        session.send(.key(.character("e")))
        session.send(.tick(moment))
        #expect(session.state.shownIndex == 0)
        #expect(session.state.content?.timeline.entries.first?.isNight == false)
        let renderer = try PetWidgetRenderer(sheet: SpriteSheetLoader.load(directory: nil), data: group.reader().petWidgetData().data)
        #expect(renderer.frame(at: moment, settings: session.state.drawnSettings).isNight)
        let status = session.screen().text(row: 1)
        #expect(status.contains("  exact 22:00:01  "))
        #expect(status.contains("  night  "), "\(status)")
    }
}
