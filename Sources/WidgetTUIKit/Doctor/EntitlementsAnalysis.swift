import SharedData

/// The targets' `.entitlements` files compared with the group and with each other: a target
/// without the capability, one missing the group, a case or spelling variant of it, identifiers
/// without `group.` or in Team-ID style on iOS, and groups only one target lists.
struct EntitlementsAnalysis: Equatable {
    /// The group checked; inferred from the files when not given.
    let group: String
    /// How the group was chosen, for the report's first line.
    let groupSource: String
    let findings: [DoctorFinding]

    static let capabilityFix = "in Xcode select the target, Signing & Capabilities, + Capability, App Groups, and tick "

    init(group given: String?, targets: [Entitlements], platform: GroupPlatform, fallback: String) {
        let listedBy = Self.listingCounts(targets)
        if let given {
            group = given
            groupSource = "--group"
        } else if let most = listedBy.map(\.count).max(), let first = listedBy.first(where: { $0.count == most }) {
            group = first.name
            groupSource = "the group most targets list (\(most) of \(targets.count))"
        } else {
            group = fallback
            groupSource = "the default"
        }
        var findings: [DoctorFinding] = []
        if let problem = Self.identifierProblem(group, file: nil, platform: platform) { findings.append(problem) }
        var explained = Set<String>()
        for target in targets {
            let (finding, variant) = Self.membership(of: target, group: group)
            findings.append(finding)
            if let variant { explained.insert(variant) }
            for listed in target.applicationGroups where listed != group && listed != variant {
                if let problem = Self.identifierProblem(listed, file: target.file, platform: platform) { findings.append(problem) }
            }
        }
        if targets.count > 1 {
            for (name, _) in listedBy where name != group && !explained.contains(name) {
                let owners = targets.filter { $0.applicationGroups.contains(name) }
                guard owners.count == 1, let owner = owners.first else { continue }
                findings.append(.warning(.entitlements, owner.file, "\(name) is listed by this target only: no other target can share it",
                                         fix: "add it to every target that shares data through it, or remove it"))
            }
        }
        self.findings = findings
    }

    /// Each listed group with how many targets list it, in first-seen order.
    private static func listingCounts(_ targets: [Entitlements]) -> [(name: String, count: Int)] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for target in targets {
            var seenHere = Set<String>()
            for name in target.applicationGroups where seenHere.insert(name).inserted {
                if counts[name] == nil { order.append(name) }
                counts[name, default: 0] += 1
            }
        }
        return order.map { ($0, counts[$0] ?? 0) }
    }

    /// Whether the target lists the group, and the near variant it lists instead if any.
    private static func membership(of target: Entitlements, group: String) -> (DoctorFinding, variant: String?) {
        let file = target.file
        guard target.hasApplicationGroupsKey else {
            return (.problem(.entitlements, file, "no \(Entitlements.applicationGroupsKey) entitlement: this target has no App Groups "
                + "capability, so its container URL and suite for \(group) are nil", fix: capabilityFix + group), nil)
        }
        if target.applicationGroups.contains(group) { return (.ok(.entitlements, file, "lists \(group)"), nil) }
        let fix = "list exactly \(group) in this target's App Groups (the .entitlements file and the App ID must agree)"
        if let variant = GroupIdentifier.caseInsensitiveMatch(for: group, among: target.applicationGroups) {
            return (.problem(.entitlements, file, "lists \(variant), which differs from \(group) only in case: identifiers are "
                + "case-sensitive, so this target reads a different, empty group", fix: fix), variant)
        }
        if let bare = target.applicationGroups.first(where: { GroupIdentifier.prefix + $0 == group }) {
            return (.problem(.entitlements, file, "lists \(bare), which lacks the group. prefix: that names an app, not an App Group",
                             fix: fix), bare)
        }
        let near = target.applicationGroups.map { ($0, EditDistance.between($0, group)) }
            .filter { $0.1 <= EditDistance.typoLimit }.min { $0.1 < $1.1 }
        if let (variant, distance) = near {
            return (.problem(.entitlements, file, "lists \(variant), \(distance) character\(distance == 1 ? "" : "s") away from \(group): "
                + "a typo makes this target read a different, empty group", fix: fix), variant)
        }
        let listed = target.applicationGroups.isEmpty ? "no groups" : target.applicationGroups.joined(separator: ", ")
        return (.problem(.entitlements, file, "does not list \(group) (it lists \(listed)), so its container URL for the group is nil",
                         fix: capabilityFix + group), nil)
    }

    /// A malformed identifier: no `group.` prefix, Team-ID style on iOS, bad characters; `file` is
    /// the target's that lists it, nil for the group checked, which is then the finding's subject.
    private static func identifierProblem(_ name: String, file: String?, platform: GroupPlatform) -> DoctorFinding? {
        func problem(_ message: String, fix: String) -> DoctorFinding {
            .problem(.entitlements, file, subject: file == nil ? name : nil, message, fix: fix)
        }
        do {
            _ = try GroupIdentifier(name, platform: platform)
            return nil
        } catch let .missingPrefix(_, suggestion) {
            return problem("\(name) does not start with group.: it is not an App Group identifier",
                            fix: "register and list \(suggestion)")
        } catch .teamIDStyleOnIOS {
            return problem("\(name) is a Team-ID-style group, which only macOS supports",
                            fix: "on iOS register a group. identifier, such as group.com.example.app, and list it in every target")
        } catch {
            return problem(error.description, fix: "use group. followed by one or more names, like group.com.example.app")
        }
    }
}
