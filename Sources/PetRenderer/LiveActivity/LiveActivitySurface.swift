import Essentials

/// Where iOS shows a Live Activity. The home-screen widget is not one of them.
public enum LiveActivitySurface: String, CaseIterable, Sendable, Codable {
    /// The Lock Screen presentation, also the banner on iPhones without the Dynamic Island.
    case lockScreen
    /// Left of the TrueDepth camera, when one activity runs.
    case compactLeading
    /// Right of the camera, when one activity runs.
    case compactTrailing
    /// The circle shown when several activities run.
    case minimal
    /// After a long press on the island.
    case expanded

    public var isInDynamicIsland: Bool { self != .lockScreen }

    /// Why iOS never shows this surface on `device`, or nil when it does. The HIG (Live
    /// Activities): "on devices that don't support the Dynamic Island, the Lock Screen presentation
    /// briefly appears as a banner that overlays the Home Screen or other apps".
    public func reasonUnavailable(on device: DeviceSize) -> String? {
        guard isInDynamicIsland, !device.hasDynamicIsland else { return nil }
        return "the \(device.name) screen has no Dynamic Island: there a Live Activity shows on the Lock Screen and, when it alerts, "
            + "as a banner at the top of the screen (the \(Self.lockScreen.argument) surface)"
    }

    /// Size in points, from the HIG's "iOS Live Activity dimensions" table (Human Interface Guidelines,
    /// Live Activities, Specifications: developer.apple.com/design/human-interface-guidelines/live-activities).
    /// It has two rows: 430x932 (compact 62.33x36.67, minimal 36.67-45 x 36.67, expanded and Lock
    /// Screen 408 x 84-160) and 393x852 (compact 52.33x36.67, minimal the same, expanded and Lock
    /// Screen 371 x 84-160). Screens 428 pt wide and more take the first row, the rest the second.
    /// Heights given as a range take their maximum, 160; the minimal view its narrowest width.
    public func points(on device: DeviceSize) -> (width: Double, height: Double) {
        let large = device.screenWidth >= 428
        switch self {
        case .lockScreen, .expanded: return (large ? 408 : 371, 160)
        case .compactLeading, .compactTrailing: return (large ? 62.33 : 52.33, 36.67)
        case .minimal: return (36.67, 36.67)
        }
    }

    /// Size in pixels at the widget's scale (`pointsPerPixel`), rounded, at least 1.
    public func canvasSize(_ settings: RenderSettings) -> (width: Int, height: Int) {
        let p = points(on: settings.device)
        let s = Double(max(1, settings.pointsPerPixel))
        return (max(1, Int((p.width / s).rounded())), max(1, Int((p.height / s).rounded())))
    }

    /// The name on the command line and in file names: `lock-screen`, `compact-leading`, ...
    public var argument: String {
        rawValue.reduce(into: "") { name, c in name += c.isUppercase ? "-" + c.lowercased() : String(c) }
    }

    /// Accepts `lockScreen`, `lock-screen`, `compact-leading` and so on.
    public init?(argument: String) {
        let key = argument.replacing("-", with: "").lowercased()
        guard let surface = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = surface
    }
}
