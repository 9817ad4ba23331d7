extension String {
    /// `value` in `radix` with leading zeros to at least `digits` digits, as printf's `%02d` and
    /// `%04x` spell it: the contract's text without the C library, which the renderer may not import.
    /// The digits are worked out here rather than by `String(_:radix:uppercase:)`, which the
    /// standard library runs unspecialized through `BinaryInteger`'s witness table: for the quiet
    /// hours' `22:00` that lookup was a few percent of a `widget-tui render`.
    /// They are written into a buffer on the stack, so a short result (a small string) allocates
    /// nothing: the preview's status line writes a dozen each scrub step. Inlinable, so a caller in
    /// another module gets it specialized for its integer type, not run through `BinaryInteger`'s
    /// witness tables.
    @inlinable
    public init(zeroPadded value: some BinaryInteger, digits: Int, radix: Int = 10, uppercase: Bool = false) {
        precondition((2...36).contains(radix), "radix must be from 2 to 36")
        let letters = UInt8(ascii: uppercase ? "A" : "a")
        var rest = value.magnitude
        let base = type(of: rest).init(radix)
        // Every digit of the magnitude in base 2, a sign, and the zeros to `digits`.
        let capacity = Swift.max(digits, rest.bitWidth + 1)
        self = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var start = capacity
            repeat {
                let digit = UInt8(rest % base)
                start -= 1
                buffer[start] = digit < 10 ? UInt8(ascii: "0") + digit : letters + digit - 10
                rest /= base
            } while rest != 0
            if value < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            while capacity - start < digits {
                start -= 1
                buffer[start] = UInt8(ascii: "0")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
