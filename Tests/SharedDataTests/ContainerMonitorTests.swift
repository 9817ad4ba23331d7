import Foundation
import Testing
@testable import SharedData

/// The monitor watches every folder of a container, also those made after it started, and is
/// readable only when something changed there.
@Suite struct ContainerMonitorTests {
    @Test func aChangeInAFolderMadeAfterTheMonitorStartedIsNotified() throws {
        let folder = try TemporaryFolder()
        let monitor = ContainerMonitor(folder: folder.url)
        let descriptor = try #require(monitor.descriptor, "inotify (Linux) or kqueue (macOS) watches the folder")
        #expect(!Self.isReadable(descriptor))
        let caches = folder.url.appendingPathComponent("Library/Caches/widget-tui", isDirectory: true)
        try FileManager.default.createDirectory(at: caches, withIntermediateDirectories: true)
        #expect(Self.becomesReadable(descriptor))
        monitor.drain()
        #expect(!Self.isReadable(descriptor))
        try Data("1 0 PetWidget\n".utf8).write(to: caches.appendingPathComponent("reload-requests.log"))
        #expect(Self.becomesReadable(descriptor))
        monitor.drain()
        // Appended in place, as the reload log is.
        let log = try FileHandle(forWritingTo: caches.appendingPathComponent("reload-requests.log"))
        try log.seekToEnd()
        try log.write(contentsOf: Data("2 1 PetWidget\n".utf8))
        try log.close()
        #expect(Self.becomesReadable(descriptor))
    }

    @Test func readingTheContainerNotifiesNothing() throws {
        let folder = try TemporaryFolder()
        try Data("x".utf8).write(to: folder.url.appendingPathComponent("file"))
        let monitor = ContainerMonitor(folder: folder.url)
        let descriptor = try #require(monitor.descriptor)
        _ = try Data(contentsOf: folder.url.appendingPathComponent("file"))
        _ = ContainerStamp(of: GroupContainer(url: folder.url, groupID: try GroupIdentifier("group.com.example.pets")))
        #expect(!Self.isReadable(descriptor))
    }

    @Test func aMissingFolderIsNotWatchedSoTheCallerPolls() throws {
        let folder = try TemporaryFolder()
        #expect(ContainerMonitor(folder: folder.url.appendingPathComponent("absent")).descriptor == nil)
    }

    static func isReadable(_ descriptor: Int32) -> Bool {
        var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) == 1
    }

    /// Waits, up to a deadline far beyond what a notification takes, for `descriptor` to be readable.
    static func becomesReadable(_ descriptor: Int32) -> Bool {
        var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 10_000) == 1
    }
}
