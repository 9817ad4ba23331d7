import Foundation
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// `--container DIR` names one container, and its metadata names its group: commands take the
/// group from there, and an explicit `--group` must agree with it.
@Suite("A container names its own group")
struct ContainerNamesItsGroupTests {
    static let group = "group.com.example.weather"

    /// A container of `group` as iOS leaves it, outside any groups root.
    func container(_ home: AppTestHome) throws -> URL {
        try home.makeIOSContainer(in: home.url.appendingPathComponent("repo", isDirectory: true), group: Self.group)
    }

    @Test("check, snapshot and verify --container DIR read the container's group without --group")
    func groupFromMetadata() throws {
        let home = try AppTestHome()
        let folder = try container(home)
        let check = home.run(["check", "--container", folder.path] + SnapshotInputs.fixed)
        #expect(check.code == 0, "\(check.out)\(check.err)")
        #expect(!check.err.contains("MCMMetadataIdentifier"))
        let out = home.url.appendingPathComponent("goldens").path
        let snapshot = home.run(["snapshot", "--out", out, "--container", folder.path, "--entries", "0"] + SnapshotInputs.fixed)
        #expect(snapshot.code == 0, "\(snapshot.err)")
        let index = try SnapshotIndex.read(from: URL(fileURLWithPath: out))
        #expect(index.group == Self.group)
        let verify = home.run(["verify", out, "--container", folder.path])
        #expect(verify.code == 0, "\(verify.out)\(verify.err)")
    }

    @Test("An explicit --group that is not the container's is refused, naming both, with the group meant when near")
    func mismatchNamesBoth() throws {
        let home = try AppTestHome()
        let folder = try container(home)
        let other = home.run(["check", "--container", folder.path, "--group", "group.com.example.shop"])
        #expect(other.code == 1)
        #expect(other.err.contains("group.com.example.weather") && other.err.contains("group.com.example.shop"), "\(other.err)")
        #expect(!other.err.contains("did you mean"))
        let typo = home.run(["check", "--container", folder.path, "--group", "group.com.exmaple.weather"])
        #expect(typo.code == 1)
        #expect(typo.err.contains("did you mean group.com.example.weather?"), "\(typo.err)")
    }
}
