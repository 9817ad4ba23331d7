import Foundation
import SharedData
import Testing
@testable import WidgetTUI

/// widget-tui and Python's plistlib read each other's binary suite plists
/// (Fixtures/plist_roundtrip.py does the Python side).
@Suite struct AppPlistRoundTripTests {
    static var script: URL {
        get throws {
            try #require(Bundle.module.url(forResource: "plist_roundtrip", withExtension: "py", subdirectory: "Fixtures"))
        }
    }

    static func python(_ arguments: [String]) throws -> String {
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", try script.path] + arguments)
        #expect(result.code == 0, "python3: \(result.err)")
        return result.out
    }

    @Test func plistlibReadsWhatAppSetWrote() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "create-group", "group.com.example.trip"]).code == 0)
        let commands: [[String]] = [
            ["count", "42", "--type", "int"], ["negative", "-9000000000", "--type", "int"], ["ratio", "0.1", "--type", "double"],
            ["enabled", "false", "--type", "bool"], ["title", "café 🐱"], ["when", "2026-11-29T12:00:00Z", "--type", "date"],
            ["blob", "AAEC/w==", "--type", "data"], ["list", #"[1,"two",true,2.5]"#, "--type", "json"],
            ["nested", #"{"inner":{"deep":[]}}"#, "--type", "json"],
        ]
        for command in commands {
            let result = home.run(["app", "set"] + command + ["--group", "group.com.example.trip"])
            #expect(result.code == 0, "\(command): \(result.err)")
        }
        let suite = try home.container("group.com.example.trip").suiteURL
        let output = try Self.python(["read", suite.path])
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let expected: [String: Any] = [
            "count": ["int", 42], "negative": ["int", -9_000_000_000], "ratio": ["double", 0.1], "enabled": ["bool", false],
            "title": ["string", "café 🐱"], "when": ["date", "2026-11-29T12:00:00+00:00"], "blob": ["data", "AAEC/w=="],
            "list": ["array", [["int", 1], ["string", "two"], ["bool", true], ["double", 2.5]]],
            "nested": ["dictionary", ["inner": ["dictionary", ["deep": ["array", [Any]()]]]]],
        ]
        #expect(NSDictionary(dictionary: seen).isEqual(to: expected), "plistlib saw \(output)")
    }

    @Test func widgetTUIReadsABinaryPlistPlistlibWrote() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "create-group", "group.com.example.trip"]).code == 0)
        let container = try home.container("group.com.example.trip")
        try FileManager.default.createDirectory(at: container.suiteURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try Self.python(["write", container.suiteURL.path])
        let reader = GroupReader(container: container)
        #expect(try reader.integer(forKey: "count") == 42)
        #expect(try reader.integer(forKey: "negative") == -7)
        #expect(try reader.double(forKey: "ratio") == 0.25)
        #expect(try reader.bool(forKey: "enabled") == true)
        #expect(try reader.string(forKey: "title") == "café 🐱")
        #expect(try reader.data(forKey: "blob") == Data([0, 1, 2, 255]))
        #expect(try reader.date(forKey: "when") == Date(timeIntervalSince1970: 1_795_953_600))
        #expect(try reader.array(forKey: "list") == [.int(1), .string("two"), .bool(false)])
        #expect(try reader.dictionary(forKey: "nested") == ["inner": .dictionary(["deep": .double(1.5)])])
        let decoded = reader.petWidgetData()
        #expect(decoded.problems == [])
        #expect(decoded.data == PetWidgetData(pets: [Pet(name: "Plisty", stage: "adult", valueA: 1, valueB: 2.5, valueC: 3)],
                                              quietHours: QuietHours("23:00-06:00"), streakDays: 7))

        // And the app keeps writing it: plistlib sees the increment and every other value unchanged.
        #expect(home.run(["app", "increment", "streakDays", "--group", "group.com.example.trip"]).code == 0)
        let output = try Self.python(["read", container.suiteURL.path])
        #expect(output.contains(#""streakDays": ["int", 8]"#))
        #expect(output.contains(#""title": ["string", "caf\u00e9 \ud83d\udc31"]"#))
    }

    /// A group whose suite plistlib wrote with `write-unusual`: values widget-tui reads but has no use for.
    static func unusualGroup() throws -> (home: AppTestHome, suite: URL) {
        let home = try AppTestHome()
        #expect(home.run(["app", "create-group", "group.com.example.trip"]).code == 0)
        let suite = try home.container("group.com.example.trip").suiteURL
        try FileManager.default.createDirectory(at: suite.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try python(["write-unusual", suite.path])
        return (home, suite)
    }

    /// plistlib's view of the suite, one `[key, [type, value]]` line an entry, compared as text so
    /// that no JSON reader merges canonically equivalent keys.
    static func entries(_ suite: URL) throws -> [String] {
        try python(["entries", suite.path]).split(separator: "\n").map(String.init)
    }

    @Test func valuesWidgetTUIDoesNotUseComeBackUnchangedAfterAnotherKeyIsSet() throws {
        let (home, suite) = try Self.unusualGroup()
        let before = try Self.entries(suite)
        #expect(before.count == 10)
        let result = home.run(["app", "set", "other", "1", "--type", "int", "--group", "group.com.example.trip"])
        #expect(result.code == 0, "\(result.err)")
        // Four keys CFPreferences tells apart by code units, the UID, the 16-byte integer and the
        // too-deep array: each exactly as plistlib wrote it.
        #expect(try Self.entries(suite).sorted() == (before + [#"["other", ["int", 1]]"#]).sorted())
        #expect(before.contains(#"["uid", ["uid", 7]]"#))
        #expect(before.contains(#"["big", ["int", 18446744073709551615]]"#))
        #expect(before.contains(#"["cafe\u0301", ["string", "decomposed"]]"#))
    }

    @Test func theWidgetIsDrawnBesideValuesItCannotReadAndEachIsNamed() throws {
        let (home, suite) = try Self.unusualGroup()
        let result = home.run(["render", "--group", "group.com.example.trip"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("\(suite.path): uid:"), "\(result.err)")
        #expect(result.err.contains("\(suite.path): deep:"), "\(result.err)")
        #expect(!result.err.contains("items:"), "\(result.err)")
    }

    @Test func removingAKeyTooDeepForIOSKeepsEveryOtherValue() throws {
        let (home, suite) = try Self.unusualGroup()
        let before = try Self.entries(suite)
        let result = home.run(["app", "remove", "deep", "--group", "group.com.example.trip"])
        #expect(result.code == 0, "\(result.err)")
        #expect(try Self.entries(suite) == before.filter { !$0.hasPrefix(#"["deep", "#) })
        #expect(before.count == 10)
    }
}
