import Foundation
import RenderFixtures
import SharedData
@testable import WidgetTUI
import WidgetTUIKit

/// A temporary `WIDGET_TUI_HOME` (and `HOME`, for `--simulator`) for in-process `app` commands.
final class AppTestHome {
    let url: URL

    /// - Parameter suffix: ends the home's folder name, for a path that carries data of its own.
    init(suffix: String = "") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tui-app-\(UUID().uuidString)\(suffix)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var environment: [String: String] { ["WIDGET_TUI_HOME": url.path, "HOME": url.path] }
    var groupsRoot: URL { url.appendingPathComponent("AppGroup", isDirectory: true) }

    /// Runs `widget-tui ARGS` in-process, with `extra` added to the command's environment;
    /// `terminal` makes standard output a terminal (colours).
    func run(_ arguments: [String], stdin: Data = Data(), environment extra: [String: String] = [:],
             terminal: Bool = false) -> (code: Int32, out: String, err: String) {
        let sink = OutputSink(stdin: stdin, environment: environment.merging(extra) { $1 }, outputIsTerminal: terminal)
        let code = CommandRouter.run(arguments, io: sink.io)
        return (code, sink.out, sink.err)
    }

    func container(_ group: String = GroupOptions.demoGroup) throws -> GroupContainer {
        try ContainerLocator(source: .groupsRoot(groupsRoot)).locate(try GroupIdentifier(group))
    }

    func reader(_ group: String = GroupOptions.demoGroup) throws -> GroupReader {
        GroupReader(container: try container(group))
    }

    /// Every file under the home with its bytes, to prove a failed command changed nothing.
    func snapshot() throws -> [String: Data] { try folderSnapshot(url) }
}

/// Runs a program to completion, returning its exit status and output.
@discardableResult
func runProcess(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> (code: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// The `widget-tui` binary SwiftPM built next to the test bundle.
func builtWidgetTUI() throws -> URL {
    let folders = [Bundle.module.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
    for folder in folders {
        let binary = folder.appendingPathComponent("widget-tui")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    throw CLIError("no widget-tui binary next to the tests in \(folders.map(\.path)); run `swift build --build-tests` first")
}

extension AppTestHome {
    /// A container as iOS and a real app leave it in `root`: the container manager's metadata, an
    /// empty `Library/Caches`, and the suite CFPreferences wrote (a binary plist) holding the pet
    /// widget's data. No widget-tui file: no lock, no reload record.
    func makeIOSContainer(in root: URL, group: String = GroupOptions.demoGroup) throws -> URL {
        let folder = root.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Library/Caches"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Library/Preferences"), withIntermediateDirectories: true)
        let metadata = try PropertyListFormat.encodeBinary(.dictionary([
            "MCMMetadataIdentifier": .string(group), "MCMMetadataContentClass": .int(7),
            "MCMMetadataUUID": .string(folder.lastPathComponent), "MCMMetadataSchemaVersion": .int(1),
        ]))
        try metadata.write(to: folder.appendingPathComponent(".com.apple.mobile_container_manager.metadata.plist"))
        let items = #"[{"name":"Mochi","stage":"adult","valueA":82,"valueB":64,"valueC":91},"#
            + #"{"name":"Pip","stage":"baby","valueA":55,"valueB":90,"valueC":40}]"#
        let suite = try PropertyListFormat.encodeBinary(.dictionary([
            "items": .data(Data(items.utf8)), "quietHours": .string("22:00-07:00"), "streakDays": .int(12),
        ]))
        try suite.write(to: folder.appendingPathComponent("Library/Preferences/\(group).plist"))
        return folder
    }
}
