import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps a path stored in a group's data to components relative to its container; the file is then
/// opened through `ConfinedFolder`, which follows no link. A relative path may not use `..`. An
/// absolute path is accepted when it lies in this container, or in a container of the same group
/// elsewhere: home_widget stores the absolute path of `home_widget/<key>.png`, which names the
/// container where it was written (another machine, or the UUID folder before a reinstall), or the
/// one a captured container was copied from (`GroupContainer.formerPath`), wherever the copy is now.
/// A `file:` URL (`FileURL`) stands for the absolute path it names.
struct ContainerPath {
    let container: GroupContainer

    /// Longer than any file system's paths (Linux's PATH_MAX; Apple's is 1,024): such a stored
    /// path names no file, and its walk up (one disk probe a folder) is refused before it starts.
    static let maximumPathLength = 4_096

    /// The path's components inside the container.
    func components(_ stored: String) throws(FileAccessError) -> [String] {
        let path = FileURL.isFileURL(stored) ? try FileURL.path(stored) : stored
        if path.isEmpty { throw .emptyPath }
        if path.utf8.count > Self.maximumPathLength {
            throw .unreadable(path: String(path.prefix(80)) + "…",
                              reason: "a path of \(path.utf8.count) bytes, longer than any file system's (\(Self.maximumPathLength))")
        }
        let components = path.hasPrefix("/") ? try relativeComponents(ofAbsolute: path) : try Self.components(of: path)
        if components.isEmpty { throw .emptyPath }
        return components
    }

    /// The file's URL inside the container, for messages.
    func resolve(_ path: String) throws(FileAccessError) -> URL {
        try components(path).reduce(container.url) { $0.appendingPathComponent($1) }
    }

    private static func components(of path: String) throws(FileAccessError) -> [String] {
        let parts = path.slashSeparatedNames.filter { $0 != "." }
        if parts.contains("..") { throw .parentReference(path: path) }
        return parts
    }

    private func relativeComponents(ofAbsolute path: String) throws(FileAccessError) -> [String] {
        let parts = try Self.components(of: path)
        for root in [container.url.standardizedFileURL.path, Self.realPath(container.url.path), container.formerPath].compactMap({ $0 }) {
            let base = try Self.components(of: root)
            if parts.starts(with: base) { return Array(parts.dropFirst(base.count)) }
        }
        // The folder names the container had: its own, and the UUID folder it was captured from
        // (a path the app stored on the device, /private/var/mobile/.../AppGroup/<UUID>/...).
        let names = [container.url.lastPathComponent] + (container.formerPath.map { [URL(fileURLWithPath: $0).lastPathComponent] } ?? [])
        // The folders of the path that exist on this machine: the leading ones, up to the first
        // missing (below it nothing exists), so the disk is probed once an existing folder and
        // the walk's cost does not grow with the path's made-up part.
        var existing = 0
        while existing < parts.count - 1,
              FileManager.default.fileExists(atPath: "/" + parts.prefix(existing + 1).joined(separator: "/")) { existing += 1 }
        // Walk up to the folder that was a container when the path was written.
        for depth in stride(from: parts.count - 1, through: 1, by: -1) {
            guard depth <= existing else {
                if names.contains(parts[depth - 1]) { return Array(parts.dropFirst(depth)) }
                continue
            }
            let folder = URL(fileURLWithPath: "/" + parts.prefix(depth).joined(separator: "/"))
            let owner = try? ContainerMetadata.groupIdentifier(inFolder: folder)
            if let owner {
                guard owner == container.groupID else { throw .otherGroup(path: path, owner: owner, group: container.groupID) }
                return Array(parts.dropFirst(depth))
            }
        }
        throw .outsideContainer(path: path, group: container.groupID)
    }

    /// The container's own path with its links resolved, as a path stored on this machine may
    /// spell it (`/private/var/...` for `/var/...` on a Mac).
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
