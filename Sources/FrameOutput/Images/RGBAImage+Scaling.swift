import PetRenderer

extension RGBAImage {
    /// The image made as large as fits `width` x `height` pixels with its aspect kept: shrunk, each
    /// new pixel is the average of the pixels it covers, weighted by their alpha, so a photo keeps
    /// its colours and transparent edges do not darken; enlarged, each pixel is repeated.
    public func scaled(toFit width: Int, _ height: Int) -> RGBAImage {
        guard self.width > 0, self.height > 0, width > 0, height > 0 else { return RGBAImage(width: 0, height: 0, pixels: []) }
        let factor = min(Double(width) / Double(self.width), Double(height) / Double(self.height))
        let w = max(1, Int((Double(self.width) * factor).rounded())), h = max(1, Int((Double(self.height) * factor).rounded()))
        guard w != self.width || h != self.height else { return self }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let top = y * self.height / h, bottom = max(top + 1, (y + 1) * self.height / h)
            for x in 0..<w {
                let left = x * self.width / w, right = max(left + 1, (x + 1) * self.width / w)
                var sum = (r: 0, g: 0, b: 0, a: 0)
                for sy in top..<bottom {
                    for sx in left..<right {
                        let i = (sy * self.width + sx) * 4, a = Int(pixels[i + 3])
                        sum.r += Int(pixels[i]) * a
                        sum.g += Int(pixels[i + 1]) * a
                        sum.b += Int(pixels[i + 2]) * a
                        sum.a += a
                    }
                }
                let o = (y * w + x) * 4, count = (bottom - top) * (right - left)
                if sum.a > 0 {
                    out[o] = UInt8(sum.r / sum.a)
                    out[o + 1] = UInt8(sum.g / sum.a)
                    out[o + 2] = UInt8(sum.b / sum.a)
                }
                out[o + 3] = UInt8(sum.a / count)
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
