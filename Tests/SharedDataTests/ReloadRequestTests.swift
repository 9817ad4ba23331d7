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
        #expect(FileManager.default.fileExists(atPath: fixture.container.url.appendingPathComponent("Library/Caches/widget-tui/reload-requests.json").path))
    }

    @Test func aRequestForAnotherKindDoesNotApply() {
        let date = Date(timeIntervalSince1970: 0)
        #expect(ReloadRequest(sequence: 1, kind: "PetWidget", date: date).applies(toKind: "PetWidget"))
        #expect(!ReloadRequest(sequence: 1, kind: "StreakWidget", date: date).applies(toKind: "PetWidget"))
        #expect(ReloadRequest(sequence: 1, kind: nil, date: date).applies(toKind: "PetWidget"))
    }

    @Test func onlyTheLatestRequestsAreKeptAndNumberingContinues() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.withLock { session in
            for _ in 0..<(ReloadLog.retained + 10) { try session.reloadAllTimelines() }
        }
        let requests = try fixture.reader.reloadRequests()
        #expect(requests.count == ReloadLog.retained)
        #expect(requests.first?.sequence == 11)
        #expect(requests.last?.sequence == ReloadLog.retained + 10)
    }

    @Test func aCorruptRecordIsReportedAndKept() throws {
        let fixture = try ContainerFixture()
        let file = try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Caches/widget-tui/reload-requests.json",
                                            Data(#"{"requests":[{"sequence":"one"}]}"#.utf8))
        let error = #expect(throws: ReloadError.self) { try fixture.reader.reloadRequests() }
        #expect(error?.description.hasPrefix("\(file.path): corrupt reload requests") == true)
        #expect(throws: ReloadError.self) { try fixture.writer.reloadAllTimelines() }
        #expect(try Data(contentsOf: file) == Data(#"{"requests":[{"sequence":"one"}]}"#.utf8))
    }

    @Test func anEmptyKindIsRefused() throws {
        let fixture = try ContainerFixture()
        #expect(throws: ReloadError.emptyKind) { try fixture.writer.reloadTimelines(ofKind: "") }
    }
}
