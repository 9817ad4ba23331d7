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
    /// The image's and the JSON's, as a container's files are stamped; nil for a file that is not there.
    let files: [ContainerStamp.FileState?]

    /// The stamp of the sheet `name` in `directory` (`pets.png` and `pets.json`, as `SpriteSheetLoader` reads it).
    init(directory: URL, name: String = "pets") {
        files = ["png", "json"].map { type in
            var info = stat()
            let file = "\(name).\(type)"
            guard stat(directory.appendingPathComponent(file).path, &info) == 0 else { return nil }
            return ContainerStamp.FileState(path: file, info: info)
        }
    }
}
