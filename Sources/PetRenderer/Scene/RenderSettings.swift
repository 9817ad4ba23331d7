import Essentials

/// The system appearance the widget is drawn in.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light
    case dark
}

/// How the system renders the widget, as WidgetKit's `WidgetRenderingMode`.
public enum WidgetRenderingMode: String, CaseIterable, Sendable, Codable {
    case fullColor
    /// Tinted home screen: one accent hue.
    case accented
    /// Lock Screen and StandBy at night: monochrome.
    case vibrant
}

/// How a raster `Image` is drawn in the accented rendering mode, as WidgetKit's
/// `WidgetAccentedRenderingMode`, which an `Image` takes through `widgetAccentedRenderingMode(_:)`
/// (iOS 18). An image without it (`RenderSettings.accentedImages` nil) is in the default group,
/// drawn as a silhouette; `AccentedRendering.image` says what each does.
public enum WidgetAccentedRenderingMode: String, CaseIterable, Sendable, Codable {
    /// In the accent group, as `widgetAccentable()`: a silhouette in the accent group's colour.
    case accented
    /// Luminance as opacity, in the accent group's colour.
    case accentedDesaturated
    /// Luminance as opacity, in the default group's colour.
    case desaturated
    /// The image's own colours; iOS only.
    case fullColor
}

extension Optional where Wrapped == WidgetAccentedRenderingMode {
    /// Every name, `none` (no modifier) first: what `--accented-images` and snapshot headers say.
    public static let names = ["none"] + WidgetAccentedRenderingMode.allCases.map(\.rawValue)

    public var name: String { self?.rawValue ?? "none" }

    /// The mode `name` names, `none` for no modifier; nil for a name that is neither.
    public init?(name: String) {
        if name == "none" {
            self = .none
        } else if let mode = WidgetAccentedRenderingMode(rawValue: name) {
            self = .some(mode)
        } else {
            return nil
        }
    }
}

/// A device row of the HIG widget-size table, in points.
public struct DeviceSize: Equatable, Hashable, Sendable {
    public let screenWidth: Int
    public let screenHeight: Int
    public let small: (width: Int, height: Int)
    public let medium: (width: Int, height: Int)
    public let large: (width: Int, height: Int)
    /// Whether the iPhones of this screen size have a Dynamic Island; elsewhere a Live Activity
    /// shows on the Lock Screen and as a banner.
    public let hasDynamicIsland: Bool

    public static func == (a: DeviceSize, b: DeviceSize) -> Bool {
        a.screenWidth == b.screenWidth && a.screenHeight == b.screenHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(screenWidth)
        hasher.combine(screenHeight)
    }

    /// Widget size in points for a family on this device.
    public func points(for family: WidgetFamily) -> (width: Int, height: Int) {
        switch family {
        case .systemSmall: small
        case .systemMedium: medium
        case .systemLarge: large
        }
    }

    /// The HIG's "iOS widget dimensions" table (Human Interface Guidelines, Widgets, Specifications:
    /// developer.apple.com/design/human-interface-guidelines/widgets), iPhone in portrait, in its
    /// order. The Dynamic Island came with iPhone 14 Pro and 14 Pro Max and is on every iPhone 15
    /// and 16; of these rows only 430x932 and 393x852 are such iPhones' screens, and they are the
    /// only two rows of the HIG's "iOS Live Activity dimensions" table (Live Activities,
    /// Specifications). The other rows are iPhones with a notch (428x926 and 390x844 include
    /// iPhone 14 Plus and 14) or a Home button (414x736, 375x667, 320x568).
    public static let all: [DeviceSize] = [
        DeviceSize(screenWidth: 430, screenHeight: 932, small: (170, 170), medium: (364, 170), large: (364, 382), dynamicIsland: true),
        DeviceSize(screenWidth: 428, screenHeight: 926, small: (170, 170), medium: (364, 170), large: (364, 382)),
        DeviceSize(screenWidth: 414, screenHeight: 896, small: (169, 169), medium: (360, 169), large: (360, 379)),
        DeviceSize(screenWidth: 414, screenHeight: 736, small: (159, 159), medium: (348, 157), large: (348, 357)),
        DeviceSize(screenWidth: 393, screenHeight: 852, small: (158, 158), medium: (338, 158), large: (338, 354), dynamicIsland: true),
        DeviceSize(screenWidth: 390, screenHeight: 844, small: (158, 158), medium: (338, 158), large: (338, 354)),
        DeviceSize(screenWidth: 375, screenHeight: 812, small: (155, 155), medium: (329, 155), large: (329, 345)),
        DeviceSize(screenWidth: 375, screenHeight: 667, small: (148, 148), medium: (321, 148), large: (321, 324)),
        DeviceSize(screenWidth: 360, screenHeight: 780, small: (155, 155), medium: (329, 155), large: (329, 345)),
        DeviceSize(screenWidth: 320, screenHeight: 568, small: (141, 141), medium: (292, 141), large: (292, 311)),
    ]

    /// 393x852 pt (iPhone 14 Pro / 15 / 16).
    public static let `default` = all.first { $0.screenWidth == 393 && $0.screenHeight == 852 }!

    /// Parses `393x852`.
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              let row = DeviceSize.all.first(where: { $0.screenWidth == w && $0.screenHeight == h }) else { return nil }
        self = row
    }

    public init(screenWidth: Int, screenHeight: Int, small: (Int, Int), medium: (Int, Int), large: (Int, Int), dynamicIsland: Bool = false) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.small = small
        self.medium = medium
        self.large = large
        hasDynamicIsland = dynamicIsland
    }

    /// `393x852`.
    public var name: String { "\(screenWidth)x\(screenHeight)" }
}

/// Everything besides the entry date and the group's data that decides how a frame looks.
public struct RenderSettings: Equatable, Hashable, Sendable {
    public var family: WidgetFamily
    public var device: DeviceSize
    /// Points per pixel-art pixel; 5 makes systemMedium 68x32 pixels, which fits 80x24 cells with a status line.
    public var pointsPerPixel: Int
    public var appearance: Appearance
    public var renderingMode: WidgetRenderingMode
    /// What the widget's sprite images carry as `widgetAccentedRenderingMode(_:)`, drawn in the
    /// accented mode only; nil for none, SwiftUI's default, which draws them as silhouettes.
    public var accentedImages: WidgetAccentedRenderingMode?
    /// The zone in which quiet hours and time of day are read; always the caller's, since the
    /// machine drawing the frame (a CI runner, the build host) need not be in the user's zone.
    public var zone: RenderZone

    public var timeZone: TimeZone {
        get { zone.timeZone }
        set { zone = RenderZone(newValue) }
    }

    public init(family: WidgetFamily = .systemMedium, device: DeviceSize = .default, pointsPerPixel: Int = 5,
                appearance: Appearance = .light, renderingMode: WidgetRenderingMode = .fullColor,
                accentedImages: WidgetAccentedRenderingMode? = nil, zone: RenderZone) {
        self.family = family
        self.device = device
        self.pointsPerPixel = pointsPerPixel
        self.appearance = appearance
        self.renderingMode = renderingMode
        self.accentedImages = accentedImages
        self.zone = zone
    }

    public init(family: WidgetFamily = .systemMedium, device: DeviceSize = .default, pointsPerPixel: Int = 5,
                appearance: Appearance = .light, renderingMode: WidgetRenderingMode = .fullColor,
                accentedImages: WidgetAccentedRenderingMode? = nil, timeZone: TimeZone) {
        self.init(family: family, device: device, pointsPerPixel: pointsPerPixel, appearance: appearance,
                  renderingMode: renderingMode, accentedImages: accentedImages, zone: RenderZone(timeZone))
    }

    /// Canvas size in pixels for the family: points divided by the scale, rounded.
    public var canvasSize: (width: Int, height: Int) {
        let p = device.points(for: family)
        let s = max(1, pointsPerPixel)
        return ((p.width + s / 2) / s, (p.height + s / 2) / s)
    }
}
