@testable import FrameOutput
import PetRenderer
import RenderFixtures
import Testing

@Suite("Screen writer")
struct ScreenWriterTests {
    let sky = TerminalColor.indexed(153), grass = TerminalColor.indexed(71), fur = TerminalColor.rgb(RGB(224, 112, 64))

    /// The test sheet's medium widget at consecutive entries, five seconds apart, as the preview
    /// scrubs through them, framed by status text as on the preview's screen.
    func scrubbedScreens(_ mode: ColorMode) throws -> [CellBuffer] {
        let renderer = try TestSheet.renderer()
        return (0..<12).map { step in
            var screen = CellBuffer(width: 80, height: 24)
            screen.put(" entry \(step + 1)/300  12:00:\(String(format: "%02d", step * 5))  paused ", x: 0, y: 0, style: .reverse)
            screen.put("warning: data changed", x: 1, y: 23, style: .bold)
            screen.blit(renderer.frame(at: utc(12, 0, step * 5), settings: .test()).cells(mode), x: 6, y: 3)
            return screen
        }
    }

    /// A writer for a terminal of each kind: line feeds that move down or not, REP or not.
    static let writers = [ScreenWriter(), ScreenWriter(lineFeedMovesDown: true, repeats: true)]

    @Test("Each update, replayed after the ones before, shows exactly the new buffer", arguments: writers.indices)
    func replaysToTheBuffer(kind: Int) throws {
        for mode in [ColorMode.xterm256, .truecolor, .ansi16, .none] {
            var writer = Self.writers[kind]
            var terminal = VirtualTerminal(width: 80, height: 24)
            for screen in try scrubbedScreens(mode) {
                terminal.replay(writer.update(to: screen))
                #expect(terminal.screen.appearance == screen.appearance, "\(mode)")
            }
        }
    }

    @Test("Random cells with every colour kind and attribute replay exactly, also in the last column", arguments: writers.indices)
    func randomCells(kind: Int) {
        var random = SeededGenerator(seed: 7)
        let colors: [TerminalColor] = [.default, .indexed(1), .indexed(9), .indexed(200), .rgb(RGB(1, 2, 3)), .rgb(RGB(200, 100, 0))]
        let characters: [Unicode.Scalar] = [" ", "\u{2580}", "\u{2584}", "a", "…", "┌"]
        let styles: [CellStyle] = [[], .bold, .dim, .reverse, [.bold, .reverse], [.dim, .bold]]
        var writer = Self.writers[kind]
        var terminal = VirtualTerminal(width: 9, height: 5)
        var screen = CellBuffer(width: 9, height: 5)
        for round in 0..<300 {
            // Few changes most rounds (ordered by cost), many in some (row by row).
            for _ in 0..<(round % 10 == 0 ? 45 : Int.random(in: 1...5, using: &random)) {
                screen[Int.random(in: 0..<9, using: &random), Int.random(in: 0..<5, using: &random)] = Cell(
                    characters.randomElement(using: &random)!, foreground: colors.randomElement(using: &random)!,
                    background: colors.randomElement(using: &random)!, style: styles.randomElement(using: &random)!)
            }
            terminal.replay(writer.update(to: screen))
            #expect(terminal.screen.appearance == screen.appearance, "round \(round)")
        }
    }

    @Test("Frames drawn again into one buffer, compared only where either frame wrote, send the bytes a full comparison sends")
    func changedColumnsOnly() throws {
        let renderer = try TestSheet.renderer()
        var full = ScreenWriter(), partial = ScreenWriter()
        var terminal = VirtualTerminal(width: 80, height: 24)
        var screen = CellBuffer(width: 80, height: 24)
        var drawn: CellBuffer.Frame?
        for step in 0..<12 {
            if step > 0 { screen.clearForNextFrame() }
            // The widget moves, the status line shortens, a message comes and goes: cells written
            // in the frame before and not in this one must be cleared on the terminal too.
            screen.put(" entry \(step + 1)/300" + String(repeating: " ", count: 12 - step), x: 0, y: 0, style: .reverse)
            if step % 3 == 0 { screen.put("warning: data changed", x: 1 + step, y: 23, style: .bold) }
            screen.blit(renderer.frame(at: utc(12, 0, step * 5), settings: .test()).cells(.xterm256), x: 6 + step % 2, y: 3)
            let columns = screen.changedColumns(since: drawn)
            #expect((columns == nil) == (step < 2), "step \(step)")
            let bytes = partial.update(to: screen, changedColumns: columns)
            #expect(bytes == full.update(to: screen), "step \(step)")
            terminal.replay(bytes)
            #expect(terminal.screen.appearance == screen.appearance, "step \(step)")
            drawn = screen.frame
        }
    }

    @Test("A buffer cleared from a frame that was not drawn, or made new, says any cell may differ")
    func changedColumnsNeedTheFrameDrawn() {
        var screen = CellBuffer(width: 4, height: 2)
        #expect(screen.changedColumns(since: nil) == nil)
        screen.clearForNextFrame()
        let drawn = screen.frame
        screen[1, 0] = Cell("a")
        screen.clearForNextFrame()
        #expect(screen.changedColumns(since: drawn) == [1..<2, 0..<0])
        #expect(screen[1, 0] == .blank)
        screen.clearForNextFrame()
        // Two clears since `drawn`: the cell cleared in between is not remembered.
        #expect(screen.changedColumns(since: drawn) == nil)
    }

    @Test("An update to the buffer already shown writes nothing")
    func unchangedWritesNothing() throws {
        var writer = ScreenWriter()
        let screen = try scrubbedScreens(.xterm256)[0]
        #expect(!writer.update(to: screen).isEmpty)
        #expect(writer.update(to: screen).isEmpty)
    }

    @Test("The first update, and the first after invalidate or a new size, clears the screen and skips blank cells")
    func clearsFirst() {
        var writer = ScreenWriter()
        var screen = CellBuffer(width: 10, height: 3)
        screen.put("hi", x: 4, y: 1)
        let clear = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
        #expect(writer.update(to: screen) == clear + Array("\u{1B}[2;5Hhi".utf8))
        writer.invalidate()
        #expect(writer.update(to: screen).starts(with: clear))
        #expect(writer.update(to: CellBuffer(width: 11, height: 3)) == clear)
    }

    @Test("A character a terminal would act on is written as a question mark")
    func controlsAreReplaced() {
        var writer = ScreenWriter()
        var terminal = VirtualTerminal(width: 12, height: 1)
        var screen = CellBuffer(width: 12, height: 1)
        screen.put("a\u{1B}]52;c;\u{07}\u{9B}\u{202E}b", x: 0, y: 0)
        terminal.replay(writer.update(to: screen))
        #expect(terminal.screen.plainText == "a?]52;c;???b")
    }

    @Test("A half block whose colours the pen already holds the other way round is drawn as the other half")
    func swapsHalves() {
        var writer = ScreenWriter()
        var screen = CellBuffer(width: 3, height: 1)
        screen[0, 0] = Cell(Cell.upperHalfBlock, foreground: sky, background: grass)
        screen[2, 0] = Cell(Cell.upperHalfBlock, foreground: grass, background: sky)
        let bytes = String(decoding: writer.update(to: screen), as: UTF8.self)
        #expect(bytes.hasSuffix("\u{1B}[38;5;153;48;5;71m▀\u{1B}[C▄"))
    }

    @Test("A space keeps whatever foreground the pen has, since it shows only its background")
    func spacesKeepTheForeground() {
        var writer = ScreenWriter()
        var screen = CellBuffer(width: 2, height: 1)
        screen[0, 0] = Cell(Cell.upperHalfBlock, foreground: fur, background: sky)
        _ = writer.update(to: screen)
        screen[1, 0] = Cell(" ", background: sky)
        #expect(writer.update(to: screen) == Array(" ".utf8))
    }

    @Test("A cell of one colour that the pen holds as foreground is drawn as a full block")
    func fullBlocks() {
        var writer = ScreenWriter()
        var screen = CellBuffer(width: 2, height: 1)
        screen[0, 0] = Cell(Cell.upperHalfBlock, foreground: fur, background: sky)
        _ = writer.update(to: screen)
        screen[1, 0] = Cell(" ", background: fur)
        #expect(writer.update(to: screen) == Array("█".utf8))
    }

    @Test("The price of a pen change is the length of the escape it writes, and the pen after it the escape's")
    func penChangeCostMatchesItsEscape() {
        let colors: [TerminalColor?] = [nil, .default, .indexed(3), .indexed(12), .indexed(200), .rgb(RGB(10, 200, 3))]
        let styles: [CellStyle] = [[], .bold, .dim, .reverse, [.bold, .dim], [.bold, .reverse], [.dim, .reverse]]
        let pens: [Pen?] = [nil] + styles.flatMap { style in
            colors.compactMap { $0 }.map { Pen(foreground: $0, background: .indexed(4), style: style) }
        }
        var change = PenChange()
        for pen in pens {
            for style in styles {
                for foreground in colors {
                    for background in colors {
                        let look = CellLook(character: "x", foreground: foreground, background: background, style: style)
                        change.plan(from: pen, to: look)
                        var bytes: [UInt8] = []
                        change.codes.write(into: &bytes)
                        #expect(bytes.count == PenChange.cost(from: pen, to: look))
                        // The price and pen the writer weighs before it chooses are those of the escape.
                        if let pen { #expect(PenChange.change(from: pen, to: look) == (bytes.count, change.pen)) }
                        var terminal = VirtualTerminal(width: 1, height: 1)
                        if let pen {
                            terminal.replay(Array("\u{1B}[0m".utf8))
                            var start = SGRSequence()
                            start.add(pen.style)
                            start.add(pen.foreground, background: false)
                            start.add(pen.background, background: true)
                            var setUp: [UInt8] = []
                            start.write(into: &setUp)
                            terminal.replay(setUp)
                        }
                        terminal.replay(bytes + Array("x".utf8))
                        let drawn = terminal.screen[0, 0]
                        #expect(drawn.style == style && change.pen.style == style)
                        if let foreground { #expect(drawn.foreground == foreground) }
                        if let background { #expect(drawn.background == background) }
                    }
                }
            }
        }
    }

    @Test("A cursor move's price is the length of what it writes, and it lands where asked", arguments: [CursorMove.LineFeed.unknown, .movesDown])
    func cursorMoves(lineFeed: CursorMove.LineFeed) {
        // Columns and rows past 9 and 99, where CHA and VPA can be shorter than moving by a count.
        let positions = [0, 1, 2, 3, 4, 11, 29, 33].flatMap { y in [0, 1, 2, 3, 9, 10, 11, 14, 98, 104].map { ScreenPosition(x: $0, y: y) } }
        for from in [nil] + positions {
            for to in positions {
                let move = CursorMove(from: from, to: to, lineFeed: lineFeed)
                var bytes: [UInt8] = []
                move.write(into: &bytes)
                #expect(bytes.count == move.cost)
                #expect(CursorMove.cost(from: from, to: to, lineFeed: lineFeed) == move.cost)
                var terminal = VirtualTerminal(width: 105, height: 34)
                if let from { terminal.replay(Array("\u{1B}[\(from.y + 1);\(from.x + 1)H".utf8)) }
                terminal.replay(bytes + Array("@".utf8))
                #expect(terminal.screen[to.x, to.y].character == "@", "\(String(describing: from)) to \(to)")
            }
        }
    }

    @Test("A row up or down is one two-byte escape, or a line feed where it only moves down; up to three left, backspaces; far across, CHA; far up, VPA")
    func shortMoves() {
        func bytes(_ from: (Int, Int), _ to: (Int, Int), _ lineFeed: CursorMove.LineFeed = .unknown) -> String {
            var out: [UInt8] = []
            CursorMove(from: ScreenPosition(x: from.0, y: from.1), to: ScreenPosition(x: to.0, y: to.1), lineFeed: lineFeed).write(into: &out)
            return String(decoding: out, as: UTF8.self)
        }
        #expect(bytes((5, 3), (5, 4)) == "\u{1B}D")
        #expect(bytes((5, 3), (4, 4), .movesDown) == "\n\u{8}")
        #expect(bytes((5, 3), (5, 6), .movesDown) == "\n\n\n")
        #expect(bytes((5, 13), (9, 12)) == "\u{1B}M\u{1B}[4C")
        #expect(bytes((9, 12), (6, 12)) == "\u{8}\u{8}\u{8}")
        #expect(bytes((9, 12), (5, 12)) == "\u{1B}[4D")
        #expect(bytes((60, 3), (3, 3)) == "\u{1B}[4G")
        #expect(bytes((5, 30), (5, 2)) == "\u{1B}[3d")
    }

    @Test("A run of one ASCII character is sent once and repeated by REP where that is shorter; a run of half blocks is not, for tmux")
    func repeats() {
        var screen = CellBuffer(width: 12, height: 2)
        screen.put(String(repeating: "\u{2580}", count: 6) + "  ab", x: 1, y: 0, foreground: sky, background: grass)
        screen.put(String(repeating: "x", count: 9), x: 3, y: 1)
        var writer = ScreenWriter(repeats: true), terminal = VirtualTerminal(width: 12, height: 2)
        let bytes = writer.update(to: screen)
        terminal.replay(bytes)
        #expect(terminal.screen.appearance == screen.appearance)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(String(repeating: "\u{2580}", count: 6)))
        #expect(text.contains("x\u{1B}[8b"))
        // The same order without REP: eight more x for the four bytes of the escape.
        var plain = ScreenWriter()
        #expect(plain.update(to: screen).count - bytes.count == 8 - 4)
    }

    @Test("Line feeds move down where the terminal sends them as they are, for fewer bytes than IND")
    func lineFeeds() {
        var screen = CellBuffer(width: 8, height: 3)
        screen.put("a", x: 3, y: 0)
        screen.put("b", x: 3, y: 1)
        var feeds = ScreenWriter(lineFeedMovesDown: true), plain = ScreenWriter()
        var terminal = VirtualTerminal(width: 8, height: 3)
        let bytes = feeds.update(to: screen)
        terminal.replay(bytes)
        #expect(terminal.screen.appearance == screen.appearance)
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("a\n\u{8}b"))
        #expect(String(decoding: plain.update(to: screen), as: UTF8.self).hasSuffix("a\u{1B}D\u{8}b"))
    }

    /// A plain writer, a terminal it has drawn a blank screen on, and that screen's buffer.
    static func blankScreen(width: Int, height: Int) -> (ScreenWriter, VirtualTerminal, CellBuffer) {
        var writer = ScreenWriter(), terminal = VirtualTerminal(width: width, height: height)
        let screen = CellBuffer(width: width, height: height)
        terminal.replay(writer.update(to: screen))
        return (writer, terminal, screen)
    }

    @Test("A scrub-sized change is drawn colour by colour: each colour is set once, its cells drawn row by row")
    func colourByColour() {
        let red = TerminalColor.indexed(196), blue = TerminalColor.indexed(21)
        var (writer, terminal, screen) = Self.blankScreen(width: 20, height: 4)
        // A checkerboard of two colours, two cells apart: row by row it changes colour at every cell.
        for y in 0..<4 {
            for x in stride(from: y % 2 * 2, to: 20, by: 4) {
                screen[x, y] = Cell(" ", background: red)
                screen[x + 2 < 20 ? x + 2 : x - 2, y] = Cell(" ", background: blue)
            }
        }
        let bytes = writer.update(to: screen)
        terminal.replay(bytes)
        #expect(terminal.screen.appearance == screen.appearance)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\u{1B}[48;5;196m").count - 1 == 1)
        #expect(text.components(separatedBy: "\u{1B}[48;5;21m").count - 1 == 1)
    }

    @Test("A cell still to be drawn in another colour is written over with a space rather than skipped by a longer move")
    func placeholders() {
        let red = TerminalColor.indexed(1), blue = TerminalColor.indexed(4)
        var (writer, terminal, screen) = Self.blankScreen(width: 10, height: 1)
        screen[0, 0] = Cell(" ", background: red)
        screen[1, 0] = Cell(" ", background: blue)
        screen[2, 0] = Cell(" ", background: red)
        let bytes = writer.update(to: screen)
        terminal.replay(bytes)
        #expect(terminal.screen.appearance == screen.appearance)
        // Skipping the blue cell would be `ESC [ C`, three bytes; the space over it is one, and the
        // blue space is drawn over it after.
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[41m   \u{1B}[44m\u{8}\u{8} ")
    }
}
