/// A value widget-tui cannot read, kept so that a write of the suite puts it back unchanged: a
/// keyed-archiver UID, a set, a null, a marker no reader knows, a 16-byte integer beyond 64 bits,
/// nesting deeper than iOS reads (`PlistLimits.maximumDepth`), a damaged object.
///
/// Only the value of a top-level key is ever unreadable: whatever goes wrong inside it spoils that
/// key's whole value and nothing else.
public struct UnreadablePlistValue: Equatable, Sendable {
    /// Why it could not be read, with the byte offset.
    public let reason: PlistSyntaxError
    /// The objects that encode it in a binary plist; nil when they cannot be told apart from the
    /// rest of the file (a reference out of range, a length running past the end).
    let objects: BinaryObjectGraph?

    init(reason: PlistSyntaxError, objects: BinaryObjectGraph?) {
        self.reason = reason
        self.objects = objects
    }

    /// Whether a write can put it back unchanged; when not, the suite is written only without it.
    public var canBeKept: Bool { objects != nil }

    /// What it means for a reader and for writes of other keys, for messages about its key.
    public var explanation: String {
        "cannot be read: \(reason); "
            + (canBeKept ? "writes of other keys keep it unchanged" : "it cannot be kept, so writes are refused until the key is removed")
    }
}
