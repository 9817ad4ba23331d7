extension String {
    /// `value` in `radix` with leading zeros to at least `digits` digits, as printf's `%02d` and
    /// `%04x` spell it: the contract's text without the C library, which the renderer may not import.
    init(zeroPadded value: some BinaryInteger, digits: Int, radix: Int = 10, uppercase: Bool = false) {
        let text = String(value, radix: radix, uppercase: uppercase)
        self = String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
    }
}
