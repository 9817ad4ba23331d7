extension StringProtocol {
    /// Without leading and trailing whitespace and newlines; Foundation-free, and cheap on the
    /// short strings of identifiers, settings and arguments it is used on. Inlinable so that a
    /// caller gets it specialized for its String: unspecialized, each call looked up the generic
    /// metadata of `Self`'s scalar view, a few percent of a `widget-tui render`'s start-up.
    @inlinable
    public var trimmingWhitespace: String {
        let scalars = unicodeScalars
        // An ASCII scalar is answered without Unicode's tables (their look-up was most of a trim
        // in the code scan, issue 41): White_Space there is tab to carriage return and space.
        let isWhitespace = { (scalar: Unicode.Scalar) in
            scalar.isASCII ? scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) : scalar.properties.isWhitespace
        }
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        // Nothing to trim, the usual case: building a scalar view from the slice costs the generic
        // `append(contentsOf:)` of the standard library, unspecialized.
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return String(self) }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension StringProtocol where SubSequence == Substring {
    /// `split(whereSeparator: \.isWhitespace)`, read over the bytes where they are all ASCII (an
    /// argument, an expression: nearly always): there a `Character` is a byte, or `\r\n`, which
    /// is white space as both its bytes are, and White_Space is tab to carriage return and space.
    /// Asking each `Character` went through Unicode's tables, a tenth of the code scan (issue 41).
    @inlinable
    public var whitespaceSeparatedWords: [Substring] {
        let utf8 = self.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return split(whereSeparator: \.isWhitespace) }
        var words: [Substring] = []
        var start: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                if let wordStart = start { words.append(self[wordStart..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = utf8.index(after: index)
        }
        if let wordStart = start { words.append(self[wordStart..<index]) }
        return words
    }
}

extension String {
    /// Exactly `length` characters: cut, or filled out with spaces, as a column of a table needs
    /// (Foundation's `padding(toLength:withPad:startingAt:)` without Foundation).
    public func paddedWithSpaces(toLength length: Int) -> String {
        count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
    }
}
