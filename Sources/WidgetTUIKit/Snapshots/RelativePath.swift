import Essentials

/// A path written from a folder (`../sprites`), so that a file recorded in a repository names
/// another file of it wherever the repository is checked out. Made from the paths as given
/// (made absolute from the working directory), without following links.
enum RelativePath {
    static func of(_ target: URL, from folder: URL) -> String {
        let from = folder.standardizedFileURL.pathComponents, to = target.standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A recorded path read from `folder`: a relative one from there, an absolute one (as indexes
    /// before version 2 recorded them) as it is.
    static func resolve(_ path: String, from folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
    }
}
