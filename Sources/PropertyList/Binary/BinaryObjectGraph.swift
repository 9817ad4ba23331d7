/// Objects of a binary plist copied as they are, with their references renumbered within the copy:
/// how an unreadable value travels from the file it was read from into the file written next.
/// Copying object by object keeps shared references shared, so the copy is never larger than the
/// original.
struct BinaryObjectGraph: Equatable, Sendable {
    struct Object: Equatable, Sendable {
        /// Everything but the references: the marker and length of a collection, the whole of
        /// anything else.
        var bytes: [UInt8]
        /// Indices into `objects`, written after `bytes` at the new file's reference size.
        var references: [Int]
    }

    /// `objects[0]` is the value itself.
    var objects: [Object]

    /// What the copy counts against `PlistLimits` when written.
    var byteCount: Int { objects.reduce(0) { $0 + $1.bytes.count } }
}
