import Foundation
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// A `snapshot` run that does not finish leaves its folder verifying exactly as before, with no
/// temporary file; the next run removes what a killed one left.
@Suite("An unfinished snapshot run changes nothing")
struct SnapshotRunAtomicityTests {
    /// A home with the small family's `entries` recorded into its folder `snaps`.
    func recorded(entries: String) throws -> (home: AppTestHome, out: URL) {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", entries] + SnapshotInputs.fixed).code == 0)
        return (home, out)
    }

    func contents(_ folder: URL) throws -> [String: Data] {
        Dictionary(uniqueKeysWithValues: try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
            ($0, (try? Data(contentsOf: folder.appendingPathComponent($0))) ?? Data())
        })
    }

    @Test("A run that fails at its fourth file leaves the three before it unwritten, and verify passes as before")
    func failureAtTheFourthFile() throws {
        let (home, out) = try recorded(entries: "0,1,2")
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

    /// The dark run made again in a light folder `out`, its second rename stopped by a folder in
    /// the way: what a kill there leaves, the rest of the run under temporary names. `staging`: the
    /// temporaries this process held for `out` once every file was staged.
    func runStoppedBetweenRenames() throws -> (home: AppTestHome, out: URL, dark: URL, obstacle: URL, staging: [String]) {
        let home = try AppTestHome()
        let out = home.folder("snaps"), dark = home.folder("dark")
        let inputs = ["--family", "small", "--entries", "0,1,2"] + SnapshotInputs.fixed
        #expect(home.run(["snapshot", "--out", out.path] + inputs).code == 0)
        #expect(home.run(["snapshot", "--out", dark.path, "--appearance", "dark"] + inputs).code == 0)
        let source = SnapshotFolder(url: dark)
        let target = try SnapshotFolder(url: out).opened(create: false)
        let names = ["small-entry-0000.txt", "small-entry-0001.txt", "small-entry-0002.txt"]
        let obstacle = out.appendingPathComponent(names[1])
        var staging: [String] = []
        #expect(throws: (any Error).self) {
            try target.run { staged in
                for name in names {
                    if let file = try target.stage(try #require(try source.read(name)), as: name) { staged.append(file) }
                }
                if let file = try target.stage(try #require(try SnapshotIndex.load(from: dark))) { staged.append(file) }
                staging = TemporaryFiles.made.paths.filter { $0.hasPrefix(out.path + "/") }
                try FileManager.default.removeItem(at: obstacle)
                try FileManager.default.createDirectory(at: obstacle.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
            }
        }
        return (home, out, dark, obstacle, staging)
    }

    @Test("A run stopped between two renames is named by verify with the command that finishes it, and that command leaves the new run whole")
    func stoppedBetweenRenames() throws {
        let (home, out, dark, obstacle, _) = try runStoppedBetweenRenames()
        let verify = home.run(["verify", out.path])
        #expect(verify.code == 1)
        #expect(verify.err.contains("a snapshot run stopped after moving 1 of its 4 files into place"), "\(verify.out)\(verify.err)")
        #expect(verify.err.contains("`widget-tui verify \(out.path) --record missing` finishes that run"), "\(verify.err)")
        try FileManager.default.removeItem(at: obstacle)
        let finish = home.run(["verify", out.path, "--record", "missing"])
        #expect(finish.code == 0, "\(finish.out)\(finish.err)")
        #expect(try contents(out) == contents(dark))
        #expect(home.run(["verify", out.path]).code == 0)
    }

    @Test("A snapshot run finishes the run a kill stopped between renames before its own, and leaves no journal or temporary")
    func nextRunFinishesTheStoppedOne() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        let inputs = ["--family", "small", "--entries", "0,1"] + SnapshotInputs.fixed
        #expect(home.run(["snapshot", "--out", out.path] + inputs).code == 0)
        let before = try contents(out)
        // What a kill after the first rename of a run over the same files leaves.
        let temporary = ".small-entry-0001.txt.widget-tui-tmp-k1ll3d"
        try before["small-entry-0001.txt"]!.write(to: out.appendingPathComponent(temporary))
        try Data("widget-tui-snapshot-run 1\n\(temporary)\tsmall-entry-0001.txt\n".utf8)
            .write(to: out.appendingPathComponent(".widget-tui-snapshot-run"))
        #expect(home.run(["verify", out.path]).code == 1)
        #expect(home.run(["snapshot", "--out", out.path] + inputs).code == 0)
        #expect(try contents(out) == before)
    }

    @Test("A run stopped after its renames, before removing the files its index no longer lists: verify names it and the next snapshot run removes them")
    func nextRunRemovesWhatAStoppedRunDropped() throws {
        let (home, out) = try recorded(entries: "0,1")
        let stale = out.appendingPathComponent("small-entry-0001.txt")
        let kept = try Data(contentsOf: stale)
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        let before = try contents(out)
        // What a kill after the renames of that second run, before its removal, leaves: every file
        // in place, the one its index dropped, and the journal that lists the removal.
        try kept.write(to: stale)
        try Data("widget-tui-snapshot-run 1\n.index.json.widget-tui-tmp-k1ll3d\tindex.json\n\tsmall-entry-0001.txt\n".utf8)
            .write(to: out.appendingPathComponent(".widget-tui-snapshot-run"))
        let verify = home.run(["verify", out.path])
        #expect(verify.code == 1)
        #expect(verify.err.contains("a snapshot run stopped after moving its file into place, before removing the 1 its index no longer lists"),
                "\(verify.out)\(verify.err)")
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        #expect(try contents(out) == before)
    }

    @Test("A journal naming a file that is no snapshot is refused, and nothing is renamed")
    func hostileJournalRefused() throws {
        let (home, out) = try recorded(entries: "0")
        try Data("widget-tui-snapshot-run 1\n.x.widget-tui-tmp-a\t.git-config\n".utf8).write(to: out.appendingPathComponent(".widget-tui-snapshot-run"))
        let result = home.run(["verify", out.path, "--record", "missing"])
        #expect(result.code == 1)
        #expect(result.err.contains(".widget-tui-snapshot-run: line 2 is not a rename of a snapshot run"), "\(result.err)")
    }

    @Test("The next snapshot run removes the temporary files a killed run left, and verify ignores them")
    func leftoversRemoved() throws {
        let (home, out) = try recorded(entries: "0")
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

extension SnapshotRunAtomicityTests {
    /// A stop (SIGINT) removes the temporaries a run has made (`TemporaryFiles`), but not those a
    /// journal holds: renames under way are finished, by this run or the next.
    @Test("The temporaries a journal holds are the journal's, not a stopping run's to remove")
    func aJournalsTemporariesAreNotRemovedByAStop() throws {
        let (home, out, _, _, staging) = try runStoppedBetweenRenames()
        defer { withExtendedLifetime(home) {} }
        // While staging, the temporaries are the run's: a stop would remove them.
        #expect(staging.count == 4, "\(staging)")
        // Stopped between renames: the journal holds the rest, and no stop may remove them.
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.contains(FileIO.temporaryMarker) }
        #expect(left.count == 3)
        #expect(!TemporaryFiles.made.paths.contains { $0.hasPrefix(out.path + "/") })
    }
}
