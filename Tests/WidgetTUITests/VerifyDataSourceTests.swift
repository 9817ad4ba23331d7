import Foundation
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// `verify` reads the data the snapshots were recorded from: `index.json` records where (a
/// container relative to the snapshot folder, a groups root, the simulators), and verify goes
/// there unless told otherwise. When what it finds is another group, or nothing, it says so first,
/// in one line, and does not suggest re-recording: re-recorded goldens would test the wrong data.
@Suite("verify reads what snapshot read")
struct VerifyDataSourceTests {
    /// An app repository: a container in `Tests/WidgetGroup` (another app's group, as iOS leaves
    /// it) and goldens recorded from it in `Tests/Goldens/widget`.
    func repository(_ home: AppTestHome) throws -> URL {
        let repo = home.folder("repo")
        let made = try home.makeIOSContainer(in: repo.appendingPathComponent("Tests"), group: "group.com.example.weather")
        try FileManager.default.moveItem(at: made, to: repo.appendingPathComponent("Tests/WidgetGroup"))
        let record = home.run(["snapshot", "--out", repo.appendingPathComponent("Tests/Goldens/widget").path,
                               "--container", repo.appendingPathComponent("Tests/WidgetGroup").path, "--entries", "0"] + SnapshotInputs.fixed)
        try #require(record.code == 0, "\(record.err)")
        return repo
    }

    @Test("The index records the container relative to the snapshot folder, and a fresh home verifies the moved repository from it")
    func recordedContainerFollowsTheRepository() throws {
        let home = try AppTestHome()
        let repo = try repository(home)
        let index = try SnapshotIndex.read(from: repo.appendingPathComponent("Tests/Goldens/widget"))
        #expect(index.source == SnapshotDataSource(container: "../../WidgetGroup"))
        #expect(index.version == 3)

        let elsewhere = try AppTestHome()
        let moved = elsewhere.folder("clone")
        try FileManager.default.moveItem(at: repo, to: moved)
        let verify = elsewhere.run(["verify", moved.appendingPathComponent("Tests/Goldens/widget").path])
        #expect(verify.code == 0, "\(verify.out)\(verify.err)")
        #expect(verify.out == "verify: 3 snapshots: 3 match\n")
        // No demo group was made to stand in for the data.
        #expect(!FileManager.default.fileExists(atPath: elsewhere.groupsRoot.path))
    }

    @Test("The recorded container missing: one line naming what was recorded and what is there, no re-recording, no demo group")
    func recordedContainerMissing() throws {
        let home = try AppTestHome()
        let repo = try repository(home)
        try FileManager.default.removeItem(at: repo.appendingPathComponent("Tests/WidgetGroup"))
        let verify = home.run(["verify", repo.appendingPathComponent("Tests/Goldens/widget").path])
        #expect(verify.code == 1)
        #expect(verify.out.isEmpty)
        let lines = verify.err.split(separator: "\n")
        #expect(lines.count == 1, "\(verify.err)")
        #expect(verify.err.contains("recorded from the container ../../WidgetGroup (group.com.example.weather)"), "\(verify.err)")
        #expect(verify.err.contains("no such container folder"))
        #expect(!verify.err.contains("re-record") && !verify.err.contains("--record"))
        #expect(!FileManager.default.fileExists(atPath: home.groupsRoot.path))
    }

    @Test("Data of another group named on the command line: said first, in one line, and no re-recording suggested")
    func anotherGroupIsSaidFirst() throws {
        let home = try AppTestHome()
        let repo = try repository(home)
        let other = try home.makeIOSContainer(in: home.folder("other"), group: "group.com.example.shop")
        #expect(home.run(["app", "set", "streakDays", "3", "--type", "int", "--container", other.path]).code == 0)
        let verify = home.run(["verify", repo.appendingPathComponent("Tests/Goldens/widget").path, "--container", other.path])
        #expect(verify.code == 1)
        let first = try #require(verify.out.split(separator: "\n").first)
        #expect(first.hasPrefix("verify: these snapshots were recorded from group.com.example.weather"), "\(verify.out)")
        #expect(first.contains("group.com.example.shop"))
        #expect(!verify.out.contains("re-record"), "\(verify.out)")
    }

    @Test("An index that records no source, verified where the demo group must be created: said first, no re-recording suggested")
    func createdDemoGroupIsSaidFirst() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "set", "streakDays", "30", "--type", "int"]).code == 0)
        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path, "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        #expect(try SnapshotIndex.read(from: out).source == nil)

        let fresh = try AppTestHome()
        let verify = fresh.run(["verify", out.path])
        #expect(verify.code == 1)
        let first = try #require(verify.out.split(separator: "\n").first)
        #expect(first.hasPrefix("verify: no group.com.example.pets in "), "\(verify.out)")
        #expect(first.contains("created the demo group"))
        #expect(!verify.out.contains("re-record"), "\(verify.out)")
    }
}
