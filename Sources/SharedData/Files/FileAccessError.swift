/// Why a file could not be reached, read or written, naming its path: as given for a path into a
/// container, the full path for what confined access found on the way. Paths, names and keys are
/// held as found and shown escaped (`shown`); a `reason` passed in is a message already.
public enum FileAccessError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyPath
    case parentReference(path: String)
    case outsideContainer(path: String, group: GroupIdentifier)
    case otherGroup(path: String, owner: GroupIdentifier, group: GroupIdentifier)
    case notFound(path: String, container: String)
    /// A folder to open (a container, a folder the user named) does not exist.
    case noFolder(path: String)
    case invalidName(folder: String, name: String)
    /// Confined access follows no links: not to outside, not even to inside.
    case symbolicLink(path: String, target: String)
    case notARegularFile(path: String, found: FileKind)
    case notAFolder(path: String, found: FileKind)
    /// A file changed in place (the writer lock, the reload log) must not share its bytes with a
    /// path elsewhere.
    case hardLinked(path: String, links: Int)
    /// A file of outside data read only with a single link: its other names may lie anywhere on
    /// the disk (git makes no hard links; an archive can).
    case hardLinkedRead(path: String, links: Int)
    case tooLarge(path: String, size: Int64, limit: ReadLimit)
    case unreadable(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case notAPath(key: String, file: String, found: String)
    /// A stored `file:` URL that names no path in a container.
    case malformedFileURL(url: String, reason: String)

    /// The file or folder the error is about.
    public var path: String? {
        switch self {
        case .emptyPath: nil
        case let .parentReference(path), let .outsideContainer(path, _), let .otherGroup(path, _, _), let .notFound(path, _),
             let .noFolder(path), let .symbolicLink(path, _), let .notARegularFile(path, _), let .notAFolder(path, _),
             let .hardLinked(path, _), let .hardLinkedRead(path, _), let .tooLarge(path, _, _), let .unreadable(path, _), let .writeFailed(path, _),
             let .malformedFileURL(path, _):
            path
        case let .invalidName(folder, _): folder
        case let .notAPath(_, file, _): file
        }
    }

    /// What is wrong, without the path.
    public var reason: String {
        switch self {
        case .emptyPath: "an empty path names no file"
        case .parentReference: "'..' is not allowed in a container path"
        case let .outsideContainer(_, group): "outside the container of \(group.shown)"
        case let .otherGroup(_, owner, group): "in the container of \(owner.shown), not \(group.shown)"
        case let .notFound(_, container): "no such file in the container \(container.shown)"
        case .noFolder: "no such folder"
        case let .invalidName(_, name): "'\(name.shown)' is not a file name (one path component, not . or ..)"
        case let .symbolicLink(_, target): "a symbolic link to \(target.shown); widget-tui follows no links in a container, nor in a path it writes to"
        case let .notARegularFile(_, found): "\(found), not a regular file"
        case let .notAFolder(_, found): "\(found), not a folder"
        case let .hardLinked(_, links): "a file with \(links) hard links; writing it would change the other \(links - 1) too"
        case let .hardLinkedRead(_, links):
            "a file with \(links) hard links, whose other names may lie anywhere on the disk, outside the project too: not read "
                + "(git makes no hard links; an archive can)"
        case let .tooLarge(_, size, limit): "\(size) bytes, over the \(limit) limit for \(limit.subject)"
        case let .unreadable(_, reason): "cannot read: \(reason)"
        case let .writeFailed(_, reason): "cannot write: \(reason)"
        case let .notAPath(key, _, found): "\(key.shown) is \(found), expected a String holding a file path"
        case let .malformedFileURL(_, reason): "not a file URL widget-tui can read: \(reason)"
        }
    }

    public var description: String { path.map { "\($0.shown): \(reason)" } ?? reason }

    /// For an error of another area that names `file` already: the reason alone when this error
    /// is about `file`, the whole description when about a folder on its way.
    public func detail(about file: String) -> String {
        guard path == file else { return description }
        switch self {
        case let .unreadable(_, reason), let .writeFailed(_, reason): return reason
        default: return reason
        }
    }
}
