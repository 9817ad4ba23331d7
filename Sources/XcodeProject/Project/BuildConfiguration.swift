/// One `XCBuildConfiguration`: its name (Debug, Release, Profile...), the settings written in the
/// project file, and the `.xcconfig` it is based on.
public struct BuildConfiguration: Sendable {
    public let name: String
    public let settings: [BuildSettingAssignment]
    /// `baseConfigurationReference`, or Xcode 16's anchor folder and relative path.
    public let baseConfiguration: ProjectPath?

    public init(name: String, settings: [BuildSettingAssignment], baseConfiguration: ProjectPath?) {
        self.name = name
        self.settings = settings
        self.baseConfiguration = baseConfiguration
    }
}
