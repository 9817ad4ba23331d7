import Foundation
import Testing
@testable import XcodeProject

/// The project folders under Fixtures/, shaped like what Xcode and Flutter generate.
enum Fixture {
    static func url(_ name: String) throws -> URL {
        let root = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures", isDirectory: true)
        let url = root.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: url.path), "no fixture \(name)")
        return url
    }

    /// A writable copy of a fixture, for tests that change one file.
    static func copy(_ name: String) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(at: try url(name), to: scratch.url.appendingPathComponent(name))
        return scratch
    }

    static func examine(_ name: String, _ options: ProjectDoctor.Options = .init()) throws -> ProjectReport {
        try ProjectDoctor.examine(try url(name), options: options)
    }
}

/// A temporary folder removed when the test ends.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproject-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    func write(_ relative: String, _ text: String) throws {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}

extension ProjectReport {
    func findings(_ check: ProjectCheck, target: String? = nil, configuration: String? = nil) -> [ProjectFinding] {
        findings.filter { $0.check == check && (target == nil || $0.target == target) && (configuration == nil || $0.configuration == configuration) }
    }

    func sharedGroup(app: String, widget: String, configuration: String) -> SharedGroup? {
        projects.flatMap(\.sharedGroups).first { $0.app == app && $0.widget == widget && $0.configuration == configuration }
    }

    func target(_ name: String) -> TargetFacts? {
        projects.flatMap(\.targets).first { $0.name == name }
    }
}

/// An entitlements file as Xcode writes it, listing `groups` (written as given, untrimmed).
func entitlementsXML(_ groups: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>com.apple.security.application-groups</key>
    \t<array>
    \(groups.map { "\t\t<string>\($0)</string>" }.joined(separator: "\n"))
    \t</array>
    </dict>
    </plist>

    """
}
