import Findings

import SharedData

/// The group each app shares with each of its widget extensions, per configuration, and every
/// target and configuration that lacks it. The group is the one both targets list (never the
/// one most files name); a configuration where they share none expects the group they share
/// in the others, so Profile and Release count as much as Debug.
struct SharedGroupCheck {
    private(set) var sharedGroups: [SharedGroup] = []
    private(set) var findings: [DoctorFinding] = []
    /// The groups expected in each app's and widget's configurations, for the other checks.
    private(set) var expected: Set<String> = []
    /// Targets signed without entitlements in every configuration, already reported: what their
    /// code opens fails for that one reason.
    private(set) var unsigned: Set<String> = []
    /// Unused entitlements files a fix tells the user to set: not "unused" findings of their own.
    private(set) var adopted: Set<String> = []

    init(_ context: AnalysisContext) {
        for (app, widget) in Self.pairs(context, findings: &findings) {
            check(app: app, widget: widget, context: context)
        }
    }

    /// Each widget extension with the apps that embed it (the only app, when none says so).
    private static func pairs(_ context: AnalysisContext, findings: inout [DoctorFinding]) -> [(TargetFacts, TargetFacts)] {
        context.targets.filter(\.role.isWidget).flatMap { widget -> [(TargetFacts, TargetFacts)] in
            var hosts = widget.hostApps.compactMap(context.target)
            if hosts.isEmpty, context.apps.count == 1 { hosts = context.apps }
            if hosts.isEmpty {
                findings.append(DoctorFinding(.warning, .project, .widgetWithoutHost, target: widget.name, file: context.projectFile,
                                              message: "no app target embeds \(widget.name.shown), so it is not clear which app it shares a group with",
                                              fix: "add it to the app's Embed Foundation Extensions build phase (Xcode does this when the target is created)"))
            }
            return hosts.map { ($0, widget) }
        }
    }

    private mutating func check(app: TargetFacts, widget: TargetFacts, context: AnalysisContext) {
        // A configuration whose entitlements were not read (outside the project) is unknown, not wrong.
        let names = widget.configurations.map(\.name).filter { name in
            guard let appConfiguration = app.configuration(name) else { return false }
            return appConfiguration.entitlements?.notRead == nil && widget.configuration(name)?.entitlements?.notRead == nil
        }
        guard !names.isEmpty else { return }
        var shared: [String: [String]] = [:]
        for name in names {
            let widgetKeys = Set(widget.configuration(name)?.groupKeys ?? [])
            shared[name] = (app.configuration(name)?.groupKeys ?? []).filter(widgetKeys.contains)
        }
        let sharing = names.filter { !(shared[$0] ?? []).isEmpty }
        let appGroup = Self.mostListed(app)
        // An entitlements file nothing signs with that lists the app's group: the widget's own,
        // never wired in (its CODE_SIGN_ENTITLEMENTS removed or never set).
        let adoptable = context.snapshot.entitlementsFiles.first { listing in
            !context.signedFiles.contains(listing.file) && (listing.groups ?? []).contains { $0 == appGroup }
        }
        if sharing.isEmpty, readsNothing(widget, context: context) {
            sharedGroups += names.map { SharedGroup(app: app.name, widget: widget.name, configuration: $0, shared: [], expected: nil) }
            let unused = adoptable.map { " (\($0.file) lists the app's group but no configuration signs with it)" } ?? ""
            findings.append(DoctorFinding(.note, .entitlements, .widgetWithoutGroup, target: widget.name, file: context.projectFile,
                                          message: "\(widget.name.shown) has no App Group and its code opens none: fine for a widget that "
                                               + "shows nothing the app writes (a Live Activity, a clock), otherwise it cannot read the app's data\(unused)",
                                          fix: "if it should show the app's data, add the App Groups capability with the app's group"))
            // The app is still held to its own group in every configuration.
            if let appGroup { missing(in: app, configurations: names, group: appGroup, sharedIn: [], adoptable: nil, context: context) }
            return
        }
        let fallback = Self.fallback(shared: sharing.flatMap { shared[$0] ?? [] }, app: app, widget: widget, context: context)
        for name in names {
            let expected = shared[name]?.first ?? fallback
            sharedGroups.append(SharedGroup(app: app.name, widget: widget.name, configuration: name, shared: shared[name] ?? [], expected: expected))
            if let expected { self.expected.insert(expected) }
        }
        // A group still written with a variable nothing defined here may be the other target's:
        // unknown (the variable may come from a generated or unread file), not a mismatch.
        let unresolved = [app, widget].filter(context.hasUnresolvedGroups)
        if sharing.isEmpty, !unresolved.isEmpty {
            findings.append(DoctorFinding(.note, .entitlements, .noSharedGroup, target: widget.name, file: context.projectFile,
                                          message: "whether \(app.name.shown) and \(widget.name.shown) share a group is unknown: the groups of "
                                               + "\(unresolved.map(\.name.shown).spoken) do not resolve here (see the unresolved settings)"))
            return
        }
        let widgetUnsigned = widget.configurations.allSatisfy { $0.entitlements == nil }
        if sharing.isEmpty, !(widgetUnsigned && fallback != nil) {
            findings.append(noSharedGroup(app: app, widget: widget, expected: fallback, context: context))
        } else {
            var byGroup: [(group: String, configurations: [String])] = []
            for name in sharing {
                let group = (shared[name] ?? []).joined(separator: ", ")
                if let index = byGroup.firstIndex(where: { $0.group == group }) { byGroup[index].configurations.append(name) } else { byGroup.append((group, [name])) }
            }
            for (group, configurations) in byGroup {
                findings.append(DoctorFinding(.ok, .entitlements, .sharedGroup, target: widget.name, file: context.projectFile,
                                              message: "\(app.name.shown) and \(widget.name.shown) share \(group.shown) (\(configurations.spoken))"))
            }
        }
        guard let fallback else { return }
        let lacking = names.filter { (shared[$0] ?? []).isEmpty }
        for target in [app, widget] {
            missing(in: target, configurations: lacking, group: fallback, sharedIn: sharing, adoptable: adoptable, context: context)
        }
    }

    /// Every configuration of `target` among `configurations` that does not list `group`: those
    /// signed without entitlements as one finding (one root cause, one fix), the others each.
    private mutating func missing(in target: TargetFacts, configurations: [String], group: String, sharedIn: [String],
                                  adoptable: EntitlementsFileListing?, context: AnalysisContext) {
        let lacking = configurations.compactMap(target.configuration).filter { !$0.groupKeys.contains(group) }
        let unsigned = lacking.filter { $0.entitlements == nil }.map(\.name)
        if !unsigned.isEmpty {
            findings.append(noEntitlements(target, unsigned, group: group, sharedIn: sharedIn, adoptable: adoptable, context: context))
            if unsigned.count == target.configurations.count {
                self.unsigned.insert(target.name)
                if let adoptable { adopted.insert(adoptable.file) }
            }
        }
        for configuration in lacking where configuration.entitlements != nil {
            if let finding = lacks(target, configuration, group: group, sharedIn: sharedIn, context: context) { findings.append(finding) }
        }
    }

    /// The group a target lists in most configurations.
    private static func mostListed(_ target: TargetFacts) -> String? {
        let keys = target.configurations.flatMap(\.groupKeys)
        var counts: [String: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        return OrderedSet(keys).elements.max { counts[$0, default: 0] < counts[$1, default: 0] }
    }

    /// A widget with no App Groups anywhere whose own code (known from its build phases) opens
    /// no group: a Live Activity or a clock, not a broken widget.
    private func readsNothing(_ widget: TargetFacts, context: AnalysisContext) -> Bool {
        let ownCode = context.snapshot.code.filter { $0.targets.contains(widget.name) }
        return widget.configurations.allSatisfy(\.groupKeys.isEmpty) && !ownCode.isEmpty && !ownCode.contains { $0.kind == .group }
    }

    /// The group to expect when a configuration shares none: the one shared in the most other
    /// configurations; without any, the group the code opens that a target lists; else the app's.
    private static func fallback(shared: [String], app: TargetFacts, widget: TargetFacts, context: AnalysisContext) -> String? {
        var counts: [String: Int] = [:]
        for group in shared { counts[group, default: 0] += 1 }
        if let best = OrderedSet(shared).elements.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) { return best }
        let listed = OrderedSet(app.configurations.flatMap(\.groupKeys) + widget.configurations.flatMap(\.groupKeys)).elements
        let inCode = context.snapshot.code.filter { $0.kind == .group }.compactMap(\.value)
        return inCode.first(where: listed.contains) ?? app.configurations.flatMap(\.groupKeys).first ?? listed.first
    }

    private func noSharedGroup(app: TargetFacts, widget: TargetFacts, expected: String?, context: AnalysisContext) -> DoctorFinding {
        func listing(_ target: TargetFacts) -> String {
            let groups = OrderedSet(target.configurations.flatMap(\.groupKeys)).elements
            return "\(target.name.shown) lists \(groups.isEmpty ? "no App Group" : groups.map(\.shown).spoken)"
        }
        return DoctorFinding(.problem, .entitlements, .noSharedGroup, target: widget.name, file: context.projectFile,
                             message: "\(app.name.shown) and \(widget.name.shown) share no App Group in any configuration, so the widget "
                                  + "cannot read what the app writes (\(listing(app)); \(listing(widget)))",
                             fix: expected.map { "list \($0.shown) in both targets' App Groups (Signing & Capabilities), in every configuration" }
                                  ?? "add one App Group to both targets (Signing & Capabilities, + Capability, App Groups)")
    }

    /// Configurations signed without entitlements, with the file to set: the one the target's
    /// other configurations use, or the unused file that lists the group.
    private func noEntitlements(_ target: TargetFacts, _ configurations: [String], group: String, sharedIn: [String],
                                adoptable: EntitlementsFileListing?, context: AnalysisContext) -> DoctorFinding {
        let elsewhere = sharedIn.isEmpty ? "" : ", which the app and its widget share in \(sharedIn.spoken)"
        let others = target.configurations.filter { !configurations.contains($0.name) }.compactMap { other in
            other.entitlements.map { (other.name, $0.setting.value) }
        }
        let setting = "set CODE_SIGN_ENTITLEMENTS (Code Signing Entitlements) of \(target.name.shown)"
        let fix = others.first.map { "\(setting) for \(configurations.spoken) to \($0.1.shown), as "
            + "\(others.filter { $0.1 == others[0].1 }.map(\.0).spoken) \(others.count == 1 ? "has" : "have")" }
            ?? adoptable.map { "\(setting) to \(context.settingPath(of: $0.file).shown) in \(configurations.spoken): that file lists \(group.shown)" }
            ?? "add the App Groups capability to \(target.name.shown) and tick \(group.shown)"
        let which = configurations.count == target.configurations.count && configurations.count > 1
            ? "no configuration (\(configurations.spoken)) has CODE_SIGN_ENTITLEMENTS"
            : "\(configurations.spoken) \(configurations.count == 1 ? "has" : "have") no CODE_SIGN_ENTITLEMENTS"
        return DoctorFinding(.problem, .entitlements, .noEntitlementsSetting, target: target.name,
                             configuration: configurations.count == 1 ? configurations[0] : nil, file: context.projectFile,
                             message: "\(which.prefix(1).uppercased() + which.dropFirst()): \(target.name.shown) is signed without entitlements in "
                                  + "\(configurations.count == 1 ? "this configuration" : "them"), so it cannot open \(group.shown)\(elsewhere)",
                             fix: fix)
    }

    /// Why one target in one configuration does not list the group, with the exact fix.
    private func lacks(_ target: TargetFacts, _ configuration: ConfigurationFacts, group: String, sharedIn: [String],
                       context: AnalysisContext) -> DoctorFinding? {
        let name = configuration.name
        let elsewhere = sharedIn.isEmpty ? "" : ", which the app and its widget share in \(sharedIn.spoken)"
        guard let entitlements = configuration.entitlements else { return nil }
        // A missing or unreadable file is its own finding.
        guard let file = entitlements.file, entitlements.readError == nil else { return nil }
        let fix = "list exactly \(group.shown) in \(file) (Signing & Capabilities, App Groups)"
        let written = entitlements.groups
        if let (variant, kind) = GroupSpelling.closest(to: group, among: written.map(\.value)),
           let entry = written.first(where: { $0.value == variant }) {
            return DoctorFinding(.problem, .entitlements, .configurationLacksGroup, target: target.name, configuration: name, file: file,
                                 line: entry.line,
                                 message: "lists '\(variant.shown)', which \(kind.describe(relativeTo: group))\(elsewhere): identifiers are compared "
                                      + "exactly, so \(target.name.shown) opens a different, empty group in \(name)",
                                 fix: fix)
        }
        let listed = written.isEmpty ? (entitlements.hasApplicationGroups ? "an empty App Groups list" : "no App Groups entitlement")
            : written.map { $0.unresolved.isEmpty ? $0.value.shown : "\($0.written.shown) (unresolved)" }.spoken
        return DoctorFinding(.problem, .entitlements, .configurationLacksGroup, target: target.name, configuration: name, file: file,
                             message: "does not list \(group.shown)\(elsewhere) (it has \(listed)), so \(target.name.shown) cannot open it in \(name)",
                             fix: fix)
    }
}
