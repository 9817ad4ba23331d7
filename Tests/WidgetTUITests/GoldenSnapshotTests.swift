import Foundation
import PetRenderer
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// The committed goldens: the demo group at 2026-11-29T12:00:00Z in UTC, entries 0, 1, 59, 299
/// and 23:00 (night) in all three families (`snapshots`), and entries 0 and 59 of every Live
/// Activity surface of pet 1 (`surfaces`). After an intended rendering change, re-record with
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
}
