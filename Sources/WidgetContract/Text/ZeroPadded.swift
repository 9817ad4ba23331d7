extension String {
    /// `value` in `radix` with leading zeros to at least `digits` digits, as printf's `%02d` and
    /// `%04x` spell it: the contract's text without the C library, which the renderer may not import.
    /// The digits are worked out here rather than by `String(_:radix:uppercase:)`, which the
    /// standard library runs unspecialized through `BinaryInteger`'s witness table: for the quiet
    /// hours' `22:00` that lookup was a few percent of a `widget-tui render`.
    public init(zeroPadded value: some BinaryInteger, digits: Int, radix: Int = 10, uppercase: Bool = false) {
        precondition((2...36).contains(radix), "radix must be from 2 to 36")
        let letters = UInt8(ascii: uppercase ? "A" : "a")
        var reversed: [UInt8] = []
        var rest = value.magnitude
        let base = type(of: rest).init(radix)
        repeat {
            let digit = UInt8(rest % base)
            reversed.append(digit < 10 ? UInt8(ascii: "0") + digit : letters + digit - 10)
            rest /= base
        } while rest != 0
        if value < 0 { reversed.append(UInt8(ascii: "-")) }
        let padding = [UInt8](repeating: UInt8(ascii: "0"), count: Swift.max(0, digits - reversed.count))
        self = String(decoding: padding + reversed.reversed(), as: UTF8.self)
    }
}
