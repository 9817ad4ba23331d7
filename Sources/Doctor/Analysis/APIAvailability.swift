import XcodeProject

/// When each API a fix names arrived, per platform: the one table every fix consults, so that what
/// doctor tells a user to paste compiles where the target deploys. Below an API's version a fix
/// gives the `if #available` (or `@available`) form; where the platform lacks it, another fix.
enum APIAvailability {
    enum API: CaseIterable {
        /// `.containerBackground(for: .widget) { ... }`.
        case containerBackground
        /// `Image.widgetAccentedRenderingMode(_:)`.
        case widgetAccentedRenderingMode
        /// `Button(intent:)`, `Toggle(isOn:intent:)`: interactive widgets.
        case buttonIntent
        /// `static var openAppWhenRun: Bool`.
        case openAppWhenRun
        /// `ForegroundContinuableIntent` (app only: unavailable in app extensions).
        case foregroundContinuableIntent
        /// `static var allowedExecutionTargets` (App Intents, announced 2026).
        case allowedExecutionTargets

        /// How a fix writes it.
        var written: String {
            switch self {
            case .containerBackground: ".containerBackground(for: .widget)"
            case .widgetAccentedRenderingMode: ".widgetAccentedRenderingMode(_:)"
            case .buttonIntent: "Button(intent:)"
            case .openAppWhenRun: "openAppWhenRun"
            case .foregroundContinuableIntent: "ForegroundContinuableIntent"
            case .allowedExecutionTargets: "allowedExecutionTargets"
            }
        }
    }

    /// The first version of each platform with the API; a platform missing has none.
    static let introduced: [API: [ApplePlatform: Version]] = [
        .containerBackground: [.iOS: "17.0", .macOS: "14.0", .watchOS: "10.0", .visionOS: "1.0"],
        .widgetAccentedRenderingMode: [.iOS: "18.0", .macOS: "15.0", .watchOS: "11.0", .visionOS: "2.0"],
        .buttonIntent: [.iOS: "17.0", .macOS: "14.0", .watchOS: "10.0", .visionOS: "1.0"],
        .openAppWhenRun: [.iOS: "16.0", .macOS: "13.0", .watchOS: "9.0", .tvOS: "16.0", .visionOS: "1.0"],
        .foregroundContinuableIntent: [.iOS: "16.4", .visionOS: "1.0"],
        .allowedExecutionTargets: [.iOS: "27.0", .macOS: "27.0", .watchOS: "27.0", .visionOS: "27.0"],
    ]

    /// Whether `api` can be used unconditionally by a target deploying to `deploymentTarget` on
    /// `platform`: no platform version means the SDK's own, which has every API here.
    static func unconditional(_ api: API, on platform: ApplePlatform, deploymentTarget: String?) -> Bool {
        guard let since = introduced[api]?[platform] else { return false }
        guard let deploymentTarget, let deployed = Version(deploymentTarget) else { return true }
        return deployed >= since
    }

    /// Whether the platform has the API at all.
    static func exists(_ api: API, on platform: ApplePlatform) -> Bool { introduced[api]?[platform] != nil }

    /// `iOSApplicationExtension 17.0` (an app extension on iOS, as Xcode's fix-its write it),
    /// `watchOS 10.0`, `macOS 14.0`: the platform and version of an `if #available(..., *)`.
    static func condition(_ api: API, on platform: ApplePlatform, inExtension: Bool) -> String? {
        guard let since = introduced[api]?[platform] else { return nil }
        let name = switch platform {
        case .iOS: inExtension ? "iOSApplicationExtension" : "iOS"
        case .macOS: inExtension ? "macOSApplicationExtension" : "macOS"
        case .watchOS: "watchOS"
        case .tvOS: "tvOS"
        case .visionOS: "visionOS"
        }
        return "\(name) \(since)"
    }

    /// `iOS 17`, `watchOS 10`: where the API starts, for messages.
    static func since(_ api: API, on platform: ApplePlatform) -> String? {
        introduced[api]?[platform].map { "\(platform.rawValue) \($0.major)\($0.minor == 0 ? "" : ".\($0.minor)")" }
    }

    /// A platform version: `17`, `16.4`, `10.0.1`.
    struct Version: Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
        let parts: [Int]

        init?(_ text: String) {
            let parts = text.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            self.parts = parts.compactMap { $0 }
        }

        init(stringLiteral value: String) { self.init(value)! }

        var major: Int { parts[0] }
        var minor: Int { parts.count > 1 ? parts[1] : 0 }
        var description: String { parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".") }

        static func < (lhs: Version, rhs: Version) -> Bool {
            for index in 0..<max(lhs.parts.count, rhs.parts.count) {
                let left = index < lhs.parts.count ? lhs.parts[index] : 0, right = index < rhs.parts.count ? rhs.parts[index] : 0
                if left != right { return left < right }
            }
            return false
        }

        static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
    }
}

extension TargetFacts {
    /// The platform and the lowest deployment target its configurations set (nil: the SDK's).
    var deployment: (platform: ApplePlatform, target: String?) {
        let platform = configurations.first?.platform ?? .iOS
        let lowest = configurations.compactMap(\.deploymentTarget).min { (APIAvailability.Version($0) ?? "0") < (APIAvailability.Version($1) ?? "0") }
        return (platform, lowest)
    }
}
