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

    @Test func thePetsOnScreenAreTheRenderersOwn() throws {
        let group = try TestGroup()
        let source = try group.source()
        _ = try source.timeline(now: start, settings: settings)
        let renderer = try PetWidgetRenderer(sheet: try SpriteSheetLoader.load(directory: PetAssets.spritesDirectory),
                                             data: try group.reader().petWidgetData().data)
        for mode in [ColorMode.xterm256, .truecolor, .none] {
            #expect(source.widgetCells(at: start, settings: settings, colorMode: mode)
                == renderer.frame(at: start, settings: settings).cells(mode))
        }
        #expect(source.placeholderCells(settings: settings, colorMode: .ansi16) == renderer.placeholder(settings: settings).cells(.ansi16))
    }

    @Test func theTimelineIsTheProvidersForTheGroupsData() throws {
        let group = try TestGroup()
        let source = try group.source(render: RenderOptions(settings: settings, step: 60, count: 10, reload: .atEnd, timeZoneName: "UTC"))
        let built = try source.timeline(now: start, settings: settings)
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
        #expect(try source.timeline(now: start, settings: settings).petCount == 2)
        try group.app(reloads: false).set(.string("late"), forKey: "quietHours")
        let warned = try source.timeline(now: start, settings: settings)
        #expect(warned.warnings.contains { $0.contains("quietHours") })
    }

    @Test func anUnreadableContainerFailsAndTheLastGoodWidgetStaysDrawn() throws {
        let group = try TestGroup()
        let source = try group.source()
        _ = try source.timeline(now: start, settings: settings)
        let drawn = source.widgetCells(at: start, settings: settings, colorMode: .xterm256)
        try Data("bplist00".utf8).write(to: try group.suiteFile)
        #expect {
            try source.timeline(now: start, settings: settings)
        } throws: { error in
            "\(error)".hasPrefix("Library/Preferences/group.com.example.pets.plist: corrupt settings plist")
        }
        #expect(source.widgetCells(at: start, settings: settings, colorMode: .xterm256) == drawn)
        try FileManager.default.removeItem(at: try group.container().url)
        #expect {
            try source.timeline(now: start, settings: settings)
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
