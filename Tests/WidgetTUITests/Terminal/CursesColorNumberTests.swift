import PetRenderer
import Testing
@testable import WidgetTUI

@Suite struct CursesColorNumberTests {
    let direct = ColorCapability(terminalColors: 1 << 24)
    let xterm256 = ColorCapability(terminalColors: 256)
    let ansi8 = ColorCapability(terminalColors: 8)

    @Test func theDefaultColourIsMinusOneEverywhere() {
        #expect(CursesColorNumber.number(for: .default, on: direct) == -1)
        #expect(CursesColorNumber.number(for: .default, on: ansi8) == -1)
    }

    @Test func paletteIndicesPassThroughWhereTheTerminalHasThem() {
        #expect(CursesColorNumber.number(for: .indexed(208), on: xterm256) == 208)
        #expect(CursesColorNumber.number(for: .indexed(12), on: ansi8) == 4)
    }

    @Test func aDirectColourTerminalGetsRGBValues() {
        #expect(CursesColorNumber.number(for: .rgb(RGB(0x12, 0x34, 0x56)), on: direct) == 0x123456)
        #expect(CursesColorNumber.number(for: .indexed(3), on: direct) == 3)
        #expect(CursesColorNumber.number(for: .indexed(196), on: direct) == 0xff0000)
        #expect(CursesColorNumber.number(for: .indexed(244), on: direct) == 0x808080)
        #expect(CursesColorNumber.number(for: .indexed(12), on: direct) == 0x5c5cff)
    }

    @Test func rgbOnATerminalWithoutDirectColourTakesTheNearestColourItHas() {
        #expect(CursesColorNumber.number(for: .rgb(RGB(230, 120, 40)), on: xterm256) == 172)
        // Bright red (9) on an 8-colour terminal becomes red (1); a pale grey becomes white (7).
        #expect(CursesColorNumber.number(for: .rgb(RGB(230, 120, 40)), on: ansi8) == 1)
        #expect(CursesColorNumber.number(for: .rgb(RGB(200, 200, 220)), on: ansi8) == 7)
    }
}
