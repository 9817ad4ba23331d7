import Foundation
import PetAssets
import SharedData

/// The embedded demo group: five pets, quiet hours and a streak from `assets/demo`, so
/// `swift run widget-tui` has data with no set-up.
enum DemoGroup {
    /// `items.json` is stored as Data under `items`, as the seed's app does; every value in
    /// `settings.json` is stored under its key; then a reload is requested.
    static func create(with locator: ContainerLocator, io: CommandIO) throws -> GroupContainer {
        let group = try GroupIdentifier(GroupOptions.demoGroup)
        let items = try read("items.json")
        guard case let .object(settings) = try JSONParser.parse(try read("settings.json")) else {
            throw CLIError("demo data: settings.json must hold a JSON object")
        }
        let container: GroupContainer
        do {
            container = try locator.create(group) { staging in
                try GroupWriter(container: staging).withLock { session in
                    try session.update { values in
                        values[PetWidgetData.itemsKey] = .data(items)
                        for (key, value) in settings { values[key] = value.plistValue() }
                    }
                    // As the app does after every write; without it `check` rightly reports a stale widget.
                    _ = try session.reloadAllTimelines()
                }
            }
        } catch ContainerError.alreadyExists {
            // Another process created it a moment ago.
            return try locator.locate(group)
        }
        io.err("widget-tui: created the demo group \(group) at \(container.url.path)\n")
        return container
    }

    private static func read(_ name: String) throws -> Data {
        let url = PetAssets.demoDirectory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CLIError("demo data: cannot read \(url.path)")
        }
        return data
    }
}
