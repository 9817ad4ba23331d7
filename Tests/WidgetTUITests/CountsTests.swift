import Foundation
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// A count of one takes the singular in every message that counts (`String(count:_:)`): the
/// messages a user met as `1 pets`, `1 entries`, `1 bytes`.
@Suite struct CountsTests {
    @Test("timeline's heading counts one entry and one pet in the singular")
    func timelineHeading() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "update-items", "-"], stdin: Data(#"[{"name":"Mochi","stage":"adult","valueA":1,"valueB":2,"valueC":3}]"#.utf8)).code == 0)
        let table = home.run(["timeline", "--now", "2026-11-29T12:00:00Z", "--tz", "UTC", "--count", "1"])
        #expect(table.code == 0, "\(table.err)")
        #expect(table.out.contains(": 1 entry "), "\(table.out)")
        #expect(table.out.contains(", 1 pet\n"), "\(table.out)")
    }

    @Test("An --entry past a one-entry timeline says 1 entry")
    func entryPastTheEnd() throws {
        let home = try AppTestHome()
        let result = home.run(["render", "--now", "2026-11-29T12:00:00Z", "--count", "1", "--entry", "3"])
        #expect(result.code == ExitCode.usage)
        #expect(result.err.contains("(the timeline has --count 1 entry)"), "\(result.err)")
    }

    @Test("A file of one byte is described as one byte")
    func oneByte() {
        #expect(FileContent.text(count: 1).description == "text (1 byte)")
        #expect(FileContent.binary(count: 1, prefix: [0xfe]).description == "1 byte of other data, beginning fe")
        #expect(FileContent.zeros(count: 1).description == "1 zero byte")
    }
}
