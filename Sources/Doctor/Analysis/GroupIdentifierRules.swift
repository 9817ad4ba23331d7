import Findings
import SharedData
import XcodeProject

/// The rules one App Group entry of an entitlements file is held to, wherever it was found (a
/// project's target, or a file given with `--entitlements`): it resolves (`unresolved-setting`),
/// it has no whitespace around it, it starts with `group.` (`group-identifier`) or is Team-ID
/// style on macOS with the signing team's own prefix (`team-id-group`), and characters the
/// developer portal refuses are a warning, not a refusal. Shared by those checks, which each
/// keep the verdicts that are theirs.
enum GroupIdentifierRules {
    /// Which check a verdict belongs to.
    enum Rule {
        case identifier
        case teamID
    }
    /// Where the entry is and who is signed with it, for the findings.
    struct Place: Sendable {
        let target: String?
        let configuration: String?
        let file: String?
        let line: Int?

        init(target: String? = nil, configuration: String? = nil, file: String?, line: Int?) {
            self.target = target
            self.configuration = configuration
            self.file = file
            self.line = line
        }
    }

    /// Not checkable rather than broken: the value may come from a file outside the repository
    /// (a gitignored xcconfig, the team chosen in Xcode), so this is a warning.
    /// - Parameter lookedIn: where the settings were looked for, lowest precedence first.
    /// A group left unresolved by the team alone (never chosen in the repository, or a template's
    /// `##TEAM_ID##`) is a note: the project is not wrong, the check needs `--setting`. So is one
    /// whose settings chain has a file the repository keeps out (`keptOut`, a gitignored local
    /// xcconfig): a clean clone never has it, so a warning there would never clear in CI.
    static func unresolved(_ group: EntitlementGroup, lookedIn: [String], keptOut: [String] = [], at place: Place,
                           configurations: [String] = []) -> Finding {
        let inWhich = configurations.count > 1 ? " in \(configurations.spoken)" : place.configuration.map { " in \($0)" } ?? ""
        let whose = (place.target.map { " for \($0.shown)" } ?? "") + inWhich
        let teamOnly = group.unresolved.allSatisfy {
            ["TeamIdentifierPrefix", "AppIdentifierPrefix", "DEVELOPMENT_TEAM"].contains($0.name) || $0.reason.hasPrefix("is empty")
                || $0.reason == UnresolvedVariable.templateReason
        }
        return Finding(teamOnly || !keptOut.isEmpty ? .note : .warning, target: place.target,
                       configuration: place.configuration, file: place.file,
                       line: place.line, message: "the group \(group.written.shown) does not resolve\(whose): "
                                 + group.unresolved.map { $0.description.shown }.spoken + "; looked in \(lookedIn.spoken)" + keptOutClause(keptOut),
                             fix: teamOnly ? fix(for: group.unresolved) : fix(for: group.unresolved, keptOut: keptOut))
    }

    /// Names the files a clean clone lacks that may define what is missing.
    static func keptOutClause(_ keptOut: [String]) -> String {
        keptOut.isEmpty ? "" : "; \(keptOut.map(\.shown).spoken), which the repository's .gitignore keeps out, may define it"
    }

    /// How to supply what is missing when a file the repository keeps out may hold it: that file,
    /// made as the project's set-up says, or the settings passed.
    static func fix(for unresolved: [UnresolvedVariable], keptOut: [String]) -> String {
        guard !keptOut.isEmpty else { return fix(for: unresolved) }
        var named = Set<String>()
        return "create \(keptOut.map(\.shown).spoken) as the project's set-up says (often from a template beside it), or pass "
            + unresolved.filter { named.insert($0.name).inserted }.map { "--setting \($0.name.shown)=<value>" }.spoken
    }

    /// How to supply what is missing: the team for the team prefixes, the setting otherwise. Each
    /// once: one variable can be unresolved for two reasons (not set, and so empty).
    static func fix(for unresolved: [UnresolvedVariable]) -> String {
        var said = Set<String>()
        return unresolved.map { variable in
            if variable.reason == UnresolvedVariable.controlReason {
                return "write the group without control characters (they are shown escaped here)"
            }
            if variable.reason == UnresolvedVariable.templateReason {
                return "replace \(variable.name.shown) as the project's set-up says (often in a gitignored override xcconfig), or pass the setting that holds it with --setting NAME=VALUE"
            }
            if variable.name == "TeamIdentifierPrefix" || variable.name == "AppIdentifierPrefix" {
                return "set the team (Signing & Capabilities, Team: DEVELOPMENT_TEAM), or pass --setting DEVELOPMENT_TEAM=<your team id>"
            }
            return "define \(variable.name.shown) in the xcconfig the configuration uses, or pass --setting \(variable.name.shown)=<value>"
        }.filter { said.insert($0).inserted }.joined(separator: "; ")
    }

    /// The identifier rules for a resolved entry's value.
    /// - Parameters:
    ///   - platform: what the target builds for; Team-ID style exists only on macOS.
    ///   - team: the signing team (`DEVELOPMENT_TEAM`), when known.
    static func verdicts(_ value: String, platform: ApplePlatform, team: String?, at place: Place) -> [(rule: Rule, finding: Finding)] {
        func finding(_ severity: Finding.Severity, _ rule: Rule, _ message: String, fix: String?) -> (rule: Rule, finding: Finding) {
            (rule, Finding(severity, target: place.target, configuration: place.configuration, file: place.file, line: place.line, message: message, fix: fix))
        }
        do {
            let identifier = try GroupIdentifier(value, platform: platform.groupPlatform)
            // A group in a project's entitlements is nearly always registered already: a note (GroupIdentifierCheck).
            var found = identifier.warnings.map { finding(.note, .identifier, $0.description, fix: "keep it if it is already registered; "
                + "a new group needs letters, digits, '-' and '.' only") }
            if case let .teamID(prefix) = identifier.style {
                let team = team?.trimmingWhitespace ?? ""
                if !team.isEmpty, team != prefix {
                    found.append(finding(.problem, .teamID, "\(value.shown) is Team-ID style with the prefix \(prefix), but the signing team "
                        + "is \(team.shown): macOS accepts such a group only with the team's own prefix",
                                         fix: "write it as $(TeamIdentifierPrefix)\(String(value.dropFirst(prefix.count + 1)).shown)"))
                } else {
                    found.append(finding(.ok, .teamID, "\(value.shown) is a Team-ID-style group, valid on macOS", fix: nil))
                }
            }
            return found
        } catch let .surroundingWhitespace(_, trimmed) {
            return [finding(.problem, .identifier, "'\(value.shown)' has whitespace inside <string> around the identifier: codesign and "
                + "the device compare it exactly, so this is not \(trimmed.shown)", fix: "remove the whitespace: <string>\(trimmed.shown)</string>")]
        } catch let .missingPrefix(_, suggestion) {
            // macOS signs such a name and an unsandboxed app may never open it as a group: worth fixing, not fatal.
            guard platform != .macOS else {
                return [finding(.warning, .identifier, "\(value.shown) starts neither with group. nor with the team ID: macOS only gives "
                    + "a group container for those (and asks the user first for other names since macOS 15)",
                                fix: "rename it wherever it stands, in every target's entitlements and the code that opens it (one place "
                                    + "renamed alone leaves the app and its widget in different groups), to \(suggestion.shown) or "
                                    + "$(TeamIdentifierPrefix)\(value.shown)")]
            }
            return [finding(.problem, .identifier, "\(value.shown) is not an App Group identifier: it does not start with group. "
                + "(a bundle identifier names one app, not a shared group)", fix: "register \(suggestion.shown) and rename it to that wherever it stands, in every target's "
                + "entitlements and the code that opens it")]
        } catch .teamIDStyleOnIOS {
            let builds = place.target.map { "; \($0.shown) builds for \(platform.rawValue)" } ?? ""
            return [finding(.problem, .teamID, "\(value.shown) is a Team-ID-style group, which only macOS supports\(builds)",
                            fix: "on \(platform.rawValue) register a group. identifier, such as group.com.example.app, and list it in every target")]
        } catch {
            return [finding(.problem, .identifier, error.description, fix: "use group. followed by one or more names, like group.com.example.app")]
        }
    }
}

extension GroupIdentifierRules {
    /// Every resolved group entry of the run held to the rules: each project's (once per spelling,
    /// platform and team: the rules are about the identifier, not the file or the configuration),
    /// then each `--entitlements` file's; but a variant of the shared group that a membership
    /// finding names (`configuration-lacks-group`, `entitlements-group`): that one says it.
    static func verdicts(_ context: DoctorContext) -> [(rule: Rule, finding: Finding)] {
        var verdicts: [(rule: Rule, finding: Finding)] = []
        var seen = Set<String>()
        for project in context.projects {
            for target in project.targets {
                for (entitlements, configurations) in EntitlementsByFile.groups(target) {
                    let configuration = configurations[0]
                    for group in entitlements.groups where group.unresolved.isEmpty && !project.sharing.namedVariants.contains(target.name + "\u{0}" + group.value) {
                        let key = [group.value, configuration.platform.rawValue, configuration.developmentTeam?.value ?? ""].joined(separator: "\u{0}")
                        guard seen.insert(key).inserted else { continue }
                        verdicts += Self.verdicts(group.value, platform: configuration.platform, team: configuration.developmentTeam?.value,
                                                  at: .init(target: target.name, file: entitlements.file, line: group.line))
                    }
                }
            }
        }
        let analysis = context.plan.entitlements
        for target in analysis.targets {
            let variant = analysis.variant(listedBy: target)
            for entry in target.groups where entry.unresolved.isEmpty && entry.value != variant {
                verdicts += Self.verdicts(entry.value, platform: analysis.platform, team: analysis.team, at: .init(file: target.file, line: entry.line))
            }
        }
        return verdicts
    }
}
