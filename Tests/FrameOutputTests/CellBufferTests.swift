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

    @Test func clearingPutsEveryCellWrittenBackToTheFill() {
        var screen = CellBuffer(width: 12, height: 12, fill: Cell(".", background: .indexed(4)))
        for row in 0..<12 { screen.fill(Cell("#", foreground: .rgb(RGB(9, 8, 7))), row: row, columns: (11 - row)..<12) }
        screen.clearForNextFrame()
        #expect(screen.plainText == Array(repeating: String(repeating: ".", count: 12), count: 12).joined(separator: "\n"))
        #expect(screen.cells.allSatisfy { $0 == Cell(".", background: .indexed(4)) })
    }

    @Test func aBlitCopiesEachRowOfTheOtherBufferWhereItFalls() {
        var tile = CellBuffer(width: 3, height: 3)
        for row in 0..<3 { tile.put(["abc", "def", "ghi"][row], x: 0, y: row) }
        var screen = CellBuffer(width: 4, height: 3, fill: Cell("."))
        screen.blit(tile, x: 2, y: -1)
        screen.blit(tile, x: -2, y: 2)
        #expect(screen.plainText == "..de\n..gh\nc...")
        screen.blit(tile, x: 4, y: 0)
        screen.blit(tile, x: 0, y: 3)
        #expect(screen.plainText == "..de\n..gh\nc...")
    }

    @Test func aReplacementConvertsOnlyTheCellsThatDifferAndSaysWhichChanged() {
        var screen = CellBuffer(width: 6, height: 2)
        screen.put("abcdef", x: 0, y: 0)
        var source = screen
        source.put("x", x: 1, y: 0)
        source.put("yz", x: 3, y: 0)
        var converted: [Unicode.Scalar] = []
        // "z" converts to the "e" shown already: converted, but no change.
        let changed = screen.replace(row: 0, columns: 0..<6, from: source) { cell in
            converted.append(cell.character)
            return cell.character == "z" ? Cell("e") : cell
        }
        #expect(changed == 1..<4)
        #expect(converted == ["x", "y", "z"])
        #expect(screen.text(row: 0) == "axcyef")
        // Only the cell that still differs from the source's is converted again.
        #expect(screen.replace(row: 0, columns: 0..<6, from: source) { _ in Cell("!") } == 4..<5)
        #expect(screen.text(row: 0) == "axcy!f")
    }

    @Test func aReplacementIsClippedToTheBufferAndToTheColumnsGiven() {
        var screen = CellBuffer(width: 4, height: 1)
        let source = CellBuffer(width: 4, height: 1, fill: Cell("x"))
        #expect(screen.replace(row: 0, columns: -2..<2, from: source) { $0 } == 0..<2)
        #expect(screen.replace(row: 0, columns: 3..<9, from: source) { $0 } == 3..<4)
        #expect(screen.replace(row: 1, columns: 0..<4, from: source) { $0 }.isEmpty)
        #expect(screen.replace(row: -1, columns: 0..<4, from: source) { $0 }.isEmpty)
        #expect(screen.text(row: 0) == "xx x")
    }

    /// Cells are first compared by their bytes: each part of a cell, on its own, is still a change.
    @Test func aReplacementSeesAChangeInAnyOnePartOfACell() {
        let base = Cell(Cell.upperHalfBlock, foreground: .indexed(3), background: .rgb(RGB(1, 2, 3)), style: .bold)
        var changes: [Cell] = []
        for edit in [{ (c: inout Cell) in c.character = "a" }, { $0.foreground = .indexed(4) }, { $0.foreground = .default },
                     { $0.foreground = .rgb(RGB(3, 0, 0)) }, { $0.background = .rgb(RGB(1, 2, 4)) }, { $0.background = .rgb(RGB(0, 2, 3)) },
                     { $0.background = .indexed(1) }, { $0.style = [] }, { $0.style = [.bold, .dim] }] {
            var cell = base
            edit(&cell)
            changes.append(cell)
        }
        for change in changes {
            var screen = CellBuffer(width: 3, height: 1, fill: base)
            var source = screen
            source[1, 0] = change
            #expect(screen.replace(row: 0, columns: 0..<3, from: source) { $0 } == 1..<2)
            #expect(screen[1, 0] == change)
        }
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
