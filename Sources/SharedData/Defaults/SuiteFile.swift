/// A group's suite as one read of its file gave it: every value, and the file's size (every
/// process that opens the suite reads all of it, so the size matters on its own).
public struct SuiteFile: Equatable, Sendable {
    public let values: PlistDictionary
    public let byteCount: Int

    public init(values: PlistDictionary, byteCount: Int) {
        self.values = values
        self.byteCount = byteCount
    }
}
