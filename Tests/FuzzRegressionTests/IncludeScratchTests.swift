import Foundation
import Testing

/// xcconfig-includes' scratch projects: a process that ended without its exit handlers (a stopped
/// or crashed fuzzing run) leaves its folder, which the next process removes; a running process's
/// folder stays.
@Suite struct IncludeScratchTests {
    @Test func theScratchFolderOfAProcessThatIsGoneIsRemovedAndEveryOtherFolderKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("include-scratch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = IncludeFuzzing.scratchPrefix
        // No process has the id Int32.max (the largest id Linux or macOS gives is far below it).
        let gone = "\(prefix)\(Int32.max)-0A1B", running = "\(prefix)\(getpid())-2C3D"
        let others = ["\(prefix)not-a-process", "other-\(Int32.max)-0A1B"]
        for name in [gone, running] + others {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(name)/project/Config"), withIntermediateDirectories: true)
        }

        IncludeFuzzing.removeAbandonedScratch(in: folder)

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(left) == Set([running] + others))
    }
}
