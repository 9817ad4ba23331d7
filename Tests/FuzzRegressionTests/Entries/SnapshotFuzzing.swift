import Foundation
import FrameOutput
import WidgetTUIKit

/// What the snapshot fuzz targets do with one input (see `PropertyListFuzzing` for the contract):
/// nil when it was handled as promised.
enum SnapshotFuzzing {
    /// A snapshot text file in a folder `verify` reads (a pull request can change any of them).
    /// What parses also writes back to text that parses to the same snapshot, since
    /// `verify --record` rewrites the files it compares. An error names a line of the file.
    static func text(_ data: Data) -> String? {
        let snapshot: Snapshot
        do { snapshot = try SnapshotText.parse(String(decoding: data, as: UTF8.self)) } catch {
            return FuzzPromise.within(data, line: error.line, error)
        }
        let written = SnapshotText.write(snapshot)
        do {
            return try SnapshotText.parse(written) == snapshot ? nil : "written snapshot parses to another one:\n\(written)"
        } catch {
            return "written snapshot does not parse: \(error)\n\(written)"
        }
    }

    /// A snapshot folder's `index.json` (data from a pull request, like the snapshots): what
    /// decodes names only files widget-tui makes, gives render options or a clean error, and
    /// encodes to an index that decodes to the same, as `snapshot` and `verify --record` rewrite it.
    static func index(_ data: Data) -> String? {
        let index: SnapshotIndex
        do { index = try SnapshotIndex.decode(data, path: "Goldens/index.json") } catch {
            return FuzzPromise.names("index.json", error)
        }
        if let unsafe = index.snapshots.first(where: { $0.file.contains("/") || $0.file.hasPrefix(".") || $0.file == SnapshotIndex.fileName }) {
            return "an index naming \(unsafe.file)"
        }
        _ = try? index.renderOptions(spritesOverride: nil, colorMode: nil, folder: URL(fileURLWithPath: "/"))
        _ = try? index.petIndex()
        do {
            let again = try SnapshotIndex.decode(try index.encodedData(), path: "Goldens/index.json")
            return again == index ? nil : "encoded index decodes to another one:\n\(index)\n\(again)"
        } catch {
            return "the encoded index does not decode: \(error)"
        }
    }
}
