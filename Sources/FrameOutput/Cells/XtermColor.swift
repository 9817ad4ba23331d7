import PetRenderer

/// The xterm colour tables and nearest-colour choice, used once per palette entry.
public enum XtermColor {
    /// Channel levels of the 6x6x6 cube (indices 16-231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default colours for indices 0-15 (terminals may change them).
    public static let ansi16: [RGB] = [
        RGB(0x00, 0x00, 0x00), RGB(0xcd, 0x00, 0x00), RGB(0x00, 0xcd, 0x00), RGB(0xcd, 0xcd, 0x00),
        RGB(0x00, 0x00, 0xee), RGB(0xcd, 0x00, 0xcd), RGB(0x00, 0xcd, 0xcd), RGB(0xe5, 0xe5, 0xe5),
        RGB(0x7f, 0x7f, 0x7f), RGB(0xff, 0x00, 0x00), RGB(0x00, 0xff, 0x00), RGB(0xff, 0xff, 0x00),
        RGB(0x5c, 0x5c, 0xff), RGB(0xff, 0x00, 0xff), RGB(0x00, 0xff, 0xff), RGB(0xff, 0xff, 0xff),
    ]

    /// The colour xterm shows for an index.
    public static func rgb(of index: UInt8) -> RGB {
        switch index {
        case 0..<16: return ansi16[Int(index)]
        case 16..<232:
            let i = Int(index) - 16
            return RGB(UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[i / 6 % 6]), UInt8(cubeLevels[i % 6]))
        default:
            let v = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(v, v, v)
        }
    }

    /// Nearest of indices 16-255 by RGB distance. The cube is a grid, so the per-channel nearest level
    /// is its nearest point; the nearest grey is the one closest to the channel mean. 0-15 are left out
    /// because terminals redefine them.
    public static func nearest256(_ c: RGB) -> UInt8 {
        func level(_ v: UInt8) -> Int {
            var best = 0
            for i in 1..<cubeLevels.count where abs(cubeLevels[i] - Int(v)) < abs(cubeLevels[best] - Int(v)) { best = i }
            return best
        }
        let cube = UInt8(16 + 36 * level(c.r) + 6 * level(c.g) + level(c.b))
        let mean = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let grey = UInt8(232 + max(0, min(23, (mean - 8 + 5) / 10)))
        return rgb(of: grey).distanceSquared(to: c) < rgb(of: cube).distanceSquared(to: c) ? grey : cube
    }

    /// Nearest of the 16 colours, keeping hue: a saturated colour picks the primary or secondary closest
    /// in hue (bright when its value is high), a dull one picks the grey closest in luminance. Plain RGB
    /// distance would turn grass and sky grey.
    public static func nearest16(_ c: RGB) -> UInt8 {
        let rf = Double(c.r) / 255, gf = Double(c.g) / 255, bf = Double(c.b) / 255
        let maxC = max(rf, gf, bf), minC = min(rf, gf, bf)
        let saturation = maxC > 0 ? (maxC - minC) / maxC : 0
        if saturation < 0.25 || maxC < 0.25 {
            let greys: [(index: UInt8, level: Double)] = [(0, 0), (8, 0.5), (7, 0.9), (15, 1)]
            let l = c.luminance
            return greys.min { abs($0.level - l) < abs($1.level - l) }?.index ?? 7
        }
        let delta = maxC - minC
        var hue: Double
        if maxC == rf { hue = 60 * ((gf - bf) / delta) }
        else if maxC == gf { hue = 60 * ((bf - rf) / delta + 2) }
        else { hue = 60 * ((rf - gf) / delta + 4) }
        if hue < 0 { hue += 360 }
        // red, yellow, green, cyan, blue, magenta: (dim, bright) indices.
        let hues: [(dim: UInt8, bright: UInt8)] = [(1, 9), (3, 11), (2, 10), (6, 14), (4, 12), (5, 13)]
        let sector = Int((hue / 60).rounded()) % 6
        return maxC >= 0.9 ? hues[sector].bright : hues[sector].dim
    }
}
