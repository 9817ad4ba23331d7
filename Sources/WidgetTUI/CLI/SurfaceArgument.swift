import Foundation
import PetRenderer

/// `--surface`: the home-screen widget or one of the Live Activity's surfaces, by `Surface.argument`.
enum SurfaceArgument {
    static let names = Surface.allCases.map(\.argument).joined(separator: ", ")
    static let islandDevices = DeviceSize.all.filter(\.hasDynamicIsland).map(\.name).joined(separator: ", ")

    static let usage = """
      --surface S           home (the widget, default) or a surface of pet --pet's Live Activity:
                            lock-screen, compact-leading, compact-trailing, minimal, expanded (the
                            Dynamic Island's four only on a --device that has one: \(islandDevices))
    """

    static let listUsage = """
      --surface S[,S...]    home (every --family; the default) and/or surfaces of pet --pet's Live
                            Activity: lock-screen, compact-leading, compact-trailing, minimal, expanded
                            (the Dynamic Island's four only on a --device that has one)
    """

    /// One surface; `.home` when the option is absent.
    static func parse(_ arguments: inout Arguments) throws -> Surface {
        guard let text = try arguments.option("--surface") else { return .home }
        return try surface(text)
    }

    /// A comma list, repeatable, in the order given without repeats; `[.home]` when absent.
    static func parseList(_ arguments: inout Arguments) throws -> [Surface] {
        var surfaces: [Surface] = []
        for text in try arguments.options("--surface") {
            let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard !items.contains(where: \.isEmpty) else { throw CLIError.usage("--surface: '\(text)' has an empty item in its comma list") }
            for item in items {
                let surface = try surface(item)
                if !surfaces.contains(surface) { surfaces.append(surface) }
            }
        }
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

    private static func surface(_ text: String) throws -> Surface {
        guard let surface = Surface(argument: text) else { throw CLIError.usage("--surface: '\(text)' is not one of \(names)") }
        return surface
    }
}
