import Foundation
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct AppCommandTests {
    @Test func theDemoGroupIsCreatedOnFirstUseAndSaysSoOnce() throws {
        let home = try AppTestHome()
        let first = home.run(["app", "reload"])
        #expect(first.code == 0)
        #expect(first.err.contains("created the demo group group.com.example.pets at \(home.groupsRoot.path)"))
        let second = home.run(["app", "reload"])
        #expect(second.code == 0)
        #expect(second.err.isEmpty)
        let decoded = try home.reader().petWidgetData()
        #expect(decoded.problems == [])
        #expect(decoded.data.pets.map(\.name) == ["Mochi", "Pip", "Biscuit", "Nori", "Tofu"])
        #expect(decoded.data.quietHours == QuietHours("22:00-07:00"))
        #expect(decoded.data.streakDays == 12)
        // Creating the group is a write like any other: it requested a reload, then each `app reload` did.
        #expect(try home.reader().reloadRequests().map(\.sequence) == [1, 2, 3])
    }

    @Test func setStoresEachTypeAndRequestsAReload() throws {
        let home = try AppTestHome()
        let cases: [([String], String, PlistValue)] = [
            (["7", "--type", "int"], "i", .int(7)),
            (["-2.5", "--type", "double"], "d", .double(-2.5)),
            (["yes", "--type", "bool"], "b", .bool(true)),
            (["Mochi"], "s", .string("Mochi")),
            (["2026-11-29T12:00:00Z", "--type", "date"], "t", .date(Date(timeIntervalSince1970: 1_795_953_600))),
            ([#"{"a":[1,"x"]}"#, "--type", "json"], "j", .dictionary(["a": .array([.int(1), .string("x")])])),
            (["AAEC/w==", "--type", "data"], "blob", .data(Data([0, 1, 2, 255]))),
        ]
        for (rest, key, expected) in cases {
            let result = home.run(["app", "set", key] + rest)
            #expect(result.code == 0, "\(key): \(result.err)")
            #expect(result.out.contains("requested #"), "\(key)")
            #expect(try home.reader().value(forKey: key) == expected)
        }
        #expect(try home.reader().reloadRequests().count == 1 + cases.count)
    }

    @Test func aValueNestedDeeperThanIOSReadsIsRefusedAndNothingIsWritten() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let before = try home.snapshot()
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let result = home.run(["app", "set", "deep", deep, "--type", "json"])
        #expect(result.code != 0)
        #expect(result.err.contains("deep"), "\(result.err)")
        #expect(result.err.contains("deeper than 128"), "\(result.err)")
        #expect(try home.snapshot() == before)
        #expect(try home.reader().petWidgetData().problems == [])
    }

    @Test func writesReloadTheGivenKindOrAllWidgets() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "set-quiet-hours", "21:00-06:30"]).code == 0)
        #expect(home.run(["app", "set", "streakDays", "3", "--type", "int", "--kind", "StreakWidget"]).code == 0)
        #expect(home.run(["app", "set", "streakDays", "4", "--type", "int", "--no-reload"]).code == 0)
        #expect(home.run(["app", "reload", "--kind", "PetWidget"]).code == 0)
        let requests = try home.reader().reloadRequests()
        // The first request is the demo group's creation.
        #expect(requests.map(\.kind) == [nil, nil, "StreakWidget", "PetWidget"])
        #expect(requests.map(\.sequence) == [1, 2, 3, 4])
        #expect(try home.reader().string(forKey: "quietHours") == "21:00-06:30")
        #expect(try home.reader().integer(forKey: "streakDays") == 4)
    }

    @Test func updateItemsStoresTheJSONAsData() throws {
        let home = try AppTestHome()
        let json = Data(#"[{"name":"Kiwi","stage":"egg","valueA":1,"valueB":2,"valueC":3,"color":"green"}]"#.utf8)
        let result = home.run(["app", "update-items", "-"], stdin: json)
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("stored 1 pet under items"))
        #expect(try home.reader().data(forKey: "items") == json)
        #expect(try home.reader().petWidgetData().data.pets == [Pet(name: "Kiwi", stage: "egg", valueA: 1, valueB: 2, valueC: 3)])
    }

    @Test func badItemsAreRefusedWithTheByteOffsetAndNothingChanges() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let before = try home.snapshot()
        let file = home.url.appendingPathComponent("items.json")
        try Data(#"[{"name":"Kiwi" "stage":"egg"}]"#.utf8).write(to: file)
        let invalid = home.run(["app", "update-items", file.path])
        #expect(invalid.code == 1)
        #expect(invalid.err.contains("\(file.path): not a valid items array, nothing written"))
        #expect(invalid.err.contains("invalid JSON at byte 16"))
        let wrongTypes = home.run(["app", "update-items", "-"], stdin: Data(#"[{"name":3,"stage":"egg","valueA":1,"valueB":2,"valueC":3}]"#.utf8))
        #expect(wrongTypes.code == 1)
        #expect(wrongTypes.err.contains("items[0].name: is a number, expected a string"))
        #expect(home.run(["app", "update-items", home.url.appendingPathComponent("none.json").path]).code == 1)
        try FileManager.default.removeItem(at: file)
        #expect(try home.snapshot() == before)
    }

    @Test func badItemsAreOneErrorLineWithTheCountAndTheFirstProblemAndEveryProblemWithVerbose() throws {
        let home = try AppTestHome()
        let json = Data(#"[{"name":3,"stage":4,"valueA":1,"valueB":2,"valueC":3}]"#.utf8)
        let short = home.run(["app", "update-items", "-"], stdin: json)
        #expect(short.code == 1)
        #expect(short.err == "widget-tui app update-items: standard input: not a valid items array, nothing written: 2 problems, "
            + "the first items[0].name: is a number, expected a string (--verbose lists them all)\n", "\(short.err)")
        let verbose = home.run(["app", "update-items", "--verbose", "-"], stdin: json)
        #expect(verbose.code == 1)
        let lines = verbose.err.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(verbose.err)")
        #expect(lines.first == "standard input: items[0].name: is a number, expected a string", "\(verbose.err)")
        #expect(lines.dropFirst().first?.hasPrefix("standard input: items[0].stage: ") == true, "\(verbose.err)")
        #expect(lines.dropFirst(2).first?.hasPrefix("widget-tui app update-items: standard input: not a valid items array") == true)
    }

    @Test("Items past the suite's limit are refused naming the file and the limit, from a file, a FIFO or standard input")
    func hugeItemsAreRefused() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let before = try home.snapshot()
        let size = ReadLimit.suite.bytes + 1
        let file = home.url.appendingPathComponent("items.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        let big = home.run(["app", "update-items", file.path])
        #expect(big.code == 1)
        #expect(big.err.contains("\(file.path): \(size) bytes, over the 16 MiB limit for a group's settings suite"), "\(big.err)")

        let fifo = home.url.appendingPathComponent("items.fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let named = home.run(["app", "update-items", fifo.path])
        #expect(named.code == 1)
        #expect(named.err.contains("\(fifo.path): a FIFO, not a regular file"), "\(named.err)")
        try FileManager.default.removeItem(at: fifo)

        // Standard input as the binary reads it: a file (its size is known at once) and a pipe.
        let binary = try builtWidgetTUI().path
        let shell = URL(fileURLWithPath: "/bin/sh")
        let redirected = try runProcess(shell, ["-c", #"exec "$0" app update-items - < "$1""#, binary, file.path], environment: home.environment)
        #expect(redirected.code == 1)
        #expect(redirected.err.contains("standard input: \(size) bytes, over the 16 MiB limit for a group's settings suite"), "\(redirected.err)")
        let piped = try runProcess(shell, ["-c", #"head -c 20000000 /dev/zero | "$0" app update-items -"#, binary], environment: home.environment)
        #expect(piped.code == 1)
        #expect(piped.err.contains(" bytes, over the 16 MiB limit for a group's settings suite"), "\(piped.err)")
        #expect(piped.err.contains("standard input: "))
        try FileManager.default.removeItem(at: file)
        #expect(try home.snapshot() == before)
    }

    @Test func anUnconfiguredGroupExitsNonZeroAndChangesNothing() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "create-group", "group.com.example.pets"]).code == 0)
        let before = try home.snapshot()
        let result = home.run(["app", "set", "k", "v", "--group", "group.com.example.Pets"])
        #expect(result.code == 1)
        #expect(result.err.contains("App Group not configured, nothing written"))
        #expect(result.err.contains("did you mean group.com.example.pets?"))
        #expect(try home.snapshot() == before)
    }

    @Test func duplicateOrUnidentifiedContainersAreErrorsNamingTheFiles() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "create-group", "group.com.example.pets"]).code == 0)
        let original = try home.container()
        let copy = home.groupsRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.copyItem(at: original.url, to: copy)
        let before = try home.snapshot()
        let duplicate = home.run(["app", "set", "k", "v"])
        #expect(duplicate.code == 1)
        #expect(duplicate.err.contains("group.com.example.pets has 2 containers"))
        #expect(duplicate.err.contains(copy.path))
        #expect(duplicate.err.contains(original.url.path))
        let metadata = copy.appendingPathComponent(ContainerMetadata.fileName)
        let saved = try Data(contentsOf: metadata)
        try PropertyListFormat.encodeBinary(.dictionary(["MCMMetadataContentClass": .int(7)])).write(to: metadata)
        let unidentified = home.run(["app", "set", "k", "v", "--container", copy.path])
        #expect(unidentified.code == 1)
        #expect(unidentified.err.contains("\(metadata.path): no MCMMetadataIdentifier key"))
        try saved.write(to: metadata)
        #expect(try home.snapshot() == before)
    }

    @Test func theEntitlementGateRefusesAGroupTheTargetDoesNotList() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let entitlements = home.url.appendingPathComponent("Runner.entitlements")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>com.apple.security.application-groups</key><array><string>group.com.example.other</string></array></dict></plist>
        """.utf8).write(to: entitlements)
        let before = try home.snapshot()
        let result = home.run(["app", "set", "k", "v", "--entitlements", entitlements.path])
        #expect(result.code == 1)
        #expect(result.err.contains("group group.com.example.pets is not in \(entitlements.path)"))
        #expect(try home.snapshot() == before)
        let missing = home.run(["app", "set", "k", "v", "--entitlements", home.url.appendingPathComponent("none.entitlements").path])
        #expect(missing.code == 1)
        #expect(missing.err.contains("no such entitlements file"))
    }

    @Test func aCorruptSuiteIsNeverOverwritten() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let suite = try home.container().suiteURL
        let damaged = try Data(contentsOf: suite).prefix(30)
        try damaged.write(to: suite)
        let before = try home.snapshot()
        for command in [["app", "set", "k", "v"], ["app", "increment", "streakDays"], ["app", "set-quiet-hours", "20:00-06:00"], ["app", "remove", "items"]] {
            let result = home.run(command)
            #expect(result.code == 1, "\(command)")
            #expect(result.err.contains(suite.path), "\(command)")
        }
        #expect(try home.snapshot() == before)
    }

    @Test func wrongValuesAreUsageErrorsNamingTheType() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let before = try home.snapshot()
        for (command, message) in [
            (["app", "set", "n", "abc", "--type", "int"], "VALUE (--type int): 'abc' is not an integer"),
            (["app", "set", "n", "maybe", "--type", "bool"], "VALUE (--type bool): 'maybe' is not true or false"),
            (["app", "set", "n", "yesterday", "--type", "date"], "is not an ISO 8601 date"),
            (["app", "set", "n", "1", "--type", "float"], "--type: 'float' is not one of int, double, bool, string, date, json, data"),
            (["app", "set-quiet-hours", "10pm-7am"], "'10pm-7am' is not HH:MM-HH:MM"),
            (["app", "frobnicate"], "unknown app subcommand 'frobnicate'"),
            (["app", "set", "n"], "app set needs VALUE"),
        ] {
            let result = home.run(command)
            #expect(result.code == 64, "\(command)")
            #expect(result.err.contains(message), "\(command): \(result.err)")
        }
        let json = home.run(["app", "set", "n", "[1,", "--type", "json"])
        #expect(json.code == 64)
        #expect(json.err.contains("invalid JSON at byte 3"))
        let null = home.run(["app", "set", "n", "[null]", "--type", "json"])
        #expect(null.code == 64)
        #expect(null.err.contains("null has no property-list form"))
        #expect(try home.snapshot() == before)
    }

    @Test func incrementAddsAndRefusesAnotherType() throws {
        let home = try AppTestHome()
        let result = home.run(["app", "increment", "count", "--by", "5", "--repeat", "3"])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("count = 15"))
        #expect(try home.reader().reloadRequests().count == 1 + 3)
        let wrong = home.run(["app", "increment", "quietHours"])
        #expect(wrong.code == 1)
        #expect(wrong.err.contains("quietHours is String, expected Int"))
    }

    @Test func removeDeletesAKeyAndIgnoresAMissingOne() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "remove", "streakDays"]).code == 0)
        #expect(try home.reader().value(forKey: "streakDays") == nil)
        let again = home.run(["app", "remove", "streakDays"])
        #expect(again.code == 0)
        #expect(again.out.contains("nothing changed"))
        #expect(try home.reader().reloadRequests().count == 1 + 1)
    }

    @Test func createGroupWithNoIDIsRefusedRatherThanMakeAnEmptyDemoGroup() throws {
        let home = try AppTestHome()
        let refused = home.run(["app", "create-group"])
        #expect(refused.code == 64)
        #expect(refused.err.contains("name the group to create"), "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: home.groupsRoot.path))
        // The demo group, made by the first command that uses it, still has its pets.
        #expect(home.run(["app", "reload"]).code == 0)
        #expect(try home.reader().petWidgetData().data.pets.count == 5)
    }

    @Test func createGroupMakesAnEmptyContainerAndWarnsAboutCaseTwins() throws {
        let home = try AppTestHome()
        let created = home.run(["app", "create-group", "group.com.example.shop"])
        #expect(created.code == 0)
        let container = try home.container("group.com.example.shop")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: container.url.path).sorted() == [ContainerMetadata.fileName, "Library", "Library/Caches"])
        let twin = home.run(["app", "create-group", "group.com.example.Shop"])
        #expect(twin.code == 0)
        #expect(twin.err.contains("warning: group.com.example.shop already exists"))
        // As `mkdir -p`: a group that has its container is there already, and is left as it is.
        let before = try home.snapshot()
        let again = home.run(["app", "create-group", "group.com.example.shop"])
        #expect(again.code == 0, "\(again.err)")
        #expect(again.out == "group.com.example.shop already exists at \(container.url.path)\n")
        #expect(try home.snapshot() == before)
        let bundle = home.run(["app", "create-group", "com.example.shop"])
        #expect(bundle.code == 64)
        #expect(bundle.err.contains("did you mean 'group.com.example.shop'"))
    }

    @Test func aSecondWriterTimesOutWithAClearMessage() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let holder = GroupWriter(container: try home.container())
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        Thread {
            try? holder.withLock { _ in
                entered.signal()
                release.wait()
            }
        }.start()
        entered.wait()
        defer { release.signal() }
        let result = home.run(["app", "set", "k", "v", "--lock-timeout", "0.2"])
        #expect(result.code == 1)
        #expect(result.err.contains("process \(getpid()) holds the writer lock; gave up after 0.2 s"))
        #expect(try home.reader().value(forKey: "k") == nil)
    }

    @Test("A lock timeout too large, negative or not a number is refused before anything is written")
    func lockTimeoutRange() throws {
        let home = try AppTestHome()
        for text in ["1e300", "-1", "nan", "inf", "86401"] {
            let result = home.run(["app", "set", "k", "v", "--lock-timeout", text])
            #expect(result.code == 64)
            #expect(result.err.contains("--lock-timeout: '\(text)' is not a number of seconds from 0 to 86400"))
        }
        #expect(home.run(["app", "set", "k", "v", "--lock-timeout", "86400"]).code == 0)
        #expect(try home.reader().value(forKey: "k") == .string("v"))
    }
}
