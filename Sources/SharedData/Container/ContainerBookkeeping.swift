import Essentials

/// Where widget-tui keeps its own files for a container: the writer lock, the reload record and
/// the mark of its last data write. A container widget-tui made keeps them in its `Library/Caches`,
/// where an app keeps such state; any other container (a simulator's, one named with
/// `--container`) is left as it was found, and they go to widget-tui's state folder, one folder
/// per container.
public enum ContainerBookkeeping: Hashable, Sendable {
    /// `Library/Caches/widget-tui` in the container: a container widget-tui made.
    case inContainer
    /// A folder of widget-tui's own, outside the container.
    case outside(URL)

    /// The folder in the container, for containers widget-tui made.
    static let inContainerPath = ["Library", "Caches", "widget-tui"]
    static let writerLockName = "writer.lock"
    static let reloadLogName = "reload-requests.log"
    static let writeMarkName = "last-write"

    /// The bookkeeping of `container` found through a locator of `source`: in the container when
    /// widget-tui made it (its metadata says so, `madeByWidgetTUI`, or, for containers made before
    /// the metadata did, a groups root's container already holding widget-tui's record); else in
    /// `stateFolder`, keyed by the container's group and path.
    static func of(_ folder: URL, group: GroupIdentifier, source: ContainerLocator.Source, stateFolder: URL,
                   madeByWidgetTUI: Bool) -> ContainerBookkeeping {
        if madeByWidgetTUI { return .inContainer }
        if case .groupsRoot = source,
           FileManager.default.fileExists(atPath: folder.appendingPathComponent((inContainerPath + [reloadLogName]).joined(separator: "/")).path) {
            return .inContainer
        }
        return .outside(stateFolder.appendingPathComponent("containers", isDirectory: true)
            .appendingPathComponent(key(folder, group: group), isDirectory: true))
    }

    /// `<group>-<16 hex digits>`: readable, and distinct for two containers of one group (two
    /// simulators) since the digits hash the container's path (64-bit FNV-1a).
    static func key(_ folder: URL, group: GroupIdentifier) -> String {
        group.rawValue + "-" + FNV1a.hex(folder.standardizedFileURL.path.utf8)
    }
}

extension GroupContainer {
    /// The bookkeeping folder, made when missing (a container's folder is never made: a write to
    /// a gone container fails).
    func makeBookkeepingFolder() throws(FileAccessError) -> ConfinedFolder {
        switch bookkeeping {
        case .inContainer: try open().makeSubfolder(at: ContainerBookkeeping.inContainerPath)
        case let .outside(folder): try ConfinedFolder.open(folder, create: true)
        }
    }

    /// The bookkeeping folder; nil when it (or the container, for one widget-tui made) does not exist.
    func bookkeepingFolder() throws(FileAccessError) -> ConfinedFolder? {
        switch bookkeeping {
        case .inContainer:
            do { return try open().subfolder(at: ContainerBookkeeping.inContainerPath) } catch .noFolder { return nil }
        case let .outside(folder):
            do { return try ConfinedFolder.open(folder) } catch .noFolder { return nil }
        }
    }

    /// The bookkeeping folder's path, for messages.
    public var bookkeepingURL: URL {
        switch bookkeeping {
        case .inContainer: url.appendingPathComponent(ContainerBookkeeping.inContainerPath.joined(separator: "/"), isDirectory: true)
        case let .outside(folder): folder
        }
    }
}
