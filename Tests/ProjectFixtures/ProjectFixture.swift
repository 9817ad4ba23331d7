import Foundation

/// The project folders under Fixtures/, shaped like what Xcode and Flutter generate, shared by
/// the XcodeProject library's tests and the command line's: a Flutter app's `FlutterPets` (its
/// `ios/` with Debug, Release and Profile), a native `NativeNotes` (an xcconfig `#include`
/// chain, a notification service extension with its own group) and a macOS `MacWeather`
/// (`$(TeamIdentifierPrefix)` groups).
public enum ProjectFixture {
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    public static func url(_ name: String) throws -> URL {
        guard let resources = Bundle.module.resourceURL else { throw Missing(description: "the fixtures bundle has no resources") }
        let url = resources.appendingPathComponent("Fixtures", isDirectory: true).appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(description: "no fixture \(name)") }
        return url
    }

    /// A writable copy of a fixture at `scratch/name`, for tests that change one file.
    public static func copy(_ name: String) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(at: try url(name), to: scratch.url.appendingPathComponent(name))
        return scratch
    }
}

/// A temporary folder removed when the test ends.
public final class ScratchFolder {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproject-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    public func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    public func write(_ relative: String, _ data: Data) throws {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}

/// An entitlements file as Xcode writes it, listing `groups` (written as given, untrimmed).
public func entitlementsXML(_ groups: [String]) -> String {
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
