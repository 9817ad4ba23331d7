/// A picture of at most 256 colours, one byte per pixel: what a contact sheet is drawn into and a
/// palette PNG holds, a quarter of the bytes of the same picture in RGBA.
public struct PalettedImage: Equatable, Sendable {
    public static let maxColors = 256

    /// Indices into `colors`.
    public let canvas: IndexedCanvas
    public let colors: [RGB]

    public init(canvas: IndexedCanvas, colors: [RGB]) {
        precondition(colors.count <= Self.maxColors, "a paletted image holds at most \(Self.maxColors) colours")
        self.canvas = canvas
        self.colors = colors
    }

    public var width: Int { canvas.width }
    public var height: Int { canvas.height }

    public func color(x: Int, y: Int) -> RGB { colors[Int(canvas[x, y])] }
}
