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

    /// The caller's listing stands for the look: a new file of a run costs no `fstatat`. What
    /// another process put there since is replaced by the rename, never followed or refused.
    @Test func aNameListedAbsentIsNotLookedAtAgain() throws {
        let temporary = try TemporaryFolder()
        let outside = try temporary.write("outside.txt", Data("kept".utf8))
        try FileManager.default.createSymbolicLink(at: temporary.path("a.txt"), withDestinationURL: outside)
        let folder = try ConfinedFolder.open(temporary.url)
        #expect(throws: FileAccessError.self) { try folder.stage("a.txt", Data("one\n".utf8)) }
        let staged = try #require(try folder.stage("a.txt", Data("one\n".utf8), listedAbsent: true))
        try folder.rename(staged, to: "a.txt")
        #expect(try folder.kind(of: "a.txt").isRegularFile)
        #expect(try Data(contentsOf: temporary.path("a.txt")) == Data("one\n".utf8))
        #expect(try Data(contentsOf: outside) == Data("kept".utf8))
    }
}
