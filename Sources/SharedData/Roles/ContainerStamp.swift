import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cheap fingerprint of a container for polling: each file's identity, size and modification
/// time. Two stamps compare equal when nothing was written in between (every write renames a new
/// file into place, so even a same-size rewrite changes the inode).
public struct ContainerStamp: Equatable, Sendable {
    public struct FileState: Equatable, Sendable {
        /// Relative to the container.
        public let path: String
        public let inode: UInt64
        public let size: Int64
        public let modified: Date

        /// The file at `path` as `stat` described it.
        public init(path: String, info: stat) {
            self.path = path
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = FileIO.modificationDate(info)
        }
    }

    /// Sorted by path. Temporary files of writes in progress and the writer lock are left out.
    public let files: [FileState]
    /// widget-tui's own files kept outside the container (`ContainerBookkeeping.outside`), by name;
    /// empty when they are in it (and so among `files`).
    public let bookkeeping: [FileState]
    /// False when the container folder is gone (deleted, or the app reinstalled into a new one).
    public let containerExists: Bool

    /// The newest write to the suite or the shared files (everything outside `Library/Caches`).
    public var lastDataChange: Date? { dataFiles.map(\.modified).max() }

    private var dataFiles: [FileState] {
        files.filter { !$0.path.hasPrefix("Library/Caches/") && $0.path != ContainerMetadata.fileName }
    }

    public init(of container: GroupContainer) {
        var info = stat()
        containerExists = stat(container.url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        let entries = containerExists ? ContainerWalk.entries(of: container.url) : []
        files = Self.states(entries)
        if case let .outside(folder) = container.bookkeeping {
            // The lock changes with every write, as it does in the container, where the walk leaves it out.
            bookkeeping = Self.states(ContainerWalk.entries(of: folder).filter { $0.path != ContainerBookkeeping.writerLockName })
        } else {
            bookkeeping = []
        }
    }

    private static func states(_ entries: [ContainerWalk.Entry]) -> [FileState] {
        entries.filter { !$0.isFolder }.map { FileState(path: $0.path, info: $0.info) }.sorted { $0.path < $1.path }
    }
}
