import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUI

@Suite struct ColorCapabilityTests {
    let direct = ColorCapability(terminalColors: 1 << 24)
    let xterm256 = ColorCapability(terminalColors: 256)
    let ansi = ColorCapability(terminalColors: 8)
    let mono = ColorCapability(terminalColors: 0)

    @Test func truecolorNeedsBothCOLORTERMAndADirectColourTerminfo() {
        let env = ["TERM": "xterm-direct", "COLORTERM": "truecolor"]
        #expect(direct.decide(environment: env, override: nil) == .init(mode: .truecolor, note: nil))
        #expect(direct.decide(environment: ["COLORTERM": "24bit"], override: nil).mode == .truecolor)
        let notDirect = xterm256.decide(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], override: nil)
        #expect(notDirect.mode == .xterm256)
        #expect(notDirect.note == "COLORTERM=truecolor but TERM=xterm-256color has 256 colours; TERM=xterm-direct gives direct colour; using 256 colours")
    }

    @Test func withoutCOLORTERMTheTerminfoDecides() {
        #expect(xterm256.decide(environment: ["TERM": "xterm-256color"], override: nil) == .init(mode: .xterm256, note: nil))
        #expect(ansi.decide(environment: ["TERM": "xterm"], override: nil) == .init(mode: .ansi16, note: nil))
        #expect(mono.decide(environment: ["TERM": "vt100"], override: nil) == .init(mode: .none, note: nil))
        // A direct-colour terminfo numbers colours as RGB, so it is always driven in truecolor.
        #expect(direct.decide(environment: ["TERM": "xterm-direct"], override: nil).mode == .truecolor)
    }

    @Test func noColorTurnsColourOffUnlessEmpty() {
        #expect(direct.decide(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], override: nil).mode == .none)
        #expect(xterm256.decide(environment: ["NO_COLOR": ""], override: nil).mode == .xterm256)
    }

    @Test func anOverrideWinsButIsNeverRaisedAboveTheTerminal() {
        #expect(xterm256.decide(environment: ["NO_COLOR": "1"], override: .ansi16) == .init(mode: .ansi16, note: nil))
        #expect(direct.decide(environment: [:], override: ColorMode.none).mode == .none)
        let raised = ansi.decide(environment: ["TERM": "xterm"], override: .truecolor)
        #expect(raised.mode == .ansi16)
        #expect(raised.note == "--colors truecolor: TERM=xterm shows 8 colours (direct colour needs a terminfo such as xterm-direct); using 16 colours")
    }
}
