import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite("widget-tui snapshot")
struct SnapshotCommandTests {
    @Test("One file per family and entry with stable names, and an index recording every input")
    func filesAndIndex() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        let result = home.run(["snapshot", "--out", out.path, "--family", "small,large", "--family", "medium",
                               "--entries", "0,1,59", "--at", "2026-11-29T23:30:00Z", "--scale", "6", "--appearance", "dark"]
                              + SnapshotInputs.fixed)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out == "wrote 12 snapshots and index.json to \(out.path)\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let expected = ["small", "large", "medium"].flatMap { f in
            ["\(f)-entry-0000.txt", "\(f)-entry-0001.txt", "\(f)-entry-0059.txt", "\(f)-at-20261129T233000Z.txt"]
        } + ["index.json"]
        #expect(names == expected.sorted())

        let index = try SnapshotIndex.read(from: out)
        #expect(index.families == [.systemSmall, .systemLarge, .systemMedium])
        #expect(index.now == SnapshotInputs.now)
        #expect(index.timeZone == "UTC")
        #expect(index.step == 5 && index.count == 300 && index.scale == 6 && index.device == "393x852")
        #expect(index.appearance == .dark && index.mode == .fullColor && index.sprites == nil)
        #expect(index.group == GroupOptions.demoGroup)
        #expect(index.snapshots.map(\.file) == expected.dropLast())
        #expect(index.snapshots[2] == SnapshotIndex.Item(file: "small-entry-0059.txt", subject: .home(.systemSmall), entry: 59, date: "2026-11-29T12:04:55Z"))
        #expect(index.snapshots[3].entry == nil)

        let snapshot = try SnapshotText.parse(try home.text(out.appendingPathComponent("small-entry-0059.txt")))
        #expect(snapshot.header.digest == index.digest)
        #expect(snapshot.header.entryIndex == 59)
        #expect(snapshot.header.appearance == .dark)
        #expect(snapshot.header.width == 26)
        let night = try SnapshotText.parse(try home.text(out.appendingPathComponent("medium-at-20261129T233000Z.txt")))
        #expect(night.header.isNight)
        #expect(night.header.entryIndex == nil)

        // Keys appear sorted, so the index is byte-stable.
        let keys = try home.text(out.appendingPathComponent("index.json")).split(separator: "\n")
            .filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
    }

    @Test("--mode accented with --accented-images: the index records both, verify draws them again, and the pets change with it")
    func accentedImagesRecorded() throws {
        let home = try AppTestHome()
        let (silhouettes, marked) = (home.folder("none"), home.folder("fullColor"))
        let args = ["--family", "medium", "--entries", "0", "--mode", "accented"] + SnapshotInputs.fixed
        #expect(home.run(["snapshot", "--out", silhouettes.path] + args).code == 0)
        let result = home.run(["snapshot", "--out", marked.path, "--accented-images", "fullColor"] + args)
        #expect(result.code == 0, "\(result.err)")
        #expect(try SnapshotIndex.read(from: silhouettes).accentedImages == nil)
        #expect(!(try home.text(silhouettes.appendingPathComponent("index.json")).contains("accentedImages")))
        #expect(try SnapshotIndex.read(from: marked).accentedImages == .fullColor)
        let a = try SnapshotText.parse(try home.text(silhouettes.appendingPathComponent("medium-entry-0000.txt")))
        let b = try SnapshotText.parse(try home.text(marked.appendingPathComponent("medium-entry-0000.txt")))
        #expect(a.header.accentedImages == nil && b.header.accentedImages == .fullColor)
        // Silhouettes are white; full-colour images keep the sheet's colours.
        #expect(Set(a.canvas.pixels.map { a.palette[$0] }).count == 2)
        #expect(Set(b.canvas.pixels.map { b.palette[$0] }).count > 4)
        let verified = home.run(["verify", marked.path])
        #expect(verified.code == 0 && verified.out.hasSuffix("verify: 1 snapshot: 1 match\n"), "\(verified.out)\(verified.err)")
        let refused = home.run(["snapshot", "--out", home.folder("x").path, "--accented-images", "sepia"] + args)
        #expect(refused.code == ExitCode.usage && refused.err.contains("--accented-images: 'sepia' is not one of none, accented,"), "\(refused.err)")
    }

    @Test("The same inputs write the same bytes again")
    func reproducible() throws {
        let home = try AppTestHome()
        var contents: [[String: Data]] = []
        for name in ["a", "b"] {
            let out = home.folder(name)
            #expect(home.run(["snapshot", "--out", out.path, "--every", "100"] + SnapshotInputs.fixed).code == 0)
            contents.append(Dictionary(uniqueKeysWithValues: try FileManager.default.contentsOfDirectory(atPath: out.path).map {
                ($0, try Data(contentsOf: out.appendingPathComponent($0)))
            }))
        }
        #expect(contents[0].keys.sorted() == ["index.json"] + WidgetFamily.allCases.flatMap { f in
            [0, 100, 200].map { "\(f.shortName)-entry-\(String(format: "%04d", $0)).txt" }
        }.sorted())
        #expect(contents[0] == contents[1])
    }

    @Test("Run again, snapshot leaves every unchanged file untouched and rewrites only the file that differs")
    func unchangedFilesUntouched() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        let arguments = ["snapshot", "--out", out.path, "--family", "small,medium", "--entries", "0,1,2"] + SnapshotInputs.fixed
        #expect(home.run(arguments).code == 0)
        let edited = out.appendingPathComponent("medium-entry-0001.txt")
        let recorded = try Data(contentsOf: edited)
        try Data(recorded.dropLast(2) + Data("x\n".utf8)).write(to: edited)
        let before = try identities(out)
        let result = home.run(arguments)
        #expect(result.code == 0, "\(result.err)")
        let after = try identities(out)
        #expect(after.keys.sorted() == before.keys.sorted())
        for (name, identity) in before where name != edited.lastPathComponent {
            #expect(after[name] == identity, "\(name) was written again")
        }
        #expect(after[edited.lastPathComponent] != before[edited.lastPathComponent])
        #expect(try Data(contentsOf: edited) == recorded)
    }

    /// Each file's inode and modification time to the nanosecond: a file written again, even
    /// with the same bytes, gets a new inode (a temporary renamed into place) and a new time.
    private func identities(_ folder: URL) throws -> [String: [Int]] {
        var identities: [String: [Int]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            var info = stat()
            try #require(lstat(folder.appendingPathComponent(name).path, &info) == 0)
            #if canImport(Darwin)
            let time = info.st_mtimespec
            #else
            let time = info.st_mtim
            #endif
            identities[name] = [Int(info.st_ino), Int(time.tv_sec), Int(time.tv_nsec)]
        }
        return identities
    }

    @Test("Without entries the first, second and last are drawn, and the current second is recorded as --now")
    func defaults() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        let before = Date().timeIntervalSince1970.rounded(.down)
        #expect(home.run(["snapshot", "--out", out.path, "--family", "medium", "--count", "12000"]).code == 0)
        let index = try SnapshotIndex.read(from: out)
        #expect(index.snapshots.map(\.file) == ["medium-entry-00000.txt", "medium-entry-00001.txt", "medium-entry-11999.txt"])
        let now = try DateArgument.parse(index.now, option: "now").timeIntervalSince1970
        #expect(now >= before && now <= Date().timeIntervalSince1970)
        #expect(now == now.rounded(.down))
    }

    @Test("Files an earlier index listed are removed; other files stay")
    func staleFiles() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0,1"] + SnapshotInputs.fixed).code == 0)
        try Data("notes".utf8).write(to: out.appendingPathComponent("README.txt"))
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "1,2"] + SnapshotInputs.fixed).code == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["README.txt", "index.json", "small-entry-0001.txt", "small-entry-0002.txt"])
    }

    @Test("Bad selections are usage errors naming the option")
    func badSelections() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps").path
        let cases: [([String], String)] = [
            (["--entries", "300"], "--entries: entry 300 is past the timeline's last entry 299 (--count 300)"),
            (["--entries", "1,,2"], "'1,,2' has an empty item in its comma list"),
            (["--entries", "-1"], "--entries: '-1' is not an entry index (0 or more)"),
            (["--entries", "x"], "--entries: 'x' is not an entry index"),
            (["--every", "0"], "--every: '0' is not a positive whole number"),
            (["--family", "tiny"], "--family: 'tiny' is not one of small, medium, large"),
            (["--at", "tomorrow"], "--at: 'tomorrow' is not an ISO 8601 date"),
        ]
        for (arguments, message) in cases {
            let result = home.run(["snapshot", "--out", out] + arguments + SnapshotInputs.fixed)
            #expect(result.code == 64, "\(arguments)")
            #expect(result.err.contains(message), "\(result.err)")
        }
        let noOut = home.run(["snapshot"] + SnapshotInputs.fixed)
        #expect(noOut.code == 64)
        #expect(noOut.err.contains("snapshot needs --out DIR"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
