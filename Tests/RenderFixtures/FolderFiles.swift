import Foundation

// What tests do to every file under a folder at once: read them all, to prove a refused command
// or press changed nothing, and give them all one time, as a checkout or an earlier write would.

/// Every file under `folder` with its bytes, by path relative to it; lock files (which a reader
/// may leave behind) left out.
public func folderSnapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
        let file = folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue, !path.hasSuffix(".lock") {
            files[path] = try Data(contentsOf: file)
        }
    }
    return files
}

/// Gives every file and folder under `folder` the modification time `date`.
public func setModificationDate(_ date: Date, under folder: URL) throws {
    for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: folder.appendingPathComponent(path).path)
    }
}
