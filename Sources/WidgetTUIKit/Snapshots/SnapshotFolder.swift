#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FrameOutput
import PetRenderer
import SharedData

/// A folder of snapshot text files and their index. A snapshot folder is data (it may come from a
/// pull request), so every file is reached by name inside it with `ConfinedFolder`: no link is
/// followed, no FIFO or device opened, and only the names `SnapshotIndex` has checked are given
/// here. Every file is written whole or not at all (a temporary file renamed into place), so an
/// interrupted run never leaves half a snapshot.
public struct SnapshotFolder: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// Makes the folder and its parents when missing.
    public func create() throws(WidgetTUIError) {
        _ = try open(create: true)
    }

    public func write(_ snapshot: Snapshot, as name: String) throws(WidgetTUIError) {
        try write(Data(SnapshotText.write(snapshot).utf8), to: name)
    }

    public func write(_ index: SnapshotIndex) throws(WidgetTUIError) {
        let data: Data
        do { data = try index.encodedData() } catch { throw WidgetTUIError("\(SnapshotIndex.fileName): cannot encode: \(error)") }
        try write(data, to: SnapshotIndex.fileName)
    }

    /// The recorded snapshot, nil when the file does not exist.
    public func read(_ name: String) throws(WidgetTUIError) -> Snapshot? {
        guard let data = try read(name, limit: .snapshotText) else { return nil }
        do {
            return try SnapshotText.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw WidgetTUIError("\(path(of: name)): \(error)")
        }
    }

    /// The file's bytes, at most `limit`; nil when the file or the folder does not exist.
    func read(_ name: String, limit: ReadLimit) throws(WidgetTUIError) -> Data? {
        do {
            return try ConfinedFolder.open(url).read(name, limit: limit)
        } catch .noFolder {
            return nil
        } catch {
            throw WidgetTUIError(error.description)
        }
    }

    /// Removes the files an earlier index listed that the new one does not, and nothing else: an
    /// index only ever names files `SnapshotIndex` made sure are snapshot names.
    public func removeStale(previous: SnapshotIndex?, current: SnapshotIndex) throws(WidgetTUIError) {
        let kept = Set(current.snapshots.map(\.file))
        let stale = (previous?.snapshots ?? []).map(\.file).filter { !kept.contains($0) }
        guard !stale.isEmpty else { return }
        let folder = try open(create: false)
        for name in stale {
            do { try folder.remove(name) } catch { throw WidgetTUIError(error.description) }
        }
    }

    func path(of name: String) -> String { url.appendingPathComponent(name).path }

    private func write(_ data: Data, to name: String) throws(WidgetTUIError) {
        let folder = try open(create: false)
        do { try folder.replace(name, with: data) } catch { throw WidgetTUIError(error.description) }
    }

    private func open(create: Bool) throws(WidgetTUIError) -> ConfinedFolder {
        do { return try ConfinedFolder.open(url, create: create) } catch { throw WidgetTUIError(error.description) }
    }
}
