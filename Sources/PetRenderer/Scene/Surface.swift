/// Where the pets show: the home-screen widget, or one of its Live Activity's surfaces. One list for
/// the previewer to cycle and for `--surface` to name, so they never disagree.
public enum Surface: Hashable, Sendable, CaseIterable {
    /// The home-screen widget, in the family the settings name.
    case home
    case liveActivity(LiveActivitySurface)

    /// The home widget first, then the Live Activity surfaces in `LiveActivitySurface.allCases` order.
    public static let allCases: [Surface] = [.home] + LiveActivitySurface.allCases.map { .liveActivity($0) }

    /// The one after this in `allCases` that iOS shows on `device`, wrapping round: a device
    /// without a Dynamic Island has none of its surfaces.
    public func next(on device: DeviceSize) -> Surface {
        let shown = Self.allCases.filter { $0.liveActivity?.reasonUnavailable(on: device) == nil }
        let i = shown.firstIndex(of: self) ?? 0
        return shown[(i + 1) % shown.count]
    }

    /// The name on the command line: `home`, `lock-screen`, `compact-leading`, ...
    public var argument: String {
        switch self {
        case .home: "home"
        case let .liveActivity(surface): surface.argument
        }
    }

    /// The Live Activity surface, nil for the home widget.
    public var liveActivity: LiveActivitySurface? {
        if case let .liveActivity(surface) = self { surface } else { nil }
    }

    /// Accepts `home` and every spelling `LiveActivitySurface(argument:)` accepts.
    public init?(argument: String) {
        if argument == Surface.home.argument {
            self = .home
        } else if let surface = LiveActivitySurface(argument: argument) {
            self = .liveActivity(surface)
        } else {
            return nil
        }
    }
}
