/// A 24-bit colour.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// Parses `#rrggbb` or `rrggbb`.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let v = UInt32(digits, radix: 16) else { return nil }
        self.init(UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff))
    }

    /// `#rrggbb`, lower case.
    public var hex: String {
        let v = (UInt32(r) << 16) | (UInt32(g) << 8) | UInt32(b)
        let s = String(v, radix: 16)
        return "#" + String(repeating: "0", count: 6 - s.count) + s
    }

    public var description: String { hex }
}
