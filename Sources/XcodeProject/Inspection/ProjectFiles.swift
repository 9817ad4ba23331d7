import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SharedData

/// Files of a project folder from outside: read through `FileIO` (regular files only, the size
/// checked before a byte is read), listed without following links.
enum ProjectFiles {
    enum ReadResult {
        case data(Data)
        case missing
        case failed(String)
    }

    static func read(_ url: URL, limit: ReadLimit) -> ReadResult {
        do {
            return try FileIO.read(url, limit: limit).map(ReadResult.data) ?? .missing
        } catch {
            return .failed(error.reason)
        }
    }

    /// Whether `url` is a folder, without following a symbolic link.
    static func isFolder(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a folder, sorted; empty when it cannot be listed.
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
