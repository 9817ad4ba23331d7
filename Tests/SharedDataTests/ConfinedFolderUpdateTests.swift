import Foundation
import Testing
@testable import SharedData

/// `update` writes a file only when its bytes differ, so a tool run again over the same output
/// leaves every unchanged file as it was: same inode, same modification time.
@Suite struct ConfinedFolderUpdateTests {
    /// The file's inode and modification time to the nanosecond.
    func identity(_ url: URL) throws -> [Int] {
        var info = stat()
        try #require(lstat(url.path, &info) == 0)
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return [Int(info.st_ino), Int(time.tv_sec), Int(time.tv_nsec)]
    }

    @Test func aFileHoldingTheSameBytesIsLeftUntouched() throws {
        let temporary = try TemporaryFolder()
        let folder = try ConfinedFolder.open(temporary.url)
        #expect(try folder.update("a.txt", with: Data("one\n".utf8)))
        let before = try identity(temporary.path("a.txt"))
        #expect(try folder.update("a.txt", with: Data("one\n".utf8)) == false)
        #expect(try identity(temporary.path("a.txt")) == before)
    }

    @Test func aFileWithOtherBytesOfTheSameLengthIsReplaced() throws {
        let temporary = try TemporaryFolder()
        let folder = try ConfinedFolder.open(temporary.url)
        let file = try temporary.write("a.txt", Data("one\n".utf8))
        let before = try identity(file)
        #expect(try folder.update("a.txt", with: Data("two\n".utf8)))
        #expect(try Data(contentsOf: file) == Data("two\n".utf8))
        #expect(try identity(file) != before)
        // Longer and shorter contents, and an empty file, are told apart too.
        for text in ["two\nthree\n", "", "t"] {
            #expect(try folder.update("a.txt", with: Data(text.utf8)))
            #expect(try Data(contentsOf: file) == Data(text.utf8))
        }
        // Only the file itself: no temporary is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path) == ["a.txt"])
    }

    @Test func aLinkHoldingTheSameBytesIsRefusedAndLeftAsItIs() throws {
        let temporary = try TemporaryFolder()
        let folder = try ConfinedFolder.open(temporary.url)
        let target = try temporary.write("target.txt", Data("one\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: temporary.path("a.txt").path, withDestinationPath: target.path)
        #expect(throws: FileAccessError.symbolicLink(path: temporary.path("a.txt").path, target: target.path)) {
            try folder.update("a.txt", with: Data("one\n".utf8))
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: temporary.path("a.txt").path) == target.path)
    }

    @Test func synchronizingAFolderOfWrittenFilesSucceeds() throws {
        let temporary = try TemporaryFolder()
        let folder = try ConfinedFolder.open(temporary.url)
        try folder.update("a.txt", with: Data("one\n".utf8))
        try folder.synchronize(["a.txt"])
        #expect(try Data(contentsOf: temporary.path("a.txt")) == Data("one\n".utf8))
    }
}
