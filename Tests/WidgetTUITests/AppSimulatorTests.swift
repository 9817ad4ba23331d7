import Foundation
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct AppSimulatorTests {
    static let udid = "0A1B2C3D-0000-4000-8000-00000000AAAA"
    static let other = "0A1B2C3D-0000-4000-8000-00000000BBBB"

    /// CoreSimulator's `SimDeviceState` numbers, as `device.plist` stores them.
    static let shutDown = 1, booting = 2, booted = 3

    /// `~/Library/Developer/CoreSimulator/Devices/<UDID>`.
    func deviceFolder(home: AppTestHome, udid: String) -> URL {
        home.url.appendingPathComponent("Library/Developer/CoreSimulator/Devices/\(udid)", isDirectory: true)
    }

    /// `Devices/<UDID>/data/Containers/Shared/AppGroup/<UUID>`, and the device's `device.plist` in
    /// the binary form (nil state: no `device.plist` at all).
    func makeSimulatorContainer(home: AppTestHome, udid: String, group: String, state: Int? = shutDown) throws -> URL {
        let folder = home.url.appendingPathComponent("Library/Developer/CoreSimulator/Devices/\(udid)/data/Containers/Shared/AppGroup/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Library/Caches"), withIntermediateDirectories: true)
        let metadata = try PropertyListFormat.encodeBinary(.dictionary([
            "MCMMetadataIdentifier": .string(group), "MCMMetadataContentClass": .int(7),
        ]))
        try metadata.write(to: folder.appendingPathComponent(".com.apple.mobile_container_manager.metadata.plist"))
        if let state {
            try PropertyListFormat.encodeBinary(.dictionary([
                "UDID": .string(udid), "deviceType": .string("com.apple.CoreSimulator.SimDeviceType.iPhone-16"),
                "name": .string("iPhone 16"), "runtime": .string("com.apple.CoreSimulator.SimRuntime.iOS-18-2"), "state": .int(state),
            ])).write(to: deviceFolder(home: home, udid: udid).appendingPathComponent("device.plist"))
        }
        return folder
    }

    /// A booted device whose `device.plist` is in the XML form Xcode writes, holding a container
    /// with the pet widget's suite as CFPreferences wrote it.
    func makeBootedSimulator(home: AppTestHome, state: Int = booted) throws -> URL {
        let devices = home.url.appendingPathComponent("Library/Developer/CoreSimulator/Devices/\(Self.udid)/data/Containers/Shared/AppGroup")
        let container = try home.makeIOSContainer(in: devices)
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UDID</key>
        \t<string>\(Self.udid)</string>
        \t<key>deviceType</key>
        \t<string>com.apple.CoreSimulator.SimDeviceType.iPhone-16-Pro</string>
        \t<key>name</key>
        \t<string>iPhone 16 Pro</string>
        \t<key>runtime</key>
        \t<string>com.apple.CoreSimulator.SimRuntime.iOS-18-2</string>
        \t<key>state</key>
        \t<integer>\(state)</integer>
        </dict>
        </plist>

        """
        try Data(xml.utf8).write(to: deviceFolder(home: home, udid: Self.udid).appendingPathComponent("device.plist"))
        return container
    }

    /// The demo group's container on the simulator `udid` as the commands find it: its reload
    /// record is in the home's state folder.
    func simulatorReader(home: AppTestHome, udid: String = udid) throws -> GroupReader {
        let options = GroupOptions(group: try GroupIdentifier(GroupOptions.demoGroup),
                                   source: .simulator(devices: SimulatorDevice.devicesFolder(home: home.url), udid: udid),
                                   stateFolder: GroupOptions.defaultStateFolder(ProcessEnvironment(home.environment)))
        return GroupReader(container: try GroupLoader(options).locate())
    }

    /// The suite as `defaults` takes it for a domain: the absolute path without `.plist`.
    func domain(_ container: URL) -> String { container.path + "/Library/Preferences/group.com.example.pets" }

    @Test func aSimulatorTreeIsFoundWithTheSimulatorOption() throws {
        let home = try AppTestHome()
        let container = try makeSimulatorContainer(home: home, udid: Self.udid, group: "group.com.example.pets")
        let result = home.run(["app", "set", "streakDays", "9", "--type", "int", "--simulator"])
        #expect(result.code == 0, "\(result.err)")
        let reader = GroupReader(container: GroupContainer(url: container, groupID: try GroupIdentifier("group.com.example.pets")))
        #expect(try reader.integer(forKey: "streakDays") == 9)
        // No demo group was made in the local root.
        #expect(!FileManager.default.fileExists(atPath: home.groupsRoot.path))
    }

    @Test func severalSimulatorsAskForAUDID() throws {
        let home = try AppTestHome()
        _ = try makeSimulatorContainer(home: home, udid: Self.udid, group: "group.com.example.pets")
        let chosen = try makeSimulatorContainer(home: home, udid: Self.other, group: "group.com.example.pets")
        let ambiguous = home.run(["app", "reload", "--simulator"])
        #expect(ambiguous.code == 1)
        #expect(ambiguous.err.contains("exists on 2 simulators; pick one with --simulator UDID: \(Self.udid) (iPhone 16), \(Self.other) (iPhone 16)"))
        let picked = home.run(["app", "reload", "--simulator", Self.other])
        #expect(picked.code == 0)
        // Recorded in widget-tui's state folder, for that container only; nothing written into it.
        #expect(try simulatorReader(home: home, udid: Self.other).reloadRequests().count == 1)
        #expect(!FileManager.default.fileExists(atPath: chosen.appendingPathComponent("Library/Caches/widget-tui").path))
    }

    @Test func aGroupMissingFromTheSimulatorIsNotCreated() throws {
        let home = try AppTestHome()
        _ = try makeSimulatorContainer(home: home, udid: Self.udid, group: "group.com.example.other")
        let result = home.run(["app", "reload", "--simulator"])
        #expect(result.code == 1)
        #expect(result.err.contains("groups there: group.com.example.other"))
        let create = home.run(["app", "create-group", "group.com.example.new", "--simulator"])
        #expect(create.code == 1)
        #expect(create.err.contains("iOS creates them"))
    }

    // MARK: Writing to a running simulator

    @Test func aBootedSimulatorsSuiteIsWrittenThroughItsOwnDefaultsNotUnderneathItsDaemon() throws {
        let home = try AppTestHome()
        let container = try makeBootedSimulator(home: home)
        let suite = container.appendingPathComponent("Library/Preferences/group.com.example.pets.plist")
        let before = try Data(contentsOf: suite)
        let xcrun = try FakeXcrun(in: home.url)
        let result = home.run(["app", "set", "streakDays", "9", "--type", "int", "--simulator"], environment: xcrun.environment)
        #expect(result.code == 0, "\(result.err)")
        #expect(try xcrun.calls() == [["simctl", "spawn", Self.udid, "defaults", "write", domain(container), "streakDays", "-int", "9"]])
        // The daemon owns the file: widget-tui did not touch it.
        #expect(try Data(contentsOf: suite) == before)
        #expect(result.out.contains("through the simulator's own defaults (\(Self.udid) (iPhone 16 Pro), booted)"))
        // The reload is recorded for the previewer, and said not to reach the simulator.
        let reader = try simulatorReader(home: home)
        #expect(try reader.reloadRequests().map(\.kind) == [nil])
        #expect(result.out.contains("the simulator was not told"))
    }

    @Test func everyAppWriteMapsItsValueToTheFlagDefaultsTakes() throws {
        let home = try AppTestHome()
        let container = try makeBootedSimulator(home: home)
        let xcrun = try FakeXcrun(in: home.url)
        let items = #"[{"name":"Kiwi","stage":"egg","valueA":1,"valueB":2,"valueC":3}]"#
        let commands: [[String]] = [
            ["set-quiet-hours", "21:30-06:45"],
            ["remove", "quietHours"],
            ["increment", "streakDays", "--by", "2"],
            ["set", "ratio", "0.25", "--type", "double"],
            ["set", "enabled", "yes", "--type", "bool"],
            ["set", "since", "2026-11-29T12:00:00Z", "--type", "date"],
            ["set", "blob", "AAEC/w==", "--type", "data"],
            ["set", "title", "Hi -there", "--type", "string"],
            ["set", "tags", #"["a","b c"]"#, "--type", "json"],
            ["set", "names", #"{"first":"Ada","last":"Lovelace"}"#, "--type", "json"],
        ]
        for command in commands {
            let result = home.run(["app"] + command + ["--simulator", "--no-reload"], environment: xcrun.environment)
            #expect(result.code == 0, "\(command): \(result.err)")
        }
        #expect(home.run(["app", "update-items", "-", "--simulator", "--no-reload"], stdin: Data(items.utf8), environment: xcrun.environment).code == 0)
        let write = ["simctl", "spawn", Self.udid, "defaults", "write", domain(container)]
        #expect(try xcrun.calls() == [
            write + ["quietHours", "-string", "21:30-06:45"],
            ["simctl", "spawn", Self.udid, "defaults", "delete", domain(container), "quietHours"],
            write + ["streakDays", "-int", "14"],
            write + ["ratio", "-float", "0.25"],
            write + ["enabled", "-bool", "true"],
            write + ["since", "-date", "2026-11-29 12:00:00 +0000"],
            write + ["blob", "-data", "000102ff"],
            write + ["title", "-string", "Hi -there"],
            write + ["tags", "-array", "a", "b c"],
            write + ["names", "-dict", "first", "Ada", "last", "Lovelace"],
            write + ["items", "-data", Data(items.utf8).map { String(format: "%02x", $0) }.joined()],
        ])
    }

    @Test(arguments: [
        (#"[{"a":1}]"#, "items[0] is a Dictionary"), (#"[1,2]"#, "items[0] is an Int"),
        (#"{"n":{"m":"x"}}"#, #"items["n"] is a Dictionary"#), (#"{"n":2}"#, #"items["n"] is an Int"#),
    ])
    func valuesDefaultsCannotExpressAreRefusedWithTheAlternative(_ json: String, _ place: String) throws {
        let home = try AppTestHome()
        _ = try makeBootedSimulator(home: home)
        let xcrun = try FakeXcrun(in: home.url)
        let before = try home.snapshot()
        let result = home.run(["app", "set", "items", json, "--type", "json", "--simulator"], environment: xcrun.environment)
        #expect(result.code == 1)
        #expect(result.err.contains("Nothing written"), "\(result.err)")
        #expect(result.err.contains("xcrun simctl shutdown \(Self.udid)"))
        #expect(try xcrun.calls() == [])
        #expect(try home.snapshot() == before)
        #expect(result.err.contains(place), "\(result.err)")
    }

    @Test func withoutXcrunABootedSimulatorIsRefusedWithTheReasonAndNothingIsWritten() throws {
        let home = try AppTestHome()
        _ = try makeBootedSimulator(home: home)
        let empty = home.folder("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let before = try home.snapshot()
        let result = home.run(["app", "set-quiet-hours", "21:00-06:00", "--simulator"], environment: ["PATH": empty.path])
        #expect(result.code == 1)
        #expect(result.err.contains("is booted"), "\(result.err)")
        #expect(result.err.contains("xcrun was not found on PATH"))
        #expect(result.err.contains("xcrun simctl shutdown \(Self.udid)"))
        #expect(try home.snapshot() == before)
    }

    @Test func aShutDownSimulatorIsWrittenDirectlyWithoutXcrun() throws {
        let home = try AppTestHome()
        let container = try makeSimulatorContainer(home: home, udid: Self.udid, group: "group.com.example.pets", state: Self.shutDown)
        let xcrun = try FakeXcrun(in: home.url)
        let result = home.run(["app", "set", "streakDays", "4", "--type", "int", "--simulator"], environment: xcrun.environment)
        #expect(result.code == 0, "\(result.err)")
        #expect(try xcrun.calls() == [])
        let reader = GroupReader(container: GroupContainer(url: container, groupID: try GroupIdentifier("group.com.example.pets")))
        #expect(try reader.integer(forKey: "streakDays") == 4)
        #expect(!result.out.contains("defaults"))
    }

    @Test func aSimulatorBootingOrWithoutADevicePlistIsRefusedUntilItsStateIsKnown() throws {
        let home = try AppTestHome()
        _ = try makeBootedSimulator(home: home, state: Self.booting)
        let xcrun = try FakeXcrun(in: home.url)
        let booting = home.run(["app", "set", "streakDays", "4", "--type", "int", "--simulator"], environment: xcrun.environment)
        #expect(booting.code == 1)
        #expect(booting.err.contains("is booting"), "\(booting.err)")

        let other = try AppTestHome()
        _ = try makeSimulatorContainer(home: other, udid: Self.other, group: "group.com.example.pets", state: nil)
        let unknown = other.run(["app", "set", "streakDays", "4", "--type", "int", "--simulator"])
        #expect(unknown.code == 1)
        #expect(unknown.err.contains("device.plist"), "\(unknown.err)")
        #expect(try xcrun.calls() == [])
    }

    @Test func aFailingDefaultsIsReportedWithWhatItSaid() throws {
        let home = try AppTestHome()
        _ = try makeBootedSimulator(home: home)
        let xcrun = try FakeXcrun(in: home.url, status: 1, stderr: "Unable to lookup in current state: Shutdown")
        let result = home.run(["app", "set", "streakDays", "9", "--type", "int", "--simulator"], environment: xcrun.environment)
        #expect(result.code == 1)
        #expect(result.err.contains("exited with status 1: Unable to lookup in current state: Shutdown"), "\(result.err)")
        #expect(try xcrun.calls().count == 1)
    }

    /// A button's write goes the way the app's writes go: never underneath a booted simulator's
    /// daemon. The pet intents store a reaction dictionary holding an integer, which `defaults`
    /// cannot take (its `-dict` takes strings), so there they are refused, naming the value.
    @Test func aButtonPressedOnABootedSimulatorIsNotWrittenUnderneathItsDaemon() throws {
        let home = try AppTestHome()
        _ = try makeBootedSimulator(home: home)
        let xcrun = try FakeXcrun(in: home.url)
        let before = try home.snapshot()
        let result = home.run(["intent", "feed", "--pet", "1", "--now", "2026-11-29T12:00:00Z", "--simulator"], environment: xcrun.environment)
        #expect(result.code == 1)
        #expect(result.err.contains("reaction[\"pet\"] is an Int") && result.err.contains("Nothing written"), "\(result.err)")
        #expect(result.err.contains("xcrun simctl shutdown \(Self.udid)"))
        #expect(try xcrun.calls() == [])
        #expect(try home.snapshot() == before)

        let empty = home.folder("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let refused = home.run(["intent", "pet", "--pet", "1", "--app", "warm", "--simulator"], environment: ["PATH": empty.path])
        #expect(refused.code == 1)
        #expect(refused.err.contains("is booted") && refused.err.contains("xcrun was not found on PATH"), "\(refused.err)")
        #expect(try home.snapshot() == before)
    }

    @Test func aDisplayOnlyButtonOnABootedSimulatorWritesNothingAndRecordsItsReload() throws {
        let home = try AppTestHome()
        _ = try makeBootedSimulator(home: home)
        let xcrun = try FakeXcrun(in: home.url)
        let result = home.run(["intent", "refresh", "--simulator"], environment: xcrun.environment)
        #expect(result.code == 0, "\(result.err)")
        #expect(try xcrun.calls() == [])
        let reader = try simulatorReader(home: home)
        #expect(try reader.reloadRequests().map(\.kind) == ["PetWidget"])
    }

    @Test func reloadOnASimulatorIsRecordedForThePreviewAndSaysTheSimulatorWasNotTold() throws {
        let home = try AppTestHome()
        _ = try makeBootedSimulator(home: home)
        let xcrun = try FakeXcrun(in: home.url)
        let result = home.run(["app", "reload", "--kind", "PetWidget", "--simulator"], environment: xcrun.environment)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("recorded for widget-tui's preview only: the simulator was not told"))
        #expect(try xcrun.calls() == [])
        let reader = try simulatorReader(home: home)
        #expect(try reader.reloadRequests().map(\.kind) == ["PetWidget"])
    }
}
