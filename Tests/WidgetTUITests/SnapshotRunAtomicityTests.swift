import Foundation
import Testing
@testable import WidgetTUI

/// A `snapshot` run that does not finish leaves its folder verifying exactly as before, with no
/// temporary file; the next run removes what a killed one left.
@Suite("An unfinished snapshot run changes nothing")
struct SnapshotRunAtomicityTests {
    func contents(_ folder: URL) throws -> [String: Data] {
        Dictionary(uniqueKeysWithValues: try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
            ($0, (try? Data(contentsOf: folder.appendingPathComponent($0))) ?? Data())
        })
    }

    @Test("A run that fails at its fourth file leaves the three before it unwritten, and verify passes as before")
    func failureAtTheFourthFile() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0,1,2"] + SnapshotInputs.fixed).code == 0)
        // The fourth file of the next run cannot be written: a FIFO holds its name.
        #expect(mkfifo(out.appendingPathComponent("small-entry-0003.txt").path, 0o644) == 0)
        let before = try contents(out)
        let failed = home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0,1,2,3", "--appearance", "dark"]
                              + SnapshotInputs.fixed)
        #expect(failed.code == 1)
        #expect(failed.err.contains("small-entry-0003.txt"), "\(failed.err)")
        #expect(try contents(out) == before)
        let verify = home.run(["verify", out.path])
        #expect(verify.code == 0, "\(verify.out)\(verify.err)")
    }

    @Test("The next snapshot run removes the temporary files a killed run left, and verify ignores them")
    func leftoversRemoved() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        let leftover = out.appendingPathComponent(".small-entry-0000.txt.widget-tui-tmp-k1ll3d")
        try Data("half a snap".utf8).write(to: leftover)
        #expect(home.run(["verify", out.path]).code == 0)
        #expect(FileManager.default.fileExists(atPath: leftover.path))
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test("The next export of a sheet removes the temporaries a killed export of it left, and no other file's")
    func exportLeftoversRemoved() throws {
        let home = try AppTestHome()
        let out = home.folder("sheets")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let own = out.appendingPathComponent(".sheet.png.widget-tui-tmp-k1ll3d")
        let other = out.appendingPathComponent(".other.png.widget-tui-tmp-b2sy00")
        try Data().write(to: own)
        try Data().write(to: other)
        let result = home.run(["export", "--sheet", out.appendingPathComponent("sheet.png").path, "--entries", "0"] + SnapshotInputs.fixed)
        #expect(result.code == 0, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: own.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
    }
}
