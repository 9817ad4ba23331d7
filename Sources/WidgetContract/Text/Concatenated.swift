extension Array where Element == String {
    /// `joined(separator:)`, inlined where it is called. The standard library's is generic over
    /// `BidirectionalCollection` and not inlinable: its first call in a process looks up the
    /// collection's associated types at run time, a twentieth of a `widget-tui render`, and any
    /// later first caller pays it again. The text is the same.
    @inlinable
    public func concatenated(separator: String = "") -> String {
        var text = ""
        for (i, piece) in enumerated() {
            if i > 0 { text += separator }
            text += piece
        }
        return text
    }
}
