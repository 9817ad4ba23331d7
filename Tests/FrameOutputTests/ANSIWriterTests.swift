import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite("ANSI output")
struct ANSIWriterTests {
    let esc = "\u{1b}["

    @Test("Truecolor cells emit 38;2 and 48;2, only when colours change, with a reset at each line end")
    func truecolor() {
        var b = CellBuffer(width: 3, height: 2)
        let red = TerminalColor.rgb(RGB(255, 0, 0)), blue = TerminalColor.rgb(RGB(0, 0, 255))
        b[0, 0] = Cell("▀", foreground: red, background: blue)
        b[1, 0] = Cell("▀", foreground: red, background: blue)
        b[2, 0] = Cell(" ", background: red)
        #expect(ANSIWriter.write(b) == "\(esc)38;2;255;0;0;48;2;0;0;255m▀▀\(esc)39;48;2;255;0;0m \(esc)0m\n   \n")
    }

    @Test("Indexed colours use classic codes below 16 and 38;5 above")
    func indexed() {
        var b = CellBuffer(width: 3, height: 1)
        b[0, 0] = Cell("a", foreground: .indexed(1), background: .indexed(4))
        b[1, 0] = Cell("b", foreground: .indexed(9), background: .indexed(12))
        b[2, 0] = Cell("c", foreground: .indexed(160), background: .indexed(20))
        #expect(ANSIWriter.write(b) == "\(esc)31;44ma\(esc)91;104mb\(esc)38;5;160;48;5;20mc\(esc)0m\n")
    }

    @Test("Colourless cells are written with no escape at all")
    func noColor() throws {
        let frame = try TestSheet.renderer().frame(at: utc(12), settings: .test())
        let text = ANSIWriter.write(frame.cells(.none))
        #expect(!text.contains("\u{1b}"))
        #expect(text.split(separator: "\n").count == 16)
    }

    @Test("Styles reset everything before switching, so attributes never leak")
    func styles() {
        var b = CellBuffer(width: 3, height: 1)
        b[0, 0] = Cell("x", foreground: .indexed(2), style: .bold)
        b[1, 0] = Cell("y", foreground: .indexed(2))
        b[2, 0] = Cell("z", style: [.dim, .reverse])
        #expect(ANSIWriter.write(b) == "\(esc)0;1;32mx\(esc)0;32my\(esc)0;2;7mz\(esc)0m\n")
    }

    @Test("Every line of a frame in colour ends with a reset")
    func resetsPerLine() throws {
        let frame = try TestSheet.renderer().frame(at: utc(12), settings: .test(.systemSmall))
        for mode in [ColorMode.truecolor, .xterm256, .ansi16] {
            let lines = ANSIWriter.write(frame.cells(mode)).split(separator: "\n")
            #expect(lines.count == 16)
            #expect(lines.allSatisfy { $0.hasSuffix("\(esc)0m") })
        }
    }
}
