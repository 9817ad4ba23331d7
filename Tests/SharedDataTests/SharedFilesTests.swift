import Foundation
import Testing
@testable import SharedData

@Suite struct SharedFilesTests {
    @Test func filesAreWrittenAtomicallyAndReadByRelativePath() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.writeFile("snapshots/today.json", contents: Data("{}".utf8))
        #expect(try fixture.reader.readFile("snapshots/today.json", limit: .sharedFile) == Data("{}".utf8))
        #expect(try fixture.reader.readFile("./snapshots//today.json", limit: .sharedFile) == Data("{}".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.container.url.appendingPathComponent("snapshots").path)
        #expect(names == ["today.json"])
    }

    @Test(arguments: ["../escape.txt", "a/../../escape.txt", "a/.."])
    func parentReferencesAreRefused(_ path: String) throws {
        let fixture = try ContainerFixture()
        #expect(throws: FileAccessError.parentReference(path: path)) { try fixture.writer.writeFile(path, contents: Data()) }
        #expect(throws: FileAccessError.parentReference(path: path)) { try fixture.reader.readFile(path, limit: .sharedFile) }
    }

    /// A path is split at every `/` byte, as the kernel splits it. A Swift Character merges `/`
    /// with a prepended scalar before it (U+0600) or a combining one after it (U+0301), so a
    /// split by Character kept `؀/f` as one name, which the folder then refused (fuzz, stored-path).
    @Test(arguments: [("\u{600}/f", ["\u{600}", "f"]), ("a/\u{301}b", ["a", "\u{301}b"]), ("\u{600}/./x\u{600}/y", ["\u{600}", "x\u{600}", "y"])])
    func pathsAreSplitAtEverySlashByte(_ path: String, _ names: [String]) throws {
        let fixture = try ContainerFixture()
        let components = try ContainerPath(container: fixture.container).components(path)
        #expect(components.map { Array($0.utf8) } == names.map { Array($0.utf8) })
        try fixture.writer.writeFile(path, contents: Data("x".utf8))
        #expect(try fixture.reader.readFile(path, limit: .sharedFile) == Data("x".utf8))
    }

    /// `..` hidden behind a slash that a Character would merge is still a parent reference.
    @Test(arguments: ["\u{600}/..", "\u{600}/../a"])
    func parentReferencesBehindMergedSlashesAreRefused(_ path: String) throws {
        let fixture = try ContainerFixture()
        #expect(throws: FileAccessError.parentReference(path: path)) { try fixture.reader.readFile(path, limit: .sharedFile) }
    }

    /// A folder the user names is walked at every `/` byte too: `؀/x` is two folders.
    @Test func foldersTheUserNamesAreWalkedAtEverySlashByte() throws {
        let fixture = try ContainerFixture()
        let url = fixture.folder.url.appendingPathComponent("reports/\u{600}/x", isDirectory: true)
        _ = try ConfinedFolder.openFollowingNoLinks(url, create: true)
        let made = fixture.folder.url.appendingPathComponent("reports").appendingPathComponent("\u{600}").appendingPathComponent("x")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: made.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func absolutePathsMustPointIntoTheContainer() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.writeFile("a.txt", contents: Data("a".utf8))
        let inside = fixture.container.url.appendingPathComponent("a.txt").path
        #expect(try fixture.reader.readFile(inside, limit: .sharedFile) == Data("a".utf8))
        let id = fixture.container.groupID
        #expect(throws: FileAccessError.outsideContainer(path: "/etc/passwd", group: id)) { try fixture.reader.readFile("/etc/passwd", limit: .sharedFile) }
        #expect(throws: FileAccessError.self) { try fixture.writer.writeFile("/tmp/widget-tui-escape", contents: Data()) }
    }

    /// A stored path is outside data: one longer than any file system's paths is refused before
    /// the walk up its folders, which probes the disk once a folder (fuzz4: time grew with the
    /// square of a stored path's length).
    @Test func aPathLongerThanAnySystemsIsRefusedUnwalked() throws {
        let fixture = try ContainerFixture()
        let long = String(repeating: "/aa", count: 3_000)
        do {
            _ = try fixture.reader.readFile(long, limit: .sharedFile)
            Issue.record("a 9,000-byte path was read")
        } catch {
            guard case .unreadable(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path.utf8.count < 200)
        }
        // Within the bound, the path is looked up: missing, not refused for its length.
        let within = fixture.container.url.path + String(repeating: "/aa", count: 1_000) + "/a.txt"
        do {
            _ = try fixture.reader.readFile(within, limit: .sharedFile)
        } catch {
            if case .unreadable = error { Issue.record("a 3,000-byte path inside the container was refused: \(error)") }
        }
    }

    @Test func symbolicLinksAreRefusedEvenWhenTheyStayInside() throws {
        let fixture = try ContainerFixture()
        let outside = try fixture.folder.write("outside/secret.txt", Data("secret".utf8))
        let fm = FileManager.default
        let root = fixture.container.url
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: outside.deletingLastPathComponent().path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("file").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("dangling").path, withDestinationPath: fixture.folder.path("nowhere").path)
        for (path, link, target) in [("link/secret.txt", "link", outside.deletingLastPathComponent().path), ("file", "file", outside.path),
                                     ("link/new.txt", "link", outside.deletingLastPathComponent().path),
                                     ("dangling", "dangling", fixture.folder.path("nowhere").path)] {
            #expect(throws: FileAccessError.symbolicLink(path: root.appendingPathComponent(link).path, target: target), "\(path)") {
                try fixture.reader.readFile(path, limit: .sharedFile)
            }
        }
        #expect(throws: FileAccessError.self) { try fixture.writer.writeFile("link/new.txt", contents: Data("x".utf8)) }
        #expect(!fm.fileExists(atPath: outside.deletingLastPathComponent().appendingPathComponent("new.txt").path))
        // A container holds no links; one that stays inside is refused all the same.
        try fixture.writer.writeFile("real/inside.txt", contents: Data("in".utf8))
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("alias").path, withDestinationPath: root.appendingPathComponent("real").path)
        #expect(throws: FileAccessError.symbolicLink(path: root.appendingPathComponent("alias").path, target: root.appendingPathComponent("real").path)) {
            try fixture.reader.readFile("alias/inside.txt", limit: .sharedFile)
        }
        #expect(try fixture.reader.readFile("real/inside.txt", limit: .sharedFile) == Data("in".utf8))
    }

    @Test func aSharedFileIsBoundedByItsLimit() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.writeFile("home_widget/big.png", contents: Data(repeating: 7, count: 100))
        let small = ReadLimit(bytes: 99, subject: "a test file")
        let path = fixture.container.url.appendingPathComponent("home_widget/big.png").path
        #expect(throws: FileAccessError.tooLarge(path: path, size: 100, limit: small)) { try fixture.reader.readFile("home_widget/big.png", limit: small) }
        #expect(try fixture.reader.readFile("home_widget/big.png", limit: ReadLimit(bytes: 100, subject: "a test file")).count == 100)
    }

    @Test func aMissingFileNamesThePathAndTheContainer() throws {
        let fixture = try ContainerFixture()
        #expect(throws: FileAccessError.notFound(path: "none.png", container: fixture.container.url.path)) { try fixture.reader.readFile("none.png", limit: .sharedFile) }
    }

    @Test func homeWidgetImagePathsAreMappedIntoACopyOfTheContainer() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.withLock { try $0.saveHomeWidgetImage(Data("png".utf8), forKey: "petImage") }
        let stored = try #require(try fixture.reader.string(forKey: "petImage"))
        #expect(stored == fixture.container.url.appendingPathComponent("home_widget/petImage.png").path)
        #expect(try fixture.reader.homeWidgetFile(forKey: "petImage").path == stored)

        // The same container copied elsewhere (another machine's root) still maps the stored path.
        let copyRoot = fixture.folder.path("copy")
        try FileManager.default.createDirectory(at: copyRoot, withIntermediateDirectories: true)
        let copy = copyRoot.appendingPathComponent(fixture.container.url.lastPathComponent)
        try FileManager.default.copyItem(at: fixture.container.url, to: copy)
        try FileManager.default.removeItem(at: fixture.container.url)
        let copied = GroupReader(container: GroupContainer(url: copy, groupID: fixture.container.groupID))
        #expect(try copied.homeWidgetFile(forKey: "petImage") == copy.appendingPathComponent("home_widget/petImage.png"))
        #expect(try copied.readFile(stored, limit: .sharedFile) == Data("png".utf8))
    }

    @Test func fileURLsAreReadAsTheirPercentDecodedPaths() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.writeFile("home_widget/Zürich at night.png", contents: Data("png".utf8))
        let root = fixture.container.url.path
        let uuid = fixture.container.url.lastPathComponent
        for url in ["file://\(root)/home_widget/Z%C3%BCrich%20at%20night.png",
                    "file://localhost\(root)/home_widget/Z%C3%BCrich%20at%20night.png",
                    "file:\(root)/home_widget/Z%C3%BCrich%20at%20night.png",
                    "FILE:///private/var/mobile/Containers/Shared/AppGroup/\(uuid)/home_widget/Z%c3%bcrich%20at%20night.png"] {
            #expect(try fixture.reader.readFile(url, limit: .sharedFile) == Data("png".utf8), "\(url)")
            #expect(try fixture.reader.fileURL(url) == fixture.container.url.appendingPathComponent("home_widget/Zürich at night.png"))
        }
    }

    @Test(arguments: [
        ("file://example.com/home_widget/a.png", "names the host example.com; a file URL in a container names no host"),
        ("file:///home_widget/a%2", "'%2' is not a percent escape"),
        ("file:///home_widget/a%ZZ.png", "'%ZZ' is not a percent escape"),
        ("file:///home_widget/a%00.png", "'%00' decodes to NUL, which no path holds"),
        ("file:///home_widget/a%FF.png", "the percent escapes are not UTF-8"),
        ("file:home_widget/a.png", "its path is not absolute"),
        ("file://", "its path is not absolute"),
    ])
    func malformedFileURLsAreRefusedWithTheReason(_ url: String, _ reason: String) throws {
        let fixture = try ContainerFixture()
        #expect(throws: FileAccessError.malformedFileURL(url: url, reason: reason)) { try fixture.reader.readFile(url, limit: .sharedFile) }
    }

    @Test func aFileURLOutsideTheContainerIsRefusedLikeAPath() throws {
        let fixture = try ContainerFixture()
        #expect(throws: FileAccessError.outsideContainer(path: "/etc/passwd", group: fixture.container.groupID)) {
            try fixture.reader.readFile("file:///etc/passwd", limit: .sharedFile)
        }
        #expect(throws: FileAccessError.parentReference(path: "/a/../etc/passwd")) {
            try fixture.reader.readFile("file:///a/%2E%2E/etc/passwd", limit: .sharedFile)
        }
    }

    @Test func aPathIntoAnotherGroupsContainerIsRefused() throws {
        let fixture = try ContainerFixture()
        let other = try ContainerLocator(source: .groupsRoot(fixture.folder.path("root"))).create(try group("group.com.example.other"))
        let foreign = other.url.appendingPathComponent("home_widget/x.png").path
        try fixture.writer.set(.string(foreign), forKey: "petImage")
        #expect(throws: FileAccessError.otherGroup(path: foreign, owner: other.groupID, group: fixture.container.groupID)) {
            try fixture.reader.homeWidgetFile(forKey: "petImage")
        }
        try fixture.writer.set(.int(3), forKey: "notAPath")
        #expect(throws: FileAccessError.notAPath(key: "notAPath", file: fixture.container.suiteURL.path, found: "Int")) {
            try fixture.reader.homeWidgetFile(forKey: "notAPath")
        }
    }
}
