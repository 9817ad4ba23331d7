/// Why a shared file could not be reached, read or written, naming the path as given.
public enum FileAccessError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyPath
    case parentReference(path: String)
    case outsideContainer(path: String, group: GroupIdentifier)
    case otherGroup(path: String, owner: GroupIdentifier, group: GroupIdentifier)
    case symlinkOutside(path: String, target: String)
    case notFound(path: String, container: String)
    case unreadable(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case notAPath(key: String, file: String, found: String)

    public var description: String {
        switch self {
        case .emptyPath:
            "an empty path names no file"
        case let .parentReference(path):
            "\(path): '..' is not allowed in a container path"
        case let .outsideContainer(path, group):
            "\(path): outside the container of \(group)"
        case let .otherGroup(path, owner, group):
            "\(path): in the container of \(owner), not \(group)"
        case let .symlinkOutside(path, target):
            "\(path): a symbolic link leads out of the container (to \(target))"
        case let .notFound(path, container):
            "\(path): no such file in the container \(container)"
        case let .unreadable(path, reason):
            "\(path): cannot read: \(reason)"
        case let .writeFailed(path, reason):
            "\(path): cannot write: \(reason)"
        case let .notAPath(key, file, found):
            "\(file): \(key) is \(found), expected a String holding a file path"
        }
    }
}
