import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite("ANSI output")
struct ANSIWriterTests {
    let esc = "\u{1b}["

    @Test("Truecolor cells emit 38;2 and 48;2, only when a colour that shows changes, with a reset at each line end")
    func truecolor() {
        var b = CellBuffer(width: 3, height: 2)
        let red = TerminalColor.rgb(RGB(255, 0, 0)), blue = TerminalColor.rgb(RGB(0, 0, 255))
        b[0, 0] = Cell("▀", foreground: red, background: blue)
        b[1, 0] = Cell("▀", foreground: red, background: blue)
        b[2, 0] = Cell(" ", background: .rgb(RGB(0, 255, 0)))
        #expect(ANSIWriter.write(b) == "\(esc)38;2;255;0;0;48;2;0;0;255m▀▀\(esc)48;2;0;255;0m \(esc)0m\n   \n")
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

    @Test("Styles switch off what the next cell lacks, so attributes never leak")
    func styles() {
        var b = CellBuffer(width: 3, height: 1)
        b[0, 0] = Cell("x", foreground: .indexed(2), style: .bold)
        b[1, 0] = Cell("y", foreground: .indexed(2))
        b[2, 0] = Cell("z", style: [.dim, .reverse])
        #expect(ANSIWriter.write(b) == "\(esc)1;32mx\(esc)22my\(esc)0;2;7mz\(esc)0m\n")
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

    @Test("A half block whose colours the pen holds the other way round is drawn as the other half")
    func swapsHalves() {
        var b = CellBuffer(width: 2, height: 1)
        let red = TerminalColor.rgb(RGB(255, 0, 0)), blue = TerminalColor.rgb(RGB(0, 0, 255))
        b[0, 0] = Cell("▀", foreground: red, background: blue)
        b[1, 0] = Cell("▀", foreground: blue, background: red)
        #expect(ANSIWriter.write(b) == "\(esc)38;2;255;0;0;48;2;0;0;255m▀▄\(esc)0m\n")
    }

    @Test("Each line of a frame, printed alone on a fresh line, shows exactly that row of cells")
    func linesReplayExactly() throws {
        let renderer = try TestSheet.renderer()
        for mode in [ColorMode.truecolor, .xterm256, .ansi16] {
            for family in [WidgetFamily.systemSmall, .systemMedium] {
                let cells = renderer.frame(at: utc(12), settings: .test(family)).cells(mode)
                let lines = ANSIWriter.write(cells).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                #expect(lines.count == cells.height)
                var terminal = VirtualTerminal(width: cells.width, height: cells.height)
                for (y, line) in lines.enumerated() {
                    // A reset first: each line must not lean on what the one before left.
                    terminal.replay(Array("\(esc)0m\(esc)\(y + 1)H".utf8) + Array(line.utf8))
                }
                #expect(terminal.screen.appearance == cells.appearance, "\(mode) \(family)")
            }
        }
    }

    @Test("A run of the same cell is drawn in the look its first was drawn in, with no escape between")
    func runsKeepTheirLook() {
        var b = CellBuffer(width: 7, height: 1)
        let red = TerminalColor.rgb(RGB(255, 0, 0)), blue = TerminalColor.rgb(RGB(0, 0, 255))
        b[0, 0] = Cell("▀", foreground: red, background: blue)
        for x in 1...3 { b[x, 0] = Cell("▀", foreground: blue, background: red) }
        for x in 4...5 { b[x, 0] = Cell(" ", background: red) }
        b[6, 0] = Cell(" ", background: blue)
        #expect(ANSIWriter.write(b) == "\(esc)38;2;255;0;0;48;2;0;0;255m▀▄▄▄██ \(esc)0m\n")
    }

    @Test("A cell of one colour that the pen holds as foreground is drawn as a full block")
    func fullBlocks() {
        var b = CellBuffer(width: 3, height: 1)
        let red = TerminalColor.rgb(RGB(255, 0, 0)), blue = TerminalColor.rgb(RGB(0, 0, 255))
        b[0, 0] = Cell("▀", foreground: red, background: blue)
        b[1, 0] = Cell(" ", background: red)
        b[2, 0] = Cell("▀", foreground: red, background: red)
        #expect(ANSIWriter.write(b) == "\(esc)38;2;255;0;0;48;2;0;0;255m▀██\(esc)0m\n")
    }
}
