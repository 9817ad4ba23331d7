import Essentials

/// `app capture`: a copy of a group's container in a folder of the repository, as a container
/// widget-tui reads anywhere: the metadata (the container manager's keys, widget-tui's mark, and
/// where the container was, `ContainerMetadata.capturedFromKey`, so the absolute paths the app
/// stored resolve inside the copy wherever it is checked out), the suite, and the files the
/// suite's values name. Nothing else: no caches, no widget-tui bookkeeping, no file no key names,
/// so the copy holds no reload record (`check` says reload-after-write is unknown).
///
/// The source is data (a simulator's container holds whatever the app wrote): every file is read
/// within its limit through the container, following no link; a value naming a path out of the
/// container, a link or a special file is skipped and said; names are shown escaped.
public enum ContainerCapture {
    /// At most this many files are copied, and this many bytes in all: a container holds a few.
    static let maximumFiles = 1000
    static let maximumBytes = 256 << 20

    /// What was captured.
    public struct Captured: Sendable {
        /// What was copied: the source container's folder, or the preferences plist.
        public let origin: String
        public let container: GroupContainer
        /// The files copied, relative to the container, in the keys' order.
        public let files: [String]
        /// Values that name a file which was not copied, each `key: why`, escaped.
        public let skipped: [String]
        /// Files an earlier capture in the folder held that this one does not, removed.
        public let removed: [String]
    }

    /// Copies `source` into `target`. `suite` is the suite's bytes when they come from elsewhere
    /// than its file (a booted simulator's `defaults export`); nil reads the file.
    public static func capture(_ source: GroupContainer, suite given: Data? = nil, into target: URL) throws -> Captured {
        let suitePath = source.suiteURL.path
        var suite = given
        if suite == nil {
            do throws(FileAccessError) { suite = try source.read(source.suitePath, limit: .suite) } catch {
                throw CaptureError.suiteUnreadable(file: suitePath, reason: error.detail(about: suitePath))
            }
        }
        let values = try suite.map { try decode($0, file: suitePath) } ?? [:]
        let (files, skipped) = collect(values, from: source)
        return try write(origin: source.url.path, group: source.groupID, uuid: try uuid(of: source), capturedFrom: source.formerPath ?? source.url.standardizedFileURL.path,
                         suite: suite, files: files, skipped: skipped, into: target)
    }

    /// A container of `group` holding `suite`, a plain preferences plist read from `file`: the
    /// files its values name are in no container here, and are listed as skipped.
    public static func capture(suite: Data, file: String, group: GroupIdentifier, into target: URL) throws -> Captured {
        let values = try decode(suite, file: file)
        let named = values.entries.compactMap { entry -> String? in
            guard let path = entry.value.stringValue, looksLikePath(path) else { return nil }
            return "\(VisibleText.escaped(entry.key.string)): \(VisibleText.escaped(path)) is in no container here"
        }
        return try write(origin: file, group: group, uuid: UUID().uuidString, capturedFrom: nil, suite: suite, files: [], skipped: named, into: target)
    }

    /// An empty container of `group` at `target` (`app create-group --container`), laid out as iOS
    /// lays out a new one; `existed` when the folder is that group's container already.
    public static func create(_ group: GroupIdentifier, at target: URL) throws -> (container: GroupContainer, existed: Bool) {
        let folder = try openTarget(target, group: group)
        if folder.existing { return (GroupContainer(url: target, groupID: group), true) }
        do throws(FileAccessError) {
            _ = try folder.folder.makeSubfolder(at: ["Library", "Caches"])
            try folder.folder.replace(ContainerMetadata.fileName, with: try encodeMetadata(group: group, uuid: UUID().uuidString, capturedFrom: nil))
        } catch {
            throw CaptureError.writeFailed(path: error.path ?? target.path, reason: error.reason)
        }
        return (GroupContainer(url: target, groupID: group), false)
    }

    // MARK: Reading the source

    private static func decode(_ suite: Data, file: String) throws(CaptureError) -> PlistDictionary {
        let root: PlistValue
        do { root = try PropertyListFormat.decode(suite) } catch { throw .suiteUnreadable(file: file, reason: error.description) }
        guard case let .dictionary(values) = root else { throw .suiteUnreadable(file: file, reason: "a \(root.typeName), not a dictionary of values") }
        return values
    }

    /// A value a key holds that names a file: an absolute path, a `file:` URL, or a relative path
    /// with a folder or an image's extension, as home_widget's and apps' stored paths are.
    static func looksLikePath(_ text: String) -> Bool {
        text.hasPrefix("/") || FileURL.isFileURL(text) || (text.contains("/") && !text.contains("://"))
            || ["png", "jpg", "jpeg"].contains(URL(fileURLWithPath: text).pathExtension.lowercased())
    }

    /// The files the values name, read through `source`; the others with why they are skipped.
    private static func collect(_ values: PlistDictionary, from source: GroupContainer) -> (files: [(path: [String], data: Data)], skipped: [String]) {
        var files: [(path: [String], data: Data)] = [], skipped: [String] = [], seen = Set<[String]>(), bytes = 0
        for entry in values.entries {
            guard let stored = entry.value.stringValue, looksLikePath(stored) else { continue }
            let key = VisibleText.escaped(entry.key.string)
            let skip = { (why: String) in skipped.append("\(key): \(why)") }
            let components: [String]
            do { components = try ContainerPath(container: source).components(stored) } catch { skip(error.reason); continue }
            let path = components.joined(separator: "/")
            guard !isBookkeeping(path), path != source.suitePath else { skip("\(VisibleText.escaped(path)) is not a file the app shares"); continue }
            guard !seen.contains(components) else { continue }
            guard files.count < maximumFiles else { skip("past the \(maximumFiles) files a capture copies"); continue }
            let data: Data?
            do { data = try source.read(components, limit: .sharedFile) } catch { skip(error.description); continue }
            guard let data else { skip("no such file as \(VisibleText.escaped(path)) in the container"); continue }
            guard bytes + data.count <= maximumBytes else { skip("past the \(maximumBytes >> 20) MB a capture copies"); continue }
            bytes += data.count
            seen.insert(components)
            files.append((components, data))
        }
        return (files, skipped)
    }

    /// `Library/Caches` (the system's and widget-tui's own state) and the metadata: never data.
    private static func isBookkeeping(_ path: String) -> Bool {
        path == ContainerMetadata.fileName || path == "Library/Caches" || path.hasPrefix("Library/Caches/")
    }

    /// The container manager's UUID of the source, kept in the copy; a new one when it has none.
    private static func uuid(of source: GroupContainer) throws(CaptureError) -> String {
        let data: Data?
        do { data = try source.open().read(ContainerMetadata.fileName, limit: .systemPlist) } catch {
            throw .metadata("\(source.metadataURL.path.shown): cannot read the container metadata: \(error.reason)")
        }
        let entries = data.flatMap { try? PropertyListFormat.decode($0) }?.dictionaryValue
        let uuid = entries?[ContainerMetadata.uuidKey]?.stringValue.flatMap { UUID(uuidString: $0)?.uuidString }
        return uuid ?? UUID(uuidString: source.url.lastPathComponent)?.uuidString ?? UUID().uuidString
    }

    // MARK: Writing the copy

    private static func encodeMetadata(group: GroupIdentifier, uuid: String, capturedFrom: String?) throws(FileAccessError) -> Data {
        do { return try ContainerMetadata.encode(group: group, uuid: uuid, capturedFrom: capturedFrom) } catch {
            throw .writeFailed(path: ContainerMetadata.fileName, reason: error.description)
        }
    }

    /// The target opened (made when missing), and whether it is `group`'s container already;
    /// refused when it holds anything else.
    private static func openTarget(_ target: URL, group: GroupIdentifier) throws -> (folder: ConfinedFolder, existing: Bool) {
        let folder: ConfinedFolder
        do { folder = try ConfinedFolder.open(target, create: true) } catch { throw CaptureError.writeFailed(path: target.path, reason: error.reason) }
        let names: [String]
        do { names = try folder.names() } catch { throw CaptureError.writeFailed(path: target.path, reason: error.reason) }
        guard !names.isEmpty else { return (folder, false) }
        let claim: ContainerMetadata.Claim?
        do { claim = try ContainerMetadata.claim(inFolder: target) } catch {
            throw CaptureError.targetOccupied(folder: target.path, reason: "not a container widget-tui can read: \(error)")
        }
        guard let claim else { throw CaptureError.targetOccupied(folder: target.path, reason: "not empty, and not a container") }
        guard claim.group == group else {
            throw CaptureError.targetOccupied(folder: target.path, reason: "a container of \(claim.group.shown), not \(group.shown)")
        }
        guard claim.madeByWidgetTUI else {
            throw CaptureError.targetOccupied(folder: target.path, reason: "a container of \(group.shown) that widget-tui did not make")
        }
        return (folder, true)
    }

    private static func write(origin: String, group: GroupIdentifier, uuid: String, capturedFrom: String?, suite: Data?, files: [(path: [String], data: Data)],
                              skipped: [String], into target: URL) throws -> Captured {
        let (folder, _) = try openTarget(target, group: group)
        let container = GroupContainer(url: target, groupID: group, formerPath: capturedFrom)
        let suiteComponents = container.suitePath.slashSeparatedNames
        var written = Set<String>()
        do throws(FileAccessError) {
            for (path, data) in files + (suite.map { [(suiteComponents, $0)] } ?? []) {
                try folder.makeSubfolder(at: path.dropLast()).replace(path[path.count - 1], with: data)
                written.insert(path.joined(separator: "/"))
            }
            _ = try folder.makeSubfolder(at: ["Library", "Caches"])
            try folder.replace(ContainerMetadata.fileName, with: try encodeMetadata(group: group, uuid: uuid, capturedFrom: capturedFrom))
        } catch {
            throw CaptureError.writeFailed(path: error.path ?? target.path, reason: error.reason)
        }
        let removed = removeStale(in: container, keeping: written)
        return Captured(origin: origin, container: container, files: files.map { $0.path.joined(separator: "/") }, skipped: skipped, removed: removed)
    }

    /// What an earlier capture (or widget-tui's writes into it) left that this one did not write:
    /// data files, and widget-tui's reload record and write mark, which speak of the old data.
    private static func removeStale(in container: GroupContainer, keeping written: Set<String>) -> [String] {
        let widgetTUI = ContainerBookkeeping.inContainerPath.joined(separator: "/") + "/"
        let stale = ContainerWalk.entries(of: container.url).filter { entry in
            guard !entry.isFolder, entry.path != ContainerMetadata.fileName, !written.contains(entry.path) else { return false }
            return !isBookkeeping(entry.path) || (entry.path.hasPrefix(widgetTUI) && entry.path != GroupContainer.writerLockPath)
        }
        return stale.compactMap { entry in
            guard let file = try? container.folder(holding: entry.path), (try? file.folder.remove(file.name)) == true else { return nil }
            return entry.path
        }.sorted()
    }
}
