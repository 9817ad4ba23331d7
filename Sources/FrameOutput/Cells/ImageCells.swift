import PetRenderer

/// A photo-like image as half-block cells, two pixels per cell as `HalfBlockEncoder` draws a
/// canvas, for images that have no palette (an app's own PNG). A pixel less than half opaque is
/// left to the terminal's background; without colour, opaque halves are drawn as shapes.
public enum ImageCells {
    public static func encode(_ image: RGBAImage, mode: ColorMode) -> CellBuffer {
        let rows = (image.height + 1) / 2
        var cells = CellBuffer(width: image.width, height: rows)
        for row in 0..<rows {
            for x in 0..<image.width {
                let top = color(image, x, 2 * row, mode), bottom = 2 * row + 1 < image.height ? color(image, x, 2 * row + 1, mode) : nil
                if mode == .none {
                    cells[x, row] = HalfBlockEncoder.shape(top: top != nil, bottom: bottom != nil)
                    continue
                }
                cells[x, row] = switch (top, bottom) {
                case (nil, nil): .blank
                case (let top?, nil): Cell(Cell.upperHalfBlock, foreground: top)
                case (nil, let bottom?): Cell(HalfBlockEncoder.lowerHalfBlock, foreground: bottom)
                case (let top?, let bottom?):
                    top == bottom ? Cell(" ", background: top) : Cell(Cell.upperHalfBlock, foreground: top, background: bottom)
                }
            }
        }
        return cells
    }

    /// The pixel's colour in `mode`; nil where it is mostly transparent.
    private static func color(_ image: RGBAImage, _ x: Int, _ y: Int, _ mode: ColorMode) -> TerminalColor? {
        let pixel = image.rgba(x: x, y: y)
        return pixel.alpha < 128 ? nil : TerminalColor(pixel.color, mode: mode)
    }
}
