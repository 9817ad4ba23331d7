import Foundation
import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite("Contact sheet")
struct ContactSheetTests {
    @Test("Tiles are laid out in rows, each frame enlarged under its label, and the PNG round-trips")
    func layout() throws {
        let renderer = try TestSheet.renderer()
        let small = renderer.frame(at: utc(12), settings: .test(.systemSmall))
        let medium = renderer.frame(at: utc(12), settings: .test(.systemMedium))
        let tile = { (frame: RenderedFrame, label: String) in
            ContactSheet.Tile(label: [label, "12:00"], canvas: frame.canvas, palette: frame.palette)
        }
        let tiles = [[tile(small, "A"), tile(small, "B")], [tile(medium, "C")]]
        let sheet = ContactSheet(rows: tiles.map { $0.map(\.outline) }, zoom: 3, textScale: 2, margin: 8)
        let image = sheet.image { tiles[$0][$1] }
        let lineHeight = (PixelFont.glyphHeight + 2) * 2
        let column = 68 * 3
        #expect(image.width == 8 + 2 * (column + 8))
        #expect(image.height == 8 + (2 * lineHeight + 32 * 3) + 8 + (2 * lineHeight + 32 * 3) + 8)

        // Frame pixel (5, 7) of the second tile of the first row, enlarged three times.
        let top = 8 + 2 * lineHeight
        let left = 8 + column + 8
        for (dx, dy) in [(0, 0), (2, 2)] {
            #expect(image.color(x: left + 5 * 3 + dx, y: top + 7 * 3 + dy) == small.palette[small.canvas[5, 7]])
        }
        // The label's first glyph, "A", has ink in its top row's middle pixel and paper at its top-left.
        #expect(image.color(x: 8 + 1 * 2, y: 8) == ContactSheet.ink)
        #expect(image.color(x: 8, y: 8) == ContactSheet.paper)
    }

    @Test("A long row wraps into lines of at most `columns` tiles, and the next row starts a line of its own")
    func wraps() throws {
        let renderer = try TestSheet.renderer()
        let small = renderer.frame(at: utc(12), settings: .test(.systemSmall))
        let tile = ContactSheet.Tile(label: ["A"], canvas: small.canvas, palette: small.palette)
        let image = ContactSheet(rows: [Array(repeating: tile.outline, count: 7), [tile.outline]], zoom: 1, textScale: 1, margin: 2, columns: 3)
            .image { _, _ in tile }
        let tileHeight = (PixelFont.glyphHeight + 2) + 32
        #expect(image.width == 2 + 3 * (32 + 2))
        // Three lines for the seven tiles, one for the next row.
        #expect(image.height == 2 + 4 * (tileHeight + 2))
        // Every tile shares the frame's palette, so the sheet holds its colours and the paper and ink.
        #expect(Set(image.colors) == Set(small.palette.colors + [ContactSheet.paper, ContactSheet.ink]))
        let top = 2 + 2 * (tileHeight + 2) + (PixelFont.glyphHeight + 2)
        #expect(image.color(x: 2 + 5, y: top + 7) == small.palette[small.canvas[5, 7]])
    }

    @Test("The sheet is handed out row by row, each line's tiles asked for only when that line is drawn")
    func streams() throws {
        let renderer = try TestSheet.renderer()
        let small = renderer.frame(at: utc(12), settings: .test(.systemSmall))
        let tile = ContactSheet.Tile(label: ["A"], canvas: small.canvas, palette: small.palette)
        let sheet = ContactSheet(rows: [Array(repeating: tile.outline, count: 5)], zoom: 1, textScale: 1, margin: 2, columns: 2)
        var asked: [Int] = []
        var rowsBefore: [Int] = []
        var rows = 0
        sheet.draw(tile: { _, index in
            asked.append(index)
            rowsBefore.append(rows)
            return tile
        }, row: { (row: UnsafeBufferPointer<PaletteIndex>) in
            #expect(row.count == sheet.width)
            rows += 1
        })
        #expect(rows == sheet.height)
        #expect(asked == [0, 1, 2, 3, 4])
        // Three lines of 2, 2 and 1 tiles: a line's tiles are asked for after the lines above were handed out.
        let lineHeight = (PixelFont.glyphHeight + 2) + 32
        #expect(rowsBefore == [2, 2, 2 + lineHeight + 2, 2 + lineHeight + 2, 2 + 2 * (lineHeight + 2)])
        // The rows make the image `image` holds.
        var pixels: [PaletteIndex] = []
        sheet.draw(tile: { _, _ in tile }, row: { (row: UnsafeBufferPointer<PaletteIndex>) in pixels.append(contentsOf: row) })
        #expect(pixels == sheet.image { _, _ in tile }.canvas.pixels)
    }

    @Test("The font has a distinct glyph for every digit and capital, reads lower case as capitals, and marks the unknown")
    func font() {
        let characters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let glyphs = characters.map(PixelFont.glyph(for:))
        #expect(Set(glyphs).count == characters.count)
        #expect(PixelFont.glyph(for: "q") == PixelFont.glyph(for: "Q"))
        #expect(PixelFont.glyph(for: "€") == PixelFont.unknown)
        #expect(PixelFont.glyph(for: " ") == 0)
        #expect(!glyphs.contains(PixelFont.unknown))
    }
}
