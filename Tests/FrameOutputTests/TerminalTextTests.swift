import Foundation
@testable import FrameOutput
import Testing

@Suite struct TerminalTextTests {
    @Test func controlsBidiOverridesAndInvisibleCharactersBecomeVisibleEscapes() {
        let text = "a\u{1B}]52;c;eA==\u{07}b\u{9B}2Jc\u{7F}\u{202E}d\u{2066}e\u{200B}f\u{FEFF}g\u{0}h\r\u{2028}"
        #expect(TerminalText.escaped(text)
            == #"a\u{1B}]52;c;eA==\u{07}b\u{9B}2Jc\u{7F}\u{202E}d\u{2066}e\u{200B}f\u{FEFF}g\u{00}h\u{0D}\u{2028}"#)
    }

    @Test func lineBreaksStayUnlessTheTextMustBeOneLine() {
        #expect(TerminalText.escaped("one\ntwo\tthree\n") == #"one"# + "\n" + #"two\u{09}three"# + "\n")
        #expect(TerminalText.escaped("one\ntwo", lineBreaks: false) == #"one\u{0A}two"#)
    }

    @Test func printableTextOfAnyScriptIsLeftAsItIs() {
        let text = "Mochi 🐶 café ▀ → 日本語 עברית"
        #expect(TerminalText.escaped(text) == text)
        #expect(TerminalText.escapedJSON(text) == text)
    }

    /// Box drawing, block elements and geometric shapes skip the category look-up: none of them
    /// may be a character the look-up would have escaped.
    @Test func theCellWritersShapesAreSymbolsByTheirCategoryToo() throws {
        for value in UInt32(0x2500)...0x25FF {
            let scalar = try #require(Unicode.Scalar(value))
            let hidden: [Unicode.GeneralCategory] = [.format, .lineSeparator, .paragraphSeparator]
            #expect(!hidden.contains(scalar.properties.generalCategory))
            #expect(!TerminalText.isEscaped(scalar))
        }
    }

    @Test func jsonEscapesDecodeToTheSameStrings() throws {
        let value = "x\u{9B}31m\u{202E}\u{85}\u{7F}\u{E0001}y"
        let json = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
        let escaped = TerminalText.escapedJSON(json)
        #expect(escaped == #"["x\u009b31m\u202e\u0085\u007f\udb40\udc01y"]"#)
        #expect(try JSONDecoder().decode([String].self, from: Data(escaped.utf8)) == [value])
    }

    @Test func onlyTheColourCodesOfTheCellsPassRawAndTheTextAroundThemIsEscaped() {
        var cells = CellBuffer(width: 2, height: 1)
        cells.put("\u{1B}x", x: 0, y: 0, foreground: .indexed(1))
        let shown = (TerminalText("name \u{1B}[2J: ") + ANSIWriter.terminalText(cells)).shown
        #expect(shown == #"name \u{1B}[2J: "# + "\u{1B}[31m?x\u{1B}[0m\n")
    }
}
