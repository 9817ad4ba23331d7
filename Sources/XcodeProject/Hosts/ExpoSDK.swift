import Essentials

/// The iOS deployment target `expo prebuild` gives an app whose configuration states none (no
/// `ios.deploymentTarget`, no expo-build-properties' `ios.deploymentTarget`): its SDK template's.
/// AWB-labs+prayer-times-app states none; read as unset (the SDK's own version) it made fixes
/// naming iOS 26's APIs without a guard, where its app deploys to 15.1.
///
/// The SDKs that raised it, from Expo's own notes: SDK 47 to 13.0 (expo/expo#18873, "in SDK 47 we
/// will drop 12 entirely"), SDK 50 to 13.4 (expo/expo#25063), SDK 52 to 15.1 (expo.dev/sdk/52:
/// "iOS deployment target bumped from 13.4 to iOS 15.1"), SDK 56 to 16.4 (expo/expo#43296,
/// "Bumped minimum iOS/tvOS version to 16.4"). An SDK takes the last raise at or below it: a
/// deployment target only rises, so for an SDK newer than the last listed it is a floor, which
/// can only guard a fix more than needed, never less. Older SDKs, and a version doctor cannot read
/// (`latest`, a tag, a workspace link), have none: unknown.
enum ExpoSDK {
    static let raises: [(sdk: Int, deploymentTarget: String)] = [(47, "13.0"), (50, "13.4"), (52, "15.1"), (56, "16.4")]

    /// The default for the `expo` dependency's version range (`~54.0.36`, `^52.0.0`, `>=53`): its
    /// lowest major version's; nil when none is known.
    static func deploymentTarget(expo range: String) -> String? {
        let digits = range.drop { !$0.isNumber }.prefix { $0.isNumber }
        guard range.first.map({ "~^>=v0123456789".contains($0) }) == true, let sdk = Int(digits) else { return nil }
        return raises.last { $0.sdk <= sdk }?.deploymentTarget
    }
}
