/// A grid of cells that a backend (ncurses, ANSI text) writes out, as ratatui's `Buffer`.
public struct CellBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        precondition(width >= 0 && height >= 0)
        self.width = width
        self.height = height
        cells = [Cell](repeating: fill, count: width * height)
    }

    /// Adopts cells already laid out row-major, as encoders produce them.
    init(width: Int, height: Int, cells: [Cell]) {
        precondition(width >= 0 && height >= 0 && cells.count == width * height)
        self.width = width
        self.height = height
        self.cells = cells
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Writes text from (x, y) on one row, clipped; returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, foreground: TerminalColor = .default,
                             background: TerminalColor = .default, style: CellStyle = []) -> Int {
        var col = x
        for scalar in text.unicodeScalars {
            if contains(x: col, y: y) {
                self[col, y] = Cell(scalar, foreground: foreground, background: background, style: style)
            }
            col += 1
        }
        return col
    }

    /// Copies another buffer in with its top-left corner at (x, y), clipped.
    public mutating func blit(_ other: CellBuffer, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for col in 0..<other.width where contains(x: x + col, y: y + row) {
                self[x + col, y + row] = other[col, row]
            }
        }
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
