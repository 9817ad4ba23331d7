import Foundation
import FrameOutput
import PetRenderer
import PNGCodec
import SharedData
import Testing
@testable import WidgetTUIKit
import Doctor

/// The preview on a container that is not the pet widget's: a home_widget app's, with strings,
/// numbers, a boolean, a `renderFlutterWidget` PNG under `home_widget/` stored as its absolute
/// path, a blank one stored as a `file://` URL, and no `items` key.
@Suite struct GenericContainerViewTests {
    static let group = "group.com.example.flutter"
    static let red = RGB(0xff, 0x00, 0x00), blue = RGB(0x00, 0x00, 0xff)

    /// A 20x10 PNG: red on the left half, blue on the right.
    static func dashboard() throws -> Data {
        let pixels = (0..<10).flatMap { _ in (0..<20).flatMap { x -> [UInt8] in x < 10 ? [0xff, 0, 0, 0xff] : [0, 0, 0xff, 0xff] } }
        return try PNGCodec.encode(RGBAImage(width: 20, height: 10, pixels: pixels))
    }

    /// The home_widget app's container, written as the app writes it: its files, then its suite.
    func flutterGroup(_ home: TestGroup) throws -> GroupContainer {
        let options = try home.options(group: Self.group)
        let container = try HostApp.createGroup(GroupIdentifier(Self.group), with: GroupLoader(options).locator).container
        let folder = container.url.appendingPathComponent("home_widget", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.dashboard().write(to: folder.appendingPathComponent("dashboard.png"))
        try PNGCodec.encode(RGBAImage(width: 8, height: 8, pixels: [UInt8](repeating: 0, count: 256)))
            .write(to: folder.appendingPathComponent("logo.png"))
        let app = HostApp(locate: { container }, source: options.source, environment: [:], reloadKind: nil, reloads: false,
                          lockTimeout: .seconds(10))
        let values: [(String, PlistValue)] = [
            ("title", .string("Hello from Flutter")),
            ("counter", .int(42)),
            ("enabled", .bool(true)),
            ("note", .string("line one\nline two, a note long enough that the value column cannot hold it")),
            ("dashboard", .string(folder.appendingPathComponent("dashboard.png").path)),
            ("logo", .string("file://" + folder.appendingPathComponent("logo.png").path)),
        ]
        for (key, value) in values { _ = try app.set(value, forKey: key) }
        return container
    }

    func session(_ home: TestGroup, size: TerminalSize = TerminalSize(columns: 60, rows: 24), kind: String? = nil) throws -> PreviewSession {
        var settings = PreviewFixtures.settings
        settings.family = .systemSmall
        settings.pointsPerPixel = 10
        let source = try home.source(group: Self.group, render: RenderOptions(settings: settings, timeZoneName: "UTC"))
        let state = PreviewState(groupIdentifier: source.groupIdentifier, kind: kind ?? source.kind, settings: settings, colorMode: .truecolor,
                                 terminalSize: size, wallNow: PreviewFixtures.start, start: .paused(at: PreviewFixtures.start),
                                 autoFitsScale: false, kindGiven: kind != nil)
        return PreviewSession(state: state, source: source)
    }

    @Test func aHomeWidgetContainerShowsItsKeysAndDrawsItsImagesAtTheFamilysSize() throws {
        let home = try TestGroup()
        _ = try flutterGroup(home)
        let screen = try session(home).screen()
        let expected = [
            " group.com.example.flutter  6 keys, 2 images, not the pet w…",
            " entry 0 of 1  12:00:00  paused  reloads 0/70  next entry: …",
            " scale 10 pt/px  host app cold                              ",
            " ┌─ dashboard ────┐ ┌─ logo ─────────┐                      ",
            " │                │ │                │                      ",
            " │                │ │                │                      ",
            " │                │ │                │                      ",
            " │                │ │                │                      ",
            " │                │ │                │                      ",
            " │                │ │                │                      ",
            " │                │ │                │                      ",
            " │                │ │                │                      ",
            " └────────────────┘ └─ blank ────────┘                      ",
            " key        type    value                                   ",
            " counter    Int     42                                      ",
            " dashboard  String  home_widget/dashboard.png, a 20x10 PNG  ",
            " enabled    Bool    true                                    ",
            " logo       String  home_widget/logo.png, blank             ",
            " note       String  \"line one\\u{0A}line two, a note long e… ",
            " title      String  \"Hello from Flutter\"                    ",
            "                                                            ",
            "                                                            ",
            "                                                            ",
            " ? keys  q quit                                             ",
        ]
        #expect(screen.plainText == expected.joined(separator: "\n"))
        // The dashboard, 20x10 pixels, is scaled to the 16-pixel-wide canvas, 8 pixels high: four
        // rows of cells, red then blue, centred in the frame; the blank logo leaves its frame empty.
        let inner = (1...8).map { row in (2...17).map { screen[$0, 3 + row] } }
        let painted = inner.enumerated().filter { $0.element.contains { $0 != .blank } }.map(\.offset)
        #expect(painted == [2, 3, 4, 5])
        #expect(inner[2][0] == Cell(" ", background: .rgb(Self.red)))
        #expect(inner[2][15] == Cell(" ", background: .rgb(Self.blue)))
        #expect((21...36).allSatisfy { x in (4...11).allSatisfy { screen[x, $0] == .blank } })
        #expect(screen[23, 12].style == .bold)
    }

    @Test func theFullTextOfEveryValueAndImageIsOneKeyAway() throws {
        let home = try TestGroup()
        _ = try flutterGroup(home)
        let session = try session(home, size: TerminalSize(columns: 100, rows: 30))
        session.send(.key(.character("i")))
        let text = session.screen().plainText
        #expect(text.contains("full text"))
        #expect(text.contains("note (String): \"line one\\u{0A}line two, a note long enough that the value column cannot hold"))
        #expect(text.contains("logo: home_widget/logo.png: a 8x8 PNG, blank: every pixel transparent"))
        #expect(text.contains("dashboard: home_widget/dashboard.png: a 20x10 PNG"))
        // The values are what the app stored; the accounts of the images name them in the container.
        #expect(text.contains("logo (String):"))
        session.send(.key(.escape))
        #expect(!session.screen().plainText.contains("full text"))
    }

    @Test func theViewFollowsTheAppsWritesAndHasNoPetButtons() throws {
        let home = try TestGroup()
        let container = try flutterGroup(home)
        let session = try session(home)
        #expect(session.state.buttons.isEmpty)
        let app = HostApp(locate: { container }, source: try home.options(group: Self.group).source, environment: [:], reloadKind: nil,
                          lockTimeout: .seconds(10))
        _ = try app.set(.int(43), forKey: "counter")
        session.pollContainer()
        #expect(session.screen().text(row: 14) == " counter    Int     43                                      ")
    }

    @Test func aBlankOrOversizedImageIsFlaggedAndAMissingOneNamed() throws {
        let home = try TestGroup()
        let container = try flutterGroup(home)
        let reader = GroupReader(container: container)
        let big = RGBAImage(width: 1300, height: 10, pixels: [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0xff].repeated(650 * 10))
        try PNGCodec.encode(big).write(to: container.url.appendingPathComponent("home_widget/wide.png"))
        let data = GenericWidgetData(values: PlistDictionary(["wide": .string("home_widget/wide.png"), "gone": .string("home_widget/gone.png")]),
                                     reader: reader, device: .default)
        // The one that can be drawn first.
        #expect(data.images.map(\.key) == ["wide", "gone"])
        #expect(data.images.map(\.flag) == ["oversized", "missing"])
        #expect(data.images[0].detail.contains("larger than the large widget"))
        #expect(data.images[0].picture.map { [$0.width, $0.height] } == [338, 3])
    }

    @Test func anUnreadableImageIsDetailedWithoutTheContainerWhateverItsPath() throws {
        let home = try TestGroup(suffix: #"-home\u{7F}"#)
        let container = try flutterGroup(home)
        try FileManager.default.createSymbolicLink(atPath: container.url.appendingPathComponent("home_widget/linked.png").path,
                                                   withDestinationPath: "dashboard.png")
        let data = GenericWidgetData(values: PlistDictionary(["linked": .string("home_widget/linked.png")]),
                                     reader: GroupReader(container: container), device: .default)
        #expect(data.images.map(\.flag) == ["unreadable"])
        #expect(data.images.first?.detail == "linked: home_widget/linked.png: home_widget/linked.png: a symbolic link to dashboard.png; "
            + "widget-tui follows no links in a container, nor in a path it writes to", "\(data.images.first?.detail ?? "")")
    }

    /// doctor, check and the preview examine a stored image through one `StoredImage`, so they
    /// agree on what blank is: every pixel transparent. An image of one colour shows something;
    /// the preview flagged it "blank" while doctor and check passed it.
    @Test func doctorCheckAndThePreviewAgreeOnWhatIsBlank() throws {
        let home = try TestGroup()
        let container = try flutterGroup(home)
        let reader = GroupReader(container: container)
        let solid = RGBAImage(width: 4, height: 4, pixels: Array([UInt8]([0xAA, 0x20, 0x30, 0xff]).repeated(16)))
        try PNGCodec.encode(solid).write(to: container.url.appendingPathComponent("home_widget/solid.png"))
        let paths = ["solid": "home_widget/solid.png", "logo": "home_widget/logo.png"]

        #expect(StoredImage.blankness(solid) == .oneColour(RGB(0xAA, 0x20, 0x30)))
        let data = GenericWidgetData(values: PlistDictionary(paths.mapValues(PlistValue.string)), reader: reader, device: .default)
        #expect(data.images.map(\.key) == ["logo", "solid"])
        #expect(data.images.map(\.flag) == ["blank", "one colour"])
        #expect(data.images[1].detail == "solid: home_widget/solid.png: a 4x4 PNG, every pixel #AA2030")

        let inspection = ImageInspection(reader: reader, device: .default)
        let doctorSays = paths.mapValues { inspection.findings(key: "k", storedPath: $0).map(\.message) }
        #expect(doctorSays["logo"] == ["a 8x8 PNG at home_widget/logo.png is blank: every pixel is transparent, so the widget shows nothing"])
        #expect(doctorSays["solid"] == ["a 4x4 PNG at home_widget/solid.png, inside the container"])

        let app = HostApp(locate: { container }, source: try home.options(group: Self.group).source, environment: [:], reloadKind: nil,
                          reloads: false, lockTimeout: .seconds(10))
        _ = try app.set(.string(paths["solid"]!), forKey: "solid")
        let check = StoredImageCheck.run(reader: reader, device: .default)
        #expect(check.status == .fail)
        #expect(check.reason == "logo: a 8x8 PNG at home_widget/logo.png is blank: every pixel is transparent, so the widget shows nothing")
    }
}

extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}

extension GenericContainerViewTests {
    @Test("An image not drawn is counted in the singular when it is one")
    func oneMoreImageAndKey() throws {
        let home = try TestGroup()
        let container = try flutterGroup(home)
        try Self.dashboard().write(to: container.url.appendingPathComponent("home_widget/third.png"))
        let app = HostApp(locate: { container }, source: try home.options(group: Self.group).source, environment: [:], reloadKind: nil,
                          reloads: false, lockTimeout: .seconds(10))
        _ = try app.set(.string("home_widget/third.png"), forKey: "third")
        // Two frames of 18 columns fit 40 columns.
        let text = try session(home, size: TerminalSize(columns: 40, rows: 22)).screen().plainText
        #expect(text.contains("1 more image not drawn"), "\(text)")
    }

    @Test("The message and the status line count one entry in the singular")
    func oneEntry() {
        let content = PreviewFixtures.content(count: 1)
        let state = update(PreviewFixtures.state(content: content), [.key(.character("r")), .timelineBuilt(content, .reloadKey)]).state
        #expect(state.message?.text.hasPrefix("reloadTimelines (r): 1 entry from ") == true, "\(state.message?.text ?? "")")
        let before = PreviewFixtures.state(.paused(at: PreviewFixtures.start.addingTimeInterval(-60)), content: content)
        #expect(PreviewStatus.position(before, night: nil).hasPrefix("placeholder (1 entry)"))
    }
}

extension GenericContainerViewTests {
    /// Another app's status lines say what is known of that app: its keys and images, and its kind
    /// when `--kind` names it; not the pet widget's kind, or its entries and reload policy: the one
    /// entry modelled for that widget (`StoredDataTimeline`), the next coming with the app's reload.
    @Test func theStatusLinesOfAnotherAppsContainerSayWhatIsKnownOfIt() throws {
        let home = try TestGroup()
        _ = try flutterGroup(home)
        let named = try session(home, size: TerminalSize(columns: 100, rows: 24), kind: "HomeWidgetExample").screen()
        #expect(named.text(row: 0).hasPrefix(" group.com.example.flutter  kind HomeWidgetExample  6 keys, 2 images, not the pet widget's  "),
                "\(named.text(row: 0))")
        let position = named.text(row: 1)
        #expect(position.hasPrefix(" entry 0 of 1  ") && !position.contains("night") && !position.contains("reload ."), "\(position)")
        let unnamed = try session(home, size: TerminalSize(columns: 100, rows: 24)).screen().text(row: 0)
        #expect(!unnamed.contains("kind "), "\(unnamed)")
    }
}


extension GenericContainerViewTests {
    /// What that widget shows comes first: the images its keys name that can be drawn, in the keys'
    /// order, then those that cannot; a file the app shares that is not an image is no image, and
    /// not counted among those not drawn.
    @Test func theImagesThatCanBeDrawnComeFirstAndAFileThatIsNotAnImageIsNotOne() throws {
        let home = try TestGroup()
        let options = try home.options(group: Self.group)
        let container = try HostApp.createGroup(GroupIdentifier(Self.group), with: GroupLoader(options).locator).container
        let folder = container.url.appendingPathComponent("home_widget", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"title":"hello"}"#.utf8).write(to: folder.appendingPathComponent("fileJson"))
        let real = RGBAImage(width: 510, height: 510, pixels: [0x20, 0x80, 0xff, 0xff].repeated(510 * 510))
        try PNGCodec.encode(real).write(to: folder.appendingPathComponent("real.png"))
        try PNGCodec.encode(RGBAImage(width: 300, height: 150, pixels: [UInt8](repeating: 0, count: 300 * 150 * 4)))
            .write(to: folder.appendingPathComponent("blank.png"))
        let app = HostApp(locate: { container }, source: options.source, environment: [:], reloadKind: nil, reloads: false,
                          lockTimeout: .seconds(10))
        for (key, file) in [("a_gone", "gone.png"), ("b_file", "fileJson"), ("c_blank", "blank.png"), ("d_real", "real.png")] {
            _ = try app.set(.string(folder.appendingPathComponent(file).path), forKey: key)
        }
        let data = GenericWidgetData(values: try GroupReader(container: container).values(), reader: GroupReader(container: container),
                                     device: .default)
        #expect(data.images.map(\.key) == ["c_blank", "d_real", "a_gone"])
        #expect(data.values.first { $0.key == "b_file" }?.shown.contains("not an image") == true)

        // Two frames fit 40 columns: the drawable images, and one more image, not two, is not drawn.
        let text = try session(home, size: TerminalSize(columns: 40, rows: 24)).screen().plainText
        #expect(text.contains("┌─ c_blank ─") && text.contains("┌─ d_real ─"), "\(text)")
        #expect(text.contains("1 more image not drawn"), "\(text)")
    }
}

extension GenericContainerViewTests {
    /// issue 40: another app's widget has the timeline widget-tui models for it, one entry of the
    /// data stored at the reload, new when the app writes and reloads (`StoredDataTimeline`); never
    /// the pet provider's 300 entries 5 s apart, its quiet hours' nights or its policy reloads.
    @Test func theTimelineOfAnotherAppsWidgetIsOneEntryOfItsStoredDataPerReload() throws {
        let home = try TestGroup()
        let container = try flutterGroup(home)
        let session = try session(home, size: TerminalSize(columns: 100, rows: 24))
        let content = try #require(session.state.content)
        #expect(content.timeline.entries == [TimelineEntry(index: 0, date: PreviewFixtures.start, isNight: false)])
        #expect(content.timeline.policy == .never)
        #expect(content.dayNightChanges.isEmpty)
        #expect(session.screen().text(row: 1).hasPrefix(" entry 0 of 1  12:00:00  paused  reloads 0/70  "), "\(session.screen().text(row: 1))")

        // Right has no later entry to go to, and n no night to jump to: the clock stays.
        session.send(.key(.right))
        #expect(session.state.simulatedNow == PreviewFixtures.start)
        #expect(session.state.message?.text.hasPrefix("the only entry") == true, "\(session.state.message?.text ?? "")")
        session.send(.key(.character("n")))
        #expect(session.state.simulatedNow == PreviewFixtures.start && !session.state.isBuilding)

        // Time running past where the pet widget's policy would reload asks for no timeline.
        session.send(.key(.character(" ")))
        session.send(.tick(PreviewFixtures.start.addingTimeInterval(3 * 3600)))
        #expect(session.state.budget.used(at: session.state.simulatedNow) == 0)
        #expect(session.state.content?.timeline.entries.count == 1)

        // The app's write with its reload makes the next timeline: one entry, from the reload's moment.
        let app = HostApp(locate: { container }, source: try home.options(group: Self.group).source, environment: [:], reloadKind: nil,
                          reloads: true, lockTimeout: .seconds(10))
        _ = try app.set(.int(43), forKey: "counter")
        #expect(session.pollContainer())
        let reloaded = try #require(session.state.content)
        #expect(reloaded.timeline.entries.map(\.date) == [session.state.simulatedNow])
        #expect(session.state.message?.text.hasPrefix("app requested reloadAllTimelines(): 1 entry from ") == true,
                "\(session.state.message?.text ?? "")")
        #expect(reloaded.generic?.values.first { $0.key == "counter" }?.text == "43")
    }
}
