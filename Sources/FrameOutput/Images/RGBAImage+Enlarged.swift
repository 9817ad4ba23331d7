import PetRenderer

extension RGBAImage {
    /// An opaque picture `width` x `height` pixels of `color(x, y)`, each pixel drawn as a square
    /// of `zoom` x `zoom`, so pixel art stays sharp wherever it is shown (a browser, a pull request).
    public static func enlarged(width: Int, height: Int, zoom: Int, color: (Int, Int) -> RGB) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * zoom * height * zoom * 4)
        let rowBytes = width * zoom * 4
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                for dy in 0..<zoom {
                    var i = (y * zoom + dy) * rowBytes + x * zoom * 4
                    for _ in 0..<zoom {
                        pixels[i] = c.r
                        pixels[i + 1] = c.g
                        pixels[i + 2] = c.b
                        i += 4
                    }
                }
            }
        }
        return RGBAImage(width: width * zoom, height: height * zoom, pixels: pixels)
    }
}
