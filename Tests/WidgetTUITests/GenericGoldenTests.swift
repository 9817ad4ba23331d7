import Foundation
import PNGCodec
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// Goldens of another app's widget data (a suite without `items`, a home_widget app's): each key
/// with its type and value, and each stored image drawn as the widget shows it per family, so a
/// changed image fails verify with pictures, and an added, removed or retyped key fails, named.
@Suite("Goldens of another app's data")
struct GenericGoldenTests {
    /// A 12x12 PNG of many colours, as renderFlutterWidget stores a picture of a Flutter widget.
    static func picture(changing pixel: (x: Int, y: Int)? = nil) throws -> Data {
        var pixels: [UInt8] = []
        for y in 0..<12 {
            for x in 0..<12 { pixels += [UInt8(x * 20), UInt8(y * 20), UInt8((x + y) * 10), 255] }
        }
        if let pixel { pixels[(pixel.y * 12 + pixel.x) * 4] = 255 - pixels[(pixel.y * 12 + pixel.x) * 4] }
        return try PNGCodec.encode(RGBAImage(width: 12, height: 12, pixels: pixels))
    }

    static let group = ["--group", HomeWidgetApp.group]

    func recorded() throws -> (home: AppTestHome, app: HomeWidgetApp, out: URL) {
        let home = try AppTestHome()
        let app = try HomeWidgetApp.typical(home, png: try Self.picture(), jpeg: try HomeWidgetApp.jpegFixture())
        let out = home.folder("goldens")
        let result = home.run(["snapshot", "--out", out.path] + Self.group + SnapshotInputs.fixed)
        try #require(result.code == 0, "\(result.err)")
        #expect(result.out == "wrote 3 snapshots, 3 images and index.json with 11 keys of another app's data to \(out.path)\n")
        #expect(result.err.isEmpty, "\(result.err)")
        return (home, app, out)
    }

    @Test("The index records each key with its type and value, and each image drawn at the widget's size and scale per family")
    func recordsKeysAndImages() throws {
        let (home, _, out) = try recorded()
        defer { withExtendedLifetime(home) {} }
        let index = try SnapshotIndex.read(from: out)
        // The home widget's frames, the picture at the pet widget's scale, and the images at the device's.
        #expect(index.isGeneric && index.snapshots.count == 3)
        let data = try #require(index.data)
        #expect(data["title"] == "String Hi")
        #expect(data["counter"] == "Int 42")
        #expect(data["isRaining"] == "Bool true")
        #expect(data["temperature"] == "Double 12.5")
        #expect(data["payload"]?.hasPrefix("Data 4 bytes fnv1a64:") == true)
        #expect(data["dashIcon"] == "String file home_widget/dashIcon.png")
        // A JPEG is not drawn: its file is recorded by its digest.
        #expect(data["photo (file)"]?.hasPrefix("JPEG 24x16, ") == true, "\(data)")
        #expect(index.images?.map(\.file) == ["small-image-dashIcon.png", "medium-image-dashIcon.png", "large-image-dashIcon.png"])
        // 393x852 at 3x: the small widget is 158 points square, the medium 338x158.
        let small = try PNGCodec.read(from: out.appendingPathComponent("small-image-dashIcon.png"), limit: .snapshotImage)
        #expect((small.width, small.height) == (474, 474))
        let medium = try PNGCodec.read(from: out.appendingPathComponent("medium-image-dashIcon.png"), limit: .snapshotImage)
        #expect((medium.width, medium.height) == (1014, 474))
        // Scaled to fit and centred over the background (white in light appearance), its first pixel in the middle.
        #expect(medium.rgba(x: 0, y: 0) == (RGB(0xff, 0xff, 0xff), 255))
        #expect(medium.rgba(x: 270, y: 0) == (RGB(0, 0, 0), 255))
    }

    @Test("A folder just recorded verifies, from any place the repository is moved to")
    func verifies() throws {
        let (home, _, out) = try recorded()
        let result = home.run(["verify", out.path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out == "verify: 3 snapshots and 3 images: 6 match; 11 keys: none changed\n")
    }

    @Test("One pixel of the stored image changed fails verify with expected, actual and diff pictures")
    func onePixelOfTheImage() throws {
        let (home, app, out) = try recorded()
        try GroupWriter(container: app.container).writeFile("home_widget/dashIcon.png", contents: try Self.picture(changing: (5, 7)))
        let artifacts = home.folder("artifacts")
        let result = home.run(["verify", out.path, "--artifacts", artifacts.path])
        #expect(result.code == 1)
        #expect(result.out.contains("FAIL medium-image-dashIcon.png: image changed: "), "\(result.out)")
        #expect(!result.out.contains("KEY "))
        for kind in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("medium-image-dashIcon-\(kind).png").path))
        }
        let page = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("medium-image-dashIcon-diff.png"))
        // Accepted as meant, it verifies again.
        #expect(home.run(["verify", out.path, "--record", "failed"]).code == 0)
        #expect(home.run(["verify", out.path]).code == 0)
    }

    @Test("A key's value changed, retyped, added or removed fails verify naming the key")
    func keysNamed() throws {
        let (home, app, out) = try recorded()
        try app.saveWidgetData("title", .string("Hello"))
        try app.saveWidgetData("counter", .string("42"))
        try app.saveWidgetData("added", .bool(false))
        _ = try GroupWriter(container: app.container).removeValue(forKey: "message")
        let result = home.run(["verify", out.path, "--junit", home.folder("verify.xml").path])
        #expect(result.code == 1)
        #expect(result.out.contains("KEY title: String Hi, now String Hello\n"), "\(result.out)")
        #expect(result.out.contains("KEY counter: Int 42, now String 42\n"))
        #expect(result.out.contains("KEY added: absent, now Bool false\n"))
        #expect(result.out.contains("KEY message: String Rainy, 12°C, now absent\n"))
        #expect(result.out.hasSuffix("verify: 3 snapshots and 3 images: 6 match; 11 keys: 4 changed\n"), "\(result.out)")
        let junit = try String(contentsOf: home.folder("verify.xml"), encoding: .utf8)
        #expect(junit.contains("name=\"key counter\""))
        #expect(home.run(["verify", out.path, "--record", "failed"]).code == 0)
        #expect(home.run(["verify", out.path]).out == "verify: 3 snapshots and 3 images: 6 match; 11 keys: none changed\n")
    }
}

extension GenericGoldenTests {
    /// issue 40: the home widget's frames are drawn at the entries widget-tui models for that
    /// app's widget, one of the data stored at `--now` (`StoredDataTimeline`), not at the pet
    /// provider's entries 0, 1 and 299 (three copies of one picture); an entry past it is refused.
    @Test func theHomeWidgetsFramesAreItsOneEntryNotThePetProvidersEntries() throws {
        let (home, _, out) = try recorded()
        let index = try SnapshotIndex.read(from: out)
        #expect(index.snapshots.map(\.file) == ["small-entry-0000.txt", "medium-entry-0000.txt", "large-entry-0000.txt"])
        #expect(index.snapshots.map(\.date) == Array(repeating: SnapshotInputs.now, count: 3))
        let more = home.folder("more")
        let refused = home.run(["snapshot", "--out", more.path, "--entries", "0,1"] + Self.group + SnapshotInputs.fixed)
        #expect(refused.code == ExitCode.usage && refused.out.isEmpty, "\(refused.err)")
        #expect(refused.err.hasPrefix("widget-tui snapshot: --entries: entry 1 is past the timeline's last entry 0 ("), "\(refused.err)")
        // Where the limit comes from is the point: not --count, which that widget's timeline does not follow.
        #expect(!refused.err.contains("--count"), "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: more.appendingPathComponent("index.json").path))
    }
}
