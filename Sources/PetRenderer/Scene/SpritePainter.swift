/// Copies sprite frames into a canvas through a colour table, mirrored on demand, clipped.
enum SpritePainter {
    /// - Parameters:
    ///   - bottom: the row the frame's last row lands on.
    ///   - table: sprite value to palette index, 256 entries; value 0 stays transparent.
    static func draw(_ frame: SpriteFrame, left: Int, bottom: Int, mirrored: Bool, table: [PaletteIndex],
                     into canvas: inout IndexedCanvas) {
        let fw = frame.width, top = bottom - frame.height + 1
        let cw = canvas.width
        let x0 = max(0, left), x1 = min(cw, left + fw)
        let y0 = max(0, top), y1 = min(canvas.height, top + frame.height)
        guard x0 < x1, y0 < y1, table.count == 256 else { return }
        frame.pixels.withUnsafeBufferPointer { src in
            table.withUnsafeBufferPointer { lut in
                canvas.pixels.withUnsafeMutableBufferPointer { dst in
                    for y in y0..<y1 {
                        let srcRow = (y - top) * fw, dstRow = y * cw
                        for x in x0..<x1 {
                            let v = src[srcRow + (mirrored ? fw - 1 - (x - left) : x - left)]
                            if v != 0 { dst[dstRow + x] = lut[Int(v)] }
                        }
                    }
                }
            }
        }
    }

    /// A shadow on the ground under a pet, a pixel narrower than its frame on each side (none under
    /// a frame one or two pixels wide); it never covers a pet drawn earlier.
    static func drawShadow(left: Int, width: Int, row: Int, into canvas: inout IndexedCanvas) {
        let start = max(0, left + 1), end = min(canvas.width, left + width - 1)
        guard row >= 0, row < canvas.height, start < end else { return }
        for x in start..<end {
            let v = canvas[x, row]
            if v == ScenePalette.Slot.ground.index || v == ScenePalette.Slot.groundSpeck.index {
                canvas[x, row] = ScenePalette.Slot.shadow.index
            }
        }
    }
}
