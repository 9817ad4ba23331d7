import Foundation
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUIKit

@Suite struct ContainerWatcherTests {
    @Test func aQuietContainerReportsNothing() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        #expect(watcher.poll() == [])
        #expect(watcher.poll() == [])
    }

    @Test func reloadRequestsForThisKindOrAllAreNewBySequenceNumber() throws {
        let group = try TestGroup()
        try group.app().reload()
        var watcher = try group.watcher()
        // The request made before the watcher started is not new.
        #expect(watcher.poll() == [])
        try group.app(kind: "PetWidget").reload()
        #expect(watcher.poll() == [.reloadRequested(kind: "PetWidget")])
        try group.app().reload()
        #expect(watcher.poll() == [.reloadRequested(kind: nil)])
        #expect(watcher.poll() == [])
    }

    @Test func aRequestForAnotherKindIsPassedOnForTheStateToIgnore() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.app(kind: "OtherWidget").reload()
        #expect(watcher.poll() == [.reloadRequested(kind: "OtherWidget")])
    }

    @Test func requestsBetweenTwoPollsMakeOneRebuild() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.app().reload()
        try group.app(kind: "OtherWidget").reload()
        try group.app(kind: "PetWidget").reload()
        #expect(watcher.poll() == [.reloadRequested(kind: "OtherWidget"), .reloadRequested(kind: "PetWidget")])
    }

    @Test func dataWrittenWithoutAReloadIsReportedOnceOnTheNextPoll() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.app(reloads: false).set(.int(13), forKey: "streakDays")
        // The app may still be about to append its request: wait one poll.
        #expect(watcher.poll() == [])
        #expect(watcher.poll() == [.dataChanged])
        #expect(watcher.poll() == [])
    }

    @Test func dataWrittenWithAReloadIsNotStale() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.updateItems(["Kiwi", "Lime"])
        #expect(watcher.poll() == [.reloadRequested(kind: nil)])
        #expect(watcher.poll() == [])
    }

    @Test func dataReadByTheWidgetBeforeTheNextPollIsNotStale() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.app(reloads: false).set(.int(13), forKey: "streakDays")
        #expect(watcher.poll() == [])
        watcher.dataWasRead()
        #expect(watcher.poll() == [])
    }

    @Test func aReloadForAnotherKindDoesNotMakeOldDataStale() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.app(kind: "OtherWidget").reload()
        #expect(watcher.poll() == [.reloadRequested(kind: "OtherWidget")])
        #expect(watcher.poll() == [])
    }

    @Test func aDeletedContainerFailsOnceAndRecoversWhenItComesBack() throws {
        let group = try TestGroup()
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
        let group = try TestGroup()
        try group.app().reload()
        try group.app().reload()
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

    @Test func aCorruptSettingsFileIsADataChangeTheWatcherDoesNotRead() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try Data("bplist00".utf8).write(to: try group.suiteFile)
        // A real widget notices nothing until it reloads; the reload reads the suite and fails then.
        #expect(watcher.poll() == [])
        #expect(watcher.poll() == [.dataChanged])
        #expect(watcher.failure == nil)
    }

    @Test func aDamagedReloadRecordShowsOnTheFirstPoll() throws {
        let group = try TestGroup()
        try group.app().reload()
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

/// Interaction reloads in the container: told apart, and the preview's own not passed on twice.
@Suite struct ContainerWatcherInteractionTests {
    @Test func anInteractionReloadIsReportedAsOne() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.press(.refresh)
        #expect(watcher.poll() == [.reloadRequested(kind: "PetWidget", interaction: true)])
        try group.press(.refresh)
        try group.app().reload()
        // Coalesced with one the budget counts, the new timeline is counted.
        #expect(watcher.poll() == [.reloadRequested(kind: nil, interaction: false)])
    }

    @Test func aRequestThePreviewHandledIsNotPassedOn() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.press(.refresh)
        let request = try #require(try group.reader().reloadRequests().last)
        watcher.handled(request)
        #expect(watcher.poll() == [])
        try group.app().reload()
        #expect(watcher.poll() == [.reloadRequested(kind: nil)])
    }

    @Test func aRequestDatedInThePastDoesNotMakeOlderOnesNewAgain() throws {
        let group = try TestGroup()
        var watcher = try group.watcher()
        try group.press(.refresh, at: ISODate.parse("2026-01-01T00:00:00Z"))
        #expect(watcher.poll() == [.reloadRequested(kind: "PetWidget", interaction: true)])
        // Something changes, but no request is new: the older, later-dated ones were seen before.
        try group.app(reloads: false).set(.int(14), forKey: "streakDays")
        #expect(watcher.poll() == [])
    }

    @Test func newRequestsFollowTheSequenceOrAfterARestartTheDate() {
        let t = Date(timeIntervalSince1970: 1_800_000_000)
        let record = [ReloadRequest(sequence: 1, kind: nil, date: t), ReloadRequest(sequence: 2, kind: nil, date: t - 86400),
                      ReloadRequest(sequence: 3, kind: "PetWidget", date: t + 1)]
        #expect(ContainerWatcher.new(in: record, after: nil) == record)
        #expect(ContainerWatcher.new(in: record, after: record[1]) == [record[2]])
        #expect(ContainerWatcher.new(in: record, after: record[2]) == [])
        // The seen request is not in the record: a container made anew.
        let restarted = [ReloadRequest(sequence: 1, kind: nil, date: t + 10)]
        #expect(ContainerWatcher.new(in: restarted, after: record[2]) == restarted)
        #expect(ContainerWatcher.new(in: [ReloadRequest(sequence: 3, kind: nil, date: t - 5)], after: record[2]) == [])
    }
}
