import Essentials
import PetAssets
import SharedData

/// The embedded demo group: five pets, quiet hours and a streak from `assets/demo`, so
/// `swift run widget-tui` has data with no set-up.
public enum DemoGroup {
    /// The group's container; the demo group in a groups root is created from the embedded files
    /// the first time it is asked for (`created` says so), any other group only located.
    public static func container(for loader: GroupLoader) throws -> (container: GroupContainer, created: Bool) {
        do {
            return (try loader.locate(), false)
        } catch {
            guard loader.options.isDemoGroupInARoot else { throw error }
            switch error {
            case .notFound, .rootMissing: break
            default: throw error
            }
        }
        do {
            return (try create(with: loader.locator), true)
        } catch ContainerError.alreadyExists {
            // Another process created it a moment ago.
            return (try loader.locate(), false)
        }
    }

    /// The demo's values, as `create` stores them: `items.json` as Data under `items`, as the seed's
    /// app does, and every value of `settings.json` under its key.
    public static func values() throws -> PlistDictionary {
        guard case let .object(settings) = try JSONParser.parse(Data(PetAssets.demoSettings)) else {
            throw WidgetTUIError("demo data: settings.json must hold a JSON object")
        }
        var values: PlistDictionary = [PlistString(PetWidgetData.itemsKey): .data(Data(PetAssets.demoItems))]
        for (key, value) in settings { values[key] = value.plistValue() }
        return values
    }

    /// The demo group with `values()` stored, then a reload requested.
    public static func create(with locator: ContainerLocator) throws -> GroupContainer {
        let group = try GroupIdentifier(GroupOptions.demoGroup)
        let demo = try values()
        return try locator.create(group) { staging in
            try GroupWriter(container: staging).withLock { session in
                try session.update { values in
                    for entry in demo { values[entry.key] = entry.value }
                }
                // As the app does after every write; without it `check` rightly reports a stale widget.
                _ = try session.reloadAllTimelines()
            }
        }
    }
}
