/// How many bytes widget-tui reads from one file of each kind of outside data. Every read checks
/// the size of the opened file first (`fstat`) and stops at the limit, so a huge or sparse file is
/// refused at once, naming the file and the limit, instead of exhausting memory. Each limit is
/// what real data of that kind weighs, with headroom; the README's "Limits" section lists them.
public struct ReadLimit: Equatable, Sendable, CustomStringConvertible {
    public let bytes: Int
    /// What the limit is for, as an error names it: "a group's settings suite".
    public let subject: String

    public init(bytes: Int, subject: String) {
        self.bytes = bytes
        self.subject = subject
    }

    /// "16 MiB", "64 KiB".
    public var description: String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// CoreFoundation refuses to store 4 MiB or more in one preferences domain on iOS and macOS
    /// ("Attempting to store >= 4194304 bytes of data in CFPreferences/NSUserDefaults on this
    /// platform is invalid"; 1 MiB on watchOS and tvOS), so a suite an app wrote through
    /// UserDefaults stays under 4 MiB. Four times that leaves room for XML suites, whose data grows
    /// by a third in base64, and for suites written before iOS 13 set the limit.
    public static let suite = ReadLimit(bytes: 16 << 20, subject: "a group's settings suite")

    /// Written only by widget-tui: past 16 KiB it is compacted to the last 256 requests, and a
    /// line holds at most a 1 KiB kind (checked when recording), so a record stays under 300 KB.
    public static let reloadLog = ReadLimit(bytes: 1 << 20, subject: "the reload requests")

    /// The container manager's metadata plist and a simulator's `device.plist` hold four to eight
    /// short keys: under 2 KB each.
    public static let systemPlist = ReadLimit(bytes: 64 << 10, subject: "a container's or a simulator's metadata plist")

    /// An Xcode `.entitlements` file lists a few capabilities: a few hundred bytes to a few KB.
    public static let entitlements = ReadLimit(bytes: 1 << 20, subject: "an entitlements file")

    /// A file an app shares in the container. home_widget's `renderFlutterWidget` writes a PNG of
    /// the widget at the device's pixel ratio: the largest widget (364x382 pt) at 3x is 1092x1146
    /// pixels, 5 MB even uncompressed; `saveFile` JPEGs of 12-megapixel photos weigh 2 to 8 MB.
    public static let sharedFile = ReadLimit(bytes: 16 << 20, subject: "a shared file in the container")

    /// The decoder accepts at most 4096x4096 pixels (64 MB decoded); pixel art, flat colours in
    /// few shades, compresses at least fourfold, and real pet sheets weigh a few KB (ours 361 bytes).
    public static let spriteImage = ReadLimit(bytes: 16 << 20, subject: "a sprite sheet's PNG")

    /// Aseprite's array format spends about 250 bytes per frame, pretty-printed: 4 MiB holds
    /// 16,000 frames, where a pet sheet has a few dozen (ours: 2 KB).
    public static let spriteJSON = ReadLimit(bytes: 4 << 20, subject: "a sprite sheet's JSON")

    /// One letter per pixel: the largest widget (large, 364x382 points) at the finest scale (1 point
    /// per pixel) is 139,048 letters plus the header and legend, about 140 KB.
    public static let snapshotText = ReadLimit(bytes: 1 << 20, subject: "a snapshot text file")

    /// A stored image drawn as another app's widget shows it: the largest widget at 3x is 1014x1062
    /// pixels, 4.3 MB even uncompressed.
    public static let snapshotImage = ReadLimit(bytes: 16 << 20, subject: "a snapshot image")

    /// About 150 bytes per snapshot file: every entry of a 400-entry timeline (where WidgetKit
    /// stops updating) in three families and six Live Activity surfaces is 3,600 files, 540 KB.
    public static let snapshotIndex = ReadLimit(bytes: 16 << 20, subject: "a snapshot index")
}
