import Essentials
import PetRenderer

/// `--surface`: the home-screen widget or one of the Live Activity's surfaces, by `Surface.argument`.
enum SurfaceArgument {
    private static let names = Surface.allCases.map(\.argument)
    private static let activityNames = names.filter { $0 != Surface.home.argument }.joined(separator: ", ")
    private static let islandDevices = DeviceSize.all.filter(\.hasDynamicIsland).map(\.name).joined(separator: ", ")

    /// One surface, as `render` takes it.
    static let option = OptionSpec.choice("--surface", names, placeholder: "S", """
        home (the widget, default) or a surface of pet --pet's Live Activity:
        \(activityNames);
        the Dynamic Island's four only on a --device that has one (\(islandDevices))
        """)

    /// A comma list, repeatable, as `snapshot` takes it.
    static let listOption = OptionSpec.choice("--surface", names, placeholder: "S[,S...]", """
        home (every --family; the default) and/or surfaces of pet --pet's Live
        Activity: \(activityNames);
        the Dynamic Island's four only on a --device that has one (\(islandDevices))
        """).repeatable

    /// One surface; `.home` when the option is absent.
    static func parse(_ arguments: inout Arguments) throws -> Surface {
        try arguments.choice(option, Surface.init(argument:)) ?? .home
    }

    /// A comma list, repeatable, in the order given without repeats; `[.home]` when absent.
    static func parseList(_ arguments: inout Arguments) throws -> [Surface] {
        let surfaces = try arguments.choiceList(listOption, Surface.init(argument:))
        return surfaces.isEmpty ? [.home] : surfaces
    }

    /// Refuses a Dynamic Island surface on a device without one (iOS never shows it there).
    static func requireShown(_ surfaces: [Surface], on device: DeviceSize) throws {
        for surface in surfaces {
            if let reason = surface.liveActivity?.reasonUnavailable(on: device) {
                throw CLIError.usage("--surface \(surface.argument): \(reason)")
            }
        }
    }
}
