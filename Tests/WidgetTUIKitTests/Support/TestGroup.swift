import Foundation
import PetRenderer
import RenderFixtures
import SharedData
@testable import WidgetTUIKit

/// The demo group in a temporary groups root, created as the command line creates it, and written
/// by the app through `HostApp`. Its files are dated a minute back, so a write made by a test is
/// always newer.
final class TestGroup {
    let url: URL
    var groupsRoot: URL { url.appendingPathComponent("AppGroup", isDirectory: true) }

    /// - Parameter suffix: ends the folder's name, for paths that carry data of their own.
    init(suffix: String = "") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tui-kit-\(UUID().uuidString)\(suffix)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        _ = try DemoGroup.container(for: GroupLoader(options()))
        try app(reloads: false).set(.int(12), forKey: PetWidgetData.streakDaysKey)
        try setModificationDate(Date().addingTimeInterval(-60), under: try container().url)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The demo group's options in this root, or another group's.
    func options(group: String = GroupOptions.demoGroup) throws -> GroupOptions {
        GroupOptions(group: try GroupIdentifier(group), source: .groupsRoot(groupsRoot))
    }

    func container() throws -> GroupContainer { try GroupLoader(options()).locate() }

    func reader() throws -> GroupReader { GroupReader(container: try container()) }

    var suiteFile: URL { get throws { try container().suiteURL } }

    /// The host app, reloading `kind` (nil: all widgets) after each write unless `reloads` is off;
    /// as `widget-tui app` does, it makes the demo group again when its container is gone.
    func app(kind: String? = nil, reloads: Bool = true) throws -> HostApp {
        let options = try options()
        return HostApp(locate: { try DemoGroup.container(for: GroupLoader(options)).container }, source: options.source, environment: [:],
                       reloadKind: kind, reloads: reloads, lockTimeout: .seconds(10))
    }

    /// Stores pets named `names` as the app's `updateItems` does, with a reload request.
    func updateItems(_ names: [String]) throws {
        let items = names.map { #"{"name":"\#($0)","stage":"adult","valueA":1,"valueB":2,"valueC":3}"# }
        try app().updateItems(Data(("[" + items.joined(separator: ",") + "]").utf8), source: "items.json")
    }

    /// A widget button pressed in another process, as `widget-tui intent` presses it.
    func press(_ intent: WidgetIntent, at date: Date? = nil) throws {
        _ = try IntentOptions().perform(intent, app: .cold, in: container(), suite: .file, kind: GroupOptions.defaultKind, at: date)
    }

    /// The preview's source on this group, drawn in UTC unless `render` says otherwise; it reads
    /// the group's suite through `decode`. With `handingOverTheRead`, the suite the widget was
    /// loaded from is handed to the source, as the preview command hands it.
    func source(group: String = GroupOptions.demoGroup, render: RenderOptions = RenderOptions(settings: RenderSettings(timeZone: .utc), timeZoneName: "UTC"),
                intents: IntentOptions = IntentOptions(), activityPet: Int = 0, handingOverTheRead: Bool = false,
                decode: @escaping (GroupReader) throws -> GroupLoader.LoadedSuite = { try GroupLoader.load($0, policy: .strict) })
        throws -> GroupPreviewSource {
        let loader = try GroupLoader(options(group: group))
        let reader = GroupReader(container: try loader.locate())
        let suite = try GroupLoader.load(reader, policy: .strict)
        let widget = try PetWidget(reader: reader, decoded: suite.decoded, sheet: try SpriteSheetLoader.load(directory: render.spritesDirectory))
        return GroupPreviewSource(widget: widget, suite: handingOverTheRead ? suite : nil, loader: loader, render: render, intents: intents,
                                  activityPet: activityPet, environment: [:], decode: decode)
    }

    func watcher(kind: String = GroupOptions.defaultKind) throws -> ContainerWatcher {
        let loader = try GroupLoader(options())
        return ContainerWatcher(reader: try reader(), kind: kind) { try? loader.locate() }
    }

    /// Every file under the root with its bytes, to prove a refused press changed nothing.
    func snapshot() throws -> [String: Data] { try folderSnapshot(url) }
}
