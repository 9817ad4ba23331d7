import Findings

import SharedData

/// Each configuration's entitlements file as codesign will see it: the file exists (in the same
/// letter case), reads, its groups resolve and are identifiers Apple accepts (`GroupIdentifierCheck`);
/// and the files in the folder that nothing signs with.
struct EntitlementsCheck {
    private(set) var findings: [DoctorFinding] = []

    init(_ context: AnalysisContext, adopted: Set<String>) {
        var identifiersSeen = Set<String>()
        for target in context.targets {
            // Configurations that sign with the same file the same way have one finding, naming them all.
            for (entitlements, configurations) in Self.byFile(target) {
                file(entitlements, target: target, configurations: configurations)
                for group in entitlements.groups {
                    if !group.unresolved.isEmpty {
                        findings.append(GroupIdentifierCheck.unresolved(group, lookedIn: configurations[0].settingsLookedIn,
                                                                        keptOut: configurations[0].settingsKeptOut, at: .init(
                            target: target.name, configuration: configurations.count == 1 ? configurations[0].name : nil,
                            file: entitlements.file, line: group.line), configurations: configurations.map(\.name)))
                        continue
                    }
                    let configuration = configurations[0]
                    // Once per spelling: the rules are about the identifier, not the file or the configuration.
                    let key = [group.value, configuration.platform.rawValue, configuration.developmentTeam?.value ?? ""].joined(separator: "\u{0}")
                    if identifiersSeen.insert(key).inserted {
                        findings += GroupIdentifierCheck.findings(group.value, platform: configuration.platform,
                                                                  team: configuration.developmentTeam?.value,
                                                                  at: .init(target: target.name, file: entitlements.file, line: group.line))
                    }
                }
            }
        }
        findings += unused(context, adopted: adopted)
    }

    /// A target's configurations grouped by the entitlements they sign with, in order.
    private static func byFile(_ target: TargetFacts) -> [(EntitlementsFacts, [ConfigurationFacts])] {
        var groups: [(EntitlementsFacts, [ConfigurationFacts])] = []
        for configuration in target.configurations {
            guard let entitlements = configuration.entitlements else { continue }
            // Where the setting is written (one entry per configuration in the project file) does not matter.
            let same = { (other: EntitlementsFacts) in
                other.setting.value == entitlements.setting.value && other.setting.unresolved == entitlements.setting.unresolved
                    && other.file == entitlements.file && other.caseDiffers == entitlements.caseDiffers && other.readError == entitlements.readError
                    && other.groups == entitlements.groups
            }
            if let index = groups.firstIndex(where: { same($0.0) }) { groups[index].1.append(configuration) } else { groups.append((entitlements, [configuration])) }
        }
        return groups
    }

    private mutating func file(_ entitlements: EntitlementsFacts, target: TargetFacts, configurations: [ConfigurationFacts]) {
        let setting = entitlements.setting
        let names = configurations.map(\.name)
        let place = (target: target.name, configuration: names.count == 1 ? names[0] : nil)
        if let notRead = entitlements.notRead {
            findings.append(DoctorFinding(.note, .entitlements, .entitlementsFile, target: place.target, configuration: place.configuration,
                                          file: setting.definedIn.map(Self.withoutLevel), message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) "
                                               + "(\(names.spoken)): \(notRead); the groups \(target.name.shown) signs with there are unknown",
                                          fix: "pass --allow-outside DIR for a folder of your own"))
            return
        }
        if !setting.isResolved {
            let keptOut = configurations[0].settingsKeptOut
            findings.append(DoctorFinding(keptOut.isEmpty ? .warning : .note, .settings, .unresolvedSetting, target: place.target,
                                          configuration: place.configuration,
                                          file: setting.definedIn, message: "CODE_SIGN_ENTITLEMENTS does not resolve in \(names.spoken): "
                                               + setting.unresolved.map { $0.description.shown }.spoken
                                               + "; looked in \(configurations[0].settingsLookedIn.spoken)" + GroupIdentifierCheck.keptOutClause(keptOut),
                                          fix: GroupIdentifierCheck.fix(for: setting.unresolved, keptOut: keptOut)))
            return
        }
        guard let file = entitlements.file else {
            findings.append(DoctorFinding(.problem, .entitlements, .entitlementsFile, target: place.target, configuration: place.configuration,
                                          file: setting.definedIn.map(Self.withoutLevel), message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) names a file "
                                               + "that does not exist, so Xcode cannot sign \(target.name.shown) in \(names.spoken)",
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

    /// `project.pbxproj (target Runner Debug)` as the file alone, for a finding about several configurations.
    private static func withoutLevel(_ place: String) -> String {
        place.firstRange(of: " (").map { String(place[..<$0.lowerBound]) } ?? place
    }

    /// Files nothing signs with: never counted as evidence of the group. One naming another group
    /// than the targets sign with misleads (a warning: delete it); one listing the same groups,
    /// or none, is a leftover copy (a note).
    private func unused(_ context: AnalysisContext, adopted: Set<String>) -> [DoctorFinding] {
        let used = context.signedFiles
        // Written forms too: a file listing `$(APP_GROUP_IDENTIFIER)` as the signed ones do is a copy.
        let signed = Set(context.allEntitledGroups + context.targets.flatMap { $0.configurations.flatMap { $0.entitlements?.groups.map(\.written) ?? [] } })
        return context.snapshot.entitlementsFiles.filter { !used.contains($0.file) && !adopted.contains($0.file) }.map { listing in
            let groups = listing.groups.map { $0.isEmpty ? "no App Group" : $0.map(\.shown).spoken } ?? "nothing readable"
            let harmless = listing.groups.map { $0.allSatisfy(signed.contains) } ?? false
            return DoctorFinding(harmless ? .note : .warning, .entitlements, .unusedEntitlements, file: listing.file,
                                 message: "no target and configuration signs with this file, so what it lists (\(groups)) is in no build "
                                      + "and says nothing about the project's group",
                                 fix: "delete it, or set it as Code Signing Entitlements of the configuration it was meant for")
        }
    }
}
