import SharedData

/// The platform a target builds for, from `SDKROOT` (or `SUPPORTED_PLATFORMS` when it is `auto`).
public enum ApplePlatform: String, Codable, Sendable, CaseIterable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// The device SDK Xcode signs with, whose conditional settings apply.
    public var deviceSDK: String {
        switch self {
        case .iOS: "iphoneos"
        case .macOS: "macosx"
        case .watchOS: "watchos"
        case .tvOS: "appletvos"
        case .visionOS: "xros"
        }
    }

    /// The build setting holding the oldest OS version the target runs on.
    public var deploymentTargetSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// Team-ID-style groups exist only on the Mac; every other platform needs `group.`.
    public var groupPlatform: GroupPlatform { self == .macOS ? .macOS : .iOS }

    /// The platform a group is used on, where no target says more (`doctor --platform`).
    public init(_ platform: GroupPlatform) {
        self = platform == .macOS ? .macOS : .iOS
    }

    /// The names Swift's `os(...)` gives this platform.
    var osNames: Set<String> {
        switch self {
        case .iOS: ["iOS"]
        case .macOS: ["macOS", "OSX"]
        case .watchOS: ["watchOS"]
        case .tvOS: ["tvOS"]
        case .visionOS: ["visionOS", "xrOS"]
        }
    }

    /// A `TARGET_OS_...` macro of TargetConditionals.h on this platform; nil for what the platform
    /// does not decide (`TARGET_OS_SIMULATOR`; `TARGET_OS_MACCATALYST` of an iOS target; a name it does not define).
    func targetConditional(_ name: String) -> Bool? {
        switch name {
        case "TARGET_OS_MAC": true
        case "TARGET_OS_IPHONE": self != .macOS
        case "TARGET_OS_IOS": self == .iOS
        case "TARGET_OS_OSX": self == .macOS
        case "TARGET_OS_WATCH": self == .watchOS
        case "TARGET_OS_TV": self == .tvOS
        case "TARGET_OS_VISION", "TARGET_OS_XR": self == .visionOS
        case "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC": self == .iOS ? nil : false
        default: nil
        }
    }

    /// `SDKROOT` names the platform; `auto` (multiplatform targets) defers to
    /// `SUPPORTED_PLATFORMS`, iOS first. A target that sets neither is built for the one platform
    /// whose deployment target it sets (`deploymentSettings`: a macOS app that states only
    /// `MACOSX_DEPLOYMENT_TARGET` and leaves `SDKROOT` to Xcode, as an unseen project,
    /// ClaudeUsageWidget, does); else it is an iOS target.
    static func of(sdkRoot: String, supported: String, deploymentSettings: Set<String> = []) -> ApplePlatform {
        if let platform = ApplePlatform(sdk: sdkRoot) { return platform }
        let listed = supported.split(separator: " ").compactMap { ApplePlatform(sdk: String($0)) }
        if !listed.isEmpty { return listed.contains(.iOS) ? .iOS : listed[0] }
        let stated = ApplePlatform.allCases.filter { deploymentSettings.contains($0.deploymentTargetSetting) }
        return stated.count == 1 ? stated[0] : .iOS
    }

    /// The platforms a configuration builds for: `SDKROOT`'s and those `SUPPORTED_PLATFORMS` lists
    /// (a multiplatform target's `SDKROOT = auto`); none when neither names one (not decided here).
    static func all(sdkRoot: String, supported: String) -> [ApplePlatform] {
        let named = ([sdkRoot] + supported.split(whereSeparator: \.isWhitespace).map(String.init)).compactMap { ApplePlatform(sdk: $0) }
        return allCases.filter(named.contains)
    }

    /// The platform of an SDK name (`iphoneos`, `iphonesimulator17.2`, `macosx`...).
    init?(sdk: String) {
        let sdk = sdk.lowercased()
        if sdk.hasPrefix("iphone") { self = .iOS }
        else if sdk.hasPrefix("macosx") { self = .macOS }
        else if sdk.hasPrefix("watch") { self = .watchOS }
        else if sdk.hasPrefix("appletv") { self = .tvOS }
        else if sdk.hasPrefix("xr") { self = .visionOS }
        else { return nil }
    }
}
