import Foundation
import FrameOutput
import PNGCodec
import PetRenderer
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// The committed goldens: the demo group at 2026-11-29T12:00:00Z in UTC, entries 0, 1, 59, 299
/// and 23:00 (night) in all three families (`snapshots`), and entries 0 and 59 of every Live
/// Activity surface of pet 1 (`surfaces`), and the same moments of the medium widget in the accented
/// rendering mode (`accented`); and a home_widget container's stored picture, small and medium,
/// accented (`home-widget`, recorded before version 3), and the same as `snapshot` records it today,
/// each key with its type and the card drawn at the device's resolution per family
/// (`home-widget-images`), from the container `homeWidgetContainer` writes. After an intended
/// rendering change, re-record with
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

    /// `Fixtures/images/flutter-card.png`, 24x12, as `renderFlutterWidget` renders a card: opaque
    /// blue with a yellow sun and white lines of text, its corners transparent, their neighbours half.
    static let cardColors: Set = [RGB(0x3b, 0x6f, 0xd4), RGB(0xf5, 0xc5, 0x18), RGB(0xff, 0xff, 0xff)]

    /// The container the `home-widget` goldens were recorded from: a home_widget app's title and
    /// the card it saved, with no `items`, so the home widget is the picture.
    static func homeWidgetContainer(_ home: AppTestHome) throws {
        let card = try #require(Bundle.module.url(forResource: "flutter-card", withExtension: "png", subdirectory: "Fixtures/images"))
        let app = try HomeWidgetApp(home)
        try app.saveWidgetData("title", .string("Rainy, 12°C"))
        try app.saveFile("card", try Data(contentsOf: card), extension: "png", storedAs: .device)
    }

    @Test("The committed home_widget goldens: the container's picture, accented, small and medium")
    func homeWidgetGoldensAreFixed() throws {
        let index = try SnapshotIndex.read(from: try Self.folder("home-widget"))
        #expect(index.group == HomeWidgetApp.group && index.mode == .accented && index.accentedImages == nil)
        #expect(index.snapshots.map(\.file) == ["small-entry-0000.txt", "medium-entry-0000.txt"])
        #expect(index.data?["card"] == "home_widget/card.png, a 24x12 PNG" && index.data?["title"] == "\"Rainy, 12°C\"")
    }

    @Test("The committed home_widget goldens, both forms, verify against the container",
          arguments: [("home-widget", "verify: 2 snapshots: 2 match\n"),
                      ("home-widget-images", "verify: 2 snapshots and 2 images: 4 match; 2 keys: none changed\n")])
    func homeWidgetGoldensVerify(folder: String, summary: String) throws {
        let home = try AppTestHome()
        try Self.homeWidgetContainer(home)
        let result = home.run(["verify", try Self.folder(folder).path])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasSuffix(summary), "\(result.out)")
    }

    /// Against the same moment drawn in full colour on a dark background (the card holds no
    /// black): every pixel where the card is opaque, whatever its colour, is one white letter.
    @Test("In the home_widget goldens the whole card is one white silhouette: its sun and text are gone",
          arguments: [("small", "small-entry-0000.txt"), ("medium", "medium-entry-0000.txt")])
    func homeWidgetGoldensShowASilhouette(family: String, file: String) throws {
        let home = try AppTestHome()
        try Self.homeWidgetContainer(home)
        let drawn = home.run(["render", "--group", HomeWidgetApp.group, "--family", family, "--entry", "0", "--format", "text",
                              "--appearance", "dark", "--now", "2026-11-29T12:00:00Z", "--tz", "UTC"])
        #expect(drawn.code == 0 && drawn.err.isEmpty, "\(drawn.err)")
        let full = try SnapshotText.parse(drawn.out)
        let accented = try SnapshotText.parse(try String(contentsOf: try Self.folder("home-widget").appendingPathComponent(file), encoding: .utf8))
        let card = zip(full.canvas.pixels, accented.canvas.pixels).filter { Self.cardColors.contains(full.palette[$0.0]) }
        #expect(Set(card.map { full.palette[$0.0] }) == Self.cardColors)
        #expect(card.count > 300)
        #expect(Set(card.map(\.1)).count == 1)
        #expect(card.first.map { accented.palette[$0.1] } == RGB(0xff, 0xff, 0xff))
        // Around it, the system's background, one letter.
        let outside = zip(full.canvas.pixels, accented.canvas.pixels).filter { full.palette[$0.0] == RGB(0, 0, 0) }.map(\.1)
        #expect(!outside.isEmpty && Set(outside).count == 1 && !outside.contains(card[0].1))
    }

    /// What `snapshot` records of another app's data today (index version 3), accented: each key
    /// with its type and value, the home widget's one entry, and the card drawn at the device's
    /// resolution per family (`StoredImageDrawing`, 3x on 393x852).
    @Test("The committed home_widget image goldens: keys, one entry per family, the card per family, accented")
    func homeWidgetImageGoldensAreFixed() throws {
        let index = try SnapshotIndex.read(from: try Self.folder("home-widget-images"))
        #expect(index.isGeneric && index.mode == .accented && index.group == HomeWidgetApp.group)
        #expect(index.snapshots.map(\.file) == ["small-entry-0000.txt", "medium-entry-0000.txt"])
        #expect(index.images?.map(\.file) == ["small-image-card.png", "medium-image-card.png"])
        #expect(index.data == ["card": "String file home_widget/card.png", "title": "String Rainy, 12°C"])
    }

    /// On a tinted or clear Home Screen the card, a raster picture with no accented rendering
    /// mode, is one white shape on the system's background: none of its blue, its sun or its text.
    @Test("In the home_widget image goldens the card at the device's resolution is one white silhouette",
          arguments: [("small-image-card.png", 474, 474), ("medium-image-card.png", 1014, 474)])
    func homeWidgetImageGoldensShowASilhouette(file: String, width: Int, height: Int) throws {
        let image = try PNGCodec.read(from: try Self.folder("home-widget-images").appendingPathComponent(file), limit: .snapshotImage)
        #expect((image.width, image.height) == (width, height))
        var counts: [RGB: Int] = [:]
        for y in 0..<image.height { for x in 0..<image.width { counts[image.rgba(x: x, y: y).0, default: 0] += 1 } }
        let white = RGB(0xff, 0xff, 0xff)
        // The card, 24x12, fills the width at the middle: its centre is white, the corner the system's background.
        #expect(image.rgba(x: width / 2, y: height / 2).0 == white)
        let background = image.rgba(x: 0, y: 0).0
        #expect(background != white)
        #expect(counts[white, default: 0] > width * height / 5)
        // No colour of the card's own, and nothing but the background, the white and their blend at the card's soft corners.
        #expect(counts.keys.allSatisfy { !Self.cardColors.subtracting([white]).contains($0) }, "\(counts.keys)")
        #expect(counts.count <= 3, "\(counts)")
    }
}
