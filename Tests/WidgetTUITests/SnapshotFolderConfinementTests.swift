import Foundation
import SharedData
import Testing
@testable import WidgetTUI

/// A snapshot folder comes from a pull request as often as from the tool: its index is data. The
/// tool writes and removes only the files it names itself, inside the folder, whatever the index says.
@Suite("Snapshot folders are data, not commands")
struct SnapshotFolderConfinementTests {
    let home: AppTestHome
    let out: URL

    /// A home with snapshots of entry 0 in the small family, and the project files a repository
    /// keeps beside them.
    init() throws {
        home = try AppTestHome()
        out = home.folder("snaps")
        let result = home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed)
        guard result.code == 0 else { throw CLIError("snapshot failed: \(result.err)") }
        try FileManager.default.createDirectory(at: file(".git/objects"), withIntermediateDirectories: true)
        try Data("ref: refs/heads/main\n".utf8).write(to: file(".git/HEAD"))
        try Data("// swift-tools-version:6.0\n".utf8).write(to: file("Package.swift"))
        try Data("kept".utf8).write(to: home.url.appendingPathComponent("outside.txt"))
    }

    func file(_ name: String) -> URL { out.appendingPathComponent(name) }

    /// The folder's index with the first snapshot's file renamed to `name`.
    func indexNaming(_ name: String) throws {
        let index = file("index.json")
        try home.text(index).replacingOccurrences(of: "\"small-entry-0000.txt\"", with: try String(decoding: JSONEncoder().encode(name), as: UTF8.self))
            .write(to: index, atomically: true, encoding: .utf8)
    }

    /// Every file under the home with its bytes, the index apart.
    func everythingButTheIndex() throws -> [String: Data] {
        try home.snapshot().filter { !$0.key.hasSuffix("/index.json") }
    }

    static let foreignNames = [".git", "Package.swift", "../outside.txt", "index.json", "/etc/hostname", "sub/small-entry-0000.txt",
                               "small-entry-0001.txt", "medium-entry-0000.txt", "small-entry-0000.png", ".", ""]

    @Test("snapshot --out refuses an earlier index naming a file it did not name, and removes nothing", arguments: foreignNames)
    func snapshotRemovesOnlyItsOwnNames(name: String) throws {
        try indexNaming(name)
        let before = try everythingButTheIndex()
        let result = home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "1"] + SnapshotInputs.fixed)
        #expect(result.code == 1)
        #expect(result.err.contains("\(file("index.json").path): snapshots[0].file '\(name)' is not a name widget-tui gives a snapshot "
            + "(this one's is small-entry-0000.txt)"), "\(result.err)")
        #expect(try everythingButTheIndex() == before)
    }

    @Test("verify --record refuses an index naming a file it did not name, and writes nothing", arguments: foreignNames)
    func verifyRecordsOnlyItsOwnNames(name: String) throws {
        try indexNaming(name)
        let index = try home.text(file("index.json"))
        let before = try everythingButTheIndex()
        for mode in ["failed", "all"] {
            let result = home.run(["verify", out.path, "--record", mode])
            #expect(result.code == 1)
            #expect(result.err.contains("snapshots[0].file"), "\(result.err)")
        }
        #expect(try everythingButTheIndex() == before)
        #expect(try home.text(file("index.json")) == index)
    }

    @Test("A link in place of a snapshot is neither followed to read nor replaced to write")
    func linkedSnapshot() throws {
        let snapshot = file("small-entry-0000.txt")
        try FileManager.default.removeItem(at: snapshot)
        try FileManager.default.createSymbolicLink(at: snapshot, withDestinationURL: home.url.appendingPathComponent("outside.txt"))
        let verify = home.run(["verify", out.path])
        #expect(verify.code == 1)
        #expect(verify.out.contains("FAIL small-entry-0000.txt: cannot read the snapshot: \(snapshot.path): a symbolic link to "))
        let record = home.run(["verify", out.path, "--record", "all"])
        #expect(record.code == 1)
        #expect(record.err.contains("\(snapshot.path): a symbolic link to "), "\(record.err)")
        // `snapshot` lists the folder once and looks again only at the names it found: this one.
        let again = home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed)
        #expect(again.code == 1)
        #expect(again.err.contains("\(snapshot.path): a symbolic link to "), "\(again.err)")
        #expect(try home.text(home.url.appendingPathComponent("outside.txt")) == "kept")
    }

    @Test("A FIFO in place of the index is named as a FIFO, not as a missing index")
    func fifoIndex() throws {
        try FileManager.default.removeItem(at: file("index.json"))
        #expect(mkfifo(file("index.json").path, 0o644) == 0)
        let result = home.run(["verify", out.path])
        #expect(result.code == 1)
        #expect(result.err.contains("\(file("index.json").path): a FIFO, not a regular file"), "\(result.err)")
        let snapshot = home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed)
        #expect(snapshot.code == 1)
        #expect(snapshot.err.contains("\(file("index.json").path): a FIFO, not a regular file"), "\(snapshot.err)")
    }

    @Test("An index or a snapshot past its size limit is refused naming the file and the limit")
    func oversizedFiles() throws {
        let snapshot = try FileHandle(forWritingTo: file("small-entry-0000.txt"))
        try snapshot.truncate(atOffset: UInt64(ReadLimit.snapshotText.bytes) + 1)
        try snapshot.close()
        let big = home.run(["verify", out.path])
        #expect(big.code == 1)
        #expect(big.out.contains("FAIL small-entry-0000.txt: cannot read the snapshot: \(file("small-entry-0000.txt").path): "
            + "\(ReadLimit.snapshotText.bytes + 1) bytes, over the 1 MiB limit for a snapshot text file"), "\(big.out)")

        let index = try FileHandle(forWritingTo: file("index.json"))
        try index.truncate(atOffset: UInt64(ReadLimit.snapshotIndex.bytes) + 1)
        try index.close()
        let result = home.run(["verify", out.path])
        #expect(result.code == 1)
        #expect(result.err.contains("\(file("index.json").path): \(ReadLimit.snapshotIndex.bytes + 1) bytes, over the 16 MiB limit for a snapshot index"),
                "\(result.err)")
    }
}
