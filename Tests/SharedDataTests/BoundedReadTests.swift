import Foundation
import Testing
@testable import SharedData

/// Reads of outside data check the size before reading and stop at the limit; what widget-tui
/// writes stays within what it reads back.
@Suite struct BoundedReadTests {
    @Test func aHugeSparseEntitlementsFileIsRefusedNamingTheLimit() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Runner.entitlements", Data())
        #expect(truncate(file.path, 2 << 30) == 0)
        #expect(throws: EntitlementsError.unreadable(file: file.path, reason: "2147483648 bytes, over the 1 MiB limit for an entitlements file")) {
            try Entitlements(contentsOf: file)
        }
    }

    @Test func aFIFOEntitlementsFileIsNamedAsOne() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("Runner.entitlements")
        #expect(mkfifo(file.path, 0o644) == 0)
        #expect(throws: EntitlementsError.unreadable(file: file.path, reason: "a FIFO, not a regular file")) { try Entitlements(contentsOf: file) }
    }

    @Test func aPipeIsReadOnlyUpToTheLimit() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let limit = ReadLimit(bytes: 10, subject: "a test pipe")
        let written = [UInt8](repeating: 1, count: 11)
        #expect(write(ends[1], written, written.count) == 11)
        close(ends[1])
        #expect(throws: FileAccessError.tooLarge(path: "standard input", size: 11, limit: limit)) {
            try FileIO.read(descriptor: ends[0], path: "standard input", limit: limit)
        }
    }

    @Test func limitsReadInBinaryUnits() {
        #expect(ReadLimit.suite.description == "16 MiB")
        #expect(ReadLimit.systemPlist.description == "64 KiB")
        #expect(ReadLimit(bytes: 1000, subject: "x").description == "1000 bytes")
    }

    @Test func aSuiteLargerThanReadersAcceptIsNeverWritten() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.set(.int(1), forKey: "streakDays")
        let before = try Data(contentsOf: fixture.container.suiteURL)
        let error = #expect(throws: DefaultsError.self) {
            try fixture.writer.set(.data(Data(count: ReadLimit.suite.bytes)), forKey: "blob")
        }
        #expect(error?.description.hasPrefix("\(fixture.container.suiteURL.path): cannot write the group's settings: ") == true)
        #expect(error?.description.hasSuffix(" bytes, over the 16 MiB limit for a group's settings suite") == true)
        #expect(try Data(contentsOf: fixture.container.suiteURL) == before)
    }

    @Test func aKindLongerThanARecordLineHoldsIsRefused() throws {
        let fixture = try ContainerFixture()
        let long = String(repeating: "k", count: ReloadLog.maximumKindBytes + 1)
        let error = #expect(throws: ReloadError.invalidKind(long)) { try fixture.writer.reloadTimelines(ofKind: long) }
        #expect(error?.description.contains("at most 1024 bytes") == true)
        #expect(try fixture.writer.reloadTimelines(ofKind: String(repeating: "k", count: ReloadLog.maximumKindBytes)).sequence == 1)
    }
}
