import Foundation
import FrameOutput
import PNGCodec
import PetRenderer
import PNGFixtures
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite("widget-tui export")
struct ExportCommandTests {
    @Test("The contact sheet holds a labelled tile per entry, each frame enlarged")
    func contactSheet() throws {
        let home = try AppTestHome()
        let sheet = home.url.appendingPathComponent("sheet.png")
        let result = home.run(["export", "--sheet", sheet.path, "--family", "small", "--entries", "0,1", "--zoom", "2"] + SnapshotInputs.fixed)
        #expect(result.code == 0, "\(result.err)")
        // Columns as wide as the longest label, "11-29 12:00:00": 14 glyphs of 4 font pixels less one, at scale 2.
        let column = (14 * 4 - 1) * 2
        let lineHeight = 7 * 2
        #expect(result.out == "wrote a \(8 + 2 * (column + 8))x\(8 + 2 * lineHeight + 32 * 2 + 8) contact sheet of 2 frames to \(sheet.path)\n")
        let image = try PNGCodec.read(from: sheet, limit: ReadLimit(bytes: 64 << 20, subject: "a contact sheet"))
        // IHDR's colour type: 3, a palette PNG, one byte per pixel at most.
        #expect(try Data(contentsOf: sheet)[25] == 3)

        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small", "--entries", "0,1"] + SnapshotInputs.fixed).code == 0)
        for (column, name) in [(0, "small-entry-0000.txt"), (1, "small-entry-0001.txt")] {
            let snapshot = try SnapshotText.parse(try home.text(out.appendingPathComponent(name)))
            for (x, y) in [(0, 0), (13, 20), (31, 31)] {
                let left = 8 + column * ((14 * 4 - 1) * 2 + 8), top = 8 + 2 * lineHeight
                #expect(image.rgba(x: left + 2 * x + 1, y: top + 2 * y + 1).color == snapshot.palette[snapshot.canvas[x, y]], "\(name) \(x),\(y)")
            }
        }
    }

    @Test("A missing sheet path, a bad zoom and an unwritable path are errors")
    func errors() throws {
        let home = try AppTestHome()
        #expect(home.run(["export"]).err.contains("choose one of --sheet FILE.png and --animation FILE.png"))
        #expect(home.run(["export", "--sheet", "a.png", "--animation", "b.png"]).code == 64)
        #expect(home.run(["export", "--sheet", "a.png", "--speed", "2"]).err.contains("--speed goes with --animation"))
        #expect(home.run(["export", "--animation", "a.png", "--speed", "0"]).err.contains("--speed: '0' is not a number above 0"))
        let zoom = home.run(["export", "--sheet", "x.png", "--zoom", "0"])
        #expect(zoom.code == 64)
        #expect(zoom.err.contains("--zoom: '0' is not a whole number from 1 to 16"))
        let path = home.url.appendingPathComponent("no/such/folder/sheet.png").path
        let unwritable = home.run(["export", "--sheet", path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed)
        #expect(unwritable.code == 1)
        #expect(unwritable.err.contains(path))
        let animation = home.run(["export", "--animation", path, "--family", "small", "--entries", "0,1"] + SnapshotInputs.fixed)
        #expect(animation.code == 1)
        #expect(animation.err.hasPrefix("widget-tui export: \(path): cannot be written: "), "\(animation.err)")
        #expect(animation.err.split(separator: "\n").count == 1, "one line: \(animation.err)")
    }

    /// An animation `export` writes, and the snapshots of its frames, in the order they show.
    struct AnimationCase: Sendable, CustomTestStringConvertible {
        let families: [String]
        let selection: [String]
        let zoom: Int
        /// The snapshot files' names less the family's, in the frames' order.
        let frames: [String]
        var testDescription: String { "\(families.joined(separator: ",")) \(selection.joined(separator: " ")) zoom \(zoom)" }
    }

    @Test("Decoded, every frame of the animation is the families' snapshots side by side on paper, enlarged, in date order", arguments: [
        AnimationCase(families: ["small", "medium"], selection: ["--entries", "2,0,1"], zoom: 2, frames: ["entry-0000", "entry-0001", "entry-0002"]),
        AnimationCase(families: ["large"], selection: ["--every", "12", "--count", "40"], zoom: 1,
                      frames: ["entry-0000", "entry-0012", "entry-0024", "entry-0036"]),
        // The date asked for is entry 0's: the second frame is the first again, which still has a rectangle.
        AnimationCase(families: ["medium", "small"], selection: ["--entries", "0,1", "--at", SnapshotInputs.now], zoom: 3,
                      frames: ["entry-0000", "at-20261129T120000Z", "entry-0001"]),
    ])
    func animationFrames(_ example: AnimationCase) throws {
        let home = try AppTestHome()
        let file = home.url.appendingPathComponent("timeline.png")
        let family = example.families.joined(separator: ",")
        let result = home.run(["export", "--animation", file.path, "--family", family, "--zoom", "\(example.zoom)"] + example.selection
                              + SnapshotInputs.fixed)
        #expect(result.code == 0, "\(result.err)")
        let apng = try APNGFile([UInt8](Data(contentsOf: file)))
        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path, "--family", family] + example.selection + SnapshotInputs.fixed).code == 0)
        var expected: [RGBAImage] = []
        for name in example.frames {
            let snapshots = try example.families.map { try SnapshotText.parse(try home.text(out.appendingPathComponent("\($0)-\(name).txt"))) }
            expected.append(Self.picture(snapshots, zoom: example.zoom))
        }
        let pictures = try apng.pictures()
        #expect(pictures.count == expected.count)
        for (index, (picture, frame)) in zip(pictures, expected).enumerated() {
            #expect(picture == frame, "frame \(index) (\(example.frames[index])) differs from its snapshots")
        }
        // A frame that changes nothing is written as one pixel, not left empty or whole.
        for index in expected.indices.dropFirst() where expected[index] == expected[index - 1] {
            #expect(apng.frames[index].width == 1 && apng.frames[index].height == 1)
        }
        #expect(result.out.hasPrefix("wrote a \(expected[0].width)x\(expected[0].height) animation of \(expected.count) frames to \(file.path) ("))
    }

    /// Snapshots side by side on paper, 2 pixels around and between, tops aligned, each pixel `zoom` x `zoom`.
    static func picture(_ snapshots: [Snapshot], zoom: Int) -> RGBAImage {
        let width = 2 + snapshots.map { $0.canvas.width + 2 }.reduce(0, +), height = 4 + (snapshots.map(\.canvas.height).max() ?? 0)
        var colors = [RGB](repeating: ContactSheet.paper, count: width * height)
        var left = 2
        for snapshot in snapshots {
            for y in 0..<snapshot.canvas.height {
                for x in 0..<snapshot.canvas.width { colors[(2 + y) * width + left + x] = snapshot.palette[snapshot.canvas[x, y]] }
            }
            left += snapshot.canvas.width + 2
        }
        var pixels: [UInt8] = []
        for y in 0..<height * zoom {
            for x in 0..<width * zoom {
                let color = colors[y / zoom * width + x / zoom]
                pixels += [color.r, color.g, color.b, 255]
            }
        }
        return RGBAImage(width: width * zoom, height: height * zoom, pixels: pixels)
    }

    @Test("The animation's file: one frame per entry, looping, each shown for the real gap sped up, the first the IDAT a viewer without APNG shows")
    func animation() throws {
        let home = try AppTestHome()
        let file = home.url.appendingPathComponent("timeline.png")
        let result = home.run(["export", "--animation", file.path, "--family", "small,medium", "--entries", "2,0,1", "--zoom", "2"]
                              + SnapshotInputs.fixed)
        #expect(result.code == 0, "\(result.err)")
        let apng = try APNGFile([UInt8](Data(contentsOf: file)))
        #expect(apng.frameCount == 3)
        #expect(apng.plays == 0)
        #expect(apng.chunks.map(\.type).prefix(2) == ["IHDR", "acTL"])
        #expect(apng.chunks.last?.type == "IEND")
        // A palette animation: colour type 3.
        #expect(apng.chunks[0].data[9] == 3)
        #expect(apng.frames.count == 3)
        #expect(apng.sequences == Array(0..<UInt32(apng.sequences.count)))
        // Entries are 5 s apart: the median gap shows for half a second, 10x real time.
        #expect(apng.frames.map(\.delay.numerator) == [500, 500, 500])
        #expect(apng.frames.allSatisfy { $0.delay.denominator == 1000 && $0.dispose == 0 && $0.blend == 0 })
        // The first frame is the IDAT a viewer without APNG shows; the others are fdAT chunks.
        #expect(apng.frames[0].dataSequences.isEmpty)
        #expect(apng.frames.dropFirst().allSatisfy { !$0.dataSequences.isEmpty })
        let size = try apng.size
        #expect(apng.frames[0].width == size.width && apng.frames[0].height == size.height)
        #expect(result.out == "wrote a \(size.width)x\(size.height) animation of 3 frames to \(file.path) (5 s between entries plays in 0.5 s, 10x)\n")
    }

    @Test("--speed divides the real gaps, and a gap longer than APNG's 65.5 s is held at that")
    func animationSpeed() throws {
        let home = try AppTestHome()
        let file = home.url.appendingPathComponent("slow.png")
        let result = home.run(["export", "--animation", file.path, "--family", "small", "--entries", "0,1", "--at", "2026-11-29T13:00:00Z",
                               "--speed", "2"] + SnapshotInputs.fixed)
        #expect(result.code == 0, "\(result.err)")
        let apng = try APNGFile([UInt8](Data(contentsOf: file)))
        // 5 s, then an hour to the date asked for, then the median gap again, each halved.
        #expect(apng.frames.map(\.delay.numerator) == [2500, 65535, 65535])
    }
}

extension ExportCommandTests {
    @Test("A file named for another format than the PNG written is refused before anything is drawn")
    func anExtensionThatIsNotPNGIsRefused() throws {
        let home = try AppTestHome()
        for (option, name) in [("--sheet", "x.gif"), ("--sheet", "x.jpg"), ("--animation", "x.gif"), ("--animation", "x.webp")] {
            let file = home.url.appendingPathComponent(name)
            let result = home.run(["export", option, file.path, "--count", "2"] + SnapshotInputs.fixed)
            #expect(result.code == ExitCode.usage, "\(option) \(name): \(result.out)")
            #expect(result.err.contains("\(option): \(file.path) names a .\(file.pathExtension) file, but export writes a PNG"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
        for (option, name) in [("--sheet", "x.PNG"), ("--animation", "x.apng")] {
            let result = home.run(["export", option, home.url.appendingPathComponent(name).path, "--count", "2"] + SnapshotInputs.fixed)
            #expect(result.code == 0, "\(option) \(name): \(result.err)")
        }
    }
}

extension ExportCommandTests {
    /// A home with a home_widget app's container (`GoldenSnapshotTests.homeWidgetContainer`).
    static func homeWidgetHome() throws -> AppTestHome {
        let home = try AppTestHome()
        try GoldenSnapshotTests.homeWidgetContainer(home)
        return home
    }

    /// That container, small, at a fixed time in UTC.
    static let homeWidgetInputs = ["--group", HomeWidgetApp.group, "--family", "small", "--now", "2026-11-29T12:00:00Z", "--tz", "UTC"]

    /// issue 40.2: a home_widget container's picture is its widget in export as in snapshot.
    @Test("A home_widget app's container exports its picture, as snapshot draws it, without the pet widget's warnings")
    func homeWidgetContainer() throws {
        let home = try Self.homeWidgetHome()
        let inputs = Self.homeWidgetInputs + ["--entries", "0"]
        let sheet = home.url.appendingPathComponent("sheet.png")
        let result = home.run(["export", "--sheet", sheet.path, "--zoom", "2"] + inputs)
        #expect(result.code == 0 && result.err.isEmpty, "\(result.err)")
        let image = try PNGCodec.read(from: sheet, limit: ReadLimit(bytes: 64 << 20, subject: "a contact sheet"))
        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path] + inputs).code == 0)
        let snapshot = try SnapshotText.parse(try home.text(out.appendingPathComponent("small-entry-0000.txt")))
        let top = 8 + 2 * 7 * 2
        var differ = 0
        for y in 0..<snapshot.canvas.height {
            for x in 0..<snapshot.canvas.width where image.rgba(x: 8 + 2 * x + 1, y: top + 2 * y + 1).color != snapshot.palette[snapshot.canvas[x, y]] {
                differ += 1
            }
        }
        #expect(differ == 0)
        #expect(Set(snapshot.canvas.pixels.map { snapshot.palette[$0] }).isSuperset(of: GoldenSnapshotTests.cardColors))
    }
}

extension ExportCommandTests {
    /// issue 40: export takes a home_widget container's timeline as timeline and snapshot do
    /// (`StoredDataTimeline`): one entry of the data stored now, not the pet provider's entries
    /// drawn with the same picture. The animation of one entry is one frame; an entry past it is
    /// refused, as snapshot refuses it, with nothing written.
    @Test("A home_widget app's container: the sheet and the animation hold its one entry; an entry past it is refused, nothing written")
    func homeWidgetContainerHasOneEntry() throws {
        let home = try Self.homeWidgetHome()
        let inputs = Self.homeWidgetInputs + ["--zoom", "2"]
        let sheet = home.url.appendingPathComponent("sheet.png")
        let sheetResult = home.run(["export", "--sheet", sheet.path] + inputs)
        #expect(sheetResult.code == 0 && sheetResult.err.isEmpty, "\(sheetResult.err)")
        // One tile, a column as wide as its label "11-29 12:00:00" (the default picks entries 0, 1 and the last: here all 0).
        let image = try PNGCodec.read(from: sheet, limit: ReadLimit(bytes: 64 << 20, subject: "a contact sheet"))
        #expect(image.width == 8 + ((14 * 4 - 1) * 2 + 8), "\(sheetResult.out)")

        let animation = home.url.appendingPathComponent("timeline.png")
        let animated = home.run(["export", "--animation", animation.path] + inputs)
        #expect(animated.code == 0 && animated.err.isEmpty, "\(animated.err)")
        let apng = try APNGFile([UInt8](Data(contentsOf: animation)))
        #expect(apng.frameCount == 1 && apng.frames.count == 1, "\(animated.out)")
        // The line says why there is one frame (the wording is the point: a user expecting many).
        #expect(animated.out.contains(StoredDataTimeline.limit), "\(animated.out)")
        // A date asked for is still drawn: entry 0 and an hour later are two frames.
        let dated = home.run(["export", "--animation", animation.path, "--entries", "0", "--at", "2026-11-29T13:00:00Z"] + inputs)
        #expect(dated.code == 0, "\(dated.err)")
        #expect(try APNGFile([UInt8](Data(contentsOf: animation))).frameCount == 2)

        for option in ["--sheet", "--animation"] {
            let file = home.url.appendingPathComponent("past\(option).png")
            let past = home.run(["export", option, file.path, "--entries", "0,1"] + inputs)
            #expect(past.code == ExitCode.usage, "\(option): \(past.out)")
            #expect(past.err.contains("--entries: entry 1 is past the timeline's last entry 0 (\(StoredDataTimeline.limit))"), "\(option): \(past.err)")
            #expect(!FileManager.default.fileExists(atPath: file.path), "\(option)")
        }
    }
}
