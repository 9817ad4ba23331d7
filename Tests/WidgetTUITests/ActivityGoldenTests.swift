import Foundation
import PetAssets
import PetRenderer
import SharedData
import Testing

/// Each Live Activity surface, drawn from the shipped sprites, against its golden snapshot text in
/// Goldens/activity. `UPDATE_GOLDENS=1 swift test --filter ActivityGoldenTests` rewrites them after
/// an intended change; review the diff before committing it.
@Suite struct ActivityGoldenTests {
    static let state = PetActivityAttributes.ContentState(name: "Mochi", stage: "adult", valueA: 82, valueB: 64, valueC: 91)
    /// 2026-11-29T12:00:03Z: daytime, mid-stride.
    static let date = Date(timeIntervalSince1970: 1_795_953_603)
    static let settings = RenderSettings(timeZone: TimeZone(identifier: "UTC")!)

    static func renderer() throws -> LiveActivityRenderer {
        try LiveActivityRenderer(sheet: try SpriteSheet.load(directory: PetAssets.spritesDirectory),
                                 attributes: PetActivityAttributes(petIndex: 0), state: state)
    }

    static func snapshotText(_ surface: LiveActivitySurface) throws -> String {
        let renderer = try renderer()
        return SnapshotText.write(Snapshot(frame: renderer.frame(surface, at: date, settings: settings), surface: surface,
                                           digest: renderer.digest))
    }

    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/activity")

    @Test("Each surface matches its golden snapshot", arguments: LiveActivitySurface.allCases)
    func matchesGolden(surface: LiveActivitySurface) throws {
        let text = try Self.snapshotText(surface)
        let name = "\(surface.rawValue).txt"
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: Self.sourceFolder.appendingPathComponent(name))
        }
        let golden = try #require(Bundle.module.url(forResource: "Goldens/activity/\(surface.rawValue)", withExtension: "txt"),
                                  "no golden \(name); record it with UPDATE_GOLDENS=1")
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if text != expected {
            let differences = try SnapshotText.parse(text).pixelDifferences(from: SnapshotText.parse(expected))
            Issue.record("\(name) differs from its golden: \(differences.map { "\($0.count) pixels" } ?? "another size")")
        }
    }

    @Test("The golden names its surface, and a changed state fails the comparison")
    func goldenCatchesAChange() throws {
        let golden = try #require(Bundle.module.url(forResource: "Goldens/activity/lockScreen", withExtension: "txt"))
        let expected = try SnapshotText.parse(String(contentsOf: golden, encoding: .utf8))
        #expect(expected.header.surface == .lockScreen)
        var hungrier = Self.state
        hungrier.valueA = 20
        let renderer = try LiveActivityRenderer(sheet: try SpriteSheet.load(directory: PetAssets.spritesDirectory),
                                                attributes: PetActivityAttributes(petIndex: 0), state: hungrier)
        let changed = Snapshot(frame: renderer.frame(.lockScreen, at: Self.date, settings: Self.settings), surface: .lockScreen,
                               digest: renderer.digest)
        #expect(changed.pixelDifferences(from: expected)?.isEmpty == false)
    }
}
