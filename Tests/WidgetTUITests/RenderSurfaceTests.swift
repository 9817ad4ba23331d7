import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUI

@Suite("widget-tui render --surface")
struct RenderSurfaceTests {
    static let fixed = ["render", "--now", "2026-11-29T12:00:00Z", "--tz", "UTC"]

    @Test("Each Live Activity surface renders in text, JSON and ANSI, the three showing the same frame",
          arguments: LiveActivitySurface.allCases)
    func eachSurfaceInEachFormat(surface: LiveActivitySurface) throws {
        let home = try AppTestHome()
        let options = Self.fixed + ["--surface", surface.argument, "--entry", "59"]
        let text = home.run(options + ["--format", "text"])
        let json = home.run(options + ["--format", "json"])
        let ansi = home.run(options + ["--format", "ansi", "--colors", "truecolor"])
        #expect([text.code, json.code, ansi.code] == [0, 0, 0], "\(text.err)\(json.err)\(ansi.err)")

        let snapshot = try SnapshotText.parse(text.out)
        let size = surface.canvasSize(RenderSettings(timeZone: .gmt))
        #expect(snapshot.header.surface == surface && snapshot.header.family == nil)
        #expect((snapshot.canvas.width, snapshot.canvas.height) == size)
        #expect(snapshot.header.entryIndex == 59 && snapshot.header.date == Date(timeIntervalSince1970: 1_795_953_600 + 295))

        let document = try JSONDecoder().decode(FrameDocument.self, from: Data(json.out.utf8))
        #expect(document.surface == surface && document.family == nil)
        #expect(document.digest == snapshot.header.digest && document.entry == 59)
        #expect(document.rows == text.out.components(separatedBy: "pixels:\n")[1].split(separator: "\n").map(String.init))
        #expect(document.palette.map(\.color) == snapshot.palette.colors.map(\.hex))

        let lines = ansi.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == (size.height + 1) / 2 + 2 && lines.last == "")
        #expect(ansi.out.contains("\u{1b}[38;2;") || ansi.out.contains("\u{1b}[48;2;"))
        #expect(lines[lines.count - 2] == "\(surface.argument) · \(size.width)x\(size.height) px · entry 59 · 2026-11-29T12:04:55Z UTC · Mochi")
    }

    @Test("Dynamic Island surfaces are refused on a device without one, with the reason; the Lock Screen is drawn there")
    func islandSurfacesNeedAnIsland() throws {
        let home = try AppTestHome()
        for surface in ["compact-leading", "compact-trailing", "minimal", "expanded"] {
            let render = home.run(Self.fixed + ["--surface", surface, "--device", "375x667", "--format", "text"])
            #expect(render.code == 64, "\(surface)")
            #expect(render.out.isEmpty)
            #expect(render.err.contains("--surface \(surface): the 375x667 screen has no Dynamic Island: there a Live Activity shows "
                + "on the Lock Screen and, when it alerts, as a banner at the top of the screen"), "\(render.err)")
        }
        let snapshot = home.run(["snapshot", "--out", home.folder("shots").path, "--surface", "home,minimal", "--device", "414x736"]
            + SnapshotInputs.fixed)
        #expect(snapshot.code == 64)
        #expect(snapshot.err.contains("--surface minimal: the 414x736 screen has no Dynamic Island"))
        #expect(!FileManager.default.fileExists(atPath: home.folder("shots").path))
        #expect(home.run(Self.fixed + ["--surface", "lock-screen", "--device", "375x667", "--format", "text"]).code == 0)
    }

    @Test("The HIG's 414x736 row is a device: small 159x159, medium 348x157, large 348x357 points")
    func plusSizedDevice() throws {
        let home = try AppTestHome()
        for (family, canvas) in [("small", "159x159"), ("medium", "348x157"), ("large", "348x357")] {
            let result = home.run(Self.fixed + ["--device", "414x736", "--family", family, "--scale", "1", "--format", "text"])
            #expect(result.code == 0, "\(result.err)")
            #expect(result.out.contains("\ncanvas: \(canvas)\n"), "\(family)")
        }
    }

    @Test("The home widget is the default surface, and naming it changes nothing in any format")
    func homeIsTheDefault() throws {
        let home = try AppTestHome()
        for format in ["text", "json", "ansi"] {
            let plain = home.run(Self.fixed + ["--entry", "3", "--format", format, "--colors", "256"])
            let named = home.run(Self.fixed + ["--surface", "home", "--entry", "3", "--format", format, "--colors", "256"])
            #expect(plain.code == 0 && named.code == 0)
            #expect(named.out == plain.out, "\(format)")
        }
        let text = home.run(Self.fixed + ["--format", "text"]).out
        #expect(text.contains("\nfamily: systemMedium\n") && !text.contains("surface:"))
        #expect(!home.run(Self.fixed + ["--format", "json"]).out.contains("\"surface\""))
    }

    @Test("A surface at an entry's date is that entry; --pet chooses whose Live Activity it shows")
    func datesAndPets() throws {
        let home = try AppTestHome()
        let entry = home.run(Self.fixed + ["--surface", "lock-screen", "--entry", "7"])
        let at = home.run(Self.fixed + ["--surface", "lock-screen", "--at", "2026-11-29T12:00:35Z"])
        #expect(entry.code == 0 && at.out == entry.out)
        #expect(!at.err.contains("iOS shows"), "which entry the widget shows says nothing of a Live Activity")
        let between = try SnapshotText.parse(home.run(Self.fixed + ["--surface", "lock-screen", "--at", "2026-11-29T12:00:37Z"]).out)
        #expect(between.header.entryIndex == nil)

        let first = try SnapshotText.parse(home.run(Self.fixed + ["--surface", "expanded", "--pet", "1"]).out)
        let second = try SnapshotText.parse(home.run(Self.fixed + ["--surface", "expanded", "--pet", "2"]).out)
        #expect(first.header.digest != second.header.digest)
        #expect(first.pixelDifferences(from: second)?.isEmpty == false)

        let missing = home.run(Self.fixed + ["--surface", "minimal", "--pet", "9"])
        #expect(missing.code == 1)
        #expect(missing.err.contains("items holds 5 pets, so there is no pet 9"))
    }

    @Test("Bad surface options are usage errors naming the option, before the group is read", arguments: [
        (["--surface", "notch"], "--surface: 'notch' is not one of home, lock-screen, compact-leading, compact-trailing, minimal, expanded"),
        (["--surface", "minimal", "--placeholder"], "--placeholder: the placeholder is the home widget's; --surface minimal has none"),
        (["--surface", "lock-screen", "--pet", "0"], "--pet: '0' is not a pet number from 1"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let home = try AppTestHome()
        let result = home.run(["render"] + arguments)
        #expect(result.code == 64)
        #expect(result.err.hasPrefix("widget-tui render: \(message)"), "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home.groupsRoot.path))
    }
}

/// `--pet N` names a pet of the group's items on every surface: one that is not there is the same
/// error, exit 1, whether the surface drawn shows a pet (a Live Activity) or not (the home widget).
@Suite struct PetArgumentEverySurfaceTests {
    @Test func aPetThatIsNotThereIsTheSameErrorOnEverySurface() throws {
        let home = try AppTestHome()
        let json = Data(#"[{"name":"Mochi","stage":"adult","valueA":1,"valueB":2,"valueC":3}]"#.utf8)
        #expect(home.run(["app", "update-items", "-"], stdin: json).code == 0)
        let fixed = ["--now", "2026-11-29T12:00:00Z", "--tz", "UTC", "--pet", "9"]
        let lock = home.run(["render", "--surface", "lock-screen"] + fixed)
        let widget = home.run(["render"] + fixed)
        let snapshot = home.run(["snapshot", "--out", home.url.appendingPathComponent("snaps").path, "--count", "2"] + fixed)
        #expect(lock.code == 1)
        #expect(lock.err.contains("items holds 1 pet, so there is no pet 9"), "\(lock.err)")
        for result in [widget, snapshot] {
            #expect(result.code == lock.code)
            #expect(result.err.contains("items holds 1 pet, so there is no pet 9"), "\(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("snaps").path))
    }
}
