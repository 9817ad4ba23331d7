import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an entry in a folder is, from `lstat` (a link is not followed), in the words an error
/// message uses: "a symbolic link to /x", "a FIFO".
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
    case missing
    case regular(size: Int64, links: Int)
    case folder
    case symbolicLink(target: String)
    case fifo
    case socket
    case characterDevice
    case blockDevice
    case unknown(mode: UInt32)

    /// `target` reads a link's target; it is asked only for links.
    init(_ info: stat, target: () -> String) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular(size: Int64(info.st_size), links: Int(info.st_nlink))
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink(target: target())
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .unknown(mode: UInt32(info.st_mode))
        }
    }

    public var isRegularFile: Bool {
        if case .regular = self { true } else { false }
    }

    public var description: String {
        switch self {
        case .missing: "nothing"
        case .regular: "a regular file"
        case .folder: "a folder"
        case let .symbolicLink(target): "a symbolic link to \(target)"
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case let .unknown(mode): "a file of type \(String(mode & 0o170000, radix: 8))"
        }
    }
}
