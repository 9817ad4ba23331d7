import PetRenderer

/// A palette converted for one colour mode: per entry, the terminal colour.
/// Built once per frame (at most 62 conversions), so the per-pixel loop only looks entries up.
public struct TerminalPalette: Equatable, Sendable {
    public let mode: ColorMode
    public let colors: [TerminalColor]
    /// Entries with equal terminal colours share a class, so two pixels compare as one byte;
    /// in `.none` the class is 1 for ink and 0 for paper. 256 entries, so any pixel byte is a valid index.
    let classes: [UInt8]

    /// - Parameter ink: per entry, drawn as a shape in `.none`; missing entries are paper.
    public init(palette: Palette, ink: [Bool], mode: ColorMode) {
        self.mode = mode
        let colors = palette.colors.map { TerminalColor($0, mode: mode) }
        self.colors = colors
        var classes = [UInt8](repeating: 0, count: 256)
        if mode == .none {
            for i in colors.indices { classes[i] = i < ink.count && ink[i] ? 1 : 0 }
        } else {
            // An entry's class is the first entry of its colour. The palette is converted for
            // every frame drawn, so a palette index's first entry is looked up in a table rather
            // than searched for among the entries before it; direct colour is searched.
            var firstOfIndex = [UInt8?](repeating: nil, count: 256)
            for (i, color) in colors.enumerated() {
                if case .indexed(let index) = color {
                    classes[i] = firstOfIndex[Int(index)] ?? UInt8(i)
                    if firstOfIndex[Int(index)] == nil { firstOfIndex[Int(index)] = UInt8(i) }
                } else {
                    classes[i] = UInt8(colors.firstIndex(of: color) ?? i)
                }
            }
        }
        self.classes = classes
    }
}
