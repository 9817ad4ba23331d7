/// A terminal's size in cells.
struct TerminalSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    var columns: Int
    var rows: Int

    var description: String { "\(columns)x\(rows)" }
}
