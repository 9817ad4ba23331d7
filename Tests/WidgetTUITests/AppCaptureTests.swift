import Foundation
import PNGCodec
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// `app capture DIR`: a group's container copied from a simulator (booted or shut down), a
/// `--container` or a plain preferences plist into a folder of the repository, as a container
/// widget-tui reads anywhere; `app create-group --container DIR` makes an empty one.
@Suite("app capture")
struct AppCaptureTests {
    static let udid = "0A1B2C3D-0000-4000-8000-00000000CCCC"
    static let group = "group.com.example.homewidget"
    static let kind = "HomeWidgetExample"
    static let shutDown = 1, booted = 3

    /// A 4x2 PNG, opaque, of four colours.
    static let png = try! PNGCodec.encode(RGBAImage(width: 4, height: 2, pixels: [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 0, 255,
        0, 0, 0, 255, 255, 255, 255, 255, 128, 128, 128, 255, 0, 128, 255, 255,
    ]))

    /// A simulator device as CoreSimulator lays it out (`device.plist` in the device folder), with
    /// the group's container as a home_widget app leaves it: the suite storing the image's absolute
    /// path on this simulator, the image, a file no key names, and caches.
    func simulator(_ home: AppTestHome, state: Int = shutDown) throws -> URL {
        let device = SimulatorDevice.devicesFolder(home: home.url).appendingPathComponent(Self.udid, isDirectory: true)
        let container = device.appendingPathComponent("data/Containers/Shared/AppGroup/\(UUID().uuidString)", isDirectory: true)
        for folder in ["Library/Caches/com.apple.WidgetKit", "Library/Preferences", "home_widget"] {
            try FileManager.default.createDirectory(at: container.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try PropertyListFormat.encodeBinary(.dictionary([
            "UDID": .string(Self.udid), "name": .string("iPhone 16"), "runtime": .string("com.apple.CoreSimulator.SimRuntime.iOS-18-2"),
            "state": .int(state),
        ])).write(to: device.appendingPathComponent("device.plist"))
        try PropertyListFormat.encodeBinary(.dictionary([
            "MCMMetadataIdentifier": .string(Self.group), "MCMMetadataContentClass": .int(7),
            "MCMMetadataUUID": .string(container.lastPathComponent), "MCMMetadataSchemaVersion": .int(1),
        ])).write(to: container.appendingPathComponent(".com.apple.mobile_container_manager.metadata.plist"))
        try Self.png.write(to: container.appendingPathComponent("home_widget/dashIcon.png"))
        try Self.png.write(to: container.appendingPathComponent("home_widget/unused.png"))
        try Data("cache".utf8).write(to: container.appendingPathComponent("Library/Caches/com.apple.WidgetKit/x"))
        try suite(title: "Hi", container: container).write(to: container.appendingPathComponent("Library/Preferences/\(Self.group).plist"))
        return container
    }

    func suite(title: String, container: URL) throws -> Data {
        try PropertyListFormat.encodeBinary(.dictionary([
            "title": .string(title), "counter": .int(42),
            "dashIcon": .string(container.appendingPathComponent("home_widget/dashIcon.png").path),
            "missingIcon": .string(container.appendingPathComponent("home_widget/gone.png").path),
        ]))
    }

    func files(_ folder: URL) -> Set<String> {
        Set((FileManager.default.subpaths(atPath: folder.path) ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        })
    }

    @Test("Captured from a shut-down simulator: the suite, the files it names and the metadata; read anywhere after a move, its images resolved")
    func fromAStoppedSimulator() throws {
        let home = try AppTestHome()
        let source = try simulator(home)
        let repo = home.folder("repo")
        let target = repo.appendingPathComponent("Tests/WidgetGroup")
        let result = home.run(["app", "capture", target.path, "--simulator", "--group", Self.group])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.hasPrefix("captured \(Self.group) from \(source.path) to \(target.path): the suite and 1 file"), "\(result.out)")
        #expect(result.err.contains("missingIcon"), "\(result.err)")
        #expect(files(target) == [".com.apple.mobile_container_manager.metadata.plist", "Library/Preferences/\(Self.group).plist",
                                  "home_widget/dashIcon.png"])
        #expect(try Data(contentsOf: target.appendingPathComponent("Library/Preferences/\(Self.group).plist"))
            == Data(contentsOf: source.appendingPathComponent("Library/Preferences/\(Self.group).plist")))
        let metadata = try PropertyListFormat.decode(Data(contentsOf: target.appendingPathComponent(".com.apple.mobile_container_manager.metadata.plist")))
        #expect(metadata.dictionaryValue?["MCMMetadataIdentifier"]?.stringValue == Self.group)
        #expect(metadata.dictionaryValue?["WidgetTUICapturedFrom"]?.stringValue == source.path)

        // Checked out elsewhere, the simulator gone: the stored absolute path still resolves inside.
        let clone = try AppTestHome()
        let moved = clone.folder("clone")
        try FileManager.default.moveItem(at: repo, to: moved)
        try FileManager.default.removeItem(at: home.url.appendingPathComponent("Library"))
        let container = moved.appendingPathComponent("Tests/WidgetGroup").path
        let check = clone.run(["check", "--container", container, "--kind", Self.kind] + SnapshotInputs.fixed)
        // Only the image the app named and never wrote is missing: the copied one resolves.
        let images = try #require(check.out.split(separator: "\n").first { $0.contains(" stored-images: ") })
        #expect(images.hasPrefix("FAIL stored-images: missingIcon: ") && !images.contains("dashIcon"), "\(check.out)")
        #expect(check.out.contains("UNKNOWN reload-after-write: "), "\(check.out)")
        let reader = GroupReader(container: try ContainerLocator(source: .container(URL(fileURLWithPath: container))).locate(try GroupIdentifier(Self.group)))
        #expect(try reader.homeWidgetFile(forKey: "dashIcon").path == container + "/home_widget/dashIcon.png")
        // The device's form of the same path (home_widget on a phone) resolves too.
        let uuid = source.lastPathComponent
        #expect(try reader.fileURL("/private/var/mobile/Containers/Shared/AppGroup/\(uuid)/home_widget/dashIcon.png").path
            == container + "/home_widget/dashIcon.png")
    }

    @Test("From a booted simulator the suite is what its preferences daemon holds, exported through its own defaults")
    func fromABootedSimulator() throws {
        let home = try AppTestHome()
        let source = try simulator(home, state: Self.booted)
        let exported = home.folder("exported.plist")
        try suite(title: "Held by the daemon", container: source).write(to: exported)
        let xcrun = try FakeXcrun(in: home.url, stdoutFile: exported)
        let target = home.folder("WidgetGroup")
        let result = home.run(["app", "capture", target.path, "--simulator", Self.udid, "--group", Self.group], environment: xcrun.environment)
        #expect(result.code == 0, "\(result.err)")
        let domain = source.path + "/Library/Preferences/\(Self.group)"
        #expect(try xcrun.calls() == [["simctl", "spawn", Self.udid, "defaults", "export", domain, "-"]])
        let values = try PropertyListFormat.decode(Data(contentsOf: target.appendingPathComponent("Library/Preferences/\(Self.group).plist")))
        #expect(values.dictionaryValue?["title"]?.stringValue == "Held by the daemon")
        #expect(files(target).contains("home_widget/dashIcon.png"))
    }

    @Test("From a --container, and from a plain preferences plist; create-group --container makes an empty one that app set fills")
    func fromAContainerAPlistAndEmpty() throws {
        let home = try AppTestHome()
        let source = try simulator(home)
        let fromContainer = home.folder("a")
        #expect(home.run(["app", "capture", fromContainer.path, "--container", source.path]).code == 0)
        #expect(files(fromContainer).contains("home_widget/dashIcon.png"))

        let plist = source.appendingPathComponent("Library/Preferences/\(Self.group).plist")
        let fromPlist = home.folder("b")
        let result = home.run(["app", "capture", fromPlist.path, "--suite", plist.path, "--group", Self.group])
        #expect(result.code == 0, "\(result.err)")
        #expect(files(fromPlist) == [".com.apple.mobile_container_manager.metadata.plist", "Library/Preferences/\(Self.group).plist"])
        let noGroup = home.run(["app", "capture", home.folder("c").path, "--suite", plist.path])
        #expect(noGroup.code == 64)

        let empty = home.folder("empty")
        let created = home.run(["app", "create-group", Self.group, "--container", empty.path])
        #expect(created.code == 0, "\(created.err)")
        #expect(created.out == "created \(Self.group) at \(empty.path)\n")
        #expect(home.run(["app", "create-group", Self.group, "--container", empty.path]).out == "\(Self.group) already exists at \(empty.path)\n")
        #expect(home.run(["app", "set", "title", "Hi", "--container", empty.path]).code == 0)
        let check = home.run(["check", "--container", empty.path] + SnapshotInputs.fixed)
        #expect(check.code == 0, "\(check.out)\(check.err)")
    }

    @Test("The source is hostile: links are not followed, paths out of the container not read, a folder that is not a container not overwritten")
    func hostileSource() throws {
        let home = try AppTestHome()
        let source = try simulator(home)
        let secret = home.folder("secret.png")
        try Self.png.write(to: secret)
        try FileManager.default.createSymbolicLink(at: source.appendingPathComponent("home_widget/link.png"), withDestinationURL: secret)
        try PropertyListFormat.encodeBinary(.dictionary([
            "link": .string(source.appendingPathComponent("home_widget/link.png").path),
            "escape": .string("home_widget/../../../secret.png"),
            "outside": .string(secret.path),
            "control": .string("home_widget/\u{1b}[31mred.png"),
        ])).write(to: source.appendingPathComponent("Library/Preferences/\(Self.group).plist"))
        let target = home.folder("WidgetGroup")
        let result = home.run(["app", "capture", target.path, "--container", source.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(files(target) == [".com.apple.mobile_container_manager.metadata.plist", "Library/Preferences/\(Self.group).plist"])
        #expect(result.err.contains("link.png") && result.err.contains("symbolic link"), "\(result.err)")
        #expect(!result.err.contains("\u{1b}"))

        let occupied = home.folder("occupied")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: occupied.appendingPathComponent("notes.txt"))
        let refused = home.run(["app", "capture", occupied.path, "--container", source.path])
        #expect(refused.code == 1)
        #expect(refused.err.contains("not a container"), "\(refused.err)")
        #expect(files(occupied) == ["notes.txt"])
    }
}
