import Foundation
import Testing
@testable import SharedData

/// Every path widget-tui touches in a container, replaced by each thing an attacker (or an
/// accident) can put there. Every read and write must either work inside the container or fail
/// with an error naming that path, and nothing outside the container may change.
@Suite struct HostileLayoutTests {
    enum Hostility: String, CaseIterable, CustomTestStringConvertible {
        case linkToAnOutsideFile, linkToAnOutsideFolder, danglingLink, linkLoop, fifo, socket, hugeSparseFile, hardLinkToAnOutsideFile
        var testDescription: String { rawValue }
    }

    static let places = [
        ContainerMetadata.fileName,
        "Library",
        "Library/Preferences",
        "Library/Preferences/group.com.example.pets.plist",
        "Library/Caches",
        "Library/Caches/widget-tui",
        "Library/Caches/widget-tui/writer.lock",
        "Library/Caches/widget-tui/reload-requests.log",
        "home_widget",
        "home_widget/petImage.png",
    ]

    @Test(arguments: places, Hostility.allCases)
    func everyReadAndWriteStaysInsideOrNamesThePath(place: String, hostility: Hostility) throws {
        let fixture = try ContainerFixture()
        let outside = try OutsideFolder(in: fixture.folder)
        let container = fixture.container
        let image = Data("\u{89}PNG not really".utf8)
        try fixture.writer.withLock { session in
            try session.saveHomeWidgetImage(image, forKey: "petImage")
            try session.set(.int(12), forKey: "streakDays")
            try session.reloadAllTimelines()
        }
        let stored = try #require(try fixture.reader.string(forKey: "petImage"))
        let planted = container.url.appendingPathComponent(place)
        try plant(hostility, at: planted, outside: outside)
        let before = try outside.contents()

        let operations: [(String, () throws -> Void)] = [
            ("locate the container", { _ = try ContainerLocator(source: .groupsRoot(fixture.folder.path("root"))).locate(container.groupID) }),
            ("read the settings", { _ = try fixture.reader.values() }),
            ("read the reload requests", { _ = try fixture.reader.reloadRequests() }),
            ("read the home_widget image", { _ = try fixture.reader.readFile(stored, limit: .sharedFile) }),
            ("set a value", { try fixture.writer.set(.int(5), forKey: "streakDays") }),
            ("remove a value", { try fixture.writer.removeValue(forKey: "streakDays") }),
            ("write a shared file", { try fixture.writer.writeFile("home_widget/petImage.png", contents: image) }),
            ("save a home_widget image", { try fixture.writer.withLock { try $0.saveHomeWidgetImage(image, forKey: "petImage") } }),
            ("request a reload", { try fixture.writer.reloadTimelines(ofKind: "PetWidget") }),
        ]
        for (name, operation) in operations {
            do {
                try operation()
            } catch {
                #expect("\(error)".contains(planted.path), "\(name): \(error)")
            }
        }
        // Never fail, never hang: the data with its problems, the stamp, the layout.
        _ = fixture.reader.petWidgetData()
        _ = fixture.reader.stamp()
        let problems = container.layoutProblems()
        // A huge file is a size problem, found when read; a hard link matters only where a file
        // is changed in place.
        let harmlessThere = hostility == .hugeSparseFile || (hostility == .hardLinkToAnOutsideFile && GroupContainerLayout.readOnlyFiles.contains(place))
        let expectsProblem = GroupContainerLayout.checked.contains(place) && (GroupContainerLayout.folders.contains(place) || !harmlessThere)
        #expect(problems.contains { $0.path == planted.path } == expectsProblem, "\(problems)")

        #expect(try outside.contents() == before)
        #expect(!FileManager.default.fileExists(atPath: outside.missing.path))
    }

    /// Replaces whatever is at `url` with the hostile entry.
    private func plant(_ hostility: Hostility, at url: URL, outside: OutsideFolder) throws {
        let fm = FileManager.default
        try? fm.removeItem(at: url)
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch hostility {
        case .linkToAnOutsideFile:
            try fm.createSymbolicLink(atPath: url.path, withDestinationPath: (url.pathExtension == "plist" ? outside.plist : outside.file).path)
        case .linkToAnOutsideFolder:
            try fm.createSymbolicLink(atPath: url.path, withDestinationPath: outside.url.path)
        case .danglingLink:
            try fm.createSymbolicLink(atPath: url.path, withDestinationPath: outside.missing.path)
        case .linkLoop:
            try fm.createSymbolicLink(atPath: url.path, withDestinationPath: url.lastPathComponent)
        case .fifo:
            #expect(mkfifo(url.path, 0o644) == 0)
        case .socket:
            try makeSocket(at: url)
        case .hugeSparseFile:
            #expect(fm.createFile(atPath: url.path, contents: nil))
            #expect(truncate(url.path, 2 << 30) == 0)
        case .hardLinkToAnOutsideFile:
            #expect(link(outside.file.path, url.path) == 0)
        }
    }

    /// A Unix socket bound at a short path in the temporary folder (socket addresses hold about
    /// 100 bytes), then moved into place on the same file system.
    private func makeSocket(at url: URL) throws {
        let short = FileManager.default.temporaryDirectory.appendingPathComponent("wt-\(UInt32.random(in: 0...UInt32.max))").path
        try #require(short.utf8.count < 100)
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        let fd = socket(AF_UNIX, stream, 0)
        try #require(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (i, byte) in short.utf8.enumerated() { bytes[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        try #require(rename(short, url.path) == 0)
    }
}

/// Which of the places `layoutProblems` checks, which are folders, and which of its files are only
/// read (a hard link there is harmless: the file is replaced by rename, never changed in place).
private enum GroupContainerLayout {
    static let checked: Set<String> = Set(HostileLayoutTests.places).subtracting(["home_widget/petImage.png"])
    static let folders: Set<String> = ["Library", "Library/Preferences", "Library/Caches", "Library/Caches/widget-tui", "home_widget"]
    static let readOnlyFiles: Set<String> = [ContainerMetadata.fileName, "Library/Preferences/group.com.example.pets.plist"]
}
