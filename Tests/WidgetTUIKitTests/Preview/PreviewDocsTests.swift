import Foundation
import Testing
@testable import WidgetTUIKit

/// docs/preview.md lists the preview's keys and the strip's marks as the tables the help is
/// written from (`KeyHelp.rows`, `StripMark.rows`): a key or mark added there and not here fails.
@Suite struct PreviewDocsTests {
    static func doc() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("docs/preview.md"), encoding: .utf8)
    }

    @Test func theKeysTableOfTheDocsIsTheHelps() throws {
        let doc = try Self.doc()
        let table = KeyHelp.rows.map { "| `\($0.label)` | \($0.help) |" }
        let missing = table.filter { !doc.contains($0) }
        #expect(missing.isEmpty, "docs/preview.md lacks these rows:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theMarksTableOfTheDocsIsTheStrips() throws {
        let doc = try Self.doc()
        let missing = StripMark.rows.map { "| `\($0.symbol)` | \($0.meaning) |" }.filter { !doc.contains($0) }
        #expect(missing.isEmpty, "docs/preview.md lacks these rows:\n\(missing.joined(separator: "\n"))")
    }
}

extension PreviewDocsTests {
    /// The preview waits for the container to notify it (inotify, kqueue; `ContainerMonitor`), and
    /// looks every `GroupPreviewSource.pollInterval` only while it cannot be notified
    /// (`ContainerNotificationTests`): the docs said "a stat per file every 100 ms", which
    /// docs/bookkeeping.md contradicted.
    @Test func theDocsSayHowTheContainerIsWatchedAsTheCodeDoes() throws {
        let doc = try Self.doc()
        #expect(!doc.contains("(a `stat` per file every 100 ms)"))
        let watching = try #require(doc.components(separatedBy: "\n\n").first { $0.contains("It waits for the container to notify it") })
        #expect(watching.contains("inotify") && watching.contains("kqueue"), "\(watching)")
        let interval = GroupPreviewSource.pollInterval.components.attoseconds / 1_000_000_000_000_000
        #expect(watching.contains("every \(interval) ms"), "\(watching)")
    }
}
