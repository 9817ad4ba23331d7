import Foundation
import FrameOutput
import PetRenderer

/// A folder of snapshot text files and their index. Every file is written whole or not at all
/// (write to a temporary file, then rename), so an interrupted run never leaves half a snapshot.
public struct SnapshotFolder: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    public func fileURL(_ name: String) -> URL { url.appendingPathComponent(name) }

    public func create() throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw WidgetTUIError("\(url.path): cannot create the snapshot folder: \(error.localizedDescription)")
        }
    }

    public func write(_ snapshot: Snapshot, as name: String) throws {
        try write(Data(SnapshotText.write(snapshot).utf8), to: name)
    }

    public func write(_ index: SnapshotIndex) throws {
        try write(try index.encoded(), to: SnapshotIndex.fileName)
    }

    /// The recorded snapshot, nil when the file does not exist.
    public func read(_ name: String) throws -> Snapshot? {
        let file = fileURL(name)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            throw WidgetTUIError("\(file.path): cannot read the snapshot")
        }
        do {
            return try SnapshotText.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw WidgetTUIError("\(file.path): \(error)")
        }
    }

    /// Removes the files an earlier index listed that the new one does not, and nothing else.
    public func removeStale(previous: SnapshotIndex?, current: SnapshotIndex) {
        let kept = Set(current.snapshots.map(\.file))
        for item in previous?.snapshots ?? [] where !kept.contains(item.file) && Self.isPlainName(item.file) {
            try? FileManager.default.removeItem(at: fileURL(item.file))
        }
    }

    /// A file name with no folder part, so an edited index cannot reach outside the folder.
    public static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".."
    }

    private func write(_ data: Data, to name: String) throws {
        do {
            try data.write(to: fileURL(name), options: .atomic)
        } catch {
            throw WidgetTUIError("\(fileURL(name).path): cannot write: \(error.localizedDescription)")
        }
    }
}
