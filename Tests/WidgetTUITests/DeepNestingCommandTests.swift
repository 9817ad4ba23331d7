import Foundation
import SharedData
import Testing
@testable import WidgetTUI

/// A suite or an entitlements file nested 100,000 levels deep crashed every command that read it
/// (a segfault: the spoiled value, kept, was released one recursion a level). Now each command
/// ends as it does on any unreadable value: the file named, the depth given.
@Suite("Every command on data nested 100,000 levels deep")
struct DeepNestingCommandTests {
    static let levels = 100_000
    static let fixed = ["--now", "2026-11-29T12:00:00Z", "--tz", "UTC"]

    static func plist(_ body: String) -> Data {
        Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">" + body + "</plist>\n").utf8)
    }

    static let deepArrays = String(repeating: "<array>", count: levels) + String(repeating: "</array>", count: levels)

    /// Each command that reads the suite, on a suite whose `items` (or whole document) is too deep.
    static let commands: [[String]] = [
        ["render", "--format", "text"] + fixed, ["timeline", "--count", "2"] + fixed, ["check"] + fixed, ["doctor"], ["doctor", "--json"],
        ["activity"], ["app", "set", "note", "x"], ["intent", "feed", "--now", "2026-11-29T12:00:00Z"],
        ["export", "--sheet", "SHEET", "--entries", "0", "--family", "small"] + fixed, ["snapshot", "--out", "SNAPS", "--entries", "0"] + fixed,
    ]

    @Test("A key nested too deep is unreadable, named with its file and depth, in every command", arguments: [true, false])
    func deepSuite(wholeDocument: Bool) throws {
        let home = try AppTestHome()
        #expect(home.run(["render", "--format", "text"] + Self.fixed).code == 0)
        let suite = try home.container().suiteURL
        let body = wholeDocument ? Self.deepArrays : "<dict><key>streakDays</key><integer>3</integer><key>items</key>\(Self.deepArrays)</dict>"
        try Self.plist(body).write(to: suite)
        for arguments in Self.commands {
            let resolved = arguments.map { $0 == "SHEET" ? home.url.appendingPathComponent("sheet.png").path : $0 == "SNAPS" ? home.url.appendingPathComponent("snaps").path : $0 }
            let run = home.run(resolved)
            let said = run.out + run.err
            #expect(said.contains(suite.lastPathComponent) && said.contains("nested deeper than 128 levels"),
                    "\(arguments) exited \(run.code): \(String(said.prefix(600)))")
            if wholeDocument { #expect(run.code != 0, "\(arguments)") }
        }
    }

    @Test("doctor --entitlements on a file nested too deep names the file and the depth")
    func deepEntitlements() throws {
        let home = try AppTestHome()
        let file = home.url.appendingPathComponent("Runner.entitlements")
        let levels = 65_000  // under the 1 MiB limit of an entitlements file
        try Self.plist("<dict><key>\(Entitlements.applicationGroupsKey)</key>" + String(repeating: "<array>", count: levels)
            + String(repeating: "</array>", count: levels) + "</dict>").write(to: file)
        let run = home.run(["doctor", "--entitlements", file.path])
        #expect(run.code == 1)
        #expect(run.out.contains("\(file.path)\n    PROBLEM  not a property list: \(Entitlements.applicationGroupsKey): nested deeper than 128 levels"),
                "\(run.out)")
    }
}
