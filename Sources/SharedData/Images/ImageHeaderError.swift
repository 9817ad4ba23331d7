/// Why a file is not a readable PNG or JPEG, with the byte offset where reading stopped.
public enum ImageHeaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither format: what the bytes are instead.
    case notAnImage(FileContent)
    /// The file ends inside the format's structure: `inside` names the part it was reading.
    case truncated(ImageFormat, offset: Int, inside: String)
    /// A value the format does not allow.
    case malformed(ImageFormat, offset: Int, reason: String)

    public var description: String {
        switch self {
        case let .notAnImage(content): "\(content), not an image"
        case let .truncated(format, offset, inside): "a \(format.rawValue) cut off at byte \(offset), inside \(inside)"
        case let .malformed(format, offset, reason): "a damaged \(format.rawValue): \(reason) (at byte \(offset))"
        }
    }
}
