import Foundation

/// Confines file paths to one container. A relative path may not use `..`, and symbolic links may
/// not lead out. An absolute path is accepted when it lies in this container, or in a container of
/// the same group elsewhere: home_widget stores the absolute path of `home_widget/<key>.png`, which
/// names the container where it was written (another machine, or the UUID folder before a reinstall).
struct ContainerPath {
    let container: GroupContainer

    /// The file's URL inside the container.
    func resolve(_ path: String) throws(FileAccessError) -> URL {
        if path.isEmpty { throw .emptyPath }
        let components = path.hasPrefix("/") ? try relativeComponents(ofAbsolute: path) : try Self.components(of: path)
        let url = components.reduce(container.url) { $0.appendingPathComponent($1) }
        try checkSymlinks(url, path: path)
        return url
    }

    private static func components(of path: String) throws(FileAccessError) -> [String] {
        let parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if parts.contains("..") { throw .parentReference(path: path) }
        return parts
    }

    private func relativeComponents(ofAbsolute path: String) throws(FileAccessError) -> [String] {
        let parts = try Self.components(of: path)
        for root in [container.url.standardizedFileURL.path, Self.realPath(container.url.path)].compactMap({ $0 }) {
            let base = try Self.components(of: root)
            if parts.starts(with: base) { return Array(parts.dropFirst(base.count)) }
        }
        // Walk up to the folder that was a container when the path was written.
        for depth in stride(from: parts.count - 1, through: 1, by: -1) {
            let folder = URL(fileURLWithPath: "/" + parts.prefix(depth).joined(separator: "/"))
            let owner = try? ContainerMetadata.groupIdentifier(inFolder: folder)
            if let owner {
                guard owner == container.groupID else { throw .otherGroup(path: path, owner: owner, group: container.groupID) }
                return Array(parts.dropFirst(depth))
            }
            let exists = FileManager.default.fileExists(atPath: folder.path)
            if !exists, folder.lastPathComponent == container.url.lastPathComponent {
                return Array(parts.dropFirst(depth))
            }
        }
        throw .outsideContainer(path: path, group: container.groupID)
    }

    /// The deepest part of `url` that exists must resolve, through any links, to inside the container.
    private func checkSymlinks(_ url: URL, path: String) throws(FileAccessError) {
        let root = Self.realPath(container.url.path) ?? container.url.path
        var existing = url
        while existing.path.count > container.url.path.count, !Self.exists(existing) {
            existing.deleteLastPathComponent()
        }
        guard let target = Self.realPath(existing.path) else {
            throw .symlinkOutside(path: path, target: Self.linkTarget(existing.path) ?? "a missing file")
        }
        guard target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw .symlinkOutside(path: path, target: target)
        }
    }

    /// lstat, so a dangling link still counts as there (and then fails the check above).
    private static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// nil when some link on the way dangles.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func linkTarget(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }
}
