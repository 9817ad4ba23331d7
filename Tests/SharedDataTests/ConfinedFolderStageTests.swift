import Foundation
import Testing
@testable import SharedData

/// `stage` writes a run's new file in as few system calls as an atomic write allows (open, write,
/// close, then the caller's rename): its temporary is named after the file and this process, so
/// no random draw is made, and the mode comes from `openat` itself.
@Suite struct ConfinedFolderStageTests {
    @Test func aStagedFileIsNamedAfterItsFileAndThisProcess() throws {
        let temporary = try TemporaryFolder()
        let folder = try ConfinedFolder.open(temporary.url)
        let staged = try #require(try folder.stage("a.txt", Data("one\n".utf8)))
        #expect(staged == ConfinedFolder.temporaryPrefix(for: "a.txt") + String(getpid()))
        #expect(try Data(contentsOf: temporary.path(staged)) == Data("one\n".utf8))
    }

    @Test func aSecondStageOfTheSameFileGetsATemporaryOfItsOwn() throws {
        let temporary = try TemporaryFolder()
        let folder = try ConfinedFolder.open(temporary.url)
        let first = try #require(try folder.stage("a.txt", Data("one\n".utf8)))
        let second = try #require(try folder.stage("a.txt", Data("two\n".utf8)))
        #expect(first != second)
        #expect(try Data(contentsOf: temporary.path(first)) == Data("one\n".utf8))
        #expect(try Data(contentsOf: temporary.path(second)) == Data("two\n".utf8))
    }
}
