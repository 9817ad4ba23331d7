/// Which way a pet looks. Sheet frames face right; a pet facing left is drawn mirrored.
public enum Facing: String, Sendable, Codable {
    case left
    case right
}
