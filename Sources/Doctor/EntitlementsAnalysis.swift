import Findings

import SharedData
import WidgetTUIKit
import XcodeProject

/// The targets' `.entitlements` files given with `--entitlements`, compared with the group and
/// with each other, under the rules a project's entitlements are held to: a target without the
/// capability, one missing the group or listing a variant of it (`GroupSpelling`: letter case,
/// whitespace, no `group.` prefix, a typo), each group's identifier (`GroupIdentifierCheck`:
/// whitespace inside `<string>`, no prefix, Team-ID style on iOS or with another team's prefix,
/// characters the portal refuses), build settings that do not resolve, and groups only one
/// target lists.
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
    let findings: [DoctorFinding]

    static let capabilityFix = "in Xcode select the target, Signing & Capabilities, + Capability, App Groups, and tick "

    /// - Parameters:
    ///   - chosen: the group named by `--group` or shared in the project, and how it was chosen.
    ///   - team: `DEVELOPMENT_TEAM` from `--setting`, which Team-ID-style groups must start with.
    ///   - lookedIn: where build settings were looked for, for groups that do not resolve.
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
        var findings: [DoctorFinding] = []
        var explained = Set<String>()
        for target in targets {
            let (finding, variant) = Self.membership(of: target, group: group)
            findings.append(finding)
            if let variant { explained.insert(variant) }
            for entry in target.groups {
                let place = GroupIdentifierCheck.Place(file: target.file, line: entry.line)
                if !entry.unresolved.isEmpty {
                    findings.append(GroupIdentifierCheck.unresolved(entry, lookedIn: lookedIn, at: place))
                } else if entry.value != variant {
                    findings += GroupIdentifierCheck.findings(entry.value, platform: platform, team: team, at: place)
                }
            }
        }
        if targets.count > 1 {
            for (name, _) in listedBy where name != group && !explained.contains(name) {
                let owners = targets.filter { $0.keys.contains(name) }
                guard owners.count == 1, let owner = owners.first else { continue }
                findings.append(.warning(.entitlements, owner.file, "\(name.shown) is listed by this target only: "
                    + "no other target can share it", fix: "add it to every target that shares data through it, or remove it"))
            }
        }
        self.findings = findings
    }

    /// Each listed group with how many targets list it, in first-seen order.
    private static func listingCounts(_ targets: [Target]) -> [(name: String, count: Int)] {
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

    /// Whether the target lists the group, and the variant it lists instead if any.
    private static func membership(of target: Target, group: String) -> (DoctorFinding, variant: String?) {
        let file = target.file, shownGroup = group.shown
        guard target.hasApplicationGroupsKey else {
            return (.problem(.entitlements, file, "no \(Entitlements.applicationGroupsKey) entitlement: this target has no App Groups "
                + "capability, so its container URL and suite for \(shownGroup) are nil", fix: capabilityFix + shownGroup), nil)
        }
        if target.keys.contains(group) { return (.ok(.entitlements, file, "lists \(shownGroup)"), nil) }
        let resolved = target.groups.filter(\.unresolved.isEmpty).map(\.value)
        if let (variant, kind) = GroupSpelling.closest(to: group, among: resolved) {
            let line = target.groups.first { $0.value == variant }?.line
            return (DoctorFinding(.problem, .entitlements, file: file, line: line, message: "lists '\(variant.shown)', which "
                + "\(kind.describe(relativeTo: group)): identifiers are compared exactly, so this target opens a different, empty group",
                                  fix: "list exactly \(shownGroup) in this target's App Groups (the .entitlements file and the App ID must agree)"), variant)
        }
        if let unresolved = target.groups.first(where: { !$0.unresolved.isEmpty }) {
            return (.note(.entitlements, file, "cannot tell whether this target lists \(shownGroup): "
                + "\(unresolved.written.shown) does not resolve"), nil)
        }
        let listed = resolved.isEmpty ? "no groups" : resolved.map(\.shown).joined(separator: ", ")
        return (.problem(.entitlements, file, "does not list \(shownGroup) (it lists \(listed)), so its container URL for the group is nil",
                         fix: capabilityFix + shownGroup), nil)
    }
}
