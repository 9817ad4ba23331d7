extension StringProtocol {
    /// Without leading and trailing whitespace and newlines; Foundation-free, and cheap on the
    /// short strings of identifiers, settings and arguments it is used on.
    public var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
