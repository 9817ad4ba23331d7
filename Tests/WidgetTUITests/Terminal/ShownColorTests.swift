import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUI

@Suite struct ShownColorTests {
    let direct = ColorCapability(terminalColors: 1 << 24)
    let xterm256 = ColorCapability(terminalColors: 256)
    let ansi8 = ColorCapability(terminalColors: 8)

    @Test func theDefaultColourStaysTheDefaultEverywhere() {
        #expect(direct.shown(.default) == .default)
        #expect(ansi8.shown(.default) == .default)
    }

    @Test func paletteIndicesPassThroughWhereTheTerminalHasThemAndFoldOntoTheEightOtherwise() {
        #expect(xterm256.shown(.indexed(208)) == .indexed(208))
        #expect(direct.shown(.indexed(196)) == .indexed(196))
        #expect(ansi8.shown(.indexed(12)) == .indexed(4))
    }

    @Test func aDirectColourTerminalKeepsRGB() {
        #expect(direct.shown(.rgb(RGB(0x12, 0x34, 0x56))) == .rgb(RGB(0x12, 0x34, 0x56)))
    }

    @Test func rgbOnATerminalWithoutDirectColourTakesTheNearestColourItHas() {
        #expect(xterm256.shown(.rgb(RGB(230, 120, 40))) == .indexed(172))
        // Bright red (9) on an 8-colour terminal becomes red (1); a pale grey becomes white (7).
        #expect(ansi8.shown(.rgb(RGB(230, 120, 40))) == .indexed(1))
        #expect(ansi8.shown(.rgb(RGB(200, 200, 220))) == .indexed(7))
    }

    /// The preview takes a cell equal to the one shown there as converted already (`ShownScreen`):
    /// a colour as a terminal shows it must be shown as it is.
    @Test func aColourAsShownIsShownAsItIs() {
        let colours: [TerminalColor] = [.default] + (0...255).map { .indexed(UInt8($0)) }
            + [RGB(0, 0, 0), RGB(255, 255, 255), RGB(230, 120, 40), RGB(12, 200, 99)].map { .rgb($0) }
        for capability in [direct, xterm256, ColorCapability(terminalColors: 16), ansi8, ColorCapability(terminalColors: 0)] {
            for colour in colours {
                let shown = capability.shown(colour)
                #expect(capability.shown(shown) == shown, "\(colour) on \(capability.terminalColors) colours")
            }
        }
    }
}
