import PetRenderer

/// Frames side by side on paper, tops aligned, each pixel a `zoom` x `zoom` square: one picture of
/// several families at the same moment, for an animation's frame.
public struct FrameStrip: Sendable {
    /// Widget pixels of paper around and between the frames.
    public static let margin = 2

    public let frames: [(canvas: IndexedCanvas, palette: Palette)]

    public init(_ frames: [(canvas: IndexedCanvas, palette: Palette)]) {
        self.frames = frames
    }

    /// Where each frame's left edge is, in widget pixels.
    public var lefts: [Int] {
        frames.indices.map { i in Self.margin + frames[..<i].map { $0.canvas.width + Self.margin }.reduce(0, +) }
    }

    /// The strip's size in widget pixels.
    public var size: (width: Int, height: Int) {
        ((lefts.last ?? 0) + (frames.last?.canvas.width ?? 0) + Self.margin, (frames.map(\.canvas.height).max() ?? 0) + 2 * Self.margin)
    }

    /// The strip enlarged `zoom` times, row by row, each pixel the bytes `encode` gives its colour
    /// (as many for every colour: a palette index, or red, green and blue). `encode` is asked once
    /// a palette entry, never a pixel: a widget row is enlarged once and copied `zoom` times.
    public func pixels(zoom: Int, encode: (RGB) -> [UInt8]) -> [UInt8] {
        let zoom = max(1, zoom), lefts = lefts, (width, height) = size
        let paper = encode(ContactSheet.paper), bytes = paper.count
        // Each palette's bytes, then paper's up to 256 entries: whatever index a pixel holds is in the table.
        let tables = frames.map { frame in
            frame.palette.colors.flatMap(encode) + (frame.palette.count..<256).lazy.flatMap { _ in paper }
        }
        let rowBytes = width * zoom * bytes
        let paperRow = [UInt8]((0..<width * zoom).lazy.flatMap { _ in paper })
        var out: [UInt8] = []
        out.reserveCapacity(rowBytes * height * zoom)
        var row = paperRow
        for y in 0..<height {
            row = paperRow
            let top = y - Self.margin
            row.withUnsafeMutableBufferPointer { row in
                for (i, frame) in frames.enumerated() where top >= 0 && top < frame.canvas.height {
                    tables[i].withUnsafeBufferPointer { table in
                        var target = row.baseAddress! + lefts[i] * zoom * bytes
                        for x in 0..<frame.canvas.width {
                            let color = table.baseAddress! + Int(frame.canvas[x, top]) * bytes
                            if bytes == 1 {
                                target.update(repeating: color.pointee, count: zoom)
                                target += zoom
                            } else {
                                for _ in 0..<zoom {
                                    target.update(from: color, count: bytes)
                                    target += bytes
                                }
                            }
                        }
                    }
                }
            }
            for _ in 0..<zoom { out.append(contentsOf: row) }
        }
        return out
    }
}
