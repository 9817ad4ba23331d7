import Essentials

/// One App Group container folder and the group it belongs to, with the places iOS puts things in it.
public struct GroupContainer: Equatable, Hashable, Sendable {
    public let url: URL
    public let groupID: GroupIdentifier
    /// Where widget-tui keeps its own files for the container; a locator chooses (in the
    /// container only when widget-tui made it).
    public let bookkeeping: ContainerBookkeeping
    /// The groups root the container is an entry of (`url` is the root and one name), when a scan
    /// of one found it: the entry is then opened from the root with no link followed, so the
    /// scan's finding (a folder, not a link) and the use are one open, whatever was swapped in
    /// between. Nil: the container folder the user named, whose own path is followed.
    public let groupsRoot: URL?
    /// Where the container was when `app capture` copied it (its metadata records it): absolute
    /// paths the app stored name files under it, and they are read from this container instead.
    public let formerPath: String?

    public init(url: URL, groupID: GroupIdentifier, bookkeeping: ContainerBookkeeping = .inContainer, groupsRoot: URL? = nil,
                formerPath: String? = nil) {
        self.url = url
        self.groupID = groupID
        self.bookkeeping = bookkeeping
        self.groupsRoot = groupsRoot
        self.formerPath = formerPath
    }

    public var metadataURL: URL { url.appendingPathComponent(ContainerMetadata.fileName) }
    /// `Library/Caches`: the only folder iOS creates in a new container.
    public var cachesURL: URL { url.appendingPathComponent("Library/Caches", isDirectory: true) }
    /// Where the group's UserDefaults suite persists: `Library/Preferences/<groupID>.plist`. A file:
    /// without `isDirectory:` Foundation would ask the file system, decoding the path (`filePath`).
    public var suiteURL: URL { url.appendingPathComponent(suitePath, isDirectory: false) }
    var suitePath: String { "Library/Preferences/\(groupID.rawValue).plist" }
    /// widget-tui's own bookkeeping in a container it made, kept in the caches as iOS apps keep such state.
    static let writerLockPath = "Library/Caches/widget-tui/writer.lock"
    static let reloadLogPath = "Library/Caches/widget-tui/reload-requests.log"
    /// Wherever the bookkeeping is (`bookkeeping`).
    public var writerLockURL: URL { bookkeepingURL.appendingPathComponent(ContainerBookkeeping.writerLockName) }
    public var reloadLogURL: URL { bookkeepingURL.appendingPathComponent(ContainerBookkeeping.reloadLogName) }
    var writeMarkURL: URL { bookkeepingURL.appendingPathComponent(ContainerBookkeeping.writeMarkName) }
}
