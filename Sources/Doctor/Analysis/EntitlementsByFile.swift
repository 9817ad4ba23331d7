import XcodeProject

/// A target's configurations grouped by the entitlements they sign with, in order: configurations
/// that sign with the same file the same way are one cause, so one finding names them all.
enum EntitlementsByFile {
    static func groups(_ target: TargetFacts) -> [(entitlements: EntitlementsFacts, configurations: [ConfigurationFacts])] {
        var groups: [(entitlements: EntitlementsFacts, configurations: [ConfigurationFacts])] = []
        for configuration in target.configurations {
            guard let entitlements = configuration.entitlements else { continue }
            // Where the setting is written (one entry per configuration in the project file) does not matter.
            let same = { (other: EntitlementsFacts) in
                other.setting.value == entitlements.setting.value && other.setting.unresolved == entitlements.setting.unresolved
                    && other.file == entitlements.file && other.caseDiffers == entitlements.caseDiffers && other.readError == entitlements.readError
                    && other.groups == entitlements.groups
            }
            if let index = groups.firstIndex(where: { same($0.entitlements) }) {
                groups[index].configurations.append(configuration)
            } else {
                groups.append((entitlements, [configuration]))
            }
        }
        return groups
    }

    /// Where a finding about these configurations stands: the target, and the configuration when
    /// there is one.
    static func place(_ target: TargetFacts, _ configurations: [ConfigurationFacts]) -> (target: String, configuration: String?) {
        (target.name, configurations.count == 1 ? configurations[0].name : nil)
    }

    /// `project.pbxproj (target Runner Debug)` as the file alone, for a finding about several configurations.
    static func withoutLevel(_ place: String) -> String {
        place.firstRange(of: " (").map { String(place[..<$0.lowerBound]) } ?? place
    }
}
