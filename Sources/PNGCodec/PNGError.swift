import SharedData

/// Why a PNG could not be read or written. `path` is the file, or "PNG data" for bytes in memory;
/// `reason` quotes libpng's own message where it has one.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingFile(path: String)
    case unreadableFile(path: String, reason: String)
    /// The bytes do not start with the PNG signature.
    case notPNG(path: String)
    /// The data ends before the PNG's end chunk.
    case truncated(path: String, reason: String)
    /// libpng refused the data for another reason (bad CRC, bad chunk, unsupported data).
    case invalid(path: String, reason: String)
    case tooLarge(path: String, width: Int, height: Int, maxPixels: Int)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missingFile(path): "\(path.shown): no such file"
        case let .unreadableFile(path, reason): "\(path.shown): cannot be read: \(reason)"
        case let .notPNG(path): "\(path.shown): not a PNG file (the PNG signature is missing)"
        case let .truncated(path, reason): "\(path.shown): truncated PNG: \(reason)"
        case let .invalid(path, reason): "\(path.shown): invalid PNG: \(reason)"
        case let .tooLarge(path, width, height, maxPixels):
            "\(path.shown): image is \(width)x\(height), more than the \(maxPixels) pixels allowed"
        case let .unwritable(path, reason): "\(path.shown): cannot be written: \(reason)"
        }
    }
}
