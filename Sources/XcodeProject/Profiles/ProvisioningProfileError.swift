/// Why a file is not a readable provisioning profile, with the byte offset where known.
public enum ProvisioningProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    case notCMS(String, offset: Int)
    case notAPropertyList(String)
    case missing(String)
    case tooLarge(Int)
    case unreadable(String)

    public var description: String {
        switch self {
        case let .notCMS(why, offset): "not a signed profile (CMS): \(why) (at byte \(offset))"
        case let .notAPropertyList(why): "the signed content is not a property list: \(why)"
        case let .missing(what): "the profile has no \(what)"
        case let .tooLarge(limit): "larger than \(limit) bytes; profiles are a few tens of kilobytes"
        case let .unreadable(reason): reason
        }
    }
}
