import Foundation
import Testing
@testable import SharedData

/// A booted simulator's suite is changed through its own `defaults`, one call per changed key,
/// every value checked before the first call; a shut-down one is written as a file.
@Suite struct SimulatorDefaultsTests {
    static let udid = "5E8A7C42-1B3D-4F6A-9C0E-2D4B6F8A1C3E"
    static let suite = URL(fileURLWithPath: "/Users/me/Library/Developer/CoreSimulator/Devices/\(udid)/data/Containers/Shared/AppGroup/"
        + "9A1F3E2B-6C4D-4E8F-A0B1-C2D3E4F5A6B7/Library/Preferences/group.com.example.pets.plist")

    func device(_ state: SimulatorState) -> SimulatorDevice {
        SimulatorDevice(udid: Self.udid, folder: URL(fileURLWithPath: "/nowhere"), name: "iPhone 16", runtime: nil, state: state)
    }

    /// A folder holding an executable `xcrun` script with `body`.
    func xcrun(_ body: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let file = try folder.write("xcrun", Data("#!/bin/sh\n\(body)\n".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return folder
    }

    @Test func onlyChangedKeysAreWrittenOrDeletedInKeyOrder() throws {
        let bin = try xcrun("exit 0")
        let simulator = try SimulatorDefaults(device: device(.booted), environment: ["PATH": bin.url.path])
        let calls = try simulator.calls(from: ["a": .int(1), "b": .string("x"), "c": .bool(true)],
                                        to: ["a": .int(1), "b": .string("y"), "d": .double(1.5)], suite: Self.suite)
        let domain = Self.suite.deletingPathExtension().path
        #expect(domain.hasSuffix("/Library/Preferences/group.com.example.pets"))
        let spawn = ["simctl", "spawn", Self.udid, "defaults"]
        #expect(calls == [
            .init(key: "b", arguments: spawn + ["write", domain, "b", "-string", "y"]),
            .init(key: "c", arguments: spawn + ["delete", domain, "c"]),
            .init(key: "d", arguments: spawn + ["write", domain, "d", "-float", "1.5"]),
        ])
    }

    @Test func valuesMapToTheFlagsDefaultsDocuments() throws {
        func arguments(_ value: PlistValue) throws -> [String] { try DefaultsValue.arguments(for: value, at: "k") }
        #expect(try arguments(.int(-9_223_372_036_854_775_808)) == ["-int", "-9223372036854775808"])
        #expect(try arguments(.double(0.1)) == ["-float", "0.1"])
        #expect(try arguments(.bool(false)) == ["-bool", "false"])
        #expect(try arguments(.string("")) == ["-string", ""])
        #expect(try arguments(.data(Data([0, 0xab, 0xff]))) == ["-data", "00abff"])
        #expect(try arguments(.date(Date(timeIntervalSince1970: 1_795_953_600))) == ["-date", "2026-11-29 12:00:00 +0000"])
        #expect(try arguments(.array([])) == ["-array"])
        #expect(try arguments(.array([.string("a"), .string("b")])) == ["-array", "a", "b"])
        #expect(try arguments(.dictionary(["z": .string("1"), "a": .string("2")])) == ["-dict", "a", "2", "z", "1"])
    }

    @Test func whatDefaultsCannotExpressIsRefusedNamingWhere() {
        let cases: [(PlistValue, String)] = [
            (.array([.string("a"), .data(Data([1]))]), "k[1] is a Data: `defaults -array` and `-dict` take strings only"),
            (.array([.array([.string("a")])]), "k[0] is an Array: `defaults -array` and `-dict` take strings only"),
            (.dictionary(["when": .date(Date(timeIntervalSince1970: 0))]), "k[\"when\"] is a Date: `defaults -array` and `-dict` take strings only"),
            (.date(Date(timeIntervalSince1970: 0.5)), "k is a Date with a fraction of a second, and `defaults -date` takes whole seconds"),
            (.double(.infinity), "k is inf, which `defaults -float` cannot take"),
            (.unsignedInteger(UInt64.max), "k is 18446744073709551615, above Int64.max, which `defaults -int` cannot take"),
            (.string(PlistString(utf16: [0x61, 0xD800])), "k holds a lone UTF-16 surrogate, which no command-line argument can carry"),
            (.array([.string(PlistString(utf16: [0xDC00]))]), "k[0] holds a lone UTF-16 surrogate, which no command-line argument can carry"),
            (.data(Data(count: 200_000)), "k is 400007 bytes as arguments of `defaults`, more than the 256 KiB widget-tui puts on a command line"),
        ]
        for (value, message) in cases {
            #expect(throws: DefaultsValue.Inexpressible.self) { try DefaultsValue.arguments(for: value, at: "k") }
            do { _ = try DefaultsValue.arguments(for: value, at: "k") } catch { #expect(error.description == message) }
        }
    }

    @Test func anInexpressibleValueStopsEveryCallAndAKeyLikeAnOptionIsRefused() throws {
        let bin = try xcrun("exit 0")
        let simulator = try SimulatorDefaults(device: device(.booted), environment: ["PATH": bin.url.path])
        let error = #expect(throws: SimulatorWriteError.self) {
            try simulator.calls(from: [:], to: ["a": .int(1), "b": .array([.int(2)])], suite: Self.suite)
        }
        #expect(error?.description.hasPrefix("b[0] is an Int: `defaults -array` and `-dict` take strings only, so the value cannot be "
            + "written through the simulator's `defaults`. Nothing written.") == true)
        #expect(throws: SimulatorWriteError.self) { try simulator.calls(from: [:], to: ["-g": .int(1)], suite: Self.suite) }
    }

    @Test func theChannelFollowsTheDevicesState() throws {
        let bin = try xcrun("exit 0")
        let environment = ["PATH": bin.url.path]
        guard case .file = SuiteChannel.forContainer(on: nil, environment: environment) else { Issue.record("no device: file"); return }
        guard case .file = SuiteChannel.forContainer(on: device(.shutdown), environment: environment) else { Issue.record("shut down: file"); return }
        guard case .simulatorDefaults = SuiteChannel.forContainer(on: device(.booted), environment: environment) else {
            Issue.record("booted: defaults"); return
        }
        guard case let .refused(missing) = SuiteChannel.forContainer(on: device(.booted), environment: ["PATH": "/nonexistent"]) else {
            Issue.record("booted without xcrun: refused"); return
        }
        #expect(missing == .xcrunMissing(device: "\(Self.udid) (iPhone 16)", udid: Self.udid, searched: "/nonexistent"))
        for state in [SimulatorState.creating, .booting, .shuttingDown, .other(9), .unknown("no device.plist")] {
            guard case let .refused(error) = SuiteChannel.forContainer(on: device(state), environment: environment) else {
                Issue.record("\(state): refused"); continue
            }
            #expect(error == .unsettled(device: "\(Self.udid) (iPhone 16)", udid: Self.udid, state: state))
        }
    }

    @Test func aCallThatNeverEndsIsStoppedAndNamed() throws {
        let bin = try xcrun("exec sleep 30")
        let simulator = try SimulatorDefaults(device: device(.booted), environment: ["PATH": bin.url.path + ":/bin:/usr/bin"], timeout: 0.5)
        let calls = try simulator.calls(from: [:], to: ["a": .int(1)], suite: Self.suite)
        let error = #expect(throws: SimulatorWriteError.self) { try simulator.run(calls) }
        #expect(error?.description.contains("did not end within 0.5 s and was stopped; nothing written") == true)
    }

    @Test func aFailureAfterSomeCallsSaysWhichKeysWereWritten() throws {
        // Succeeds once, then fails: the second key's call reports the first as written.
        let bin = try xcrun("""
        if [ -e "$0.ran" ]; then echo 'Unable to lookup in current state: Shutdown' >&2; exit 164; fi
        : > "$0.ran"
        """)
        let simulator = try SimulatorDefaults(device: device(.booted), environment: ["PATH": bin.url.path])
        let calls = try simulator.calls(from: [:], to: ["a": .int(1), "b": .int(2)], suite: Self.suite)
        let error = #expect(throws: SimulatorWriteError.self) { try simulator.run(calls) }
        #expect(error?.description.hasSuffix("b -int 2` exited with status 164: Unable to lookup in current state: Shutdown; "
            + "already written before it: a") == true)
    }
}
