extension StringProtocol {
    /// Without leading and trailing whitespace and newlines; Foundation-free, and cheap on the
    /// short strings of identifiers, settings and arguments it is used on. Inlinable so that a
    /// caller gets it specialized for its String: unspecialized, each call looked up the generic
    /// metadata of `Self`'s scalar view, a few percent of a `widget-tui render`'s start-up.
    @inlinable
    public var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        // Nothing to trim, the usual case: building a scalar view from the slice costs the generic
        // `append(contentsOf:)` of the standard library, unspecialized.
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return String(self) }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension String {
    /// Exactly `length` characters: cut, or filled out with spaces, as a column of a table needs
    /// (Foundation's `padding(toLength:withPad:startingAt:)` without Foundation).
    public func paddedWithSpaces(toLength length: Int) -> String {
        count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
    }
}
