import Foundation
@testable import XcodeProject

/// The project reader's include handling under hostile input: a chain of `.xcconfig` files the input
/// writes (its chunks, split at NUL bytes, become `Config/A.xcconfig`, `Config/B.xcconfig`,
/// `C.xcconfig` and `Config/sub/D.xcconfig` of a scratch project), beside a link out of the project
/// and a secret outside it. Nil when the promise held: nothing outside the project is read (the
/// secret never reaches a setting, a place or a finding) and the chain stays within its bounds.
///
/// The scratch project is made once a process and only its four files change between inputs (a
/// file the input has no chunk for is removed): a new project per input spent most of each run
/// making and removing folders, 77 inputs a second here. The reader keeps nothing between loads,
/// so an input sees only its own files. Inputs take the project one at a time (`swift test` runs
/// the kept ones in parallel).
enum IncludeFuzzing {
    static let secret = "fuzz-secret-7f3a"
    static let names = ["Config/A.xcconfig", "Config/B.xcconfig", "C.xcconfig", "Config/sub/D.xcconfig"]

    static func includes(_ data: Data) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let scratch else { return nil } // the scratch folder could not be made: nothing to check
        let project = scratch.appendingPathComponent("project")
        let chunks = data.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
        do {
            for (i, name) in names.enumerated() {
                let file = project.appendingPathComponent(name)
                if i < chunks.count { try Data(chunks[i]).write(to: file) } else if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
            }
        } catch {
            return nil // the files could not be written: nothing to check
        }
        let scope = ProjectScope(root: project)
        let loader = XCConfigLoader(projectFolder: project, display: { $0.lastPathComponent }, generated: GeneratedFiles(root: project, scope: scope), scope: scope)
        let loaded = loader.load(project.appendingPathComponent(names[0]))
        let seen = loaded.assignments.map(\.value) + loaded.places + loaded.problems.map { "\($0)" }
        if let leak = seen.first(where: { $0.contains(secret) }) { return "read outside the project: \(leak)" }
        if loaded.places.count > XCConfigLoader.maximumFiles + 1 { return "\(loaded.places.count) files read, past the bound \(XCConfigLoader.maximumFiles)" }
        return nil
    }

    private static let lock = NSLock()

    /// This process's scratch folder: `project/` with `Config/sub/` and `Config/Link.xcconfig`, a
    /// link to `outside/secret.xcconfig`; removed when the process exits, and by the next process
    /// when this one ends without running its exit handlers.
    private static let scratch: URL? = {
        removeAbandonedScratch(in: FileManager.default.temporaryDirectory)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("\(scratchPrefix)\(getpid())-\(UUID().uuidString)")
        let project = scratch.appendingPathComponent("project"), outside = scratch.appendingPathComponent("outside")
        do {
            for folder in [project.appendingPathComponent("Config/sub"), outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            try Data("SECRET = \(secret)\n".utf8).write(to: outside.appendingPathComponent("secret.xcconfig"))
            try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Config/Link.xcconfig").path,
                                                       withDestinationPath: outside.appendingPathComponent("secret.xcconfig").path)
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            return nil
        }
        scratchPath = scratch.path
        atexit { scratchPath.map { try? FileManager.default.removeItem(atPath: $0) } }
        return scratch
    }()

    /// A scratch folder's name is this, the id of the process that made it, `-` and a UUID.
    static let scratchPrefix = "widget-tui-include-fuzz-"

    /// Removes the scratch folders in `folder` whose process is gone. libFuzzer ends a run on a
    /// finding, a timeout or an interrupt with `_Exit`, which runs no exit handler, and a killed
    /// process runs none either, so a stopped run's folder stayed (in /dev/shm, memory, under
    /// `scripts/fuzz`); a folder of a process still running (a parallel `swift test`, another
    /// run) is left alone.
    static func removeAbandonedScratch(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(scratchPrefix) {
            guard let process = Int32(name.dropFirst(scratchPrefix.count).prefix { $0 != "-" }), process > 0,
                  kill(process, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// For the exit handler, which can capture nothing.
    nonisolated(unsafe) private static var scratchPath: String?
}
