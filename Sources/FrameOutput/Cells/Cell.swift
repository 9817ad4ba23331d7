/// Text attributes of a cell.
public struct CellStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellStyle(rawValue: 1 << 0)
    public static let reverse = CellStyle(rawValue: 1 << 1)
    public static let dim = CellStyle(rawValue: 1 << 2)
}

/// One terminal cell: a character with its colours.
public struct Cell: Hashable, Sendable {
    public var character: Unicode.Scalar
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var style: CellStyle

    public init(_ character: Unicode.Scalar = " ", foreground: TerminalColor = .default,
                background: TerminalColor = .default, style: CellStyle = []) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.style = style
    }

    public static let blank = Cell()
    /// U+2580: foreground paints the top pixel, background the bottom one.
    public static let upperHalfBlock: Unicode.Scalar = "\u{2580}"
}
