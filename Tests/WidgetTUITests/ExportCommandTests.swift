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
        #expect(home.run(["export"]).err.contains("export needs --sheet FILE.png"))
        let zoom = home.run(["export", "--sheet", "x.png", "--zoom", "0"])
        #expect(zoom.code == 64)
        #expect(zoom.err.contains("--zoom: '0' is not a whole number from 1 to 16"))
        let path = home.url.appendingPathComponent("no/such/folder/sheet.png").path
        let unwritable = home.run(["export", "--sheet", path, "--family", "small", "--entries", "0"] + SnapshotInputs.fixed)
        #expect(unwritable.code == 1)
        #expect(unwritable.err.contains(path))
    }
}
