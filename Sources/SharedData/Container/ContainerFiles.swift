import Essentials

/// Every path widget-tui opens in a container goes through these: the container folder is opened
/// once, and the folders and the file inside are reached by name with `ConfinedFolder`, which
/// follows no link and opens no special file. Paths are relative to the container, "/"-separated,
/// made of widget-tui's own names or of `ContainerPath`'s checked components.
extension GroupContainer {
    /// The container folder, opened so that everything inside is reached through `ConfinedFolder`,
    /// following no link; an entry of a groups root is opened from the root, a link there refused.
    public func open() throws(FileAccessError) -> ConfinedFolder {
        guard let groupsRoot else { return try ConfinedFolder.open(url) }
        guard let folder = try ConfinedFolder.open(groupsRoot).subfolder(url.lastFilePathComponent) else { throw .noFolder(path: url.path) }
        return folder
    }

    /// The folder holding the file at `path` (relative to the container, "/"-separated) and the
    /// file's name in it; nil when the container or a folder on the way does not exist.
    public func folder(holding path: String) throws(FileAccessError) -> (folder: ConfinedFolder, name: String)? {
        try folder(holding: path.slashSeparatedNames)
    }

    func folder(holding components: [String]) throws(FileAccessError) -> (folder: ConfinedFolder, name: String)? {
        let (folders, name) = try Self.split(components)
        let root: ConfinedFolder
        do { root = try open() } catch .noFolder { return nil }
        return try root.subfolder(at: folders).map { ($0, name) }
    }

    /// The regular file at `path` (relative to the container), at most `limit` bytes; nil when it,
    /// a folder on the way or the container does not exist.
    public func read(_ path: String, limit: ReadLimit) throws(FileAccessError) -> Data? {
        try read(path.slashSeparatedNames, limit: limit)
    }

    func read(_ components: [String], limit: ReadLimit) throws(FileAccessError) -> Data? {
        guard let file = try folder(holding: components) else { return nil }
        return try file.folder.read(file.name, limit: limit)
    }

    /// The folder holding the file at `path`, made with the folders on the way when missing; a
    /// missing container is never made, so a write to it fails.
    public func makeFolder(holding path: String) throws(FileAccessError) -> (folder: ConfinedFolder, name: String) {
        try makeFolder(holding: path.slashSeparatedNames)
    }

    func makeFolder(holding components: [String]) throws(FileAccessError) -> (folder: ConfinedFolder, name: String) {
        let (folders, name) = try Self.split(components)
        return (try open().makeSubfolder(at: folders), name)
    }

    private static func split(_ components: [String]) throws(FileAccessError) -> (folders: ArraySlice<String>, name: String) {
        guard let name = components.last else { throw .emptyPath }
        return (components.dropLast(), name)
    }
}
