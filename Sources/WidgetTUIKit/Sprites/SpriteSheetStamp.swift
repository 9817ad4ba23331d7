import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SharedData

/// What the preview compares to see a `--sprites` sheet change on disk, as it stamps the container:
/// each file's identity, size and modification date, a `stat` each. An editor that saves renames a
/// new file into place or writes over the old one; either changes the stamp.
struct SpriteSheetStamp: Equatable, Sendable {
    struct FileState: Equatable, Sendable {
        let inode: UInt64
        let size: Int64
        let modified: Date
    }

    /// The image's and the JSON's; nil for a file that is not there.
    let files: [FileState?]

    /// The stamp of the sheet `name` in `directory` (`pets.png` and `pets.json`, as `SpriteSheetLoader` reads it).
    init(directory: URL, name: String = "pets") {
        files = ["png", "json"].map { type in
            var info = stat()
            guard stat(directory.appendingPathComponent("\(name).\(type)").path, &info) == 0 else { return nil }
            return FileState(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: FileIO.modificationDate(info))
        }
    }
}
