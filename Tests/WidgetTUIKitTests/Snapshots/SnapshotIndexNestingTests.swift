import Foundation
import RenderFixtures
import Testing
@testable import WidgetTUIKit

/// A snapshot folder is outside data (a pull request commits it): an index nested past the JSON
/// limit is an error naming it, and the deepest one the parser lets through to `JSONDecoder` is
/// decoded on a secondary thread's stack.
@Suite struct SnapshotIndexNestingTests {
    static func index(extra levels: Int) -> Data {
        let deep = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        return Data(#"{"format": "widget-tui-snapshots", "version": 2, "extra": \#(deep), "snapshots": []}"#.utf8)
    }

    @Test func anIndexNested100000LevelsDeepIsAnErrorNamingIt() {
        let error = #expect(throws: WidgetTUIError.self) { try SnapshotIndex.decode(Self.index(extra: 100_000), path: "/s/index.json") }
        #expect(error?.description.hasPrefix("/s/index.json: invalid JSON at byte ") == true, "\(String(describing: error))")
        #expect(error?.description.hasSuffix("nesting deeper than 512") == true)
    }

    @Test func theDeepestIndexOurParserAcceptsIsDecodedOnASmallStack() {
        let decoded = onSmallStack { () -> String in
            do {
                _ = try SnapshotIndex.decode(Self.index(extra: 511), path: "/s/index.json")
                return "decoded"
            } catch {
                return "\(error)"
            }
        }
        // Read through to the fields the index lacks: no crash on the way.
        #expect(decoded.hasPrefix("/s/index.json: "), "\(decoded)")
    }
}
