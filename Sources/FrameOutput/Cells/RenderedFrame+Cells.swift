import PetRenderer

extension RenderedFrame {
    /// The frame as terminal cells, two pixels per cell.
    public func cells(_ mode: ColorMode) -> CellBuffer {
        cells(TerminalPalette(palette: palette, ink: ink, mode: mode))
    }

    /// As `cells(_:)`, with the frame's palette and ink converted already: a renderer draws every
    /// frame in one palette, which a caller drawing frame after frame need convert only once.
    public func cells(_ converted: TerminalPalette) -> CellBuffer {
        HalfBlockEncoder.encode(canvas, with: converted)
    }
}
