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
