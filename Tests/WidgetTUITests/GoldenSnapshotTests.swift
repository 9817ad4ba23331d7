import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// The committed goldens: the demo group at 2026-11-29T12:00:00Z in UTC, entries 0, 1, 59, 299
/// and 23:00 (night) in all three families (`snapshots`), and entries 0 and 59 of every Live
/// Activity surface of pet 1 (`surfaces`), and the same moments of the medium widget in the accented
/// rendering mode (`accented`). After an intended rendering change, re-record with
/// `swift run widget-tui verify Tests/WidgetTUITests/Goldens/<folder> --record failed`.
@Suite("Goldens")
struct GoldenSnapshotTests {
    static func folder(_ name: String = "snapshots") throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Goldens"))
    }

    @Test("The committed goldens cover every family at a fixed time in UTC")
    func goldensAreFixed() throws {
        let index = try SnapshotIndex.read(from: try Self.folder())
        #expect(index.families == WidgetFamily.allCases)
        #expect(index.now == "2026-11-29T12:00:00Z")
        #expect(TimeZone(identifier: index.timeZone)?.secondsFromGMT() == 0)
        #expect(index.snapshots.count == 15)
        #expect(index.sprites == nil)
    }

    @Test("The committed goldens verify against the current renderer and the demo group")
    func goldensVerify() throws {
        let home = try AppTestHome()
        let result = home.run(["verify", try Self.folder().path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasSuffix("verify: 15 snapshots: 15 match\n"))
    }

    @Test("The committed surface goldens cover every Live Activity surface of pet 1 at entries 0 and 59, in UTC")
    func surfaceGoldensAreFixed() throws {
        let index = try SnapshotIndex.read(from: try Self.folder("surfaces"))
        #expect(index.families.isEmpty)
        #expect(index.surfaces == LiveActivitySurface.allCases && index.pet == 1)
        #expect(index.snapshots.map(\.file) == LiveActivitySurface.allCases.flatMap { ["\($0.argument)-entry-0000.txt", "\($0.argument)-entry-0059.txt"] })
        #expect(index.now == "2026-11-29T12:00:00Z")
        #expect(TimeZone(identifier: index.timeZone)?.secondsFromGMT() == 0)
    }

    @Test("The committed surface goldens verify against the current renderer and the demo group")
    func surfaceGoldensVerify() throws {
        let result = try AppTestHome().run(["verify", try Self.folder("surfaces").path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasSuffix("verify: 10 snapshots: 10 match\n"))
    }

    @Test("The committed accented goldens: the demo group as iOS 26 draws it on a tinted or clear Home Screen")
    func accentedGoldensAreFixed() throws {
        let index = try SnapshotIndex.read(from: try Self.folder("accented"))
        #expect(index.mode == .accented && index.accentedImages == nil)
        #expect(index.families == [.systemMedium])
        #expect(index.snapshots.map(\.file) == ["medium-entry-0000.txt", "medium-entry-0059.txt", "medium-at-20261129T230000Z.txt"])
        #expect(index.now == "2026-11-29T12:00:00Z" && TimeZone(identifier: index.timeZone)?.secondsFromGMT() == 0)
    }

    /// Against the full-colour golden of the same moment: where it draws a pet, the accented one
    /// draws one letter in white, and its backdrop is one other letter, the system's background.
    @Test("In the accented goldens every pet is a silhouette, one white letter, on one flat background",
          arguments: ["medium-entry-0000.txt", "medium-entry-0059.txt", "medium-at-20261129T230000Z.txt"])
    func accentedGoldensShowSilhouettes(file: String) throws {
        func read(_ folder: String) throws -> Snapshot {
            try SnapshotText.parse(try String(contentsOf: try Self.folder(folder).appendingPathComponent(file), encoding: .utf8))
        }
        let full = try read("snapshots"), accented = try read("accented")
        let scene = ScenePalette.Slot.allCases.count
        let pets = zip(full.canvas.pixels, accented.canvas.pixels).filter { Int($0.0) >= scene }.map(\.1)
        #expect(pets.count > 100)
        #expect(Set(pets).count == 1)
        #expect(pets.first.map { accented.palette[$0] } == RGB(0xff, 0xff, 0xff))
        #expect(Set(full.canvas.pixels.filter { Int($0) >= scene }.map { full.palette[$0] }).count > 5)
        let backdrop = zip(full.canvas.pixels, accented.canvas.pixels).filter {
            ![ScenePalette.Slot.text.index, ScenePalette.Slot.streakIcon.index].contains($0.0) && Int($0.0) < scene
        }.map(\.1)
        #expect(Set(backdrop).count == 1 && !backdrop.contains(pets[0]))
    }

    @Test("The committed accented goldens verify against the current renderer and the demo group")
    func accentedGoldensVerify() throws {
        let result = try AppTestHome().run(["verify", try Self.folder("accented").path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasSuffix("verify: 3 snapshots: 3 match\n"))
    }
}
