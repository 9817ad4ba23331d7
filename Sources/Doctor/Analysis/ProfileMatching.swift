import Essentials
import Findings
import SharedData
import XcodeProject

/// Each target's groups against the provisioning profile that signs its bundle id on a device:
/// the simulator needs no profile, so a group missing from the profile works there and fails on
/// the device. One walk, whose verdicts are `profile`'s (the profile itself: its team, its expiry,
/// which target it signs) and `profile-groups`'s (the groups it lists).
enum ProfileMatching {
    enum Rule {
        case profile
        case groups
    }

    static func verdicts(_ context: DoctorContext) -> [(rule: Rule, finding: Finding)] {
        let loaded = context.profiles.compactMap { loaded in (try? loaded.profile.get()).map { (file: loaded.file, profile: $0) } }
        guard !loaded.isEmpty else { return [] }
        var verdicts: [(rule: Rule, finding: Finding)] = []
        for project in context.projects {
            var used = Set<String>()
            let signed: Set<TargetRole> = [.app, .widgetExtension, .todayExtension, .notificationServiceExtension, .otherExtension]
            for target in project.targets where signed.contains(target.role) {
                var covered = false
                var found: [(rule: Rule, finding: Finding)] = []
                for configuration in target.configurations {
                    guard let bundle = configuration.bundleIdentifier, bundle.isResolved, !bundle.value.isEmpty else { continue }
                    let candidates = loaded.filter { $0.profile.covers(bundle.value) }
                    // An explicit App ID wins over a wildcard; a longer wildcard over a shorter one.
                    guard let match = candidates.max(by: { rank($0.profile) < rank($1.profile) }) else { continue }
                    covered = true
                    used.insert(match.file)
                    found += check(match, bundle: bundle.value, target: target, configuration: configuration, now: context.now)
                }
                verdicts += folded(found, target: target)
                if !covered {
                    verdicts.append((.profile, Finding(.note, target: target.name,
                                                       message: "no --profile signs \(target.name.shown)'s bundle id; its groups were not checked against a profile")))
                }
            }
            for unused in loaded where !used.contains(unused.file) {
                verdicts.append((.profile, Finding(.note, file: unused.file,
                                                   message: "signs \(unused.profile.applicationIdentifier.shown), which is no target's bundle id here")))
            }
        }
        return verdicts
    }

    /// One cause, one finding: the same verdict on one profile in several configurations of a
    /// target is one finding, its configuration null, naming them unless they are all of them.
    private static func folded(_ found: [(rule: Rule, finding: Finding)], target: TargetFacts) -> [(rule: Rule, finding: Finding)] {
        var groups: [(rule: Rule, finding: Finding, configurations: [String])] = []
        for (rule, finding) in found {
            var key = finding
            key.configuration = nil
            if let index = groups.firstIndex(where: { $0.rule == rule && $0.finding == key }) {
                groups[index].configurations += finding.configuration.map { [$0] } ?? []
            } else {
                groups.append((rule, key, finding.configuration.map { [$0] } ?? []))
            }
        }
        return groups.map { rule, finding, configurations in
            var finding = finding
            if configurations.count == 1 {
                finding.configuration = configurations[0]
            } else if configurations.count < target.configurations.count {
                finding.message += " (in \(configurations.spoken))"
            }
            return (rule, finding)
        }
    }

    private static func rank(_ profile: ProvisioningProfile) -> Int {
        profile.isWildcard ? profile.bundlePattern.count : Int.max
    }

    private static func check(_ match: (file: String, profile: ProvisioningProfile), bundle: String, target: TargetFacts,
                       configuration: ConfigurationFacts, now: Date) -> [(rule: Rule, finding: Finding)] {
        let profile = match.profile
        let name = profile.name.map { "'\($0.shown)'" } ?? "the profile"
        func finding(_ severity: Finding.Severity, _ rule: Rule, _ message: String, fix: String? = nil) -> (rule: Rule, finding: Finding) {
            (rule, Finding(severity, target: target.name, configuration: configuration.name, file: match.file, message: message, fix: fix))
        }
        var found: [(rule: Rule, finding: Finding)] = []
        let team = configuration.developmentTeam?.value.trimmingWhitespace ?? ""
        if let profileTeam = profile.teamIdentifier, !team.isEmpty, profileTeam != team {
            found.append(finding(.warning, .profile, "\(name) belongs to team \(profileTeam.shown), but \(target.name.shown) is signed by "
                + "DEVELOPMENT_TEAM \(team.shown): Xcode will not use it", fix: "download the profile of team \(team.shown)"))
        }
        if let expiry = profile.expirationDate, expiry < now {
            found.append(finding(.warning, .profile, "\(name) expired on \(ISOCivilTime.iso8601(expiry)): a device refuses the app",
                                 fix: "renew it in the developer portal, or let Xcode manage signing"))
        }
        let groups = configuration.resolvedGroups
        guard !groups.isEmpty else { return found }
        if profile.isWildcard {
            found.append(finding(.problem, .groups, "\(name) is for the wildcard App ID \(profile.applicationIdentifier.shown), which "
                + "cannot have App Groups: \(groups.map(\.shown).spoken) work in the simulator and fail on a device",
                                 fix: "register the explicit App ID \(bundle.shown) with App Groups and sign with its profile"))
            return found
        }
        let listed = Set(profile.applicationGroups ?? [])
        let missing = groups.filter { !listed.contains($0) }
        if missing.isEmpty {
            found.append(finding(.ok, .groups, "\(name) for \(bundle.shown) lists \(groups.map(\.shown).spoken)"))
        } else {
            found.append(finding(.problem, .groups, "\(name) for \(bundle.shown) does not list \(missing.map(\.shown).spoken): it works in "
                + "the simulator, which needs no profile, and fails on a device",
                                 fix: "in the developer portal enable App Groups for the App ID \(bundle.shown), tick "
                                    + "\(missing.map(\.shown).spoken), and download the profile again (or let Xcode manage signing)"))
        }
        return found
    }
}
