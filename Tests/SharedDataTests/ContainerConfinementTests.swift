import Foundation
import Testing
@testable import SharedData

/// The defects a hostile container layout exposed: each write must stay in the container and each
/// link inside it is refused with an error naming it.
@Suite struct ContainerConfinementTests {
    private func link(_ fixture: ContainerFixture, _ relative: String, to target: URL) throws -> URL {
        let place = fixture.container.url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: place.path, withDestinationPath: target.path)
        return place
    }

    @Test("A groups root's entry swapped for a link after the scan found it is refused when a writer opens it, and nothing is written where it points")
    func aContainerSwappedForALinkAfterTheScanIsRefused() throws {
        let fixture = try ContainerFixture()
        let found = try ContainerLocator(source: .groupsRoot(fixture.folder.path("root"))).locate(fixture.container.groupID)
        // Between the scan and the open: the container moved elsewhere, a link to it left in its place.
        let elsewhere = fixture.folder.path("elsewhere")
        try FileManager.default.moveItem(at: found.url, to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: found.url.path, withDestinationPath: elsewhere.path)
        let error = #expect(throws: (any Error).self) {
            try GroupWriter(container: found, lockTimeout: .milliseconds(300)).set(.int(1), forKey: "streakDays")
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("symbolic link"), "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("Library/Preferences/group.com.example.pets.plist").path))
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("Library/Caches/widget-tui/writer.lock").path))
    }

    @Test func aWriterLockLinkedToAFileOutsideLeavesThatFileUntouched() throws {
        let fixture = try ContainerFixture()
        let outside = try OutsideFolder(in: fixture.folder)
        let before = try outside.contents()
        let lock = try link(fixture, "Library/Caches/widget-tui/writer.lock", to: outside.file)
        let error = #expect(throws: WriterLockError.self) { try fixture.writer.set(.int(1), forKey: "streakDays") }
        #expect(error?.description == "\(lock.path): cannot take the writer lock: a symbolic link to \(outside.file.path); "
            + "widget-tui follows no links in a container, nor in a path it writes to")
        #expect(try outside.contents() == before)
    }

    @Test func aDanglingLinkAtTheReloadLogCreatesNothingOutside() throws {
        let fixture = try ContainerFixture()
        let outside = try OutsideFolder(in: fixture.folder)
        let before = try outside.contents()
        let log = try link(fixture, "Library/Caches/widget-tui/reload-requests.log", to: outside.missing)
        let error = #expect(throws: ReloadError.self) { try fixture.writer.reloadAllTimelines() }
        #expect(error?.description == "\(log.path): cannot read the reload requests: a symbolic link to \(outside.missing.path); "
            + "widget-tui follows no links in a container, nor in a path it writes to")
        #expect(!FileManager.default.fileExists(atPath: outside.missing.path))
        #expect(try outside.contents() == before)
    }

    @Test func aPreferencesFolderLinkedOutsideReceivesNoSuite() throws {
        let fixture = try ContainerFixture()
        let outside = try OutsideFolder(in: fixture.folder)
        let before = try outside.contents()
        let preferences = try link(fixture, "Library/Preferences", to: outside.url)
        let error = #expect(throws: DefaultsError.self) { try fixture.writer.set(.int(1), forKey: "streakDays") }
        #expect(error?.description == "\(fixture.container.suiteURL.path): refusing to write: cannot read the group's settings: "
            + "\(preferences.path): a symbolic link to \(outside.url.path); widget-tui follows no links in a container, nor in a path it writes to; "
            + "the file was left unchanged (fix it or move it aside)")
        #expect(try outside.contents() == before)
    }

    @Test func aSuiteLinkedToAPlistOutsideIsRefusedNamingTheLink() throws {
        let fixture = try ContainerFixture()
        let outside = try OutsideFolder(in: fixture.folder)
        let suite = try link(fixture, "Library/Preferences/group.com.example.pets.plist", to: outside.plist)
        let error = #expect(throws: DefaultsError.self) { try fixture.reader.values() }
        #expect(error?.description == "\(suite.path): cannot read the group's settings: a symbolic link to \(outside.plist.path); "
            + "widget-tui follows no links in a container, nor in a path it writes to")
    }

    @Test func temporaryFilesOfAKilledWriterAreRemovedByTheNextWriter() throws {
        let fixture = try ContainerFixture()
        let root = fixture.container.url.lastPathComponent
        let leftovers = [
            "Library/Preferences/.group.com.example.pets.plist.widget-tui-tmp-a1B2c3",
            "Library/Caches/widget-tui/.reload-requests.log.widget-tui-tmp-Zz9Yy8",
            "home_widget/.petImage.png.widget-tui-tmp-000000",
        ]
        for path in leftovers { try fixture.folder.write("root/\(root)/\(path)", Data("half a write".utf8)) }
        let kept = try fixture.folder.write("root/\(root)/home_widget/petImage.png", Data("png".utf8))
        try fixture.writer.set(.int(3), forKey: "streakDays")
        for path in leftovers {
            #expect(!FileManager.default.fileExists(atPath: fixture.container.url.appendingPathComponent(path).path), "\(path)")
        }
        #expect(FileManager.default.fileExists(atPath: kept.path))
        #expect(try fixture.reader.integer(forKey: "streakDays") == 3)
    }

    @Test func aHugeSparseSuiteIsRefusedBeforeItIsRead() throws {
        let fixture = try ContainerFixture()
        let suite = try fixture.folder.write("root/\(fixture.container.url.lastPathComponent)/Library/Preferences/group.com.example.pets.plist", Data())
        #expect(truncate(suite.path, 2 << 30) == 0)
        let error = #expect(throws: DefaultsError.self) { try fixture.reader.values() }
        #expect(error?.description == "\(suite.path): cannot read the group's settings: 2147483648 bytes, "
            + "over the 16 MiB limit for a group's settings suite")
        let write = #expect(throws: DefaultsError.self) { try fixture.writer.set(.int(1), forKey: "streakDays") }
        #expect(write?.description.contains("16 MiB") == true)
        var info = stat()
        #expect(stat(suite.path, &info) == 0 && info.st_size == 2 << 30)
    }
}
