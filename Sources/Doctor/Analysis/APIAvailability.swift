import SharedData
import XcodeProject

/// When each API a fix names arrived (and was deprecated), per platform: the one table every fix
/// consults, so that what doctor tells a user to paste compiles where the target deploys. A fix
/// asks `use(_:in:within:)` how it may write an API, then renders that: plain at or above the
/// API's version, in the `if #available` (statement) or `@available` (declaration) form below it,
/// in Apple's `@available(*, deprecated)` form from the version that deprecates it, another way
/// where the platform lacks it.
///
/// APIs older than everything a widget project builds on are not listed: `UserDefaults(suiteName:)`
/// and `containerURL(forSecurityApplicationGroupIdentifier:)` (iOS 7/8, before App Groups were
/// usable by extensions), `Link(destination:)` (iOS 14, macOS 11, watchOS 7: no older than WidgetKit
/// itself). A fix that only renames an argument of a call the project already makes
/// (reload-kind's `reloadTimelines(ofKind:)`) needs no form of its own.
enum APIAvailability {
    enum API: CaseIterable {
        /// `.containerBackground(for: .widget) { ... }`.
        case containerBackground
        /// `Image.widgetAccentedRenderingMode(_:)`.
        case widgetAccentedRenderingMode
        /// `Button(intent:)`, `Toggle(isOn:intent:)`: interactive widgets.
        case buttonIntent
        /// `AppIntent` itself: the context an intent's `perform()` already runs in.
        case appIntent
        /// `static var openAppWhenRun: Bool` (deprecated for `supportedModes`).
        case openAppWhenRun
        /// `ForegroundContinuableIntent` (app only: unavailable in app extensions; deprecated for `supportedModes`).
        case foregroundContinuableIntent
        /// `static var supportedModes: IntentModes` (`.foreground(.dynamic)`: run in the app, in the
        /// background, free to ask for the foreground): what replaced `openAppWhenRun` and `ForegroundContinuableIntent`.
        case supportedModes
        /// `static var allowedExecutionTargets` (App Intents, announced 2026).
        case allowedExecutionTargets
        /// `WidgetCenter.shared.reloadTimelines(ofKind:)`, `reloadAllTimelines()`.
        case widgetCenter
        /// `ControlCenter.shared.reloadControls(ofKind:)`, `reloadAllControls()`: iOS 18's controls.
        case controlCenter

        /// How a fix writes it.
        var written: String {
            switch self {
            case .containerBackground: ".containerBackground(for: .widget)"
            case .widgetAccentedRenderingMode: ".widgetAccentedRenderingMode(_:)"
            case .buttonIntent: "Button(intent:)"
            case .appIntent: "AppIntent"
            case .openAppWhenRun: "openAppWhenRun"
            case .foregroundContinuableIntent: "ForegroundContinuableIntent"
            case .supportedModes: "supportedModes"
            case .allowedExecutionTargets: "allowedExecutionTargets"
            case .widgetCenter: "WidgetCenter.shared.reloadTimelines(ofKind:)"
            case .controlCenter: "ControlCenter.shared.reloadAllControls()"
            }
        }
    }

    /// The first version of each platform with the API; a platform missing has none. From Apple's
    /// documentation of each symbol (its availability list).
    static let introduced: [API: [ApplePlatform: Version]] = [
        .containerBackground: [.iOS: "17.0", .macOS: "14.0", .watchOS: "10.0", .visionOS: "1.0"],
        .widgetAccentedRenderingMode: [.iOS: "18.0", .macOS: "15.0", .watchOS: "11.0", .visionOS: "2.0"],
        .buttonIntent: [.iOS: "17.0", .macOS: "14.0", .watchOS: "10.0", .tvOS: "17.0", .visionOS: "1.0"],
        .appIntent: [.iOS: "16.0", .macOS: "13.0", .watchOS: "9.0", .tvOS: "16.0", .visionOS: "1.0"],
        .openAppWhenRun: [.iOS: "16.0", .macOS: "13.0", .watchOS: "9.0", .tvOS: "16.0", .visionOS: "1.0"],
        .foregroundContinuableIntent: [.iOS: "16.4", .macOS: "13.3", .watchOS: "9.4", .tvOS: "16.4"],
        .supportedModes: [.iOS: "26.0", .macOS: "26.0", .watchOS: "26.0", .tvOS: "26.0", .visionOS: "26.0"],
        .allowedExecutionTargets: [.iOS: "27.0", .macOS: "27.0", .watchOS: "27.0", .tvOS: "27.0", .visionOS: "27.0"],
        .widgetCenter: [.iOS: "14.0", .macOS: "11.0", .watchOS: "9.0", .visionOS: "26.0"],
        .controlCenter: [.iOS: "18.0", .macOS: "26.0", .watchOS: "26.0"],
    ]

    /// The version that deprecates an API (Apple's documentation: "use supportedModes instead", iOS 26;
    /// its `@available(*, deprecated)` form keeps the old API without a warning).
    static let deprecated: [API: [ApplePlatform: Version]] = [
        .openAppWhenRun: [.iOS: "26.0", .macOS: "26.0", .watchOS: "26.0", .tvOS: "26.0"],
        .foregroundContinuableIntent: [.iOS: "26.0", .macOS: "26.0", .watchOS: "26.0", .tvOS: "26.0"],
    ]

    /// The API Apple's documentation names in place of a deprecated one: `openAppWhenRun` ("use
    /// supportedModes instead") and `ForegroundContinuableIntent` ("include `.foreground(.dynamic)` in
    /// the supportedModes of your app intent instead"), both deprecated at 26.
    static let replacement: [API: API] = [
        .openAppWhenRun: .supportedModes,
        .foregroundContinuableIntent: .supportedModes,
    ]

    /// How a fix may write an API in a target.
    enum Use: Equatable {
        /// As it is: every version the target runs has it.
        case plain
        /// Behind `#available(condition, *)` / `@available(condition, *)`: `iOSApplicationExtension 17.0`.
        case guarded(condition: String)
        /// As it is but deprecated where the target deploys: in Apple's `@available(*, deprecated)` form.
        case deprecated
        /// The platform has no such API.
        case missing
    }

    /// How `api` can be written by code of a target deploying as `deployment`, inside code that
    /// already requires `within` (an App Intent's `perform()` is `.appIntent`): the lowest version
    /// the code runs on is the higher of the two. A declaration extending a type the project marks
    /// `@available` must require as much as the type (`extending`: its version on the platform).
    static func use(_ api: API, in deployment: TargetFacts.Deployment, within: API? = nil, extending: String? = nil) -> Use {
        let platform = deployment.platform
        guard let since = introduced[api]?[platform] else { return .missing }
        let needed = max(since, extending.flatMap(Version.init) ?? since)
        let deployed = deployment.target.flatMap(Version.init)
        // No deployment target set in an Xcode project: the SDK's own, which has every API here.
        if deployed == nil, deployment.known { return .plain }
        // One doctor cannot read (a variable no committed file sets; an Expo app's default for an SDK
        // `ExpoSDK` does not list): guarded, so that the fix compiles wherever it deploys, never
        // plain as if the SDK's (AWB-labs+prayer-times-app's app got iOS 26's supportedModes bare).
        let floor = within.flatMap { introduced[$0]?[platform] }
        guard let lowest = [deployed, floor].compactMap(\.self).max(), lowest >= needed else {
            return .guarded(condition: condition(needed, on: platform, inExtension: deployment.isExtension))
        }
        if let gone = deprecated[api]?[platform], lowest >= gone { return .deprecated }
        return .plain
    }

    /// How `api` can be written by code several targets compile (jverkoey+ElectricSidecar's widget
    /// files, built by an iOS 16.2 and a watchOS 9.1 extension): guarded where any deploys below
    /// it, the condition naming each platform that does (`iOSApplicationExtension 17.0, watchOS
    /// 10.0`), since the `*` stands for every other platform at its deployment target; else as the
    /// least the targets allow.
    static func use(_ api: API, in deployments: [TargetFacts.Deployment]) -> Use {
        let uses = deployments.map { use(api, in: $0) }
        let conditions = OrderedSet(uses.compactMap { use -> String? in
            if case .guarded(let condition) = use { condition } else { nil }
        }).elements
        if !conditions.isEmpty { return .guarded(condition: conditions.joined(separator: ", ")) }
        return uses.first { $0 == .missing } ?? uses.first { $0 == .deprecated } ?? .plain
    }

    /// Who deploys below `api`, for a fix's reason: `alone` and its version for one target (`the
    /// extension deploys to iOS 16.2`), else the targets that do and their versions
    /// (`PhoneWidgets and WatchWidgets deploy to iOS 16.2 and watchOS 9.1`).
    static func deploying(below api: API, _ targets: [TargetFacts], alone: String) -> String {
        // Each target with the platforms it builds for below the API (a multiplatform one's several).
        let below = targets.compactMap { target -> (name: String, deployments: [TargetFacts.Deployment])? in
            let low = target.deployments.filter { if case .guarded = use(api, in: $0) { true } else { false } }
            return low.isEmpty ? nil : (target.name, low)
        }
        guard targets.count > 1, let first = below.first else {
            return "\(alone) deploys to \((below.first?.deployments ?? [targets[0].deployment]).map(\.spoken).spoken)"
        }
        let versions = OrderedSet(below.flatMap { $0.deployments.map(\.spoken) }).elements.spoken
        return below.count == 1 ? "\(first.name.shown) deploys to \(versions)" : "\(below.map(\.name.shown).spoken) deploy to \(versions)"
    }

    /// `code` as a statement that compiles in the target: itself, or inside `if #available(..., *) { }`;
    /// nil where the platform lacks the API.
    static func statement(_ code: String, needs api: API, in deployment: TargetFacts.Deployment, within: API? = nil) -> String? {
        switch use(api, in: deployment, within: within) {
        case .plain, .deprecated: code
        case .guarded(let condition): "if #available(\(condition), *) { \(code) }"
        case .missing: nil
        }
    }

    /// `code` as a declaration that compiles in the target: itself, marked `@available(..., *)`
    /// below the API's version or `@available(*, deprecated)` from its deprecation (Apple's form for
    /// keeping it); nil where the platform lacks the API.
    static func declaration(_ code: String, needs api: API, in deployment: TargetFacts.Deployment, within: API? = nil,
                            extending: String? = nil) -> String? {
        switch use(api, in: deployment, within: within, extending: extending) {
        case .plain: code
        case .guarded(let condition): "@available(\(condition), *) \(code)"
        case .deprecated: "@available(*, deprecated) \(code)"
        case .missing: nil
        }
    }

    /// The declarations that give what `api` does in the target, compiling at its deployment target
    /// and, with a current SDK (iOS 26's), without a deprecation warning, where a newer API replaces
    /// it (`replacement`): the newer one's `modern` alone where every system the target runs has it;
    /// below, `modern` behind `@available(iOS 26.0, *)` and `legacy` for the systems before it, in
    /// Apple's `@available(*, deprecated)` form (no warning, even once the deployment target reaches
    /// the deprecation), behind its own `@available` where the target deploys below it too; `legacy`
    /// alone (as `declaration` gives it) where nothing replaces it. Empty where the platform has neither.
    static func declarations(modern: String, legacy: String, needs api: API, in deployment: TargetFacts.Deployment,
                             extending: String? = nil) -> [String] {
        guard let newer = replacement[api] else { return declaration(legacy, needs: api, in: deployment, extending: extending).map { [$0] } ?? [] }
        let current = use(newer, in: deployment, extending: extending)
        if current == .plain { return [modern] }
        var found: [String] = []
        if case .guarded = current, let guarded = declaration(modern, needs: newer, in: deployment, extending: extending) { found.append(guarded) }
        switch use(api, in: deployment, extending: extending) {
        case .plain, .deprecated: found.append("@available(*, deprecated) \(legacy)")
        case .guarded(let condition): found.append("@available(*, deprecated) @available(\(condition), *) \(legacy)")
        case .missing: break
        }
        return found
    }

    /// `iOSApplicationExtension 17.0` (an app extension on iOS, as Xcode's fix-its write it),
    /// `watchOS 10.0`, `macOS 14.0`: the platform and version of an `if #available(..., *)`.
    static func condition(_ version: Version, on platform: ApplePlatform, inExtension: Bool) -> String {
        let name = switch platform {
        case .iOS, .macOS: inExtension ? extensionPlatform(platform) : platform.rawValue
        case .watchOS, .tvOS, .visionOS: platform.rawValue
        }
        return "\(name) \(version)"
    }

    /// The platform name `@available(..., unavailable)` gives app extensions of `platform`.
    static func extensionPlatform(_ platform: ApplePlatform) -> String {
        switch platform {
        case .iOS: "iOSApplicationExtension"
        case .macOS: "macOSApplicationExtension"
        case .watchOS: "watchOSApplicationExtension"
        case .tvOS: "tvOSApplicationExtension"
        case .visionOS: "visionOSApplicationExtension"
        }
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
    /// Where a target's code runs: its platform, the lowest deployment target its configurations
    /// set (nil: none set, the SDK's, or unknown), whether doctor knows it (`known`: false where a
    /// configuration sets it to what doctor cannot read, or there is no such target), and whether
    /// it is an app extension (`iOSApplicationExtension`).
    struct Deployment {
        var platform: ApplePlatform
        var target: String?
        var isExtension: Bool
        var known = true

        /// A target doctor cannot see (a project with no app target): its deployment target unknown.
        static func unknown(_ platform: ApplePlatform, isExtension: Bool = false) -> Deployment {
            Deployment(platform: platform, target: nil, isExtension: isExtension, known: false)
        }

        /// A text's `"iOS 15.0"`, `"iOS ?"` when the SDK's, `"an unknown iOS version"` when unknown.
        var spoken: String { known || target != nil ? "\(platform.rawValue) \(target ?? "?")" : "an unknown \(platform.rawValue) version" }
    }

    var deployment: Deployment {
        let platform = configurations.first?.platform ?? .iOS
        let isExtension = [.widgetExtension, .todayExtension, .notificationServiceExtension, .otherExtension].contains(role)
        // One configuration deploying to what doctor cannot read may be the lowest: the whole target is unknown.
        guard !configurations.contains(where: \.deploymentTargetUnknown) else { return .unknown(platform, isExtension: isExtension) }
        let lowest = configurations.compactMap(\.deploymentTarget).min { (APIAvailability.Version($0) ?? "0") < (APIAvailability.Version($1) ?? "0") }
        return Deployment(platform: platform, target: lowest, isExtension: isExtension)
    }

    /// Where a multiplatform target's code runs: `deployment`, then each other platform its
    /// configurations build for (`SDKROOT = auto`, `SUPPORTED_PLATFORMS`) at the lowest deployment
    /// target they set there. A fix naming an API must compile in each (round 12 sample-food-truck:
    /// a widget built for iOS 16.4 and macOS 13.3 was given `#available(iOSApplicationExtension 17.0, *)`,
    /// which its macOS build rejects: the `*` is macOS 13.3 there).
    var deployments: [Deployment] {
        let primary = deployment
        let others = OrderedSet(configurations.flatMap { $0.platforms.filter { $0 != primary.platform } }).elements
        return [primary] + others.map { platform in
            let targets = configurations.compactMap { $0.build(for: platform)?.deploymentTarget }
            let lowest = targets.min { (APIAvailability.Version($0) ?? "0") < (APIAvailability.Version($1) ?? "0") }
            return Deployment(platform: platform, target: lowest, isExtension: primary.isExtension)
        }
    }
}
