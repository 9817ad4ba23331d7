import Foundation
import Testing
@testable import SharedData

/// A full disk cuts a write short: an append is still whole or not at all, and the error says the
/// disk is full, naming the file.
@Suite struct FullDiskAppendTests {
    @Test(.enabled(if: SmallDisk.canMount, "mounting a small tmpfs needs root on Linux"))
    func anAppendThatFindsTheDiskFullLeavesTheFileAsItWasAndNamesENOSPC() throws {
        let disk = try #require(SmallDisk(bytes: 16 * 1024))
        let folder = try ConfinedFolder.open(disk.url)
        let before = Data("1 1795953600.0 all\n".utf8)
        try folder.append("reload-requests.log", before)
        disk.fill()
        // Larger than what is left of the file's last page: the kernel writes part, then refuses.
        let error = #expect(throws: FileAccessError.self) { try folder.append("reload-requests.log", Data(repeating: 0x41, count: 8192)) }
        #expect(error?.description.hasPrefix(folder.path(of: "reload-requests.log")) == true)
        #expect(error?.description.contains("ENOSPC") == true)
        #expect(try folder.read("reload-requests.log", limit: .reloadLog) == before)
    }
}
