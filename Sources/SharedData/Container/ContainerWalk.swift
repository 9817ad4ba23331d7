import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file and folder of a container, reached from its folder one name at a time and never
/// through a symbolic link; temporary files of writes in progress and the writer lock are left
/// out. What `ContainerStamp` fingerprints and `ContainerMonitor` watches.
enum ContainerWalk {
    struct Entry {
        /// Relative to the container.
        let path: String
        let url: URL
        let info: stat

        var isFolder: Bool { info.st_mode & S_IFMT == S_IFDIR }
    }

    /// At most this many entries are visited: a container holds a few dozen.
    static let maximumEntries = 10_000

    /// The entries under `folder`, each folder before what it holds.
    static func entries(of folder: URL) -> [Entry] {
        var found: [Entry] = []
        walk(folder, prefix: "", into: &found)
        return found
    }

    private static func walk(_ folder: URL, prefix: String, into found: inout [Entry]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where !FileIO.isTemporary(name) && found.count < maximumEntries {
            let path = prefix + name
            if path == GroupContainer.writerLockPath { continue }
            let url = folder.appendingPathComponent(name)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            let entry = Entry(path: path, url: url, info: info)
            found.append(entry)
            if entry.isFolder { walk(url, prefix: path + "/", into: &found) }
        }
    }
}
