extension StringProtocol {
    /// The names between a path's `/` bytes, as the kernel splits it, empty ones left out. A Swift
    /// Character merges `/` with a prepended scalar before it (U+0600) or a combining one after it
    /// (U+0301), so a split, prefix or drop by Character keeps such a slash inside a name.
    var slashSeparatedNames: [String] {
        utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }
}
