/// Why a Live Activity's content state cannot be sent or read.
public enum ActivityStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Above ActivityKit's limit; `size` is the encoded size in bytes.
    case tooLarge(size: Int)
    case unencodable(reason: String)
    case invalid(field: String, message: String)

    public var description: String {
        let limit = PetActivityAttributes.ContentState.maximumSize
        switch self {
        case let .tooLarge(size):
            return "ContentState is \(size) bytes; ActivityKit refuses more than \(limit). Send a name, a stage key and "
                + "a few numbers; the widget looks artwork up from the stage key"
        case let .unencodable(reason):
            return "ContentState cannot be encoded as JSON: \(reason)"
        case let .invalid(field, message):
            return "ContentState: \(field): \(message)"
        }
    }
}
