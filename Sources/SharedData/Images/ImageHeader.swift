import Essentials

/// What the first bytes of an image file say about it: its format and its size in pixels, read
/// without decoding the pixels. An image an app shares with its widget is checked this way before
/// anything decodes it: a widget extension has about 30 MB of memory, and decoding is what spends it.
public struct ImageHeader: Equatable, Sendable {
    public let format: ImageFormat
    public let width: Int
    public let height: Int

    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// What the image takes in memory once decoded, as iOS keeps it: 4 bytes a pixel. At most
    /// (2^31 - 1)^2 x 4 for a PNG, which fits in 64 bits.
    public var decodedBytes: UInt64 { UInt64(width) * UInt64(height) * 4 }

    /// The format and size of a PNG or JPEG file, with the whole file's structure checked (every
    /// PNG chunk up to IEND, every JPEG segment up to the end-of-image marker) but no pixel
    /// decoded. Anything else, a truncated file among it, is an error that says what the bytes are.
    public static func parse(_ data: Data) throws(ImageHeaderError) -> ImageHeader {
        let bytes = [UInt8](data)
        if bytes.starts(with: PNGStructure.signature) { return try PNGStructure.read(bytes) }
        if bytes.starts(with: JPEGStructure.startOfImage) { return try JPEGStructure.read(bytes) }
        if bytes.count < PNGStructure.signature.count, !bytes.isEmpty, PNGStructure.signature.starts(with: bytes) {
            throw .truncated(.png, offset: bytes.count, inside: "the signature")
        }
        throw .notAnImage(FileContent(bytes))
    }
}

/// The image formats whose headers widget-tui reads.
public enum ImageFormat: String, Equatable, Sendable {
    case png = "PNG"
    case jpeg = "JPEG"
}
