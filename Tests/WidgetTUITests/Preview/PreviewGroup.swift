import Foundation
import SharedData
@testable import WidgetTUI

/// The demo group in a temporary `WIDGET_TUI_HOME`, for the preview's source and watcher. Its
/// files are dated a minute back, so a write made by a test is always newer.
final class PreviewGroup {
    let home: AppTestHome

    struct Failure: Error, CustomStringConvertible { let description: String }

    init() throws {
        home = try AppTestHome()
        try app(["set", "streakDays", "12", "--type", "int", "--no-reload"])
        for path in FileManager.default.subpaths(atPath: try container().url.path) ?? [] {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)],
                                                  ofItemAtPath: try container().url.appendingPathComponent(path).path)
        }
    }

    var io: CommandIO { OutputSink(environment: home.environment).io }

    func container() throws -> GroupContainer { try home.container() }

    /// Runs `widget-tui app ARGS` in-process, as the host app writing the group.
    @discardableResult
    func app(_ arguments: [String], stdin: Data = Data()) throws -> String {
        let result = home.run(["app"] + arguments, stdin: stdin)
        guard result.code == 0 else { throw Failure(description: "app \(arguments): \(result.err)") }
        return result.out
    }

    /// Stores pets named `names` as the app's `updateItems` does, with a reload request.
    func updateItems(_ names: [String]) throws {
        let items = names.map { #"{"name":"\#($0)","stage":"adult","valueA":1,"valueB":2,"valueC":3}"# }
        try app(["update-items", "-"], stdin: Data(("[" + items.joined(separator: ",") + "]").utf8))
    }

    func source(_ arguments: [String] = ["--tz", "UTC"]) throws -> GroupPreviewSource {
        var parsed = Arguments(arguments)
        let group = try GroupOptions.parse(&parsed, io: io)
        let render = try RenderOptions.parse(&parsed, io: io)
        let intents = try IntentOptions.parse(&parsed)
        try parsed.finish()
        return try GroupPreviewSource(group: group, render: render, intents: intents, io: io)
    }

    func watcher(kind: String = "PetWidget") throws -> ContainerWatcher {
        let root = home.groupsRoot
        return ContainerWatcher(reader: try home.reader(), kind: kind) {
            try? ContainerLocator(source: .groupsRoot(root)).locate(GroupIdentifier(GroupOptions.demoGroup))
        }
    }

    var suiteFile: URL { get throws { try container().suiteURL } }
}
