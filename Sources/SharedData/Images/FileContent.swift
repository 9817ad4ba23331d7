import Essentials

/// What a file that is not a PNG or JPEG holds, named from its bytes for messages: a widget's image
/// that turns out to be "104 zero bytes" or "text" says more than "not a PNG".
public enum FileContent: Equatable, Sendable, CustomStringConvertible {
    case empty
    /// Every byte zero: space allocated but never written, as a crash during a write leaves it.
    case zeros(count: Int)
    /// An image format iOS also reads (`UIImage` takes GIF, HEIF, WebP, TIFF and BMP), whose header
    /// widget-tui does not read.
    case otherImage(format: String)
    /// UTF-8 text: an error page or a JSON answer saved where the image should be.
    case text(count: Int)
    case binary(count: Int, prefix: [UInt8])

    /// How many bytes are looked at to tell text from binary data.
    static let sniffLength = 512

    public init(_ bytes: [UInt8]) {
        if bytes.isEmpty {
            self = .empty
        } else if bytes.allSatisfy({ $0 == 0 }) {
            self = .zeros(count: bytes.count)
        } else if let format = Self.imageFormat(bytes) {
            self = .otherImage(format: format)
        } else if Self.isText(bytes.prefix(Self.sniffLength), cut: bytes.count > Self.sniffLength) {
            self = .text(count: bytes.count)
        } else {
            self = .binary(count: bytes.count, prefix: Array(bytes.prefix(4)))
        }
    }

    public var description: String {
        switch self {
        case .empty: "an empty file"
        case let .zeros(count): String(count: count, "zero byte")
        case let .otherImage(format): "\(format.first.map { "AEIOU".contains($0) } == true ? "an" : "a") \(format) image"
        case let .text(count): "text (\(String(count: count, "byte")))"
        case let .binary(count, prefix):
            String(count: count, "byte") + " of other data, beginning " + prefix.map { String(cFormat: "%02x", $0) }.joined(separator: " ")
        }
    }

    /// The formats' signatures, as their specifications give them.
    private static func imageFormat(_ bytes: [UInt8]) -> String? {
        func ascii(_ range: Range<Int>) -> String? {
            range.upperBound <= bytes.count ? String(decoding: bytes[range], as: UTF8.self) : nil
        }
        if let magic = ascii(0..<6), magic == "GIF87a" || magic == "GIF89a" { return "GIF" }
        if ascii(0..<4) == "RIFF", ascii(8..<12) == "WEBP" { return "WebP" }
        if ascii(4..<8) == "ftyp", let brand = ascii(8..<12) {
            if brand == "avif" || brand == "avis" { return "AVIF" }
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return "HEIF" }
        }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        // "BM", then a DIB header of one of the sizes Windows defines, at byte 14.
        if bytes.starts(with: [0x42, 0x4D]), bytes.count >= 18, [12, 40, 52, 56, 108, 124].contains(Int(bytes[14]))
            && bytes[15] == 0 && bytes[16] == 0 && bytes[17] == 0 {
            return "BMP"
        }
        return nil
    }

    /// Valid UTF-8 (a character cut by `cut` excepted) without control characters other than
    /// tab, line feed and carriage return.
    private static func isText(_ bytes: ArraySlice<UInt8>, cut: Bool) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                consumed += String(scalar).utf8.count
                if scalar.value < 0x20, ![0x09, 0x0A, 0x0D].contains(scalar.value) { return false }
                if scalar.value == 0x7F { return false }
            case .emptyInput:
                return true
            case .error:
                // A multi-byte character the sniffed prefix cut in two is still text.
                return cut && bytes.count - consumed < 4
            }
        }
    }
}
