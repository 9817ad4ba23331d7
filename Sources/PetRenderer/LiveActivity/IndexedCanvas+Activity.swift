/// Composition helpers the Live Activity surfaces need: pasting a drawn part, rounding corners.
extension IndexedCanvas {
    /// Copies `part` with its top-left corner at (x, y), clipped.
    mutating func paste(_ part: IndexedCanvas, x: Int, y: Int) {
        for row in 0..<part.height {
            for col in 0..<part.width { plot(x + col, y + row, part[col, row]) }
        }
    }

    enum Corner: CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Paints `value` outside a quarter circle of `radius` pixels in each corner, so the shape reads
    /// as rounded against what lies around it. A radius of half the size makes a circle.
    mutating func roundCorners(_ corners: [Corner] = Corner.allCases, radius: Double, with value: PaletteIndex) {
        let r = Int(radius.rounded(.up))
        for corner in corners {
            for dy in 0..<min(r, height) {
                for dx in 0..<min(r, width) {
                    // Distance from the pixel's centre to the circle's centre, both from the corner.
                    let ex = radius - (Double(dx) + 0.5), ey = radius - (Double(dy) + 0.5)
                    guard ex * ex + ey * ey > radius * radius else { continue }
                    let x = corner == .topLeft || corner == .bottomLeft ? dx : width - 1 - dx
                    let y = corner == .topLeft || corner == .topRight ? dy : height - 1 - dy
                    plot(x, y, value)
                }
            }
        }
    }
}
