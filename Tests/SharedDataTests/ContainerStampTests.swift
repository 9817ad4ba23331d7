import Foundation
import Testing
@testable import SharedData

@Suite struct ContainerStampTests {
    @Test func stampsAreEqualWhileNothingIsWritten() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(1), forKey: "n")
        let before = fixture.reader.stamp()
        _ = try fixture.reader.values()
        #expect(fixture.reader.stamp() == before)
        #expect(before.containerExists)
    }

    @Test func anyWriteChangesTheStampEvenWithTheSameSize() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(1), forKey: "n")
        let before = fixture.reader.stamp()
        try fixture.writer.set(.int(2), forKey: "n")
        let afterSuite = fixture.reader.stamp()
        #expect(afterSuite != before)
        try fixture.writer.writeFile("home_widget/a.png", contents: Data([1]))
        #expect(fixture.reader.stamp() != afterSuite)
    }

    @Test func aReloadRequestChangesTheStampButNotTheLastDataChange() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(1), forKey: "n")
        let dataChange = try #require(fixture.reader.lastDataChange)
        let before = fixture.reader.stamp()
        try fixture.writer.reloadAllTimelines()
        #expect(fixture.reader.stamp() != before)
        #expect(fixture.reader.lastDataChange == dataChange)
        // Taking the writer lock alone is not a change.
        let afterReload = fixture.reader.stamp()
        try fixture.writer.withLock { _ in }
        #expect(fixture.reader.stamp() == afterReload)
    }

    @Test func lastDataChangeFollowsTheNewestWrite() throws {
        let fixture = try ContainerFixture()
        #expect(fixture.reader.lastDataChange == nil)
        try fixture.writer.set(.int(1), forKey: "n")
        let first = try #require(fixture.reader.lastDataChange)
        usleep(20_000)
        try fixture.writer.writeFile("notes.txt", contents: Data("x".utf8))
        let second = try #require(fixture.reader.lastDataChange)
        #expect(second > first)
    }

    @Test func aDeletedContainerShowsInTheStamp() throws {
        let fixture = try ContainerFixture()
        try FileManager.default.removeItem(at: fixture.container.url)
        let stamp = fixture.reader.stamp()
        #expect(!stamp.containerExists)
        #expect(stamp.files.isEmpty)
    }
}
