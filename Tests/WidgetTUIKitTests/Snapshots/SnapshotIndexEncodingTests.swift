import Foundation
import FrameOutput
import Testing
@testable import WidgetTUIKit

/// `index.json` is a golden users commit: the bytes a snapshot run writes (`fileData`, its items
/// written as text) must be JSONEncoder's (`encodedData`) for every index.
@Suite struct SnapshotIndexEncodingTests {
    /// An index of `items` (JSON objects as the file holds them), its other fields as a run writes them.
    func index(items: String) throws -> SnapshotIndex {
        let text = """
            {"format": "widget-tui-snapshots", "version": 2, "group": "group.a/b", "digest": "fnv1a64:00",
             "data": {"items[0].name": "Mo\\"chi\\\\ /é", "streakDays": "12"}, "timeZone": "Europe/Paris",
             "now": "2026-11-29T12:00:00Z", "step": 0.5, "count": 3, "families": ["systemSmall"], "surfaces": ["minimal"],
             "pet": 1, "scale": 5, "device": "393x852", "appearance": "dark", "mode": "accented", "sprites": "../sheets",
             "snapshots": [\(items)]}
            """
        return try JSONDecoder().decode(SnapshotIndex.self, from: Data(text.utf8))
    }

    @Test func theItemsWrittenAsTextAreJSONEncodersBytes() throws {
        let index = try index(items: """
            {"file": "small-entry-0000.txt", "family": "systemSmall", "entry": 0, "date": "2026-11-29T12:00:00Z"},
            {"file": "minimal-entry-0012.txt", "surface": "minimal", "entry": 12, "date": "2026-11-29T12:00:00.250Z"},
            {"file": "small-at-2026-11-29T12-00-00Z.txt", "family": "systemSmall", "date": "2026-11-29T12:00:00Z"}
            """)
        #expect(index.snapshots.count == 3)
        #expect(try index.fileData() == index.encodedData())
        // Each form of item is written as JSONEncoder writes it alone, so the items were written
        // as text above, not left to JSONEncoder because the first one differed.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for item in index.snapshots {
            #expect(SnapshotIndex.itemText(item, indent: 0) == Array(try encoder.encode(item)))
        }
    }

    /// Names and dates a run writes need no escape; what JSONEncoder escapes is escaped alike.
    @Test func stringsAreEscapedAsJSONEncoderEscapesThem() throws {
        let awkward = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\"\\/\u{7F}é🙂"
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        for text in [awkward, "", "a/b"] {
            #expect(SnapshotIndex.jsonString(text) == Array(try encoder.encode(text)))
            let item = SnapshotIndex.Item(file: text, subject: .home(.systemMedium), entry: nil, date: text)
            var index = try index(items: "")
            index.snapshots = [item, item]
            #expect(try index.fileData() == index.encodedData())
        }
    }

    @Test func anIndexWithoutSnapshotsIsJSONEncoders() throws {
        let index = try index(items: "")
        #expect(try index.fileData() == index.encodedData())
    }

    /// The form `fileData` writes its items into; were it another, every run would take the slow way.
    @Test func jsonEncoderWritesTheEmptyArrayThatTheItemsGoInto() throws {
        let text = String(decoding: try index(items: "").encodedData(), as: UTF8.self)
        #expect(text.contains("\n  \"snapshots\" : [\n\n  ]"))
    }
}
