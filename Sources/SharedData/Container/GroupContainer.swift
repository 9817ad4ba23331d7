#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One App Group container folder and the group it belongs to, with the places iOS puts things in it.
public struct GroupContainer: Equatable, Hashable, Sendable {
    public let url: URL
    public let groupID: GroupIdentifier

    public init(url: URL, groupID: GroupIdentifier) {
        self.url = url
        self.groupID = groupID
    }

    public var metadataURL: URL { url.appendingPathComponent(ContainerMetadata.fileName) }
    /// `Library/Caches`: the only folder iOS creates in a new container.
    public var cachesURL: URL { url.appendingPathComponent("Library/Caches", isDirectory: true) }
    /// Where the group's UserDefaults suite persists: `Library/Preferences/<groupID>.plist`.
    public var suiteURL: URL { url.appendingPathComponent(suitePath) }
    var suitePath: String { "Library/Preferences/\(groupID.rawValue).plist" }
    /// widget-tui's own bookkeeping, kept in the caches as iOS apps keep such state.
    static let writerLockPath = "Library/Caches/widget-tui/writer.lock"
    static let reloadLogPath = "Library/Caches/widget-tui/reload-requests.log"
    var writerLockURL: URL { url.appendingPathComponent(Self.writerLockPath) }
    var reloadLogURL: URL { url.appendingPathComponent(Self.reloadLogPath) }
}
