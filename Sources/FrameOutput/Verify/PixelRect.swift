/// A rectangle of canvas pixels, inclusive of both corners' rows and columns.
public struct PixelRect: Equatable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest rectangle holding every point; nil for none.
    public static func bounding(_ points: [(x: Int, y: Int)]) -> PixelRect? {
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    public var maxX: Int { x + width - 1 }
    public var maxY: Int { y + height - 1 }

    /// `x 12-14, y 20-21 (3x2)`.
    public var description: String { "x \(x)-\(maxX), y \(y)-\(maxY) (\(width)x\(height))" }

    /// Grown by `margin` on every side, then kept inside `width` x `height`.
    func expanded(by margin: Int, within bounds: (width: Int, height: Int)) -> PixelRect {
        let x0 = max(0, x - margin), y0 = max(0, y - margin)
        let x1 = min(bounds.width - 1, maxX + margin), y1 = min(bounds.height - 1, maxY + margin)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0 + 1), height: max(0, y1 - y0 + 1))
    }
}
