import Foundation
@testable import SharedData

/// A scratch folder for one test, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tui-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> URL {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// A container folder as the simulator lays it out, with a metadata plist holding `metadata`.
    @discardableResult
    func makeContainer(in root: String, uuid: String = UUID().uuidString, metadata: [String: PlistValue]) throws -> URL {
        let folder = path(root).appendingPathComponent(uuid, isDirectory: true)
        try write("\(root)/\(uuid)/\(ContainerMetadata.fileName)", try PropertyListFormat.encodeBinary(.dictionary(metadata)))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Library/Caches"), withIntermediateDirectories: true)
        return folder
    }

    @discardableResult
    func makeContainer(in root: String, uuid: String = UUID().uuidString, group: String) throws -> URL {
        try makeContainer(in: root, uuid: uuid, metadata: [ContainerMetadata.identifierKey: .string(group)])
    }
}

func group(_ text: String) throws -> GroupIdentifier { try GroupIdentifier(text, platform: .macOS) }
