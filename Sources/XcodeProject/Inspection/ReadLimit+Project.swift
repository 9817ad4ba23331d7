import SharedData

/// How much of each file of a project folder the doctor reads (see `ReadLimit`); entitlements use
/// SharedData's `.entitlements`.
extension ReadLimit {
    /// Large projects' `project.pbxproj` files are a few megabytes.
    public static let projectFile = ReadLimit(bytes: OpenStepPlistParser.Limits.standard.maximumBytes, subject: "an Xcode project file")
    /// Hand-written xcconfig files are a few hundred bytes; CocoaPods' generated ones a few KB.
    static let xcconfig = ReadLimit(bytes: XCConfigFile.maximumBytes, subject: "an xcconfig file")
    /// An extension's Info.plist holds a dozen keys.
    static let infoPlist = ReadLimit(bytes: 1 << 20, subject: "an Info.plist")
    /// Hand-written Dart and Swift files; generated ones past this are not the app's own code.
    public static let sourceFile = ReadLimit(bytes: 1 << 20, subject: "a Dart or Swift source file")
    /// A profile is a few tens of KB, most of it certificates.
    static let provisioningProfile = ReadLimit(bytes: ProvisioningProfile.maximumBytes, subject: "a provisioning profile")
    /// A `.gitignore` or a `Podfile`: a few hundred lines at most.
    static let smallText = ReadLimit(bytes: 256 << 10, subject: "a .gitignore, Podfile, project.yml or app.json")
}
