/// A grid of cells that a backend (ncurses, ANSI text) writes out, as ratatui's `Buffer`.
///
/// A buffer drawn again for the next frame (`clearForNextFrame`) knows which columns of each row
/// it wrote in this frame and the one before, so a screen writer compares and converts those alone
/// (`changedColumns(since:)`), in proportion to what a frame draws rather than to the terminal's
/// area: a step of the preview draws a few thousand of a large terminal's 80,000 cells.
public struct CellBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    private let fill: Cell
    /// Per row, the columns written since the buffer was made or cleared (an empty range: none).
    private var written: [Range<Int>]
    /// Per row, those written in the frame it was cleared from: cleared back to `fill` now.
    private var cleared: [Range<Int>]
    /// This frame, and the frame it was cleared from; nil for a buffer made new.
    public private(set) var frame: Frame?
    private var previous: Frame?

    /// A frame of a buffer drawn again and again, known by identity: whoever drew it keeps it to
    /// ask the next frame what changed since.
    public final class Frame: Sendable {
        init() {}
    }

    public init(width: Int, height: Int, fill: Cell = .blank) {
        precondition(width >= 0 && height >= 0)
        self.width = width
        self.height = height
        self.fill = fill
        cells = [Cell](repeating: fill, count: width * height)
        written = [Range<Int>](repeating: 0..<0, count: height)
        cleared = written
    }

    /// Adopts cells already laid out row-major, as encoders produce them.
    init(width: Int, height: Int, cells: [Cell]) {
        precondition(width >= 0 && height >= 0 && cells.count == width * height)
        self.width = width
        self.height = height
        self.cells = cells
        fill = .blank
        written = [Range<Int>](repeating: 0..<width, count: height)
        cleared = [Range<Int>](repeating: 0..<0, count: height)
    }

    public static func == (a: CellBuffer, b: CellBuffer) -> Bool {
        a.width == b.width && a.height == b.height && a.cells == b.cells
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set {
            cells[y * width + x] = newValue
            markWritten(x..<(x + 1), row: y)
        }
    }

    /// Adds `columns` (not empty) to what row `y` has written.
    private mutating func markWritten(_ columns: Range<Int>, row y: Int) {
        let span = written[y]
        if span.isEmpty {
            written[y] = columns
        } else if columns.lowerBound < span.lowerBound || columns.upperBound > span.upperBound {
            written[y] = min(columns.lowerBound, span.lowerBound)..<max(columns.upperBound, span.upperBound)
        }
    }

    /// Writes `cell(x)` to each of `columns` of row `y`, clipped, with one look at the row's
    /// written columns rather than one a cell.
    @inline(__always)
    public mutating func write(row y: Int, columns: Range<Int>, _ cell: (Int) -> Cell) {
        let columns = columns.clamped(to: 0..<width)
        guard y >= 0, y < height, !columns.isEmpty else { return }
        let start = y * width
        cells.withUnsafeMutableBufferPointer { cells in
            for x in columns { cells[start + x] = cell(x) }
        }
        markWritten(columns, row: y)
    }

    /// Brings `columns` of row `y` (clipped) to `source`'s cells there as `convert` makes them, and
    /// returns the columns from the first to the last cell that changed (empty when none did).
    ///
    /// A cell `source` has as this buffer has it, byte for byte, is kept without asking `convert`,
    /// so this buffer must hold only cells `convert` gives back as they are: blank ones, or what it
    /// made before, for a conversion that leaves what it made alone (as folding colours does). A
    /// frame drawn anew repeats most of the last one, so most cells are compared and few are
    /// converted: a step of the preview redraws about 1,650 cells and changes about 260. `convert`
    /// is called from another module unspecialized, a call that costs more than the comparison;
    /// equal cells of other bytes (which a colour's case leaves unused) are rare enough to convert.
    public mutating func replace(row y: Int, columns: Range<Int>, from source: CellBuffer,
                                 converting convert: (Cell) -> Cell) -> Range<Int> {
        precondition(source.width == width && source.height == height)
        let columns = columns.clamped(to: 0..<width)
        guard y >= 0, y < height, !columns.isEmpty else { return 0..<0 }
        let start = y * width
        var first = -1, last = -1
        source.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { cells in
                let from = source.baseAddress!, to = UnsafePointer(cells.baseAddress!)
                for i in (start + columns.lowerBound)..<(start + columns.upperBound) where !Self.sameBytes(from + i, to + i) {
                    let new = convert(source[i])
                    guard new != cells[i] else { continue }
                    cells[i] = new
                    if first < 0 { first = i }
                    last = i
                }
            }
        }
        markWritten(columns, row: y)
        return first < 0 ? 0..<0 : (first - start)..<(last - start + 1)
    }

    /// Whether the cells at `a` and `b` are the same bytes, which makes them equal: a cheaper look
    /// than `==`, which goes through each colour's case. Cells that are not may still be equal, in
    /// bytes a colour's case leaves unused.
    @inline(__always)
    static func sameBytes(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        let size = MemoryLayout<Cell>.size
        guard (8...16).contains(size) else { return false }
        let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
        // Two loads of eight bytes, which overlap for a cell smaller than sixteen.
        return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
            && a.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
    }

    /// Writes `cell` to `columns` of row `y`, clipped.
    public mutating func fill(_ cell: Cell, row y: Int, columns: Range<Int>) {
        write(row: y, columns: columns) { _ in cell }
    }

    /// Makes this buffer the blank start of the next frame: the cells written since it was made or
    /// last cleared go back to its fill, and are remembered as what may change.
    public mutating func clearForNextFrame() {
        let fill = fill
        cells.withUnsafeMutableBufferPointer { cells in
            for y in 0..<height where !written[y].isEmpty {
                Self.copies(of: fill, from: cells.baseAddress! + y * width + written[y].lowerBound, count: written[y].count)
            }
        }
        // The arrays change places rather than one being made anew each frame.
        swap(&cleared, &written)
        for y in 0..<height { written[y] = 0..<0 }
        previous = frame
        frame = Frame()
    }

    /// Writes `count` (at least one) copies of `cell` from `start`: the first assigned, the others
    /// copied from those written so far, twice as many each time. A cell is assigned a field at a
    /// time, nine stores for a cell's thirteen bytes, where a copy moves blocks of them.
    private static func copies(of cell: Cell, from start: UnsafeMutablePointer<Cell>, count: Int) {
        start.pointee = cell
        var done = 1
        while done < count {
            let n = min(done, count - done)
            (start + done).update(from: start, count: n)
            done += n
        }
    }

    /// For each row, the columns that may differ from the frame `drawn` (a buffer given before):
    /// those written in either, when this buffer was cleared from that very frame; nil when it was
    /// not (made new, or a frame in between was not drawn): then any cell may differ.
    public func changedColumns(since drawn: Frame?) -> [Range<Int>]? {
        guard let drawn, let previous, previous === drawn else { return nil }
        return (0..<height).map { y in
            let a = written[y], b = cleared[y]
            if a.isEmpty { return b }
            if b.isEmpty { return a }
            return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
        }
    }

    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Writes text from (x, y) on one row, clipped; returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, foreground: TerminalColor = .default,
                             background: TerminalColor = .default, style: CellStyle = []) -> Int {
        var col = x, written: Range<Int>?
        if y >= 0, y < height {
            let start = y * width
            cells.withUnsafeMutableBufferPointer { cells in
                for scalar in text.unicodeScalars {
                    if col >= 0, col < width {
                        cells[start + col] = Cell(scalar, foreground: foreground, background: background, style: style)
                        written = (written?.lowerBound ?? col)..<(col + 1)
                    }
                    col += 1
                }
            }
        } else {
            col += text.unicodeScalars.count
        }
        if let written { markWritten(written, row: y) }
        return col
    }

    /// Copies another buffer in with its top-left corner at (x, y), clipped: a row's cells at a
    /// time, as the preview copies its widget into every frame.
    public mutating func blit(_ other: CellBuffer, x: Int, y: Int) {
        let columns = (x..<(x + other.width)).clamped(to: 0..<width), rows = (y..<(y + other.height)).clamped(to: 0..<height)
        guard !columns.isEmpty else { return }
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { cells in
                for row in rows {
                    (cells.baseAddress! + row * width + columns.lowerBound)
                        .update(from: source.baseAddress! + (row - y) * other.width + columns.lowerBound - x, count: columns.count)
                }
            }
        }
        for row in rows { markWritten(columns, row: row) }
    }

    /// One row's characters, for tests and plain-text output.
    public func text(row: Int) -> String {
        var s = String.UnicodeScalarView()
        for x in 0..<width { s.append(self[x, row].character) }
        return String(s)
    }

    /// All rows as plain text, colours dropped.
    public var plainText: String { (0..<height).map { text(row: $0) }.joined(separator: "\n") }
}

/// A cell that differs between two buffers.
public struct CellChange: Equatable, Sendable {
    public let x: Int
    public let y: Int
    public let cell: Cell
}

extension CellBuffer {
    /// The cells of `self` that differ from `previous`; all of them when the sizes differ,
    /// so a backend can flush only what changed.
    public func changes(since previous: CellBuffer?) -> [CellChange] {
        var out: [CellChange] = []
        let same = previous.map { $0.width == width && $0.height == height } ?? false
        for y in 0..<height {
            for x in 0..<width {
                let cell = self[x, y]
                if same, previous![x, y] == cell { continue }
                out.append(CellChange(x: x, y: y, cell: cell))
            }
        }
        return out
    }
}
