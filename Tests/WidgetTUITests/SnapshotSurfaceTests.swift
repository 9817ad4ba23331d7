import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite("Snapshots of Live Activity surfaces")
struct SnapshotSurfaceTests {
    let home: AppTestHome
    let out: URL

    /// Small and the lock screen and minimal view of pet 2, at entries 0 and 59.
    init() throws {
        home = try AppTestHome()
        out = home.folder("snaps")
        let result = home.run(["snapshot", "--out", out.path, "--family", "small", "--surface", "home,lock-screen",
                               "--surface", "minimal", "--pet", "2", "--entries", "0,59"] + SnapshotInputs.fixed)
        guard result.code == 0 else { throw CLIError("snapshot failed: \(result.err)") }
    }

    func file(_ name: String) -> URL { out.appendingPathComponent(name) }

    @Test("Each surface gets its own files, and the index records surfaces, pet and each file's surface")
    func filesAndIndex() throws {
        let names = ["small", "lock-screen", "minimal"].flatMap { ["\($0)-entry-0000.txt", "\($0)-entry-0059.txt"] }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == (names + ["index.json"]).sorted())
        let index = try SnapshotIndex.read(from: out)
        #expect(index.snapshots.map(\.file) == names)
        #expect(index.families == [.systemSmall] && index.surfaces == [.lockScreen, .minimal] && index.pet == 2)
        #expect(index.snapshots[2] == SnapshotIndex.Item(file: "lock-screen-entry-0000.txt", subject: .liveActivity(.lockScreen),
                                                          entry: 0, date: SnapshotInputs.now))
        #expect(index.snapshots[2].family == nil && index.snapshots[0].surface == nil)

        let minimal = try SnapshotText.parse(try home.text(file("minimal-entry-0059.txt")))
        #expect(minimal.header.surface == .minimal && minimal.header.family == nil && minimal.header.entryIndex == 59)
        // The same frame render draws for pet 2.
        let rendered = home.run(["render", "--surface", "minimal", "--pet", "2", "--entry", "59", "--format", "text"] + SnapshotInputs.fixed)
        #expect(rendered.out == (try home.text(file("minimal-entry-0059.txt"))))
    }

    @Test("Without --surface only the home widget is drawn and the index has no surface fields")
    func homeOnlyByDefault() throws {
        let plain = home.folder("plain")
        #expect(home.run(["snapshot", "--out", plain.path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        let text = try home.text(plain.appendingPathComponent("index.json"))
        #expect(!text.contains("surface") && !text.contains("\"pet\""))
        let only = home.folder("only")
        #expect(home.run(["snapshot", "--out", only.path, "--surface", "expanded", "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        let index = try SnapshotIndex.read(from: only)
        #expect(index.families.isEmpty && index.snapshots.map(\.file) == ["expanded-entry-0000.txt"] && index.pet == 1)
    }

    @Test("An index whose device has no Dynamic Island but lists an island surface is refused, naming the field")
    func islandSurfaceOnADeviceWithoutOne() throws {
        let url = file("index.json")
        let recorded = try home.text(url)
        #expect(recorded.contains("\"device\" : \"393x852\""), "\(recorded)")
        try Data(recorded.replacingOccurrences(of: "\"device\" : \"393x852\"", with: "\"device\" : \"375x667\"").utf8).write(to: url)
        let result = home.run(["verify", out.path])
        #expect(result.code == 1)
        #expect(result.err.contains("index.json: surfaces: minimal is not shown on 375x667: the 375x667 screen has no Dynamic Island"), "\(result.err)")
    }

    @Test("A folder with surfaces verifies, after a round trip through its files")
    func roundTrip() {
        let result = home.run(["verify", out.path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out == "verify: 6 snapshots: 6 match\n")
    }

    @Test("One changed pixel in a surface snapshot makes verify fail and names that pixel")
    func onePixel() throws {
        let name = "lock-screen-entry-0059.txt"
        var snapshot = try SnapshotText.parse(try home.text(file(name)))
        let (x, y) = (snapshot.canvas.width / 2, snapshot.canvas.height / 2)
        let recorded = snapshot.canvas[x, y]
        let other = try #require(snapshot.palette.colors.indices.first { snapshot.palette[PaletteIndex($0)] != snapshot.palette[recorded] })
        snapshot.canvas[x, y] = PaletteIndex(other)
        try SnapshotText.write(snapshot).write(to: file(name), atomically: true, encoding: .utf8)

        let result = home.run(["verify", out.path], terminal: true)
        #expect(result.code == 1)
        #expect(result.out.contains("FAIL \(name): rendering changed\n"))
        #expect(result.out.contains("  1 pixel differ, bounding box x \(x)-\(x)"), "\(result.out)")
        #expect(result.out.contains("    (\(x),\(y)) expected \(snapshot.palette[PaletteIndex(other)].hex), actual \(snapshot.palette[recorded].hex)\n"))
        #expect(result.out.hasSuffix("verify: 6 snapshots: 5 match, 1 changed\n"))
    }

    @Test("A surface snapshot of other data is a data change; an index without its pet, or naming both, is refused")
    func badInputs() throws {
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int"]).code == 0)
        let streak = home.run(["verify", out.path])
        #expect(streak.out.contains("DATA small-entry-0000.txt") && !streak.out.contains("lock-screen"),
                "the streak is not in the Live Activity's state")

        let indexFile = file("index.json")
        let original = try home.text(indexFile)
        try original.replacingOccurrences(of: "  \"pet\" : 2,\n", with: "").write(to: indexFile, atomically: true, encoding: .utf8)
        let noPet = home.run(["verify", out.path])
        #expect(noPet.code == 1)
        #expect(noPet.err.contains("index.json: pet is missing; the Live Activity surfaces need the pet they show"))

        try original.replacingOccurrences(of: "\"surface\" : \"minimal\"", with: "\"surface\" : \"minimal\", \"family\" : \"systemSmall\"")
            .write(to: indexFile, atomically: true, encoding: .utf8)
        let both = home.run(["verify", out.path])
        #expect(both.err.contains("index.json: snapshots[4] has both family and surface; a snapshot shows one"), "\(both.err)")

        try original.replacingOccurrences(of: "\"surface\" : \"minimal\"", with: "\"surface\" : \"notch\"")
            .write(to: indexFile, atomically: true, encoding: .utf8)
        #expect(home.run(["verify", out.path]).err.contains("snapshots[4].surface"))
    }

    @Test("Feeding the pet changes its Live Activity's state: verify reports its surfaces as a data change")
    func feedingIsADataChange() throws {
        let fed = home.run(["intent", "feed", "--pet", "2", "--app", "warm"])
        #expect(fed.code == 0, "\(fed.err)")
        let result = home.run(["verify", out.path])
        #expect(result.code == 1)
        for name in ["lock-screen-entry-0000.txt", "minimal-entry-0059.txt"] {
            #expect(result.out.contains("DATA \(name): recorded from group data fnv1a64:"), "\(result.out)")
        }
        #expect(!result.out.contains("FAIL"))
    }

    @Test("Bad surface lists are usage errors naming the option")
    func badLists() throws {
        let target = home.folder("bad").path
        for (list, message) in [("home,notch", "--surface: 'notch' is not one of home, lock-screen"),
                                ("minimal,,home", "--surface: 'minimal,,home' has an empty item in its comma list")] {
            let result = home.run(["snapshot", "--out", target, "--surface", list] + SnapshotInputs.fixed)
            #expect(result.code == 64)
            #expect(result.err.contains(message), "\(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
