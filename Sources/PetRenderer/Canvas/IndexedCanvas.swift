/// A picture as palette indices, one byte per pixel, row-major.
public struct IndexedCanvas: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [PaletteIndex]

    public init(width: Int, height: Int, fill: PaletteIndex = 0) {
        precondition(width >= 0 && height >= 0)
        self.width = width
        self.height = height
        pixels = [PaletteIndex](repeating: fill, count: width * height)
    }

    public subscript(x: Int, y: Int) -> PaletteIndex {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Sets a pixel when it lies inside the canvas; drawing clips silently.
    @inline(__always)
    public mutating func plot(_ x: Int, _ y: Int, _ value: PaletteIndex) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        pixels[y * width + x] = value
    }

    /// Fills a rectangle, clipped to the canvas.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with value: PaletteIndex) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        // Each row's span set at once (a memset): a byte at a time with its index checked was
        // most of drawing a frame's sky and ground.
        pixels.withUnsafeMutableBufferPointer { p in
            for row in y0..<y1 {
                let base = row * width
                UnsafeMutableBufferPointer(rebasing: p[(base + x0)..<(base + x1)]).update(repeating: value)
            }
        }
    }

    /// Every pixel's index replaced by `table`'s entry for it (256 entries).
    public mutating func remap(_ table: [PaletteIndex]) {
        precondition(table.count == 256, "a remapping table has an entry for each of the 256 indices")
        table.withUnsafeBufferPointer { lut in
            pixels.withUnsafeMutableBufferPointer { p in
                for i in p.indices { p[i] = lut[Int(p[i])] }
            }
        }
    }
}
