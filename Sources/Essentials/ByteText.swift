/// Text written as UTF-8 bytes straight into one buffer, for the files the tool writes by the
/// thousand (snapshot text, the index's items): the string's bytes are copied at once, where
/// `append(contentsOf: text.utf8)` walks them through the generic path, about 170 instructions a call.
extension Array where Element == UInt8 {
    public mutating func append(text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
