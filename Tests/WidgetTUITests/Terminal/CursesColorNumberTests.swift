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

    @Test func xtermsPaletteMatchesItsDefinition() {
        #expect(CursesColorNumber.xtermPalette(16) == RGB(0, 0, 0))
        #expect(CursesColorNumber.xtermPalette(231) == RGB(255, 255, 255))
        #expect(CursesColorNumber.xtermPalette(67) == RGB(95, 135, 175))
        #expect(CursesColorNumber.xtermPalette(232) == RGB(8, 8, 8))
        #expect(CursesColorNumber.xtermPalette(255) == RGB(238, 238, 238))
    }

    @Test func rgbOnATerminalWithoutDirectColourKeepsItsBasicHue() {
        #expect(CursesColorNumber.number(for: .rgb(RGB(230, 120, 40)), on: xterm256) == 1)
        #expect(CursesColorNumber.number(for: .rgb(RGB(200, 200, 220)), on: xterm256) == 7)
    }
}
