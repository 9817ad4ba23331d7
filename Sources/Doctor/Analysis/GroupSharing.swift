import Essentials
import SharedData
import XcodeProject

/// The group each app shares with each of its widget extensions, per configuration, and every
/// target and configuration that lacks it, worked out once per project. The group is the one
/// both targets list (never the one most files name); a configuration where they share none
/// expects the group they share in the others, so Profile and Release count as much as Debug.
/// What is wrong is said by the checks that read `outcomes` (`shared-group`, `no-shared-group`,
/// `no-entitlements-setting`, `configuration-lacks-group`, `widget-without-host`,
/// `widget-without-group`), each about its own cause.
struct GroupSharing {
    /// What the walk met, in order; each case is one cause, reported by one check.
    enum Outcome {
        /// No app embeds the widget, and the project has several apps.
        case noHost(widget: TargetFacts)
        /// The widget has no App Group anywhere and its own code opens none (a Live Activity, a
        /// clock); `adoptable` lists the app's group but nothing signs with it.
        case noGroup(app: TargetFacts, widget: TargetFacts, adoptable: EntitlementsFileListing?)
        /// Whether they share a group is unknown: the groups of `unresolved` do not resolve.
        case unknown(app: TargetFacts, widget: TargetFacts, unresolved: [TargetFacts])
        /// They share no group in any configuration; `expected` is the group to list in both.
        case noneShared(app: TargetFacts, widget: TargetFacts, expected: String?)
        /// They share `group` in `configurations`.
        case shared(app: TargetFacts, widget: TargetFacts, group: String, configurations: [String])
        /// `configurations` of `target` have no `CODE_SIGN_ENTITLEMENTS` and so lack `group`.
        case unsigned(target: TargetFacts, configurations: [String], group: String, sharedIn: [String], adoptable: EntitlementsFileListing?)
        /// `configurations` of `target` sign with one file, which does not list `group`; `variant`
        /// is the entry that spells it otherwise (letter case, whitespace, a typo), if one does.
        case lacks(target: TargetFacts, configurations: [ConfigurationFacts], group: String, sharedIn: [String], variant: EntitlementGroup?)
    }

    private(set) var outcomes: [Outcome] = []
    private(set) var sharedGroups: [SharedGroup] = []
    /// The groups expected in each app's and widget's configurations, for the other checks.
    private(set) var expected: Set<String> = []
    /// Targets signed without entitlements in every configuration, already reported: what their
    /// code opens fails for that one reason.
    private(set) var unsigned: Set<String> = []
    /// Unused entitlements files a fix tells the user to set: not "unused" findings of their own.
    private(set) var adopted: Set<String> = []
    /// The entries a `lacks` outcome names as a variant of the group, by target name and written
    /// value: that finding says what is wrong with them, so the identifier checks do not again.
    private(set) var namedVariants: Set<String> = []

    init(_ snapshot: ProjectSnapshot) {
        let apps = snapshot.targets.filter { $0.role == .app }
        let signedFiles = Set(snapshot.targets.flatMap { $0.configurations.compactMap(\.entitlements?.file) })
        for widget in snapshot.targets.filter(\.role.isWidget) {
            var hosts = widget.hostIDs.compactMap(snapshot.target(id:))
            let candidates = Self.candidateHosts(for: widget, among: apps)
            if hosts.isEmpty, candidates.count == 1 { hosts = candidates }
            // With no app in the project the host is elsewhere (an app a script builds the widget
            // for, as CodexBar's package does): unknown, not a project to fix.
            if hosts.isEmpty, candidates.count > 1 { outcomes.append(.noHost(widget: widget)) }
            for app in hosts { check(app: app, widget: widget, snapshot: snapshot, signedFiles: signedFiles) }
        }
    }

    /// The apps that can host `widget`: those building for its platform, as only an app of that
    /// platform embeds it (TelemetryDeck+TelemetryViewer's macOS widget beside an iOS and a macOS
    /// app has one candidate, not two); every app when none builds for it or a platform is unknown.
    static func candidateHosts(for widget: TargetFacts, among apps: [TargetFacts]) -> [TargetFacts] {
        guard let platform = widget.configurations.first?.platform else { return apps }
        let same = apps.filter { $0.configurations.first?.platform == platform }
        return same.isEmpty ? apps : same
    }

    /// Whether an outcome reports that `target` (by name) lacks `group` in some configuration: a
    /// file without it, or no `CODE_SIGN_ENTITLEMENTS`.
    func reportsLack(of group: String, in target: String) -> Bool {
        outcomes.contains { outcome in
            switch outcome {
            case let .lacks(lacking, _, expected, _, _), let .unsigned(lacking, _, expected, _, _): lacking.name == target && expected == group
            default: false
            }
        }
    }

    /// The groups expected, in a stable order, for the code checks: the first one a string can
    /// name is the one a fix names.
    var expectedInOrder: [String] { OrderedSet(sharedGroups.compactMap(\.expected)).elements }

    /// The group a fix names: the first expected one code can write as a string (a group still
    /// written with `$(...)` or `${...}` is none Swift or Dart code can use).
    var primaryGroup: String? { expectedInOrder.first { !$0.contains("$(") && !$0.contains("${") } }

    /// `signedFiles`: the entitlements files some target signs with, gathered once for every pair.
    private mutating func check(app: TargetFacts, widget: TargetFacts, snapshot: ProjectSnapshot, signedFiles: Set<String>) {
        // A configuration whose entitlements are unknown (not read, missing, unreadable, unresolved) is
        // unknown, not wrong: that cause is its own finding (`entitlements-file`, `unresolved-setting`).
        let names = widget.configurations.map(\.name).filter { name in
            guard let appConfiguration = app.configuration(name) else { return false }
            return !appConfiguration.entitlementsUnknown && widget.configuration(name)?.entitlementsUnknown == false
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
        let adoptable = snapshot.entitlementsFiles.first { listing in
            !signedFiles.contains(listing.file) && (listing.groups ?? []).contains { $0 == appGroup }
        }
        if sharing.isEmpty, Self.readsNothing(widget, app: app, snapshot: snapshot) {
            sharedGroups += names.map { SharedGroup(app: app.name, widget: widget.name, configuration: $0, shared: [], expected: nil) }
            outcomes.append(.noGroup(app: app, widget: widget, adoptable: adoptable))
            // The app is still held to its own group in every configuration that lists none, or a
            // variant of it; one listing another group of its own is a brand's or an environment's
            // (held-out mozilla-mobile+focus-ios: Focus and Klar builds each sign with their brand's
            // group, and the Focus builds were told to list Klar's).
            if let appGroup {
                let held = names.filter { name in
                    let listed = app.configuration(name)?.groupKeys ?? []
                    return listed.isEmpty || listed.contains { GroupSpelling.variant($0, of: appGroup) != nil }
                }
                missing(in: app, configurations: held, group: appGroup, sharedIn: [], adoptable: nil)
            }
            return
        }
        if sharing.isEmpty, Self.widgetsOwn(app: app, widget: widget, snapshot: snapshot) {
            sharedGroups += names.map { SharedGroup(app: app.name, widget: widget.name, configuration: $0, shared: [], expected: nil) }
            return
        }
        let fallback = Self.fallback(shared: sharing.flatMap { shared[$0] ?? [] }, app: app, widget: widget, snapshot: snapshot)
        for name in names {
            let expected = shared[name]?.first ?? fallback
            sharedGroups.append(SharedGroup(app: app.name, widget: widget.name, configuration: name, shared: shared[name] ?? [], expected: expected))
            if let expected { self.expected.insert(expected) }
        }
        // A group still written with a variable nothing defined here may be the other target's:
        // unknown (the variable may come from a generated or unread file), not a mismatch.
        let unresolved = [app, widget].filter { target in
            target.configurations.contains { $0.entitlements?.groups.contains { !$0.unresolved.isEmpty } ?? false }
        }
        if sharing.isEmpty, !unresolved.isEmpty {
            outcomes.append(.unknown(app: app, widget: widget, unresolved: unresolved))
            return
        }
        // Sharing no group anywhere is said by the findings about each target that lacks the group
        // to list (the file and what it lists instead, or no CODE_SIGN_ENTITLEMENTS), each with its
        // fix; only when there is no group to list in both is it one finding of its own.
        let lacking = names.filter { (shared[$0] ?? []).isEmpty }
        let before = outcomes.count
        if let fallback {
            // Only the configurations sharing that group: an app sharing a staging group in its
            // staging builds and a production one in the rest (held-out aphlo+babymom-diary)
            // shares the staging group in the first alone.
            let sharingIt = sharing.filter { (shared[$0] ?? []).contains(fallback) }
            for target in [app, widget] {
                missing(in: target, configurations: lacking, group: fallback, sharedIn: sharingIt, adoptable: adoptable)
            }
        }
        // Sharing one group does not clear a near spelling beside it: apps that keep one group per
        // environment (a dev and a release group) list them all in both targets, and a typo in one
        // target's copy of one leaves the pair sharing the others.
        for (target, partner) in [(app, widget), (widget, app)] {
            misspellings(in: target, of: partner, configurations: sharing, snapshot: snapshot)
        }
        if sharing.isEmpty, outcomes.count == before {
            outcomes.append(.noneShared(app: app, widget: widget, expected: fallback))
        } else {
            var byGroup: [(group: String, configurations: [String])] = []
            for name in sharing {
                let group = (shared[name] ?? []).joined(separator: ", ")
                if let index = byGroup.firstIndex(where: { $0.group == group }) { byGroup[index].configurations.append(name) } else { byGroup.append((group, [name])) }
            }
            outcomes.insert(contentsOf: byGroup.map { .shared(app: app, widget: widget, group: $0.group, configurations: $0.configurations) }, at: before)
        }
    }

    /// Every configuration of `target` among `configurations` that does not list `group`: those
    /// signed without entitlements as one outcome (one root cause, one fix), those signing with
    /// one file that lacks it as one outcome per file.
    private mutating func missing(in target: TargetFacts, configurations: [String], group: String, sharedIn: [String],
                                  adoptable: EntitlementsFileListing?) {
        let lacking = configurations.compactMap(target.configuration).filter { !$0.groupKeys.contains(group) }
        let unsigned = lacking.filter { $0.entitlements == nil }.map(\.name)
        if !unsigned.isEmpty {
            outcomes.append(.unsigned(target: target, configurations: unsigned, group: group, sharedIn: sharedIn, adoptable: adoptable))
            if unsigned.count == target.configurations.count {
                self.unsigned.insert(target.name)
                if let adoptable { adopted.insert(adoptable.file) }
            }
        }
        for (entitlements, all) in EntitlementsByFile.groups(target) {
            let configurations = all.filter { configuration in lacking.contains { $0.name == configuration.name } }
            guard !configurations.isEmpty else { continue }
            let variant = GroupSpelling.closest(to: group, among: entitlements.groups.map(\.value)).flatMap { closest in
                entitlements.groups.first { $0.value == closest.name }
            }
            if let variant { namedVariants.insert(target.name + "\u{0}" + variant.value) }
            outcomes.append(.lacks(target: target, configurations: configurations, group: group, sharedIn: sharedIn, variant: variant))
        }
    }

    /// Entries of `target` in `configurations` that `partner` does not list and that misspell a
    /// group only `partner` lists (a few edits, letter case, whitespace): one `lacks` outcome per
    /// file, naming the partner's spelling, when that is the one meant (`meant`).
    private mutating func misspellings(in target: TargetFacts, of partner: TargetFacts, configurations: [String], snapshot: ProjectSnapshot) {
        for (entitlements, all) in EntitlementsByFile.groups(target) {
            var found: [(entry: EntitlementGroup, group: String, configurations: [ConfigurationFacts])] = []
            for configuration in all where configurations.contains(configuration.name) {
                let own = Set(configuration.groupKeys), theirs = partner.configuration(configuration.name)?.groupKeys ?? []
                for entry in entitlements.groups where entry.unresolved.isEmpty && !theirs.contains(entry.value) {
                    guard let intended = GroupSpelling.meant(by: entry.value, among: theirs.filter { !own.contains($0) })?.name,
                          Self.meant(intended, rather: entry.value, app: target.role == .app ? target : partner, snapshot: snapshot) else { continue }
                    if let index = found.firstIndex(where: { $0.entry == entry && $0.group == intended }) {
                        found[index].configurations.append(configuration)
                    } else {
                        found.append((entry, intended, [configuration]))
                    }
                }
            }
            for (entry, group, configurations) in found {
                namedVariants.insert(target.name + "\u{0}" + entry.value)
                outcomes.append(.lacks(target: target, configurations: configurations, group: group, sharedIn: [], variant: entry))
            }
        }
    }

    /// Which of two near spellings is meant: the one the code opens, else the one named after the
    /// app's bundle identifier, else the one more entitlements files list, else the app's.
    private static func meant(_ spelling: String, rather other: String, app: TargetFacts, snapshot: ProjectSnapshot) -> Bool {
        let inCode = Set(snapshot.code.filter { $0.kind == .group }.compactMap(\.value))
        if inCode.contains(spelling) != inCode.contains(other) { return inCode.contains(spelling) }
        let named = Set(app.configurations.compactMap(\.bundleIdentifier).filter(\.isResolved).map { "group." + $0.value })
        if named.contains(spelling) != named.contains(other) { return named.contains(spelling) }
        let listings = { (group: String) in snapshot.entitlementsFiles.filter { $0.groups?.contains(group) ?? false }.count }
        if listings(spelling) != listings(other) { return listings(spelling) > listings(other) }
        return app.configurations.contains { $0.groupKeys.contains(spelling) }
    }

    /// The group a target lists in most configurations.
    private static func mostListed(_ target: TargetFacts) -> String? {
        let keys = target.configurations.flatMap(\.groupKeys)
        var counts: [String: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        return OrderedSet(keys).elements.max { counts[$0, default: 0] < counts[$1, default: 0] }
    }

    /// A widget with no App Groups anywhere whose own code (known from its build phases: the
    /// kinds, groups and reloads it names, or the widgets its bundle registers) opens no group: a
    /// Live Activity, a control, a clock, not a broken widget. So is a widget whose entitlements
    /// list a group (Xcode's or a target plugin's capability left on) while the app lists none
    /// and no code of the project, in any language, opens a group: nothing reads through it, and
    /// the app cannot be said to lack a group nothing uses.
    private static func readsNothing(_ widget: TargetFacts, app: TargetFacts, snapshot: ProjectSnapshot) -> Bool {
        let ownCode = snapshot.code.filter { $0.targets.contains(widget.name) }
        // A target that compiles nothing (an empty leftover of Xcode's template) is known to read nothing.
        let known = !ownCode.isEmpty || snapshot.views.widgets.contains { $0.target == widget.name } || widget.compilesNothing
        guard known, !ownCode.contains(where: { $0.kind == .group }) else { return false }
        if widget.configurations.allSatisfy(\.groupKeys.isEmpty) { return true }
        return app.configurations.allSatisfy(\.groupKeys.isEmpty) && !snapshot.code.contains { $0.kind == .group }
    }

    /// Whether the widget's group is its own: the app lists no group in any configuration and
    /// no code the app compiles opens one (every group the code opens is compiled only into other
    /// targets), while the widget lists a group in every configuration; so the group only serves
    /// the widget (a cache it writes and reads): the app lacks nothing it uses. A group the
    /// widget's code opens that the widget does not list is `code-group`'s; what the widget reads
    /// that nobody writes is `widget-key`'s.
    private static func widgetsOwn(app: TargetFacts, widget: TargetFacts, snapshot: ProjectSnapshot) -> Bool {
        guard app.configurations.allSatisfy(\.groupKeys.isEmpty), widget.configurations.allSatisfy({ !$0.groupKeys.isEmpty }) else { return false }
        return snapshot.code.allSatisfy { $0.kind != .group || (!$0.targets.isEmpty && !$0.targets.contains(app.name)) }
    }

    /// The group to expect when a configuration shares none: the one shared in the most other
    /// configurations; without any, the group the code opens that a target lists, else the one
    /// named after the app's bundle identifier, else the app's; with none listed, the code's.
    private static func fallback(shared: [String], app: TargetFacts, widget: TargetFacts, snapshot: ProjectSnapshot) -> String? {
        var counts: [String: Int] = [:]
        for group in shared { counts[group, default: 0] += 1 }
        if let best = OrderedSet(shared).elements.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) { return best }
        let listed = OrderedSet(app.configurations.flatMap(\.groupKeys) + widget.configurations.flatMap(\.groupKeys)).elements
        let inCode = snapshot.code.filter { $0.kind == .group }.compactMap(\.value)
        // Named after the app's bundle identifier, as Xcode proposes it: the spelling meant when
        // the app and its widget list two (one of them a typo).
        let named = Set(app.configurations.compactMap(\.bundleIdentifier).filter(\.isResolved).map { "group." + $0.value })
        // With no group listed at all, the one the code opens is the one to list.
        return inCode.first(where: listed.contains) ?? listed.first(where: named.contains) ?? app.configurations.flatMap(\.groupKeys).first
            ?? listed.first ?? inCode.first { $0.lowercased().hasPrefix("group.") }
    }
}

/// The group an app and its widget extension share in one configuration: found in both
/// targets' entitlements, or (when they share none) the one the others share.
public struct SharedGroup: Codable, Sendable, Equatable {
    public let app: String
    public let widget: String
    public let configuration: String
    /// Groups both targets are signed with in this configuration.
    public let shared: [String]
    /// The group both should list: the shared one, or the one shared in other configurations.
    @NullWhenAbsent public private(set) var expected: String?

    public init(app: String, widget: String, configuration: String, shared: [String], expected: String?) {
        self.app = app
        self.widget = widget
        self.configuration = configuration
        self.shared = shared
        self.expected = expected
    }

    private enum CodingKeys: String, CodingKey {
        case app, widget, configuration, shared, expected
    }
}
