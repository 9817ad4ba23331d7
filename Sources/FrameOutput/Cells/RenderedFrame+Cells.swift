import PetRenderer

extension RenderedFrame {
    /// The frame as terminal cells, two pixels per cell.
    public func cells(_ mode: ColorMode) -> CellBuffer {
        HalfBlockEncoder.encode(canvas, with: TerminalPalette(palette: palette, ink: ink, mode: mode))
    }
}
