import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite("Canvas to cells")
struct CellEncodingTests {
    static let red = RGB(200, 0, 0), blue = RGB(0, 0, 200), paper = RGB(240, 240, 240)
    /// Entries: 0 paper, 1 red, 2 blue, 3 a second red (same colour, other entry).
    let palette = Palette([paper, red, blue, red])
    let ink = [false, true, true, true]

    /// 3 wide, 3 high: the odd last row has no bottom half.
    func canvas() -> IndexedCanvas {
        var c = IndexedCanvas(width: 3, height: 3)
        c.pixels = [1, 1, 0,
                    2, 3, 0,
                    2, 0, 1]
        return c
    }

    @Test("Truecolor: top pixel in the foreground, bottom in the background, a space where they match")
    func truecolor() {
        let cells = HalfBlockEncoder.encode(canvas(), with: TerminalPalette(palette: palette, ink: ink, mode: .truecolor))
        #expect(cells.width == 3 && cells.height == 2)
        #expect(cells[0, 0] == Cell(Cell.upperHalfBlock, foreground: .rgb(Self.red), background: .rgb(Self.blue)))
        // Entries 1 and 3 differ but show the same colour: one space.
        #expect(cells[1, 0] == Cell(" ", background: .rgb(Self.red)))
        #expect(cells[2, 0] == Cell(" ", background: .rgb(Self.paper)))
        // Odd height: the last row's bottom half is the terminal's default background.
        #expect(cells[0, 1] == Cell(Cell.upperHalfBlock, foreground: .rgb(Self.blue), background: .default))
        #expect(cells[2, 1] == Cell(Cell.upperHalfBlock, foreground: .rgb(Self.red), background: .default))
    }

    @Test("256 colours: the nearest xterm index, chosen once per palette entry")
    func xterm256() {
        let t = TerminalPalette(palette: palette, ink: ink, mode: .xterm256)
        #expect(t.colors == [.indexed(255), .indexed(160), .indexed(20), .indexed(160)])
        let cells = HalfBlockEncoder.encode(canvas(), with: t)
        #expect(cells[0, 0] == Cell(Cell.upperHalfBlock, foreground: .indexed(160), background: .indexed(20)))
        #expect(cells[1, 0] == Cell(" ", background: .indexed(160)))
    }

    @Test("16 colours: indices below 16, keeping hue")
    func ansi16() {
        let t = TerminalPalette(palette: palette, ink: ink, mode: .ansi16)
        #expect(t.colors == [.indexed(7), .indexed(1), .indexed(4), .indexed(1)])
    }

    @Test("No colour: ink as block characters, paper as space, default colours only")
    func shapesOnly() {
        let cells = HalfBlockEncoder.encode(canvas(), with: TerminalPalette(palette: palette, ink: ink, mode: .none))
        #expect(cells.plainText == "██ \n▀ ▀")
        #expect(cells.cells.allSatisfy { $0.foreground == .default && $0.background == .default })
        var lower = IndexedCanvas(width: 1, height: 2)
        lower.pixels = [0, 2]
        #expect(HalfBlockEncoder.encode(lower, with: TerminalPalette(palette: palette, ink: ink, mode: .none)).plainText == "▄")
    }

    @Test("A canvas without pixels is a buffer without cells")
    func empty() {
        let t = TerminalPalette(palette: palette, ink: ink, mode: .xterm256)
        let narrow = HalfBlockEncoder.encode(IndexedCanvas(width: 0, height: 3), with: t)
        #expect(narrow.width == 0 && narrow.height == 2 && narrow.cells.isEmpty)
        let flat = HalfBlockEncoder.encode(IndexedCanvas(width: 4, height: 0), with: t)
        #expect(flat.width == 4 && flat.height == 0 && flat.cells.isEmpty)
    }

    @Test("A whole frame in each colour mode uses only that mode's colours", arguments: ColorMode.allCases)
    func frameInEachMode(mode: ColorMode) throws {
        let frame = try TestSheet.renderer().frame(at: TestSheetDates.noon, settings: .test(.systemLarge))
        let cells = frame.cells(mode)
        #expect(cells.height == 36)
        for cell in cells.cells {
            for color in [cell.foreground, cell.background] {
                switch (mode, color) {
                case (.truecolor, .rgb), (_, .default): break
                case (.xterm256, .indexed(let n)): #expect(n >= 16)
                case (.ansi16, .indexed(let n)): #expect(n < 16)
                default: Issue.record("\(color) in \(mode)")
                }
            }
            let allowed: Set<Unicode.Scalar> = mode == .none ? [" ", "▀", "▄", "█"] : [" ", "▀"]
            #expect(allowed.contains(cell.character))
        }
        #expect(mode == .none ? Set(cells.cells).count == 4 : Set(cells.cells).count > 10)
    }

    @Test("Two frames a step apart differ in few cells, which the diff yields")
    func diffBetweenFrames() throws {
        let renderer = try TestSheet.renderer()
        let a = renderer.frame(at: TestSheetDates.noon, settings: .test()).cells(.truecolor)
        let b = renderer.frame(at: TestSheetDates.noon.addingTimeInterval(5), settings: .test()).cells(.truecolor)
        let changes = b.changes(since: a)
        #expect(!changes.isEmpty && changes.count < a.cells.count / 4)
        var patched = a
        for change in changes { patched[change.x, change.y] = change.cell }
        #expect(patched == b)
    }

    @Test("Each family's frame becomes cells two pixel rows high", arguments: [
        (WidgetFamily.systemSmall, 32, 16), (.systemMedium, 68, 16), (.systemLarge, 68, 36),
    ])
    func familyFrames(family: WidgetFamily, width: Int, rows: Int) throws {
        let cells = try TestSheet.renderer().frame(at: utc(12), settings: .test(family)).cells(.truecolor)
        #expect(cells.width == width && cells.height == rows)
    }

    @Test("A frame smaller than a pet, or empty, becomes cells without failing")
    func tinyFrames() throws {
        var settings = RenderSettings.test(.systemSmall)
        settings.pointsPerPixel = 60
        #expect(try TestSheet.renderer(TestSheet.data(pets: 8)).frame(at: utc(12), settings: settings).cells(.ansi16).height == 2)
        settings.pointsPerPixel = 1000
        #expect(try TestSheet.renderer(TestSheet.data(pets: 8)).frame(at: utc(12), settings: settings).cells(.truecolor).cells.isEmpty)
    }

    @Test("A Live Activity surface's frame becomes cells as wide as it", arguments: LiveActivitySurface.allCases)
    func surfaceFrames(surface: LiveActivitySurface) throws {
        let frame = try TestSheet.liveActivity().frame(surface, at: utc(12), settings: .test())
        #expect(frame.cells(.truecolor).width == surface.canvasSize(.test()).width)
    }
}

enum TestSheetDates {
    static let noon = utc(12)
}
