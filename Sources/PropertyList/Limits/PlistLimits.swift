/// How much of one property list widget-tui reads, and writes: the writer keeps to the same
/// limits, so whatever the tool writes it (and iOS) can read back.
public struct PlistLimits: Equatable, Sendable {
    /// Which limit a property list went past.
    public enum Kind: Equatable, Sendable {
        case depth, values, decodedBytes
    }

    /// How many levels below the top object a value may sit (a dictionary's keys count as one
    /// level below it).
    public var maximumDepth: Int
    /// Values decoded in all, keys included; every reference to a shared object counts again.
    public var maximumValues: Int
    /// Bytes of data and strings decoded in all (strings as UTF-16, two bytes a code unit), every
    /// reference to a shared object counted again.
    public var maximumDecodedBytes: Int

    public init(maximumDepth: Int, maximumValues: Int, maximumDecodedBytes: Int) {
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
        self.maximumDecodedBytes = maximumDecodedBytes
    }

    /// - Depth 128: CoreFoundation on iOS reads no deeper (`_CFPropertyListMaxRecursionDepth` in
    ///   CFPropertyList_Internal.h: 128 on iOS, 512 on macOS), and then reads none of the file.
    /// - One million values: shared references let a 200-byte binary plist stand for 2^60 values;
    ///   no suite holds anywhere near this many.
    /// - 32 MiB decoded: every process that opens a suite holds all of it, the widget extension
    ///   too, whose whole memory limit is about 30 MB; a suite beyond that cannot work on a device.
    ///   The file itself is at most `ReadLimit.suite` (16 MiB; CoreFoundation stores less than
    ///   4 MiB), so only shared references get this far: a 200 KB file that refers 100,000 times to
    ///   one 100 KB data object is refused here instead of taking 10 GB.
    public static let standard = PlistLimits(maximumDepth: 128, maximumValues: 1_000_000, maximumDecodedBytes: 32 << 20)
}
