import SharedData
import XcodeProject

/// The targets' `.entitlements` files given with `--entitlements` and the group they are compared
/// with: chosen (`--group`, or the group the project's app and widget share), else the group most
/// files list. The checks hold each file to the rules a project's entitlements are held to
/// (`entitlements-group`, `group-identifier`, `team-id-group`, `unresolved-setting`, `lone-group`).
struct EntitlementsAnalysis {
    /// One `--entitlements` file, its groups expanded with the `--setting` values.
    struct Target {
        /// The file's path as findings name it (shown escaped).
        let file: String
        let hasApplicationGroupsKey: Bool
        let groups: [EntitlementGroup]

        /// A group as targets are compared by: its value once resolved, else its text as written.
        var keys: [String] { groups.map { $0.unresolved.isEmpty ? $0.value : $0.written } }
    }

    /// The group checked; inferred from the files when not chosen.
    let group: String
    /// How the group was chosen, for the report's first line.
    let groupSource: String
    let targets: [Target]
    /// What the files are held to.
    let platform: ApplePlatform
    /// `DEVELOPMENT_TEAM` from `--setting`, which Team-ID-style groups must start with.
    let team: String?
    /// Where build settings were looked for, for groups that do not resolve.
    let lookedIn: [String]

    /// - Parameters:
    ///   - chosen: the group named by `--group` or shared in the project, and how it was chosen.
    ///   - fallback: the group when nothing chose one and no file lists one (the demo group).
    init(chosen: (group: String, source: String)?, targets: [Target], platform: ApplePlatform, team: String?, lookedIn: [String],
         fallback: String) {
        let listedBy = Self.listingCounts(targets)
        if let chosen {
            (group, groupSource) = chosen
        } else if let most = listedBy.map(\.count).max(), let first = listedBy.first(where: { $0.count == most }) {
            group = first.name
            groupSource = "the group most targets list (\(most) of \(targets.count))"
        } else {
            group = fallback
            groupSource = "the default"
        }
        self.targets = targets
        self.platform = platform
        self.team = team
        self.lookedIn = lookedIn
    }

    /// Each listed group with how many targets list it, in first-seen order.
    static func listingCounts(_ targets: [Target]) -> [(name: String, count: Int)] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for target in targets {
            var seenHere = Set<String>()
            for name in target.keys where seenHere.insert(name).inserted {
                if counts[name] == nil { order.append(name) }
                counts[name, default: 0] += 1
            }
        }
        return order.map { ($0, counts[$0] ?? 0) }
    }

    /// The variant of the group a target lists instead of it, if any (`GroupSpelling`): the
    /// membership check names it, and the identifier checks leave it to that finding.
    func variant(listedBy target: Target) -> String? {
        guard target.hasApplicationGroupsKey, !target.keys.contains(group) else { return nil }
        return GroupSpelling.closest(to: group, among: target.groups.filter(\.unresolved.isEmpty).map(\.value))?.0
    }
}
