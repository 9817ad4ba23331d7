import Foundation
import SharedData
import Testing
@testable import WidgetTUIKit

/// The preview's source waits for the container to change instead of looking at it ten times a
/// second: it hands the loop a descriptor to wait on (ContainerMonitorTests show when that becomes
/// readable) and asks for a look without a notification only when there is a reason to.
@Suite struct ContainerNotificationTests {
    @Test func aWatchedContainerIsNotPolledWhileNothingChanges() throws {
        let group = try TestGroup()
        let source = try group.source()
        // The first look reads everything once, so a damaged record shows at the start.
        #expect(source.containerPollInterval != nil)
        #expect(source.containerEvents() == [])
        #expect(source.containerPollInterval == nil)
        #expect(source.containerDescriptor != nil)
    }

    @Test func anAppsWriteAndReloadWakeTheLoopAndAreSeen() throws {
        let group = try TestGroup()
        let source = try group.source()
        _ = source.containerEvents()
        try group.updateItems(["Kiwi", "Lime"])
        #expect(source.containerEvents() == [.reloadRequested(kind: nil)])
        #expect(source.containerPollInterval == nil)
    }

    @Test func dataWrittenWithoutAReloadAsksForAnotherLookWhichReportsIt() throws {
        let group = try TestGroup()
        let source = try group.source()
        _ = source.containerEvents()
        try group.app(reloads: false).set(.int(13), forKey: "streakDays")
        // The app may still be about to append its request: one more look, without a notification.
        #expect(source.containerEvents() == [])
        #expect(source.containerPollInterval != nil)
        #expect(source.containerEvents() == [.dataChanged])
        #expect(source.containerPollInterval == nil)
    }

    @Test func aGoneContainerIsPolledForAndWatchedAgainOnceItIsBack() throws {
        let group = try TestGroup()
        let source = try group.source()
        _ = source.containerEvents()
        let folder = try group.container().url
        let kept = group.url.appendingPathComponent("kept")
        try FileManager.default.moveItem(at: folder, to: kept)
        #expect(source.containerEvents().count == 1)
        #expect(source.containerPollInterval != nil)
        try FileManager.default.moveItem(at: kept, to: folder)
        #expect(source.containerEvents().count == 1)
        #expect(source.containerPollInterval == nil)
        #expect(source.containerDescriptor != nil)
        try group.app().reload()
        #expect(source.containerEvents() == [.reloadRequested(kind: nil)])
    }
}
