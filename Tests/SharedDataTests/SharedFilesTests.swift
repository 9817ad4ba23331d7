import Foundation
import Testing
@testable import SharedData

@Suite struct SharedFilesTests {
    @Test func filesAreWrittenAtomicallyAndReadByRelativePath() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.writeFile("snapshots/today.json", contents: Data("{}".utf8))
        #expect(try fixture.reader.readFile("snapshots/today.json") == Data("{}".utf8))
        #expect(try fixture.reader.readFile("./snapshots//today.json") == Data("{}".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.container.url.appendingPathComponent("snapshots").path)
        #expect(names == ["today.json"])
    }

    @Test(arguments: ["../escape.txt", "a/../../escape.txt", "a/.."])
    func parentReferencesAreRefused(_ path: String) throws {
        let fixture = try ContainerFixture()
        #expect(throws: FileAccessError.parentReference(path: path)) { try fixture.writer.writeFile(path, contents: Data()) }
        #expect(throws: FileAccessError.parentReference(path: path)) { try fixture.reader.readFile(path) }
    }

    @Test func absolutePathsMustPointIntoTheContainer() throws {
        let fixture = try ContainerFixture()
        try fixture.writer.writeFile("a.txt", contents: Data("a".utf8))
        let inside = fixture.container.url.appendingPathComponent("a.txt").path
        #expect(try fixture.reader.readFile(inside) == Data("a".utf8))
        let id = fixture.container.groupID
        #expect(throws: FileAccessError.outsideContainer(path: "/etc/passwd", group: id)) { try fixture.reader.readFile("/etc/passwd") }
        #expect(throws: FileAccessError.self) { try fixture.writer.writeFile("/tmp/widget-tui-escape", contents: Data()) }
    }

    @Test func symbolicLinksLeadingOutAreRefused() throws {
        let fixture = try ContainerFixture()
        let outside = try fixture.folder.write("outside/secret.txt", Data("secret".utf8))
        let fm = FileManager.default
        try fm.createSymbolicLink(at: fixture.container.url.appendingPathComponent("link"), withDestinationURL: outside.deletingLastPathComponent())
        try fm.createSymbolicLink(at: fixture.container.url.appendingPathComponent("file"), withDestinationURL: outside)
        try fm.createSymbolicLink(at: fixture.container.url.appendingPathComponent("dangling"), withDestinationURL: fixture.folder.path("nowhere"))
        for path in ["link/secret.txt", "file", "link/new.txt", "dangling"] {
            #expect(throws: FileAccessError.self, "\(path)") { try fixture.reader.readFile(path) }
        }
        #expect(throws: FileAccessError.self) { try fixture.writer.writeFile("link/new.txt", contents: Data("x".utf8)) }
        #expect(!fm.fileExists(atPath: outside.deletingLastPathComponent().appendingPathComponent("new.txt").path))
        // A link that stays inside is fine.
        try fixture.writer.writeFile("real/inside.txt", contents: Data("in".utf8))
        try fm.createSymbolicLink(at: fixture.container.url.appendingPathComponent("alias"), withDestinationURL: fixture.container.url.appendingPathComponent("real"))
        #expect(try fixture.reader.readFile("alias/inside.txt") == Data("in".utf8))
    }

    @Test func aMissingFileNamesThePathAndTheContainer() throws {
        let fixture = try ContainerFixture()
        #expect(throws: FileAccessError.notFound(path: "none.png", container: fixture.container.url.path)) { try fixture.reader.readFile("none.png") }
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
        #expect(try copied.readFile(stored) == Data("png".utf8))
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
