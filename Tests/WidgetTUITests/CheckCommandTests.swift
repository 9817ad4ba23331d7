import Foundation
import PNGCodec
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite("widget-tui check")
struct CheckCommandTests {
    static let names = ["determinism", "skip-robustness", "distinct-motion", "flip", "settings", "reload-after-write",
                        "timeline-budget", "live-activity-state", "stored-images"]

    @Test("The good demo passes every check; the seed's 5 s x 300 timeline only warns about the budget")
    func goodDemoPasses() throws {
        let home = try AppTestHome()
        let seed = home.run(["check"] + SnapshotInputs.fixed)
        #expect(seed.code == 0, "\(seed.out)")
        let lines = seed.out.split(separator: "\n").filter { !$0.hasPrefix("     fix:") }
        #expect(lines.dropLast().map { String($0.split(separator: ":")[0]) }
            == Self.names.map { ($0 == "timeline-budget" ? "WARN " : "PASS ") + $0 })
        #expect(lines.last == "check: 9 checks: 8 passed, 1 warned, 0 failed")

        let hourly = home.run(["check", "--step", "12"] + SnapshotInputs.fixed)
        #expect(hourly.code == 0)
        #expect(hourly.out.hasSuffix("check: 9 checks: 9 passed, 0 warned, 0 failed\n"))
        #expect(!hourly.out.contains("fix:"))
    }

    @Test("--json gives every check's name, status, reason and fix, and the counts")
    func json() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int", "--no-reload"]).code == 0)
        let result = home.run(["check", "--json"] + SnapshotInputs.fixed)
        #expect(result.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let checks = try #require(document["checks"] as? [[String: Any]])
        #expect(checks.compactMap { $0["name"] as? String } == Self.names)
        let failed = checks.filter { $0["status"] as? String == "fail" }
        #expect(failed.compactMap { $0["name"] as? String } == ["reload-after-write"])
        #expect((failed.first?["fix"] as? String)?.contains("reloadTimelines(ofKind: \"PetWidget\")") == true)
        #expect(document["failed"] as? Int == 1)
        #expect(document["warnings"] as? Int == 1)
        #expect(document["passed"] as? Int == 7)
    }

    @Test("An image the app stored blank, or too large for the extension's memory, fails with exit 1, on any app's data")
    func storedImagesThatShowNothing() throws {
        let home = try AppTestHome()
        let app = try HomeWidgetApp(home)
        let opaque = try PNGCodec.encode(RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        _ = try app.saveFile("pet", opaque, extension: "png", storedAs: .device)
        try app.updateWidget()
        let group = ["--group", HomeWidgetApp.group, "--kind", HomeWidgetApp.kind]
        let fine = home.run(["check"] + group + SnapshotInputs.fixed)
        #expect(fine.code == 0, "\(fine.out)")
        #expect(fine.out.contains("PASS stored-images: 1 image, none blank, none larger than the large widget\n"))

        let blank = try PNGCodec.encode(RGBAImage(width: 2, height: 1, pixels: [UInt8](repeating: 0, count: 8)))
        _ = try app.saveFile("blank", blank, extension: "png", storedAs: .device)
        // 3000x3000 decodes to 36 MB; opaque, so only its size fails it.
        let huge = try PNGCodec.encode(RGBAImage(width: 3000, height: 3000, pixels: [UInt8](repeating: 255, count: 3000 * 3000 * 4)))
        _ = try app.saveFile("huge", huge, extension: "png", storedAs: .device)
        try app.updateWidget()
        let result = home.run(["check"] + group + SnapshotInputs.fixed)
        #expect(result.code == 1, "\(result.out)")
        #expect(result.out.contains("FAIL stored-images: blank: a 2x1 PNG at home_widget/blank.png is blank: every pixel is transparent, "
            + "so the widget shows nothing; huge: a 3000x3000 PNG at home_widget/huge.png decodes to 36.0 MB, past a widget extension's "
            + "about 30 MB of memory, so the widget shows nothing\n"), "\(result.out)")
        // A fix for each cause: painting for the blank image, the size for the huge one.
        #expect(result.out.contains("     fix: make sure the Flutter widget has laid out and painted before renderFlutterWidget captures it; "
            + "save it at most 1014x1062 pixels"), "\(result.out)")
    }

    @Test("Data written without a reload, and quiet hours removed, fail with exit 1")
    func brokenGroupFails() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "remove", "quietHours"]).code == 0)
        let result = home.run(["check", "--kind", "PetWidget"] + SnapshotInputs.fixed)
        #expect(result.code == 1)
        #expect(result.out.contains("FAIL settings: "))
        #expect(result.out.contains("quietHours: missing: the app never wrote its quiet hours setting"))
        #expect(result.out.contains("PASS reload-after-write: "))

        // A reload long ago, then a write with none after it.
        try GroupWriter(container: try home.container(), now: { Date(timeIntervalSinceNow: -3600) }).reloadAllTimelines()
        #expect(home.run(["app", "set-quiet-hours", "22:00-07:00", "--no-reload"]).code == 0)
        let stale = home.run(["check"] + SnapshotInputs.fixed)
        #expect(stale.code == 1)
        #expect(stale.out.contains("PASS settings: "))
        #expect(stale.out.contains("FAIL reload-after-write: the group's data last changed at "))
        #expect(stale.out.hasSuffix("check: 9 checks: 7 passed, 1 warned, 1 failed\n"))
    }

    @Test("A container as iOS leaves it passes every other check and reports reload-after-write as unknown, exit 0")
    func containerWithoutReloadRecord() throws {
        let home = try AppTestHome()
        let container = try home.makeIOSContainer(in: home.folder("AppGroup-ios"))
        let result = home.run(["check", "--container", container.path, "--step", "12"] + SnapshotInputs.fixed)
        #expect(result.code == 0, "\(result.out)")
        let lines = result.out.split(separator: "\n")
        #expect(lines.dropLast().map { String($0.split(separator: ":")[0]) }
            == Self.names.map { ($0 == "reload-after-write" ? "UNKNOWN " : "PASS ") + $0 })
        #expect(result.out.contains("UNKNOWN reload-after-write: the group's data last changed at "))
        #expect(result.out.contains("there is no reload evidence: iOS records no reloadTimelines(ofKind:) call"))
        #expect(!result.out.contains("fix:"))
        #expect(lines.last == "check: 9 checks: 8 passed, 0 warned, 0 failed, 1 unknown")
        // Reading changed nothing: no record, no lock.
        #expect(!FileManager.default.fileExists(atPath: container.appendingPathComponent("Library/Caches/widget-tui").path))

        let json = home.run(["check", "--json", "--container", container.path, "--step", "12"] + SnapshotInputs.fixed)
        #expect(json.code == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let checks = try #require(document["checks"] as? [[String: Any]])
        let reload = try #require(checks.first { $0["name"] as? String == "reload-after-write" })
        #expect(reload["status"] as? String == "unknown")
        #expect((reload["reason"] as? String)?.contains("cannot be known here") == true)
        #expect(document["unknown"] as? Int == 1)
        #expect(document["passed"] as? Int == 8)
        #expect(document["failed"] as? Int == 0)
    }

    @Test("A home_widget app's container is not held to the pet widget's keys: the pet checks are skipped with the reason")
    func homeWidgetContainer() throws {
        let home = try AppTestHome()
        _ = try HomeWidgetApp.typical(home, png: DoctorHomeWidgetTests.opaquePNG, jpeg: try HomeWidgetApp.jpegFixture())
        let arguments = ["check", "--group", HomeWidgetApp.group, "--kind", HomeWidgetApp.kind] + SnapshotInputs.fixed
        let result = home.run(arguments)
        #expect(result.code == 0, "\(result.out)")
        #expect(!result.out.contains("quietHours") && !result.out.contains("FAIL"))
        let skipped = result.out.split(separator: "\n").filter { $0.hasPrefix("SKIP ") }
        #expect(skipped.count == 1)
        #expect(skipped.first?.hasPrefix("SKIP determinism, skip-robustness, distinct-motion, flip, settings, timeline-budget, "
            + "live-activity-state: ") == true)
        #expect(skipped.first?.contains("no items key") == true)
        #expect(result.out.contains("PASS reload-after-write: "))
        #expect(result.out.contains("PASS stored-images: "), "the app's images are checked whatever the contract")
        #expect(result.out.hasSuffix("check: 9 checks: 2 passed, 0 warned, 0 failed, 7 skipped\n"))

        let json = home.run(arguments + ["--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let checks = try #require(document["checks"] as? [[String: Any]])
        #expect(checks.compactMap { $0["name"] as? String } == Self.names)
        #expect(checks.filter { $0["status"] as? String == "skip" }.count == 7)
        #expect(document["skipped"] as? Int == 7)

        let pets = home.run(arguments + ["--contract", "pets"])
        #expect(pets.code == 1)
        #expect(pets.out.contains("FAIL settings: "))
        let demo = home.run(["check", "--contract", "generic"] + SnapshotInputs.fixed)
        #expect(demo.out.contains("SKIP determinism, "))
        #expect(demo.out.contains("--contract generic"))
    }

    @Test("Unknown options are usage errors")
    func usage() throws {
        let home = try AppTestHome()
        let result = home.run(["check", "--jsn"])
        #expect(result.code == 64)
        #expect(result.err.contains("unknown option --jsn"))
    }
}
