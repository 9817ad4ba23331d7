import Foundation
import SharedData
import Testing

/// A container written as a Flutter app using the home_widget package writes it
/// (SwiftHomeWidgetPlugin and home_widget's Dart side): `saveWidgetData` stores strings, ints,
/// doubles, bools and Data as they are, `saveFile` and `renderFlutterWidget` write
/// `<container>/home_widget/<key>.<ext>` and store its absolute path as the app saw it, and
/// `registerInteractivityCallback` keeps two Int64 handles. There is no `items` key: this is not
/// the pet widget's data.
struct HomeWidgetApp {
    static let group = "group.com.example.homewidget"
    /// The widget's `kind`, the `iOSName` the app passes to `updateWidget`.
    static let kind = "HomeWidgetExample"

    /// How the app saw the container's path when it stored a file's path.
    enum PathForm {
        /// `/Users/<me>/Library/Developer/CoreSimulator/Devices/<UDID>/data/Containers/Shared/AppGroup/<UUID>`.
        case simulator
        /// `/private/var/mobile/Containers/Shared/AppGroup/<UUID>`.
        case device
        /// A `file://` URL of the device path, percent-encoded, as `URL.absoluteString` spells it.
        case fileURL
    }

    let container: GroupContainer
    private let writer: GroupWriter

    /// Creates the group's container in `home`'s groups root, as iOS does when the app is installed.
    init(_ home: AppTestHome) throws {
        let created = home.run(["app", "create-group", Self.group])
        try #require(created.code == 0, "\(created.err)")
        container = try home.container(Self.group)
        writer = GroupWriter(container: container)
    }

    /// `HomeWidget.saveWidgetData(key, value)`.
    func saveWidgetData(_ key: String, _ value: PlistValue) throws {
        try writer.set(value, forKey: key)
    }

    /// `HomeWidget.saveFile(key, bytes, extension:)` (and `renderFlutterWidget`, with `png`): the
    /// file, then its absolute path under `key`. Returns the stored value.
    @discardableResult
    func saveFile(_ key: String, _ bytes: Data, extension ext: String, storedAs form: PathForm) throws -> String {
        let name = "home_widget/\(key).\(ext)"
        try writer.writeFile(name, contents: bytes)
        let uuid = container.url.lastPathComponent
        let stored = switch form {
        case .simulator:
            "/Users/dev/Library/Developer/CoreSimulator/Devices/8A3C1D2E-5B4F-4C6D-9E7F-0A1B2C3D4E5F/data/Containers/Shared/AppGroup/\(uuid)/\(name)"
        case .device:
            "/private/var/mobile/Containers/Shared/AppGroup/\(uuid)/\(name)"
        case .fileURL:
            "file:///private/var/mobile/Containers/Shared/AppGroup/\(uuid)/"
                + name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
        }
        try saveWidgetData(key, .string(stored))
        return stored
    }

    /// `HomeWidget.registerInteractivityCallback`: the callback dispatcher's and the callback's raw
    /// handles, Int64s from `PluginUtilities.getCallbackHandle`.
    func registerInteractivityCallback() throws {
        try saveWidgetData("home_widget.internal.background.dispatcher", .int(3_412_829_150_235_634_213))
        try saveWidgetData("home_widget.internal.background.callback", .int(-1_151_406_032_883_622_190))
    }

    /// `HomeWidget.updateWidget(iOSName:)`: `reloadTimelines(ofKind:)`.
    func updateWidget() throws {
        _ = try writer.reloadTimelines(ofKind: Self.kind)
    }

    /// The values a typical home_widget app stores, a rendered PNG and a saved JPEG, then the reload.
    static func typical(_ home: AppTestHome, png: Data, jpeg: Data) throws -> HomeWidgetApp {
        let app = try HomeWidgetApp(home)
        try app.saveWidgetData("title", .string("Hi"))
        try app.saveWidgetData("message", .string("Rainy, 12°C"))
        try app.saveWidgetData("counter", .int(42))
        try app.saveWidgetData("temperature", .double(12.5))
        try app.saveWidgetData("isRaining", .bool(true))
        try app.saveWidgetData("payload", .data(Data([0x01, 0x02, 0x03, 0x04])))
        try app.registerInteractivityCallback()
        try app.saveFile("dashIcon", png, extension: "png", storedAs: .simulator)
        try app.saveFile("photo", jpeg, extension: "jpg", storedAs: .fileURL)
        try app.updateWidget()
        return app
    }

    /// A JPEG as libjpeg-turbo's `cjpeg -quality 85` writes it (24x16 pixels).
    static func jpegFixture() throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "widget-baseline", withExtension: "jpg", subdirectory: "Fixtures/images"))
        return try Data(contentsOf: url)
    }
}
