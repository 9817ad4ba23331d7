import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite struct CellBufferTests {
    @Test func diffYieldsOnlyTheChangedCells() {
        var a = CellBuffer(width: 4, height: 3)
        a.put("abcd", x: 0, y: 1)
        var b = a
        b[2, 1] = Cell("Z", foreground: .indexed(3))
        b[0, 2] = Cell(Cell.upperHalfBlock, foreground: .rgb(RGB(1, 2, 3)), background: .rgb(RGB(4, 5, 6)))
        let changes = b.changes(since: a)
        #expect(changes.map { [$0.x, $0.y] } == [[2, 1], [0, 2]])
        #expect(changes[0].cell.character == "Z")
    }

    @Test func aBufferOfAnotherSizeChangesEveryCell() {
        let a = CellBuffer(width: 2, height: 2)
        let b = CellBuffer(width: 3, height: 2)
        #expect(b.changes(since: a).count == 6)
        #expect(b.changes(since: nil).count == 6)
        #expect(b.changes(since: b).isEmpty)
    }

    @Test func textIsClippedToTheBuffer() {
        var a = CellBuffer(width: 3, height: 1)
        let end = a.put("hello", x: 1, y: 0)
        #expect(end == 6)
        #expect(a.plainText == " he")
    }

    @Test func writesAreClippedOnEverySideAndTheColumnsWrittenMayChange() {
        var screen = CellBuffer(width: 5, height: 4)
        screen.clearForNextFrame()
        let drawn = screen.frame
        screen.clearForNextFrame()
        #expect(screen.put("abc", x: -2, y: 0) == 1)
        #expect(screen.put("xyz", x: 0, y: 7) == 3)
        #expect(screen.put("xyz", x: 0, y: -1) == 3)
        let tile = CellBuffer(width: 3, height: 3, fill: Cell("#"))
        screen.blit(tile, x: 3, y: 2)
        screen.blit(tile, x: -2, y: -2)
        screen.fill(Cell("-"), row: 1, columns: -1..<2)
        screen.fill(Cell("-"), row: 1, columns: 4..<9)
        screen.fill(Cell("-"), row: 9, columns: 0..<2)
        #expect(screen.plainText == "#    \n--  -\n   ##\n   ##")
        #expect(screen.changedColumns(since: drawn) == [0..<1, 0..<5, 3..<5, 3..<5])
    }

    @Test func aReplacementSaysWhichOfItsCellsChanged() {
        var screen = CellBuffer(width: 6, height: 1)
        screen.put("abcdef", x: 0, y: 0)
        let row = (1..<6).map { [1, 4].contains($0) ? Cell("x") : screen[$0, 0] }
        #expect(screen.replace(row: 0, from: 1, with: row) == 1..<5)
        #expect(screen.replace(row: 0, from: 1, with: row).isEmpty)
        #expect(screen.plainText == "axcdxf")
        #expect(screen.replace(row: 0, from: -1, with: [Cell("y"), Cell("y")]) == 0..<1)
        #expect(screen.replace(row: 0, from: 5, with: [Cell("y"), Cell("y")]) == 5..<6)
        #expect(screen.replace(row: 1, from: 0, with: [Cell("y")]).isEmpty)
        #expect(screen.plainText == "yxcdxy")
    }

    @Test func paletteLettersRoundTrip() {
        for i in 0..<Palette.maxCount {
            let letter = Palette.letter(for: PaletteIndex(i))
            #expect(Palette.index(of: letter) == PaletteIndex(i))
        }
        #expect(RGB(hex: "#0a1B2c")?.hex == "#0a1b2c")
        #expect(RGB(hex: "12345") == nil)
    }
}
