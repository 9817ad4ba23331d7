import SharedData

extension GroupOptions {
    /// The same location and kind for another group, named by a file rather than by --group.
    /// - Parameter source: where the name came from, for the error.
    func replacing(group text: String, from source: String) throws -> GroupOptions {
        let platform: GroupPlatform = if case .simulator = location { .iOS } else { .macOS }
        let id: GroupIdentifier
        do {
            id = try GroupDefaults.suiteGroup(named: text, platform: platform)
        } catch {
            throw CLIError("\(source): \(error)")
        }
        return GroupOptions(group: id, groupGiven: true, location: location, entitlementFiles: entitlementFiles, kind: kind,
                            kindGiven: kindGiven)
    }
}

extension GroupOptions {
    /// The same options without the entitlement gate, for a command that examines the files itself.
    var ungated: GroupOptions {
        GroupOptions(group: group, groupGiven: groupGiven, location: location, entitlementFiles: [], kind: kind, kindGiven: kindGiven)
    }
}
