import Foundation
import FrameOutput
import PNGCodec
import PetRenderer
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

    @Test("The animation has one frame per entry in date order, the families side by side as snapshot draws them, each shown for the real gap sped up")
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
        #expect(apng.frames.count == 3)
        #expect(apng.sequences == Array(0..<UInt32(apng.sequences.count)))
        // Entries are 5 s apart: the median gap shows for half a second, 10x real time.
        #expect(apng.frames.map(\.delay.numerator) == [500, 500, 500])
        #expect(apng.frames.allSatisfy { $0.delay.denominator == 1000 && $0.dispose == 0 && $0.blend == 0 })
        // The first frame is the IDAT a viewer without APNG shows; the others are fdAT chunks.
        #expect(apng.frames[0].dataSequences.isEmpty)
        #expect(apng.frames.dropFirst().allSatisfy { !$0.dataSequences.isEmpty })

        let out = home.folder("snaps")
        #expect(home.run(["snapshot", "--out", out.path, "--family", "small,medium", "--entries", "0,1,2"] + SnapshotInputs.fixed).code == 0)
        for (entry, frame) in apng.frames.enumerated() {
            let image = try PNGCodec.decode(try apng.png(of: frame))
            #expect(image.width == frame.width && image.height == frame.height)
            var left = 2
            for family in ["small", "medium"] {
                let snapshot = try SnapshotText.parse(try home.text(out.appendingPathComponent("\(family)-entry-000\(entry).txt")))
                for y in 0..<snapshot.canvas.height {
                    for x in 0..<snapshot.canvas.width where image.rgba(x: (left + x) * 2 + 1, y: (2 + y) * 2 + 1).color != snapshot.palette[snapshot.canvas[x, y]] {
                        Issue.record("frame \(entry), \(family) pixel \(x),\(y) differs from the snapshot")
                    }
                }
                left += snapshot.canvas.width + 2
            }
            #expect(image.width == (left * 2), "frame \(entry) is \(image.width) wide")
        }
        #expect(result.out == "wrote a \(apng.frames[0].width)x\(apng.frames[0].height) animation of 3 frames to \(file.path) (5 s between entries plays in 0.5 s, 10x)\n")
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
