import SharedData

/// Each configuration's entitlements file as codesign will see it: the file exists (in the same
/// letter case), reads, its groups resolve and are identifiers Apple accepts (`GroupIdentifierCheck`);
/// and the files in the folder that nothing signs with.
struct EntitlementsCheck {
    private(set) var findings: [DoctorFinding] = []

    init(_ context: AnalysisContext) {
        var identifiersSeen = Set<String>()
        for target in context.targets {
            for configuration in target.configurations {
                guard let entitlements = configuration.entitlements else { continue }
                file(entitlements, target: target, configuration: configuration)
                for group in entitlements.groups {
                    if !group.unresolved.isEmpty {
                        findings.append(GroupIdentifierCheck.unresolved(group, lookedIn: configuration.settingsLookedIn, at: .init(
                            target: target.name, configuration: configuration.name, file: entitlements.file, line: group.line)))
                        continue
                    }
                    let key = [entitlements.file ?? "", group.written, group.value, configuration.platform.rawValue,
                               configuration.developmentTeam?.value ?? ""].joined(separator: "\u{0}")
                    // Once per file and spelling: the rules do not depend on the configuration.
                    if identifiersSeen.insert(key).inserted {
                        findings += GroupIdentifierCheck.findings(group.value, platform: configuration.platform,
                                                                  team: configuration.developmentTeam?.value,
                                                                  at: .init(target: target.name, file: entitlements.file, line: group.line))
                    }
                }
            }
        }
        findings += unused(context)
    }

    private mutating func file(_ entitlements: EntitlementsFacts, target: TargetFacts, configuration: ConfigurationFacts) {
        let setting = entitlements.setting
        let place = (target: target.name, configuration: configuration.name)
        if !setting.isResolved {
            findings.append(DoctorFinding(.warning, .settings, .unresolvedSetting, target: place.target, configuration: place.configuration,
                                          file: setting.definedIn, message: "CODE_SIGN_ENTITLEMENTS does not resolve: "
                                               + setting.unresolved.map { $0.description.shown }.spoken
                                               + "; looked in \(configuration.settingsLookedIn.spoken)",
                                          fix: GroupIdentifierCheck.fix(for: setting.unresolved)))
            return
        }
        guard let file = entitlements.file else {
            findings.append(DoctorFinding(.problem, .entitlements, .entitlementsFile, target: place.target, configuration: place.configuration,
                                          file: setting.definedIn, message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) names a file "
                                               + "that does not exist, so Xcode cannot sign \(target.name.shown) in \(configuration.name)",
                                          fix: "restore the file, or point Code Signing Entitlements at the target's .entitlements file"))
            return
        }
        if let error = entitlements.readError {
            findings.append(DoctorFinding(.problem, .entitlements, .entitlementsFile, target: place.target, configuration: place.configuration,
                                          file: file, message: "cannot be read as entitlements: \(error)",
                                          fix: "rewrite it as Xcode does: Signing & Capabilities regenerates it"))
        }
        if entitlements.caseDiffers {
            // The setting's last components, spelt as on disk.
            let depth = setting.value.split(separator: "/").count
            let exact = file.split(separator: "/").suffix(depth).joined(separator: "/")
            findings.append(DoctorFinding(.warning, .entitlements, .entitlementsPathCase, target: place.target, configuration: place.configuration,
                                          file: file, message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) differs in letter case from the "
                                               + "file on disk (\(file)): it builds on the default case-insensitive macOS volume and fails "
                                               + "on a case-sensitive one",
                                          fix: "write the path exactly as on disk: \(exact)"))
        }
    }

    /// Files nothing signs with: named, never counted as evidence of the group.
    private func unused(_ context: AnalysisContext) -> [DoctorFinding] {
        let used = Set(context.targets.flatMap { $0.configurations.compactMap(\.entitlements?.file) })
        return context.snapshot.entitlementsFiles.filter { !used.contains($0.file) }.map { listing in
            let groups = listing.groups.map { $0.isEmpty ? "no App Group" : $0.map(\.shown).spoken } ?? "nothing readable"
            return DoctorFinding(.warning, .entitlements, .unusedEntitlements, file: listing.file,
                                 message: "no target and configuration signs with this file, so what it lists (\(groups)) is in no build "
                                      + "and says nothing about the project's group",
                                 fix: "delete it, or set it as Code Signing Entitlements of the configuration it was meant for")
        }
    }
}
