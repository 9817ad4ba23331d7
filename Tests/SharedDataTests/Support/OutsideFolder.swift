import Foundation

/// A folder outside the container that hostile links point at, with what it holds recorded so a
/// test can prove that nothing in it was created, changed or truncated.
struct OutsideFolder {
    let url: URL
    let file: URL
    let plist: URL

    init(in folder: TemporaryFolder) throws {
        url = folder.path("outside")
        file = try folder.write("outside/victim.txt", Data("precious bytes\n".utf8))
        plist = try folder.write("outside/other.plist", Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>streakDays</key><integer>99</integer></dict></plist>"#.utf8))
    }

    /// A path in the folder that does not exist: where a dangling link points.
    var missing: URL { url.appendingPathComponent("created-by-widget-tui") }

    /// Every entry, relative to the folder, with its bytes (regular files), its target (links) or
    /// its kind; links are not followed.
    func contents() throws -> [String: String] {
        var found: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: url.path) {
            let entry = url.appendingPathComponent(path).path
            var info = stat()
            guard lstat(entry, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: found[path] = "file \(info.st_size) " + (try Data(contentsOf: URL(fileURLWithPath: entry))).base64EncodedString()
            case S_IFLNK: found[path] = "link " + (try FileManager.default.destinationOfSymbolicLink(atPath: entry))
            case S_IFDIR: found[path] = "folder"
            default: found[path] = "mode \(info.st_mode)"
            }
        }
        return found
    }
}
