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
/// interrupted run never leaves half a snapshot; a file that already holds the same bytes is left
/// untouched, and a run's writes are made durable together at its end (`synchronize`).
public struct SnapshotFolder: Sendable {
    public let url: URL
    /// The folder opened once for a run over thousands of files; nil: each call opens it.
    private let opened: ConfinedFolder?

    public init(url: URL) {
        self.url = url
        opened = nil
    }

    /// This folder opened once, for a run that reads or writes many files; made with its parents
    /// when missing and `create`, and left unopened when missing otherwise (reads then find nothing).
    public func opened(create: Bool) throws(WidgetTUIError) -> SnapshotFolder {
        do {
            return SnapshotFolder(url: url, opened: try ConfinedFolder.open(url, create: create))
        } catch .noFolder where !create {
            return self
        } catch {
            throw WidgetTUIError(error.description)
        }
    }

    private init(url: URL, opened: ConfinedFolder) {
        self.url = url
        self.opened = opened
    }

    /// Writes the snapshot's text unless the file already holds exactly that; true when written.
    @discardableResult
    public func write(_ snapshot: Snapshot, as name: String) throws(WidgetTUIError) -> Bool {
        try write(Data(SnapshotText.write(snapshot).utf8), to: name)
    }

    /// Writes the index unless the file already holds exactly that; true when written.
    @discardableResult
    public func write(_ index: SnapshotIndex) throws(WidgetTUIError) -> Bool {
        let data: Data
        do { data = try index.encodedData() } catch { throw WidgetTUIError("\(SnapshotIndex.fileName): cannot encode: \(error)") }
        return try write(data, to: SnapshotIndex.fileName)
    }

    /// Makes the files `written` names, and the folder's entries, durable: once for a whole run,
    /// not once a file.
    public func synchronize(_ written: [String]) throws(WidgetTUIError) {
        guard !written.isEmpty else { return }
        let folder = try open(create: false)
        do { try folder.synchronize(written) } catch { throw WidgetTUIError(error.description) }
    }

    /// The recorded snapshot, nil when the file does not exist.
    public func read(_ name: String) throws(WidgetTUIError) -> Snapshot? {
        guard let data = try read(name, limit: .snapshotText) else { return nil }
        do {
            return try SnapshotText.parse([UInt8](data))
        } catch {
            throw WidgetTUIError("\(path(of: name)): \(error)")
        }
    }

    /// The file's bytes, at most `limit`; nil when the file or the folder does not exist.
    func read(_ name: String, limit: ReadLimit) throws(WidgetTUIError) -> Data? {
        do {
            let folder = if let opened { opened } else { try ConfinedFolder.open(url) }
            return try folder.read(name, limit: limit)
        } catch .noFolder {
            return nil
        } catch {
            throw WidgetTUIError(error.description)
        }
    }

    /// Removes the files an earlier index listed that the new one does not, and nothing else: an
    /// index only ever names files `SnapshotIndex` made sure are snapshot names. Returns the names
    /// removed.
    @discardableResult
    public func removeStale(previous: SnapshotIndex?, current: SnapshotIndex) throws(WidgetTUIError) -> [String] {
        let kept = Set(current.snapshots.map(\.file))
        let stale = (previous?.snapshots ?? []).map(\.file).filter { !kept.contains($0) }
        guard !stale.isEmpty else { return [] }
        let folder = try open(create: false)
        var removed: [String] = []
        for name in stale {
            do { if try folder.remove(name) { removed.append(name) } } catch { throw WidgetTUIError(error.description) }
        }
        return removed
    }

    func path(of name: String) -> String { url.appendingPathComponent(name).path }

    private func write(_ data: Data, to name: String) throws(WidgetTUIError) -> Bool {
        let folder = try open(create: false)
        do { return try folder.update(name, with: data) } catch { throw WidgetTUIError(error.description) }
    }

    private func open(create: Bool) throws(WidgetTUIError) -> ConfinedFolder {
        if let opened { return opened }
        do { return try ConfinedFolder.open(url, create: create) } catch { throw WidgetTUIError(error.description) }
    }
}
