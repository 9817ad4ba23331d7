import SharedData

/// Each configuration's entitlements file as codesign will see it: the file exists (in the same
/// letter case), reads, its groups resolve and are identifiers Apple accepts; and the files in
/// the folder that nothing signs with.
struct EntitlementsCheck {
    private(set) var findings: [ProjectFinding] = []

    init(_ context: AnalysisContext) {
        var identifiersSeen = Set<String>()
        for target in context.targets {
            for configuration in target.configurations {
                guard let entitlements = configuration.entitlements else { continue }
                file(entitlements, target: target, configuration: configuration)
                for group in entitlements.groups {
                    if !group.unresolved.isEmpty {
                        findings.append(unresolved(group, file: entitlements.file, target: target, configuration: configuration))
                        continue
                    }
                    let key = [entitlements.file ?? "", group.written, group.value, configuration.platform.rawValue,
                               configuration.developmentTeam?.value ?? ""].joined(separator: "\u{0}")
                    if identifiersSeen.insert(key).inserted {
                        findings += identifier(group, file: entitlements.file, target: target, configuration: configuration)
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
            findings.append(ProjectFinding(.warning, .settings, .unresolvedSetting, target: place.target, configuration: place.configuration,
                                           file: setting.definedIn, message: "CODE_SIGN_ENTITLEMENTS does not resolve: "
                                               + setting.unresolved.map { $0.description.shown }.spoken
                                               + "; looked in \(configuration.settingsLookedIn.spoken)",
                                           fix: Self.fix(for: setting.unresolved)))
            return
        }
        guard let file = entitlements.file else {
            findings.append(ProjectFinding(.problem, .entitlements, .entitlementsFile, target: place.target, configuration: place.configuration,
                                           file: setting.definedIn, message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) names a file "
                                               + "that does not exist, so Xcode cannot sign \(target.name.shown) in \(configuration.name)",
                                           fix: "restore the file, or point Code Signing Entitlements at the target's .entitlements file"))
            return
        }
        if let error = entitlements.readError {
            findings.append(ProjectFinding(.problem, .entitlements, .entitlementsFile, target: place.target, configuration: place.configuration,
                                           file: file, message: "cannot be read as entitlements: \(error)",
                                           fix: "rewrite it as Xcode does: Signing & Capabilities regenerates it"))
        }
        if entitlements.caseDiffers {
            // The setting's last components, spelt as on disk.
            let depth = setting.value.split(separator: "/").count
            let exact = file.split(separator: "/").suffix(depth).joined(separator: "/")
            findings.append(ProjectFinding(.warning, .entitlements, .entitlementsPathCase, target: place.target, configuration: place.configuration,
                                           file: file, message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) differs in letter case from the "
                                               + "file on disk (\(file)): it builds on the default case-insensitive macOS volume and fails "
                                               + "on a case-sensitive one",
                                           fix: "write the path exactly as on disk: \(exact)"))
        }
    }

    /// Not checkable rather than broken: the value may come from a file outside the repository
    /// (a gitignored xcconfig, the team chosen in Xcode), so this is a warning.
    private func unresolved(_ group: EntitlementGroup, file: String?, target: TargetFacts, configuration: ConfigurationFacts) -> ProjectFinding {
        ProjectFinding(.warning, .settings, .unresolvedSetting, target: target.name, configuration: configuration.name, file: file, line: group.line,
                       message: "the group \(group.written.shown) does not resolve for \(target.name.shown) in \(configuration.name): "
                           + group.unresolved.map { $0.description.shown }.spoken + "; looked in \(configuration.settingsLookedIn.spoken)",
                       fix: Self.fix(for: group.unresolved))
    }

    /// How to supply what is missing: the team for the team prefixes, the setting otherwise.
    static func fix(for unresolved: [UnresolvedVariable]) -> String {
        unresolved.map { variable in
            if variable.name == "TeamIdentifierPrefix" || variable.name == "AppIdentifierPrefix" {
                return "set the team (Signing & Capabilities, Team: DEVELOPMENT_TEAM), or pass --setting DEVELOPMENT_TEAM=<your team id>"
            }
            return "define \(variable.name.shown) in the xcconfig the configuration uses, or pass --setting \(variable.name.shown)=<value>"
        }.joined(separator: "; ")
    }

    /// The identifier rules, once per file and spelling: whitespace, prefix, Team-ID style on
    /// iOS or with another team's prefix on macOS, characters the portal refuses.
    private func identifier(_ group: EntitlementGroup, file: String?, target: TargetFacts, configuration: ConfigurationFacts) -> [ProjectFinding] {
        let value = group.value
        func finding(_ severity: ProjectFinding.Severity, _ check: ProjectCheck, _ message: String, fix: String?) -> ProjectFinding {
            ProjectFinding(severity, .entitlements, check, target: target.name, file: file, line: group.line, message: message, fix: fix)
        }
        do {
            let identifier = try GroupIdentifier(value, platform: configuration.platform.groupPlatform)
            var found = identifier.warnings.map { finding(.warning, .groupIdentifier, $0.description, fix: "keep it if it is already registered; "
                + "a new group needs letters, digits, '-' and '.' only") }
            if case let .teamID(prefix) = identifier.style {
                let team = configuration.developmentTeam?.value.trimmingWhitespace ?? ""
                if !team.isEmpty, team != prefix {
                    found.append(finding(.problem, .teamIDGroup, "\(value.shown) is Team-ID style with the prefix \(prefix), but the signing team "
                        + "is \(team.shown): macOS accepts such a group only with the team's own prefix",
                                         fix: "write it as $(TeamIdentifierPrefix)\(String(value.dropFirst(prefix.count + 1)).shown)"))
                } else {
                    found.append(finding(.ok, .teamIDGroup, "\(value.shown) is a Team-ID-style group after expansion, valid on macOS", fix: nil))
                }
            }
            return found
        } catch let .surroundingWhitespace(_, trimmed) {
            return [finding(.problem, .groupIdentifier, "'\(value.shown)' has whitespace inside <string> around the identifier: codesign and "
                + "the device compare it exactly, so this is not \(trimmed.shown)", fix: "remove the whitespace: <string>\(trimmed.shown)</string>")]
        } catch let .missingPrefix(_, suggestion) {
            return [finding(.problem, .groupIdentifier, "\(value.shown) is not an App Group identifier: it does not start with group. "
                + "(a bundle identifier names one app, not a shared group)", fix: "register and list \(suggestion.shown)")]
        } catch .teamIDStyleOnIOS {
            return [finding(.problem, .teamIDGroup, "\(value.shown) is a Team-ID-style group, which only macOS supports; "
                + "\(target.name.shown) builds for \(configuration.platform.rawValue)",
                            fix: "on \(configuration.platform.rawValue) use a registered group. identifier in every target")]
        } catch {
            return [finding(.problem, .groupIdentifier, error.description, fix: "use group. followed by one or more names, like group.com.example.app")]
        }
    }

    /// Files nothing signs with: named, never counted as evidence of the group.
    private func unused(_ context: AnalysisContext) -> [ProjectFinding] {
        let used = Set(context.targets.flatMap { $0.configurations.compactMap(\.entitlements?.file) })
        return context.snapshot.entitlementsFiles.filter { !used.contains($0.file) }.map { listing in
            let groups = listing.groups.map { $0.isEmpty ? "no App Group" : $0.map(\.shown).spoken } ?? "nothing readable"
            return ProjectFinding(.warning, .entitlements, .unusedEntitlements, file: listing.file,
                                  message: "no target and configuration signs with this file, so what it lists (\(groups)) is in no build "
                                      + "and says nothing about the project's group",
                                  fix: "delete it, or set it as Code Signing Entitlements of the configuration it was meant for")
        }
    }
}
