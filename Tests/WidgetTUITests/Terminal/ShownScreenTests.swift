import FrameOutput
import PetRenderer
import RenderFixtures
import Testing
@testable import WidgetTUI

@Suite struct ShownScreenTests {
    /// Eight colours: palette indices above 7 fold, direct colour becomes the nearest of the eight.
    let ansi = ColorCapability(terminalColors: 8)

    @Test func theFirstScreenIsConvertedInEveryCell() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer[0, 0] = Cell("a", foreground: .indexed(12))
        buffer[3, 1] = Cell("漢", background: .rgb(RGB(230, 120, 40)), style: .bold)
        var shown = ShownScreen(capability: ansi)
        let (screen, changed) = shown.show(buffer)
        #expect(changed == nil)
        #expect(screen[0, 0] == Cell("a", foreground: .indexed(4)))
        #expect(screen[3, 1] == Cell("?", background: .indexed(1), style: .bold))
        #expect(screen[1, 0] == .blank)
    }

    /// Frames drawn into one buffer, cleared in between, as the preview draws them: each is shown
    /// as it would be on its own, and the columns named are those whose cells changed.
    @Test func eachFrameIsShownAsItWouldBeAloneWithTheColumnsThatChanged() throws {
        let characters: [Unicode.Scalar] = ["a", "b", " ", Cell.upperHalfBlock, "漢"]
        let colors: [TerminalColor] = [.default, .indexed(3), .indexed(11), .indexed(12), .indexed(4), .rgb(RGB(230, 120, 40)), .rgb(RGB(200, 200, 220))]
        var random = SeededGenerator(seed: 24)
        // Cleared once, so it is a frame the next one can be compared with.
        var buffer = CellBuffer(width: 12, height: 5)
        buffer.clearForNextFrame()
        var shown = ShownScreen(capability: ansi)
        var last = shown.show(buffer).screen
        for _ in 0..<60 {
            buffer.clearForNextFrame()
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let y = Int.random(in: 0..<buffer.height, using: &random), x = Int.random(in: 0..<buffer.width, using: &random)
                let cell = Cell(characters.randomElement(using: &random)!, foreground: colors.randomElement(using: &random)!,
                                background: colors.randomElement(using: &random)!, style: Bool.random(using: &random) ? .bold : [])
                buffer.fill(cell, row: y, columns: x..<(x + Int.random(in: 1...5, using: &random)))
            }
            let (screen, changed) = shown.show(buffer)
            var fresh = ShownScreen(capability: ansi)
            let alone = fresh.show(buffer).screen
            let wrong = (0..<buffer.height).flatMap { y in (0..<buffer.width).filter { screen[$0, y] != alone[$0, y] }.map { [$0, y] } }
            #expect(wrong.isEmpty)
            let columns = try #require(changed)
            for y in 0..<buffer.height {
                let differ = (0..<buffer.width).filter { screen[$0, y] != last[$0, y] }
                #expect(columns[y] == (differ.first.map { $0..<(differ.last! + 1) } ?? 0..<0))
            }
            last = screen
        }
    }

    @Test func aScreenAfterForgettingNamesNoColumns() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.clearForNextFrame()
        var shown = ShownScreen(capability: ansi)
        _ = shown.show(buffer)
        buffer.clearForNextFrame()
        #expect(shown.show(buffer).changedColumns == [0..<0])
        buffer.clearForNextFrame()
        shown.forget()
        #expect(shown.show(buffer).changedColumns == nil)
    }
}
