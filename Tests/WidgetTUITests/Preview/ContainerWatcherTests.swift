import Foundation
import SharedData
import Testing
@testable import WidgetTUI

@Suite struct ContainerWatcherTests {
    @Test func aQuietContainerReportsNothing() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        #expect(watcher.poll() == [])
        #expect(watcher.poll() == [])
    }

    @Test func reloadRequestsForThisKindOrAllAreNewBySequenceNumber() throws {
        let group = try PreviewGroup()
        try group.app(["reload"])
        var watcher = try group.watcher()
        // The request made before the watcher started is not new.
        #expect(watcher.poll() == [])
        try group.app(["reload", "--kind", "PetWidget"])
        #expect(watcher.poll() == [.reloadRequested(kind: "PetWidget")])
        try group.app(["reload"])
        #expect(watcher.poll() == [.reloadRequested(kind: nil)])
        #expect(watcher.poll() == [])
    }

    @Test func aRequestForAnotherKindIsPassedOnForTheStateToIgnore() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        try group.app(["reload", "--kind", "OtherWidget"])
        #expect(watcher.poll() == [.reloadRequested(kind: "OtherWidget")])
    }

    @Test func requestsBetweenTwoPollsMakeOneRebuild() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        try group.app(["reload"])
        try group.app(["reload", "--kind", "OtherWidget"])
        try group.app(["reload", "--kind", "PetWidget"])
        #expect(watcher.poll() == [.reloadRequested(kind: "OtherWidget"), .reloadRequested(kind: "PetWidget")])
    }

    @Test func dataWrittenWithoutAReloadIsReportedOnceOnTheNextPoll() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        try group.app(["set", "streakDays", "13", "--type", "int", "--no-reload"])
        // The app may still be about to append its request: wait one poll.
        #expect(watcher.poll() == [])
        #expect(watcher.poll() == [.dataChanged])
        #expect(watcher.poll() == [])
    }

    @Test func dataWrittenWithAReloadIsNotStale() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        try group.updateItems(["Kiwi", "Lime"])
        #expect(watcher.poll() == [.reloadRequested(kind: nil)])
        #expect(watcher.poll() == [])
    }

    @Test func dataReadByTheWidgetBeforeTheNextPollIsNotStale() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        try group.app(["set", "streakDays", "13", "--type", "int", "--no-reload"])
        #expect(watcher.poll() == [])
        watcher.dataWasRead()
        #expect(watcher.poll() == [])
    }

    @Test func aReloadForAnotherKindDoesNotMakeOldDataStale() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        try group.app(["reload", "--kind", "OtherWidget"])
        #expect(watcher.poll() == [.reloadRequested(kind: "OtherWidget")])
        #expect(watcher.poll() == [])
    }

    @Test func aDeletedContainerFailsOnceAndRecoversWhenItComesBack() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        let folder = try group.container().url
        let aside = folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("aside")
        try FileManager.default.moveItem(at: folder, to: aside)
        let failed = watcher.poll()
        #expect(failed == [.failed("container folder gone (deleted, or the app reinstalled into a new one): \(folder.path)")])
        #expect(watcher.failure != nil)
        #expect(watcher.poll() == [])
        try FileManager.default.moveItem(at: aside, to: folder)
        #expect(watcher.poll() == [.recovered("the container is readable again at \(folder.path)")])
        #expect(watcher.failure == nil)
    }

    @Test func aContainerMadeAnewIsFoundAndItsRestartedRecordIsNew() throws {
        let group = try PreviewGroup()
        try group.app(["reload"])
        try group.app(["reload"])
        var watcher = try group.watcher()
        let old = try group.container().url
        try FileManager.default.removeItem(at: old)
        #expect(watcher.poll().count == 1)
        // The demo group is made again in a new folder, whose record starts at 1.
        try group.updateItems(["Kiwi"])
        let new = try group.container().url
        #expect(new != old)
        #expect(watcher.poll() == [.recovered("the container is readable again at \(new.path)"), .reloadRequested(kind: nil)])
        #expect(watcher.reader.container.url == new)
    }

    @Test func aCorruptSettingsFileIsAFailureNamingItInsideTheContainer() throws {
        let group = try PreviewGroup()
        var watcher = try group.watcher()
        let suite = try group.suiteFile
        let good = try Data(contentsOf: suite)
        try Data("bplist00".utf8).write(to: suite)
        let events = watcher.poll()
        #expect(events.count == 1)
        guard case .failed(let reason)? = events.first else { return }
        #expect(reason.hasPrefix("Library/Preferences/group.com.example.pets.plist: corrupt settings plist"))
        try good.write(to: suite)
        #expect(watcher.poll() == [.recovered("the container is readable again at \(try group.container().url.path)")])
    }

    @Test func aDamagedReloadRecordShowsOnTheFirstPoll() throws {
        let group = try PreviewGroup()
        try group.app(["reload"])
        let log = try group.container().url.appendingPathComponent("Library/Caches/widget-tui/reload-requests.log")
        try Data("garbage\n".utf8).write(to: log)
        var watcher = try group.watcher()
        let events = watcher.poll()
        guard case .failed(let reason)? = events.first else {
            Issue.record("expected a failure, got \(events)")
            return
        }
        #expect(reason.contains("Library/Caches/widget-tui/reload-requests.log: corrupt reload requests"))
    }
}
