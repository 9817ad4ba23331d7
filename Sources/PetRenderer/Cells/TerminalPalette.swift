/// A palette converted for one colour mode: per entry, the terminal colour and whether it is ink.
/// Built once per frame (at most 62 conversions), so the per-pixel loop only looks entries up.
public struct TerminalPalette: Equatable, Sendable {
    public let mode: ColorMode
    public let colors: [TerminalColor]
    /// Per entry: drawn as a shape in `.none`.
    public let ink: [Bool]
    /// Entries with equal terminal colours share a class, so two pixels compare as one byte.
    let classes: [UInt8]

    public init(palette: Palette, ink: [Bool], mode: ColorMode) {
        self.mode = mode
        let colors: [TerminalColor] = palette.colors.map { c in
            switch mode {
            case .truecolor: .rgb(c)
            case .xterm256: .indexed(XtermColor.nearest256(c))
            case .ansi16: .indexed(XtermColor.nearest16(c))
            case .none: .default
            }
        }
        self.colors = colors
        self.ink = palette.colors.indices.map { $0 < ink.count && ink[$0] }
        var classes = [UInt8](repeating: 0, count: 256)
        for i in colors.indices {
            classes[i] = mode == .none ? (self.ink[i] ? 1 : 0) : UInt8(colors.firstIndex(of: colors[i]) ?? i)
        }
        self.classes = classes
    }
}
