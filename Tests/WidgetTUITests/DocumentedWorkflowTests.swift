import Foundation
import PNGCodec
import PetRenderer
import ProjectFixtures
import SharedData
import Testing
@testable import WidgetTUI

/// docs/ci.md's workflow, run as a user runs it: an app repository set up as the page says (its
/// container captured from a simulator with `app capture`, goldens recorded from it, committed),
/// cloned with `git clone` into a new folder on a machine with no simulator and a fresh
/// widget-tui home, where the workflow's steps pass; then one pixel of the stored image, one key's
/// value and one key's type changed, each alone: the steps fail, with pictures and the key named.
/// The scripts are `Fixtures/workflow`, which scripts/check-ci-docs.py holds equal to the page.
@Suite("The documented CI workflow")
struct DocumentedWorkflowTests {
    static let group = "group.com.example.flutterPets"
    static let udid = "0A1B2C3D-0000-4000-8000-00000000DDDD"

    /// A picture of a Flutter widget as renderFlutterWidget stores it: 48x24, many colours.
    static func picture(changing pixel: (x: Int, y: Int)? = nil) throws -> Data {
        var pixels: [UInt8] = []
        for y in 0..<24 {
            for x in 0..<48 { pixels += [UInt8(x * 5), UInt8(y * 10), UInt8((x * y) % 256), 255] }
        }
        if let pixel { pixels[(pixel.y * 48 + pixel.x) * 4 + 1] ^= 0xff }
        return try PNGCodec.encode(RGBAImage(width: 48, height: 24, pixels: pixels))
    }

    /// The shell, in `folder`, with `environment` over the process's.
    func shell(_ script: String, in folder: URL, _ environment: [String: String]) throws -> (code: Int32, out: String, err: String) {
        try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$1\" && " + script, "sh", folder.path], environment: environment)
    }

    func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "sh", subdirectory: "Fixtures/workflow"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The simulator after running the app: a device folder with its `device.plist` (shut down),
    /// the group's container holding the suite home_widget wrote and the picture it rendered.
    func simulator(home: URL) throws {
        let device = home.appendingPathComponent("Library/Developer/CoreSimulator/Devices/\(Self.udid)", isDirectory: true)
        let container = device.appendingPathComponent("data/Containers/Shared/AppGroup/\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: container.appendingPathComponent("home_widget"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: container.appendingPathComponent("Library/Preferences"), withIntermediateDirectories: true)
        try PropertyListFormat.encodeBinary(.dictionary(["UDID": .string(Self.udid), "name": .string("iPhone 16"), "state": .int(1)]))
            .write(to: device.appendingPathComponent("device.plist"))
        try PropertyListFormat.encodeBinary(.dictionary(["MCMMetadataIdentifier": .string(Self.group), "MCMMetadataContentClass": .int(7),
                                                         "MCMMetadataUUID": .string(container.lastPathComponent)]))
            .write(to: container.appendingPathComponent(".com.apple.mobile_container_manager.metadata.plist"))
        try Self.picture().write(to: container.appendingPathComponent("home_widget/dashIcon.png"))
        try PropertyListFormat.encodeBinary(.dictionary([
            "title": .string("Mochi is happy"), "streak_days": .int(12),
            "dashIcon": .string(container.appendingPathComponent("home_widget/dashIcon.png").path),
        ])).write(to: container.appendingPathComponent("Library/Preferences/\(Self.group).plist"))
    }

    /// The app's repository: FlutterPets with its four planted problems fixed (the Profile
    /// configuration's entitlements, the group's letter case, the reloaded kind, the example code
    /// left opening the placeholder group), so doctor passes.
    func repository(at folder: URL) throws {
        try FileManager.default.copyItem(at: try ProjectFixture.url("FlutterPets"), to: folder)
        func edit(_ path: String, _ change: (String) -> String) throws {
            let file = folder.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            let changed = change(text)
            try #require(changed != text, "\(path) did not change")
            try changed.write(to: file, atomically: true, encoding: .utf8)
        }
        try edit("ios/Runner.xcodeproj/project.pbxproj") {
            $0.replacingOccurrences(of: "1F3A52E32B0E4A7700D1E2F0 /* Profile */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = 1F3A52BC2B0E4A7700D1E2F0 /* Release.xcconfig */;\n\t\t\tbuildSettings = {\n",
                                    with: "1F3A52E32B0E4A7700D1E2F0 /* Profile */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = 1F3A52BC2B0E4A7700D1E2F0 /* Release.xcconfig */;\n\t\t\tbuildSettings = {\n\t\t\t\tCODE_SIGN_ENTITLEMENTS = Runner/Runner.entitlements;\n")
        }
        try edit("lib/widgets/pet_widget_sync.dart") {
            $0.replacingOccurrences(of: "'group.com.example.FlutterPets'", with: "'group.com.example.flutterPets'")
                .replacingOccurrences(of: "updateWidget(name: 'PetsWidget'", with: "updateWidget(name: 'PetWidget'")
        }
        try edit("lib/widgets/widget_setup_example.dart") {
            $0.replacingOccurrences(of: "'YOUR_GROUP_ID'", with: "'group.com.example.flutterPets'")
        }
    }

    @Test("Set up as the page says, cloned, the steps pass; a changed pixel, value or type fails them, with pictures and the key named",
          RequiredProgram.needed("git"))
    func documentedWorkflow() throws {
        let work = try AppTestHome()
        let bin = work.folder("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("widget-tui"), withDestinationURL: try builtWidgetTUI())
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let git = "git -c user.name=ci -c user.email=ci@example.com -c init.defaultBranch=main"

        // The developer's Mac: the simulator, the repository, the setup, a commit.
        let developer = work.folder("developer")
        try simulator(home: developer)
        let repo = work.folder("app")
        try repository(at: repo)
        let mac = ["PATH": path, "HOME": developer.path, "WIDGET_TUI_HOME": developer.appendingPathComponent("widget-tui").path]
        let setup = try shell("set -e\n" + fixture("setup"), in: repo, mac)
        try #require(setup.code == 0, "\(setup.out)\(setup.err)")
        let committed = try shell("\(git) init -q && \(git) add -A && \(git) commit -qm 'widget goldens'", in: repo, mac)
        try #require(committed.code == 0, "\(committed.err)")

        // CI: a clone, no simulator, a fresh home.
        let runner = work.folder("runner")
        try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
        let clone = work.folder("clone")
        let cloned = try shell("git clone -q \"$0\" \"$1\"".replacingOccurrences(of: "$0", with: repo.path).replacingOccurrences(of: "$1", with: clone.path),
                               in: work.url, mac)
        try #require(cloned.code == 0, "\(cloned.err)")
        let ci = ["PATH": path, "HOME": runner.path, "WIDGET_TUI_HOME": runner.appendingPathComponent("widget-tui").path, "CI": "true"]
        let steps = try fixture("steps")
        let passed = try shell(steps, in: clone, ci)
        #expect(passed.code == 0, "\(passed.out)\(passed.err)")
        #expect(!passed.out.contains("::error"), "\(passed.out)")
        for report in ["verify", "check", "doctor"] {
            #expect(FileManager.default.fileExists(atPath: clone.appendingPathComponent("reports/\(report).xml").path))
        }
        // The file the docs' upload-sarif step uploads: doctor passed, so no error, and no path but the repository's.
        let sarif = try Data(contentsOf: clone.appendingPathComponent("reports/doctor.sarif"))
        let log = try JSONSerialization.jsonObject(with: sarif) as? [String: Any]
        let results = try #require(((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]))
        #expect(log?["version"] as? String == "2.1.0" && !results.contains { $0["level"] as? String == "error" })
        #expect(!String(decoding: sarif, as: UTF8.self).contains(work.url.path))

        // Each change alone, on a clean checkout.
        let suite = clone.appendingPathComponent("Tests/WidgetGroup/Library/Preferences/\(Self.group).plist")
        func changeKey(_ key: String, to value: PlistValue) throws {
            guard case var .dictionary(values) = try PropertyListFormat.decode(Data(contentsOf: suite)) else { throw CLIError("not a suite") }
            values[key] = value
            try PropertyListFormat.encodeBinary(.dictionary(values)).write(to: suite)
        }
        let changes: [(name: String, make: () throws -> Void, expect: (String) -> Void)] = [
            ("one pixel of the stored image", {
                try Self.picture(changing: (20, 10)).write(to: clone.appendingPathComponent("Tests/WidgetGroup/home_widget/dashIcon.png"))
            }, { out in
                #expect(out.contains("FAIL medium-image-dashIcon.png: image changed: "), "\(out)")
                #expect(out.contains("::error file=Tests/Goldens/widget/small-image-dashIcon.png,title=verify%3A 1 small image changed::"), "\(out)")
                for kind in ["expected", "actual", "diff"] {
                    #expect(FileManager.default.fileExists(atPath: clone.appendingPathComponent("reports/verify/medium-image-dashIcon-\(kind).png").path))
                }
            }),
            ("one key's value", { try changeKey("title", to: .string("Mochi is hungry")) }, { out in
                #expect(out.contains("KEY title: String Mochi is happy, now String Mochi is hungry\n"), "\(out)")
                #expect(out.contains("title=verify%3A the widget's data changed%3A title::"), "\(out)")
            }),
            ("one key's type", { try changeKey("streak_days", to: .string("12")) }, { out in
                #expect(out.contains("KEY streak_days: Int 12, now String 12\n"), "\(out)")
            }),
        ]
        for change in changes {
            let reset = try shell("git checkout -q -- . && rm -rf reports", in: clone, ci)
            try #require(reset.code == 0, "\(reset.err)")
            try change.make()
            let failed = try shell(steps, in: clone, ci)
            #expect(failed.code == 1, "\(change.name): \(failed.out)\(failed.err)")
            change.expect(failed.out)
        }
    }
}
