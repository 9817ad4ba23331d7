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
