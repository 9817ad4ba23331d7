import Foundation
import Testing
@testable import SharedData

@Suite struct ReloadRequestTests {
    @Test func requestsAreRecordedInLibraryCachesWithKindTimeAndSequence() throws {
        let fixture = try ContainerFixture()
        let clock = Date(timeIntervalSince1970: 1_795_953_600)
        let writer = GroupWriter(container: fixture.container, now: { clock })
        let first = try writer.reloadTimelines(ofKind: "PetWidget")
        let second = try writer.reloadAllTimelines()
        #expect(first == ReloadRequest(sequence: 1, kind: "PetWidget", date: clock))
        #expect(second == ReloadRequest(sequence: 2, kind: nil, date: clock))
        // Another process sees them through the reader.
        let seen = try GroupReader(container: GroupContainer(url: fixture.container.url, groupID: fixture.container.groupID)).reloadRequests()
        #expect(seen == [first, second])
        #expect(FileManager.default.fileExists(atPath: fixture.container.url.appendingPathComponent("Library/Caches/widget-tui/reload-requests.log").path))
    }

    @Test func aRequestForAnotherKindDoesNotApply() {
        let date = Date(timeIntervalSince1970: 0)
        #expect(ReloadRequest(sequence: 1, kind: "PetWidget", date: date).applies(toKind: "PetWidget"))
        #expect(!ReloadRequest(sequence: 1, kind: "StreakWidget", date: date).applies(toKind: "PetWidget"))
        #expect(ReloadRequest(sequence: 1, kind: nil, date: date).applies(toKind: "PetWidget"))
    }

    @Test func theRecordIsCompactedToTheLatestRequestsAndNumberingContinues() throws {
        let fixture = try ContainerFixture()
        let file = fixture.container.url.appendingPathComponent("Library/Caches/widget-tui/reload-requests.log")
        func size() -> Int { (try? Data(contentsOf: file).count) ?? 0 }
        var total = 0
        try fixture.writer.withLock { session in
            while size() <= ReloadLog.compactionSize {
                try session.reloadTimelines(ofKind: "PetWidget")
                total += 1
            }
            // The next request finds the record past its size and rewrites it.
            try session.reloadAllTimelines()
            total += 1
        }
        let requests = try fixture.reader.reloadRequests()
        #expect(requests.count == ReloadLog.retained)
        #expect(requests.first?.sequence == total - ReloadLog.retained + 1)
        #expect(requests.last == ReloadRequest(sequence: total, kind: nil, date: try #require(requests.last?.date)))
        #expect(size() < ReloadLog.compactionSize)
    }

    @Test func aLineStillBeingWrittenIsIgnoredByReaders() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.reloadAllTimelines()
        let file = fixture.container.url.appendingPathComponent("Library/Caches/widget-tui/reload-requests.log")
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("2 17959".utf8))
        try handle.close()
        #expect(try fixture.reader.reloadRequests().map(\.sequence) == [1])
        #expect(fixture.reader.reloadRecordRefusal() == nil)
    }

    /// Holding the writer lock, no write is in progress: a line without its end is what a write
    /// that failed (a full disk, before appends were whole) or was killed left.
    @Test func theNextWriterDropsATornLastLineWithANoteAndWritesOnAfterIt() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.reloadAllTimelines()
        let file = fixture.container.url.appendingPathComponent("Library/Caches/widget-tui/reload-requests.log")
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("158 1796112051.91".utf8))
        try handle.close()
        let notes = try fixture.writer.withLock { session in
            try session.reloadAllTimelines()
            return session.notes
        }
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("\(file.path): dropped the incomplete last line") == true)
        #expect(try fixture.reader.reloadRequests().map(\.sequence) == [1, 2])
        #expect(try fixture.writer.withLock { $0.notes } == [])
    }

    @Test func aCorruptRecordIsReportedAndKept() throws {
        let fixture = try ContainerFixture()
        let damaged = Data("1 1795953600.000000 all\n2 noon kind PetWidget\n".utf8)
        let file = try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Caches/widget-tui/reload-requests.log", damaged)
        let error = #expect(throws: ReloadError.self) { try fixture.reader.reloadRequests() }
        #expect(error?.description.hasPrefix("\(file.path): corrupt reload requests: line 2") == true)
        #expect(throws: ReloadError.self) { try fixture.writer.reloadAllTimelines() }
        #expect(try Data(contentsOf: file) == damaged)
    }

    @Test func aRecordEndingAtTheLargestSequenceNumberStopsWritersBeforeTheyWrite() throws {
        let fixture = try ContainerFixture()
        let full = Data("\(Int.max) 1795953600.000000 all\n".utf8)
        let file = try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Caches/widget-tui/reload-requests.log", full)
        #expect(try fixture.reader.reloadRequests().map(\.sequence) == [Int.max])
        #expect(fixture.reader.reloadRecordRefusal()?.description.contains("leaves no next one") == true)
        let error = #expect(throws: ReloadError.self) { try fixture.writer.withLock { try $0.checkReloadRecord() } }
        #expect(error?.description.contains("the last sequence number \(Int.max) leaves no next one") == true)
        #expect(throws: ReloadError.self) { try fixture.writer.reloadAllTimelines() }
        #expect(try Data(contentsOf: file) == full)
    }

    @Test(arguments: ["", "Pet\nWidget"])
    func aKindThatIsNotOneLineIsRefused(_ kind: String) throws {
        let fixture = try ContainerFixture()
        #expect(throws: ReloadError.invalidKind(kind)) { try fixture.writer.reloadTimelines(ofKind: kind) }
    }

    @Test func kindsWithSpacesSurviveTheRecord() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.reloadTimelines(ofKind: "Pet Widget 2")
        #expect(try fixture.reader.reloadRequests().map(\.kind) == ["Pet Widget 2"])
    }
}
