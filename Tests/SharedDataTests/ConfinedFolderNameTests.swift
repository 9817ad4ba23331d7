import Foundation
import Testing
@testable import SharedData

/// A name is a single path component by its bytes, which is how the kernel reads it.
@Suite struct ConfinedFolderNameTests {
    /// "/" followed by a combining mark is one Character, so a check by Characters let it through,
    /// while the kernel still splits the name there and reached a file below the folder.
    @Test func aSlashCarryingACombiningMarkIsStillASeparator() throws {
        let temporary = try TemporaryFolder()
        try temporary.write("x/\u{301}y", Data("below".utf8))
        let folder = try ConfinedFolder.open(temporary.url)
        for name in ["x/\u{301}y", "x/y", "/\u{301}"] {
            #expect(throws: FileAccessError.invalidName(folder: folder.path, name: name)) { try folder.kind(of: name) }
            #expect(throws: FileAccessError.invalidName(folder: folder.path, name: name)) { try folder.stage(name, Data()) }
        }
        #expect(try folder.kind(of: "x").isRegularFile == false)
    }
}
