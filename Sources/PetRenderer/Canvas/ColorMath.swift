/// Colour arithmetic used to derive palette variants; run once per palette entry, never per pixel.
extension RGB {
    /// Luma 0...1 with Rec. 709 weights on the stored sRGB values: cheap, and good enough to rank
    /// pixel-art colours by brightness.
    public var luminance: Double {
        (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }

    /// A grey of the given lightness (0...1).
    static func grey(_ level: Double) -> RGB {
        let v = channel(level * 255)
        return RGB(v, v, v)
    }

    /// Each channel multiplied by its own factor.
    func scaled(_ fr: Double, _ fg: Double, _ fb: Double) -> RGB {
        RGB(Self.channel(Double(r) * fr), Self.channel(Double(g) * fg), Self.channel(Double(b) * fb))
    }

    /// Linear mix: `t = 0` is `self`, `t = 1` is `other`.
    func mixed(with other: RGB, _ t: Double) -> RGB {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { Self.channel(Double(a) + (Double(b) - Double(a)) * t) }
        return RGB(mix(r, other.r), mix(g, other.g), mix(b, other.b))
    }

    /// The same saturation and value with the hue turned by `degrees` (HSV).
    func hueRotated(by degrees: Double) -> RGB {
        let rf = Double(r) / 255, gf = Double(g) / 255, bf = Double(b) / 255
        let maxC = max(rf, gf, bf), minC = min(rf, gf, bf), delta = maxC - minC
        guard delta > 0 else { return self }
        var hue: Double
        if maxC == rf { hue = 60 * ((gf - bf) / delta) }
        else if maxC == gf { hue = 60 * ((bf - rf) / delta + 2) }
        else { hue = 60 * ((rf - gf) / delta + 4) }
        hue = (hue + degrees).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let sector = hue / 60
        let x = delta * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r1, g1, b1): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r1, g1, b1) = (delta, x, 0)
        case 1: (r1, g1, b1) = (x, delta, 0)
        case 2: (r1, g1, b1) = (0, delta, x)
        case 3: (r1, g1, b1) = (0, x, delta)
        case 4: (r1, g1, b1) = (x, 0, delta)
        default: (r1, g1, b1) = (delta, 0, x)
        }
        return RGB(Self.channel((r1 + minC) * 255), Self.channel((g1 + minC) * 255), Self.channel((b1 + minC) * 255))
    }

    /// Squared Euclidean distance in RGB, for nearest-colour searches.
    package func distanceSquared(to other: RGB) -> Int {
        let dr = Int(r) - Int(other.r), dg = Int(g) - Int(other.g), db = Int(b) - Int(other.b)
        return dr * dr + dg * dg + db * db
    }

    private static func channel(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
}
