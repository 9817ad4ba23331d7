import Foundation
import PNGCodec
import PetRenderer
import ProjectFixtures
import SharedData
import Testing
@testable import WidgetTUI
@testable import WidgetTUIKit

@Suite("widget-tui doctor")
struct DoctorTests {
    static func fixture(_ name: String) throws -> String {
        try #require(Bundle.module.url(forResource: name, withExtension: "entitlements", subdirectory: "Fixtures/entitlements")).path
    }

    func doctor(_ home: AppTestHome, _ files: [String], _ rest: [String] = []) throws -> (code: Int32, out: String, err: String) {
        home.run(["doctor"] + (try files.flatMap { ["--entitlements", try Self.fixture($0)] }) + rest)
    }

    /// Expects the whole report to match its transcript, the fixtures' folder and the home named.
    func expectTranscript(_ out: String, _ name: String, _ home: AppTestHome, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fixtures = URL(fileURLWithPath: try Self.fixture("Runner")).deletingLastPathComponent().path
        Transcript.expect(out, matches: name, in: "DoctorTests", replacing: [fixtures: "<fixtures>", home.url.path: "<home>"],
                          sourceLocation: sourceLocation)
    }

    @Test("Matching targets and the demo group's data pass")
    func matchingTargets() throws {
        let home = try AppTestHome()
        let result = try doctor(home, ["Runner", "PetWidgetExtension"])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.hasPrefix("doctor: group.com.example.pets on iOS (the group most targets list (2 of 2))\n"))
        #expect(result.out.hasSuffix("doctor: 0 problems, 0 warnings\n"))
        let json = try DoctorFindings(home, ["doctor", "--entitlements", try Self.fixture("Runner"), "--entitlements", try Self.fixture("PetWidgetExtension")])
        for file in ["Runner", "PetWidgetExtension"] { #expect(json.of("entitlements-group", "ok", file: try Self.fixture(file)).count == 1, "\(json.summary)") }
        try expectTranscript(result.out, "matching-targets", home)
    }

    /// A setting that refers to itself is both not set and empty: one variable, two reasons, and
    /// the fix names it once.
    @Test("A fix names each setting to pass once")
    func fixNamesEachSettingOnce() throws {
        let home = try AppTestHome()
        let file = home.url.appendingPathComponent("Runner.entitlements")
        try entitlementsXML(["group.$(E31).app"]).write(to: file, atomically: true, encoding: .utf8)
        let result = home.run(["doctor", "--entitlements", file.path, "--setting", "E31=$(E31)"])
        let fix = try #require(result.out.split(separator: "\n").first { $0.contains("fix: ") && $0.contains("E31") })
        #expect(fix.ranges(of: "--setting E31=<value>").count == 1, "\(fix)")
    }

    @Test("An extension without the App Groups entitlement is a problem with the Xcode fix")
    func missingExtensionEntitlement() throws {
        let home = try AppTestHome()
        let result = try doctor(home, ["Runner", "PetWidgetExtension-no-app-groups"])
        #expect(result.code == 1)
        let json = try DoctorFindings(home, ["doctor", "--entitlements", try Self.fixture("Runner"), "--entitlements", try Self.fixture("PetWidgetExtension-no-app-groups")])
        let problem = try #require(json.of("entitlements-group", "problem", file: try Self.fixture("PetWidgetExtension-no-app-groups")).first, "\(json.summary)")
        // The fix is the point: the steps in Xcode.
        #expect((problem["fix"] as? String)?.hasPrefix("in Xcode select the target, Signing & Capabilities, + Capability, App Groups") == true)
        try expectTranscript(result.out, "extension-without-app-groups", home)
        let missingFile = home.run(["doctor", "--entitlements", home.url.appendingPathComponent("none.entitlements").path])
        #expect(missingFile.code == 1)
        let missingJSON = try DoctorFindings(home, ["doctor", "--entitlements", home.url.appendingPathComponent("none.entitlements").path])
        #expect(missingJSON.of("entitlements-file", "problem", file: home.url.appendingPathComponent("none.entitlements").path).count == 1, "\(missingJSON.summary)")
    }

    @Test("A case typo between targets is named with the exact spelling to use")
    func caseTypo() throws {
        let home = try AppTestHome()
        let result = try doctor(home, ["Runner", "PetWidgetExtension-case-typo"], ["--group", "group.com.example.pets"])
        #expect(result.code == 1)
        #expect(result.out.hasPrefix("doctor: group.com.example.pets on iOS (--group)\n"))
        let json = try DoctorFindings(home, ["doctor", "--entitlements", try Self.fixture("Runner"), "--entitlements", try Self.fixture("PetWidgetExtension-case-typo"),
                                             "--group", "group.com.example.pets"])
        let typo = try #require(json.of("entitlements-group", "problem", file: try Self.fixture("PetWidgetExtension-case-typo")).first, "\(json.summary)")
        // The spelling to use is the point.
        #expect((typo["message"] as? String)?.contains("which differs from group.com.example.pets only in letter case") == true)
        #expect(json.of("lone-group").isEmpty)
        try expectTranscript(result.out, "case-typo", home)
    }

    @Test("A Team-ID-style group is a problem on iOS and accepted on macOS")
    func teamIDOnIOS() throws {
        let home = try AppTestHome()
        let files = ["Runner-team-id", "PetWidgetExtension-team-id"]
        let iOS = try doctor(home, files)
        #expect(iOS.code == 1)
        let iOSJSON = try DoctorFindings(home, ["doctor"] + files.flatMap { ["--entitlements", try Self.fixture($0)] })
        #expect(iOSJSON.of("team-id-group", "problem", line: 9).count == 2, "\(iOSJSON.summary)")
        try expectTranscript(iOS.out, "team-id-on-ios", home)

        #expect(home.run(["app", "create-group", "A1B2C3D4E5.com.example.pets"]).code == 0)
        let macOS = try doctor(home, files, ["--platform", "macOS"])
        let macOSJSON = try DoctorFindings(home, ["doctor", "--platform", "macOS"] + files.flatMap { ["--entitlements", try Self.fixture($0)] })
        #expect(macOSJSON.of("team-id-group", "problem").isEmpty)
        #expect(macOSJSON.of("team-id-group", "ok", line: 9).count == 2, "\(macOSJSON.summary)")
        try expectTranscript(macOS.out, "team-id-on-macos", home)
    }

    @Test("A spelling typo, a missing prefix and a group only one target lists are each named")
    func otherMismatches() throws {
        let home = try AppTestHome()
        let result = try doctor(home, ["Runner", "PetWidgetExtension-spelling-typo", "PetWidgetExtension-no-prefix",
                                       "PetWidgetExtension-extra-group"], ["--group", "group.com.example.pets"])
        #expect(result.code == 1)
        let json = try DoctorFindings(home, ["doctor", "--group", "group.com.example.pets"]
            + (try ["Runner", "PetWidgetExtension-spelling-typo", "PetWidgetExtension-no-prefix", "PetWidgetExtension-extra-group"].flatMap { ["--entitlements", try Self.fixture($0)] }))
        for file in ["PetWidgetExtension-spelling-typo", "PetWidgetExtension-no-prefix"] {
            #expect(json.of("entitlements-group", "problem", file: try Self.fixture(file)).count == 1, "\(file): \(json.summary)")
        }
        #expect(json.of("entitlements-group", "ok", file: try Self.fixture("PetWidgetExtension-extra-group")).count == 1)
        #expect(json.of("lone-group", "warning", file: try Self.fixture("PetWidgetExtension-extra-group")).count == 1, "\(json.summary)")
        #expect(result.out.hasSuffix("doctor: 2 problems, 1 warning\n"))
        try expectTranscript(result.out, "other-mismatches", home)
    }

    @Test("The group most targets list is checked when none is given; ties go to the first listed")
    func inference() throws {
        let home = try AppTestHome()
        let first = try doctor(home, ["Runner", "PetWidgetExtension-case-typo"])
        #expect(first.out.hasPrefix("doctor: group.com.example.pets on iOS (the group most targets list (1 of 2))\n"))
        let reversed = try doctor(home, ["PetWidgetExtension-case-typo", "Runner"])
        #expect(reversed.out.hasPrefix("doctor: group.com.example.Pets on iOS (the group most targets list (1 of 2))\n"))
        #expect(home.run(["doctor"]).out.hasPrefix("doctor: group.com.example.pets on iOS (the default)\n"))
    }

    @Test("Data of the wrong type, a missing container and image paths are checked against the contract")
    func containerAndData() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "set", "quietHours", "22", "--type", "int"]).code == 0)
        let container = try home.container()
        let opaque = try PNGCodec.encode(RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        let blank = try PNGCodec.encode(RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 0, 0, 0, 0, 0]))
        try GroupWriter(container: container).withLock { session in
            try session.saveHomeWidgetImage(opaque, forKey: "snapshot_pet")
            try session.saveHomeWidgetImage(blank, forKey: "snapshot_blank")
            try session.set(.string(container.url.appendingPathComponent("home_widget/gone.png").path), forKey: "snapshot_gone")
            try session.set(.string("/etc/outside.png"), forKey: "snapshot_outside")
        }
        let result = home.run(["doctor"])
        #expect(result.code == 1)
        let suite = container.suiteURL.path
        let json = try DoctorFindings(home, ["doctor"])
        #expect(json.of("pet-data", "problem", file: suite, subject: "quietHours").count == 1, "\(json.summary)")
        #expect(json.of("stored-image", "ok", file: suite, subject: "snapshot_pet").count == 1)
        #expect(json.of("stored-image", "problem", file: suite, subject: "snapshot_blank").count == 1)
        #expect(json.of("stored-image", "problem", file: suite, subject: "snapshot_gone").count == 1)
        #expect(json.of("stored-image", "problem", file: suite, subject: "snapshot_outside").count == 1)
        #expect(json.of("no-targets", "warning", subject: "--entitlements").count == 1)
        #expect(result.out.hasSuffix("doctor: 4 problems, 1 warning\n"))
        try expectTranscript(result.out, "container-and-data", home)

        let none = home.run(["doctor", "--group", "group.com.example.none"])
        #expect(none.code == 1)
        let noneJSON = try DoctorFindings(home, ["doctor", "--group", "group.com.example.none"])
        let missing = try #require(noneJSON.of("container", "problem", subject: "group.com.example.none").first, "\(noneJSON.summary)")
        // Where it looked, and the command that makes one, are the point.
        #expect((missing["message"] as? String)?.contains("in \(home.groupsRoot.path)") == true)
        #expect((missing["fix"] as? String)?.contains("`widget-tui app create-group group.com.example.none`") == true)
    }

    @Test("A FIFO where a home_widget image should be is named as a FIFO, not as a missing file")
    func fifoImage() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "create-group", GroupOptions.demoGroup]).code == 0)
        let container = try home.container()
        let image = container.url.appendingPathComponent("home_widget/snapshot_pet.png")
        try FileManager.default.createDirectory(at: image.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(image.path, 0o644) == 0)
        try GroupWriter(container: container).set(.string(image.path), forKey: "snapshot_pet")
        let result = home.run(["doctor"])
        #expect(result.code == 1)
        let json = try DoctorFindings(home, ["doctor"])
        let fifo = try #require(json.of("stored-image", "problem", subject: "snapshot_pet").first, "\(json.summary)")
        // What is there, a FIFO, is the point.
        #expect(fifo["message"] as? String == "\(image.path): a FIFO, not a regular file")
    }

    @Test("A truncated settings plist is one problem naming the file once, and the file is left as it is")
    func truncatedSuite() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "set-quiet-hours", "22:00-07:00"]).code == 0)
        let suite = try home.container().suiteURL
        try Data(try Data(contentsOf: suite).prefix(20)).write(to: suite)
        let before = try home.snapshot()
        let result = home.run(["doctor"])
        #expect(result.code == 1)
        #expect(result.out.components(separatedBy: suite.path).count == 2)
        let json = try DoctorFindings(home, ["doctor"])
        #expect(json.of("suite", "problem", file: suite.path).count == 1, "\(json.summary)")
        #expect(json.findings.filter { $0["severity"] as? String == "problem" }.count == 1)
        #expect(try home.snapshot() == before)
    }

    @Test("A suite linked to a plist outside the container is a layout problem with its fix, not OK")
    func linkedSuite() throws {
        let home = try AppTestHome()
        #expect(home.run(["doctor"]).code == 0)
        let suite = try home.container().suiteURL
        let outside = home.url.appendingPathComponent("outside.plist")
        try FileManager.default.moveItem(at: suite, to: outside)
        try FileManager.default.createSymbolicLink(atPath: suite.path, withDestinationPath: outside.path)
        let result = home.run(["doctor"])
        #expect(result.code == 1)
        let json = try DoctorFindings(home, ["doctor"])
        #expect(json.of("container-layout", "problem", file: suite.path).count == 1, "\(json.summary)")
        // The suite behind the link is not read, so its data is not judged.
        #expect(json.of("pet-data").isEmpty && json.of("suite").isEmpty)
    }

    @Test("A FIFO where the reload log belongs is a layout problem")
    func fifoReloadLog() throws {
        let home = try AppTestHome()
        #expect(home.run(["doctor"]).code == 0)
        let log = try home.container().url.appendingPathComponent("Library/Caches/widget-tui/reload-requests.log")
        try? FileManager.default.removeItem(at: log)
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(log.path, 0o644) == 0)
        let result = home.run(["doctor"])
        #expect(result.code == 1)
        let json = try DoctorFindings(home, ["doctor"])
        #expect(json.of("container-layout", "problem", file: log.path).count == 1, "\(json.summary)")
    }

    @Test("--platform takes iOS or macOS")
    func platform() throws {
        let home = try AppTestHome()
        let result = home.run(["doctor", "--platform", "watchOS"])
        #expect(result.code == 64)
        #expect(result.err.contains("--platform: 'watchOS' is not one of iOS, macOS"))
    }

    @Test("--profile without --project is a usage error, even for a garbage profile: it is never silently ignored")
    func aProfileWithoutAProjectIsRefused() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let garbage = home.url.appendingPathComponent("garbage.mobileprovision")
        try Data("not a profile".utf8).write(to: garbage)
        let result = home.run(["doctor", "--profile", garbage.path])
        #expect(result.code == 64)
        #expect(result.err.contains("--profile needs --project"), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test("--setting and --allow-outside without --project are usage errors too: they act only on a project",
          arguments: [["--setting", "DEVELOPMENT_TEAM=ABCDE12345"], ["--allow-outside", "/tmp"]])
    func projectOptionsWithoutAProjectAreRefused(option: [String]) throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let result = home.run(["doctor"] + option)
        #expect(result.code == 64)
        #expect(result.err.contains("\(option[0]) needs --project"), "\(result.err)")
        #expect(result.out.isEmpty)
    }
}
