import Foundation
import FrameOutput
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite("widget-tui verify")
struct VerifyCommandTests {
    let home: AppTestHome
    let out: URL

    /// A home with snapshots of entries 0, 1 and 59 in all three families.
    init() throws {
        (home, out) = try AppTestHome.withSnapshots()
    }

    func file(_ name: String) -> URL { out.appendingPathComponent(name) }

    @Test("A folder just recorded verifies")
    func freshFolderVerifies() {
        let result = home.run(["verify", out.path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out == "verify: 9 snapshots: 9 match\n")
    }

    @Test("Changing one pixel of a sprite makes verify fail with a diff on the terminal that names the changed pixels")
    func onePixelOfASprite() throws {
        // The frame the frontmost pet (drawn last, so nothing covers it) shows in the medium widget at entry 0.
        let sheet = try SpriteSheetLoader.load(directory: nil)
        let data = try home.reader().petWidgetData().data
        let renderer = try PetWidgetRenderer(sheet: sheet, data: data)
        let now = try DateArgument.parse(SnapshotInputs.now, option: "now")
        let settings = RenderSettings(family: .systemMedium, timeZone: try #require(TimeZone(identifier: "UTC")))
        let pose = try #require(renderer.poses(at: now, settings: settings).max { ($0.y, $0.index) < ($1.y, $1.index) })
        let frame = try #require(sheet.animation(stage: data.pets[pose.index].stage, pose.animation.rawValue)?[pose.frame])
        let edited = try home.sheetWithOnePixelChanged(frameName: frame.name)

        // What really changed, pixel by pixel, drawn with each sheet.
        let editedRenderer = try PetWidgetRenderer(sheet: try SpriteSheetLoader.load(directory: edited.folder), data: data)
        let before = renderer.frame(at: now, settings: settings), after = editedRenderer.frame(at: now, settings: settings)
        var changed: [(x: Int, y: Int)] = []
        for y in 0..<before.canvas.height {
            for x in 0..<before.canvas.width where before.palette[before.canvas[x, y]] != after.palette[after.canvas[x, y]] {
                changed.append((x, y))
            }
        }
        try #require(!changed.isEmpty && changed.count <= SnapshotDiffReport.listedPixels)

        let result = home.run(["verify", out.path, "--sprites", edited.folder.path], terminal: true)
        #expect(result.code == 1)
        #expect(result.out.contains("FAIL medium-entry-0000.txt: rendering changed\n"))
        #expect(result.out.contains("  \(changed.count) pixel\(changed.count == 1 ? "" : "s") differ, bounding box x \(changed.map(\.x).min() ?? 0)-"))
        for p in changed {
            let expected = before.palette[before.canvas[p.x, p.y]].hex, actual = after.palette[after.canvas[p.x, p.y]].hex
            #expect(result.out.contains("    (\(p.x),\(p.y)) expected \(expected), actual \(actual)\n"), "\(p)")
        }
        #expect(result.out.contains("crop "))
        #expect(!result.out.contains("DATA"))
    }

    @Test("Off a terminal a changed snapshot is one line, then the counts and where the pictures are: no pixel lists, no letter crops")
    func shortReportInALog() throws {
        _ = try home.changeRow(of: file("medium-entry-0001.txt"))
        let result = home.run(["verify", out.path])
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first?.hasPrefix("FAIL medium-entry-0001.txt: rendering changed: ") == true)
        #expect(lines.first?.contains(" pixels differ, bounding box x 0-") == true, "\(lines)")
        #expect(lines.dropFirst() == ["verify: 9 snapshots: 8 match, 1 changed",
                                      "verify: --artifacts DIR writes pictures of each change, and a page over them"], "\(lines)")

        let artifacts = home.url.appendingPathComponent("pictures")
        let pictured = home.run(["verify", out.path, "--artifacts", artifacts.path])
        #expect(pictured.out.hasSuffix(" changed\nverify: pictures of the failures in \(artifacts.path)/index.html\n"), "\(pictured.out)")
        #expect(pictured.out.split(separator: "\n").count == 3)
    }

    @Test("Changed group data is reported as a data change, not a rendering change")
    func dataChange() throws {
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int"]).code == 0)
        let result = home.run(["verify", out.path])
        #expect(result.code == 1)
        #expect(result.out.contains("DATA small-entry-0000.txt: recorded from group data fnv1a64:"))
        #expect(result.out.contains("that is a data change, not a rendering change"))
        #expect(result.out.hasSuffix("verify: 9 snapshots: 9 data changed\n"))
        #expect(!result.out.contains("pixels differ") && !result.out.contains("FAIL"))
    }

    @Test("A data change names the keys whose values changed, with the old and the new value")
    func dataChangeNamesItsKeys() throws {
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int"]).code == 0)
        #expect(home.run(["app", "set-quiet-hours", "23:00-06:00"]).code == 0)
        let result = home.run(["verify", out.path])
        #expect(result.code == 1)
        #expect(result.out.contains("the group's data changed since these snapshots were recorded "
            + "(quietHours: 22:00-07:00, now 23:00-06:00; streakDays: 12, now 13): that is a data change"), "\(result.out)")
    }

    @Test("An index recorded before keys were recorded (version 1) still verifies, and still reports a data change by digest")
    func versionOneIndex() throws {
        let url = file("index.json")
        var index = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        index["version"] = 1
        index["data"] = nil
        try JSONSerialization.data(withJSONObject: index, options: [.sortedKeys]).write(to: url)
        #expect(home.run(["verify", out.path]).code == 0)
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int"]).code == 0)
        let changed = home.run(["verify", out.path])
        #expect(changed.code == 1)
        #expect(changed.out.contains("the group's data changed since these snapshots were recorded: that is a data change"))
    }

    @Test("Goldens recorded with --sprites verify after the checkout moves: the index names the sheet from its own folder")
    func goldensMoveWithTheRepository() throws {
        let repository = home.folder("checkout")
        let sheet = try home.sheetWithOnePixelChanged(frameName: "adult/walk/0").folder
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: sheet, to: repository.appendingPathComponent("sprites"))
        let goldens = repository.appendingPathComponent("goldens")
        let recorded = home.run(["snapshot", "--out", goldens.path, "--sprites", repository.appendingPathComponent("sprites").path,
                                 "--entries", "0"] + SnapshotInputs.fixed)
        #expect(recorded.code == 0, "\(recorded.err)")
        let index = try SnapshotIndex.read(from: goldens)
        #expect(index.sprites == "../sprites")
        #expect(index.version == SnapshotIndex.formatVersion)

        let moved = home.folder("moved")
        try FileManager.default.moveItem(at: repository, to: moved)
        let result = home.run(["verify", moved.appendingPathComponent("goldens").path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        // Drawn with the moved sheet, not the bundled one: its changed pixel shows without it.
        try FileManager.default.removeItem(at: moved.appendingPathComponent("sprites"))
        #expect(home.run(["verify", moved.appendingPathComponent("goldens").path]).code != 0)
    }

    @Test("An index of version 1 names its sheet by an absolute path, and verifies with it")
    func versionOneSpritesPath() throws {
        let sheet = try home.sheetWithOnePixelChanged(frameName: "adult/walk/0").folder
        let goldens = home.folder("old-goldens")
        #expect(home.run(["snapshot", "--out", goldens.path, "--sprites", sheet.path, "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        let url = goldens.appendingPathComponent("index.json")
        var index = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        index["version"] = 1
        index["data"] = nil
        index["sprites"] = sheet.path
        try JSONSerialization.data(withJSONObject: index, options: [.sortedKeys]).write(to: url)
        let result = home.run(["verify", goldens.path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
    }

    @Test("Re-recording failed snapshots after a data change updates them and the index, then they verify")
    func recordFailed() throws {
        let oldDigest = try SnapshotIndex.read(from: out).digest
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int"]).code == 0)
        let recorded = home.run(["verify", out.path, "--record", "failed"])
        #expect(recorded.code == 0, "\(recorded.out)")
        #expect(recorded.out.contains("recorded large-entry-0059.txt (from the group's current data)\n"))
        #expect(recorded.out.hasSuffix("verify: 9 snapshots: 9 recorded\n"))
        let index = try SnapshotIndex.read(from: out)
        #expect(index.digest != oldDigest)
        #expect(try SnapshotText.parse(try home.text(file("small-entry-0001.txt"))).header.digest == index.digest)
        #expect(home.run(["verify", out.path]).code == 0)
    }

    @Test("A missing snapshot is an error unless recording, by option or by environment variable")
    func missingSnapshots() throws {
        let original = try Data(contentsOf: file("small-entry-0000.txt"))
        try FileManager.default.removeItem(at: file("small-entry-0000.txt"))
        let failed = home.run(["verify", out.path])
        #expect(failed.code == 1)
        #expect(failed.out.contains("MISSING small-entry-0000.txt: no such file; record it with --record missing\n"))
        #expect(failed.out.hasSuffix("verify: 9 snapshots: 8 match, 1 missing\n"))
        #expect(!FileManager.default.fileExists(atPath: file("small-entry-0000.txt").path))

        let byOption = home.run(["verify", out.path, "--record", "missing"])
        #expect(byOption.code == 0)
        #expect(byOption.out == "recorded small-entry-0000.txt (was missing)\nverify: 9 snapshots: 8 match, 1 recorded\n")
        #expect(try Data(contentsOf: file("small-entry-0000.txt")) == original)

        try FileManager.default.removeItem(at: file("large-entry-0001.txt"))
        let byVariable = home.run(["verify", out.path], adding: [RecordMode.environmentVariable: "missing"])
        #expect(byVariable.code == 0)
        #expect(byVariable.out.hasPrefix("recorded large-entry-0001.txt (was missing)\n"))
        #expect(home.run(["verify", out.path], adding: [RecordMode.environmentVariable: "never"]).code == 0)
    }

    @Test("Recording missing snapshots leaves changed ones failing; recording all rewrites every one")
    func recordModes() throws {
        let path = file("medium-entry-0001.txt")
        let original = try home.text(path)
        let grid = original.split(separator: "\n", omittingEmptySubsequences: false)
        let pixels = try #require(grid.firstIndex(of: "pixels:"))
        var lines = grid.map(String.init)
        let row = Array(lines[pixels + 5])
        lines[pixels + 5] = String(row.map { $0 == row[0] ? (row[0] == "a" ? "b" : "a") : $0 })
        try lines.joined(separator: "\n").write(to: path, atomically: true, encoding: .utf8)

        let missing = home.run(["verify", out.path, "--record", "missing"])
        #expect(missing.code == 1)
        #expect(missing.out.contains("FAIL medium-entry-0001.txt: rendering changed"))
        #expect(missing.out.contains("bounding box x 0-"))
        let all = home.run(["verify", out.path], adding: [RecordMode.environmentVariable: "all"])
        #expect(all.code == 0)
        #expect(all.out.components(separatedBy: "recorded ").count - 1 == 9)
        #expect(try home.text(path) == original)
    }

    @Test("A damaged snapshot fails with its file and line; a damaged index stops with its field")
    func damagedFiles() throws {
        try "widget-tui snapshot 1\nfamily: systemHuge\n".write(to: file("small-entry-0001.txt"), atomically: true, encoding: .utf8)
        let damaged = home.run(["verify", out.path])
        #expect(damaged.code == 1)
        #expect(damaged.out.contains("FAIL small-entry-0001.txt: cannot read the snapshot: \(file("small-entry-0001.txt").path): line "))

        let indexURL = file("index.json")
        let index = try home.text(indexURL)
        try index.replacingOccurrences(of: "\"entry\" : 59", with: "\"entry\" : \"59\"").write(to: indexURL, atomically: true, encoding: .utf8)
        let badType = home.run(["verify", out.path])
        #expect(badType.code == 1)
        #expect(badType.err.contains("\(indexURL.path): snapshots[2].entry: expected Int"))

        try index.replacingOccurrences(of: "\"small-entry-0000.txt\"", with: "\"../escape.txt\"").write(to: indexURL, atomically: true, encoding: .utf8)
        let escape = home.run(["verify", out.path, "--record", "all"])
        #expect(escape.code == 1)
        #expect(escape.err.contains("\(indexURL.path): snapshots[0].file '../escape.txt' is not a name widget-tui gives a snapshot"))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("escape.txt").path))

        try index.prefix(40).write(to: indexURL, atomically: true, encoding: .utf8)
        let truncated = home.run(["verify", out.path])
        #expect(truncated.code == 1)
        #expect(truncated.err.contains("\(indexURL.path): invalid JSON at byte 40: "))

        let noSnapshots = try #require(index.range(of: "\"snapshots\" : ["))
        let end = try #require(index.range(of: "],", range: noSnapshots.upperBound..<index.endIndex))
        try index.replacingCharacters(in: noSnapshots.lowerBound..<end.upperBound, with: "\"snapshots\" : [],")
            .write(to: indexURL, atomically: true, encoding: .utf8)
        let empty = home.run(["verify", out.path])
        #expect(empty.code == 1)
        #expect(empty.err.contains("\(indexURL.path): snapshots is empty, so there is nothing to verify"))

        try FileManager.default.removeItem(at: indexURL)
        let noIndex = home.run(["verify", out.path])
        #expect(noIndex.code == 1)
        #expect(noIndex.err.contains("\(indexURL.path): no snapshot index; record the folder with `widget-tui snapshot --out"))
    }

    @Test("Record modes are checked by name, from the option and from the environment")
    func badRecordModes() {
        let option = home.run(["verify", out.path, "--record", "some"])
        #expect(option.code == 64)
        #expect(option.err.contains("--record: 'some' is not one of never, missing, failed, all"))
        let variable = home.run(["verify", out.path], adding: [RecordMode.environmentVariable: "yes"])
        #expect(variable.code == 64)
        #expect(variable.err.contains("WIDGET_TUI_RECORD='yes' is not one of never, missing, failed, all"))
        #expect(home.run(["verify"]).err.contains("verify needs DIR (the snapshot folder)"))
    }
}
