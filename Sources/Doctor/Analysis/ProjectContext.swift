import Essentials
import SharedData
import XcodeProject

/// One project as its checks read it: the snapshot the reader took, the questions asked of it
/// often, and the group sharing worked out once (`GroupSharing`), which several checks report on.
struct ProjectContext {
    let snapshot: ProjectSnapshot
    /// The project file, for findings about build settings written in it.
    let projectFile: String
    /// Which group each app shares with each of its widgets, per configuration.
    let sharing: GroupSharing

    /// Every group some target is signed with, in a stable order.
    let allEntitledGroups: [String]
    /// The variables that leave some target's groups unresolved, each once (by name).
    let unresolvedGroupVariables: [UnresolvedVariable]
    /// Each group some target is signed with, to the names of those targets in the project's order.
    private let entitledByGroup: [String: [String]]

    // What every occurrence of the code asks is worked out here once: asked per occurrence of
    // every target, it made doctor quadratic in a project's size (issue 41).
    init(_ snapshot: ProjectSnapshot) {
        self.snapshot = snapshot
        projectFile = snapshot.projectFile
        sharing = GroupSharing(snapshot)
        allEntitledGroups = OrderedSet(snapshot.targets.flatMap { $0.configurations.flatMap(\.resolvedGroups) }).elements
        var names = Set<String>()
        unresolvedGroupVariables = snapshot.targets.flatMap { $0.configurations.flatMap { $0.entitlements?.groups ?? [] } }.flatMap(\.unresolved)
            .filter { names.insert($0.name).inserted }
        var entitled: [String: [String]] = [:]
        for target in snapshot.targets {
            for group in Set(target.configurations.flatMap(\.resolvedGroups)) { entitled[group, default: []].append(target.name) }
        }
        entitledByGroup = entitled
    }

    var targets: [TargetFacts] { snapshot.targets }
    var apps: [TargetFacts] { targets.filter { $0.role == .app } }

    /// The first target of a name (code names the targets compiling it by name).
    func target(_ name: String) -> TargetFacts? { snapshot.target(named: name) }

    /// The apps that embed `target`, by id; when none says so and the project has one app, that app.
    func hosts(of target: TargetFacts) -> [TargetFacts] {
        let hosts = target.hostIDs.compactMap(snapshot.target(id:))
        return hosts.isEmpty && apps.count == 1 ? apps : hosts
    }

    /// Whether some configuration of `target` lists a group that does not resolve here: what it
    /// signs with may be any group, so checks against its groups are unknown, not failed.
    func hasUnresolvedGroups(_ target: TargetFacts) -> Bool {
        target.configurations.contains { $0.entitlements?.groups.contains { !$0.unresolved.isEmpty } ?? false }
    }

    /// The entitlements files some target and configuration signs with.
    var signedFiles: Set<String> { Set(targets.flatMap { $0.configurations.compactMap(\.entitlements?.file) }) }

    /// A file as `CODE_SIGN_ENTITLEMENTS` would name it: relative to the project's folder.
    func settingPath(of file: String) -> String {
        let folder = snapshot.project.split(separator: "/").dropLast().joined(separator: "/")
        return folder.isEmpty || !file.hasPrefix(folder + "/") ? file : String(file.dropFirst(folder.count + 1))
    }

    /// The names of the targets signed with `group` in some configuration, in the project's order.
    func targetsEntitled(to group: String) -> [String] { entitledByGroup[group] ?? [] }

    /// The first widget kind the code of `target` declares.
    func widgetKind(of target: TargetFacts) -> CodeOccurrence? {
        snapshot.code.first { $0.kind == .widgetKind && $0.targets.contains(target.name) }
    }
}

extension ConfigurationFacts {
    /// Groups whose every variable resolved: the ones the build would really sign with.
    var resolvedGroups: [String] {
        entitlements?.groups.filter(\.unresolved.isEmpty).map(\.value) ?? []
    }

    /// Whether the groups this configuration signs with are unknown here: its entitlements file is
    /// outside the project, missing or unreadable, or named by a setting that does not resolve.
    /// Each of those is its own finding; what depends on the groups is not judged.
    var entitlementsUnknown: Bool {
        guard let entitlements else { return false }
        return entitlements.notRead != nil || entitlements.file == nil || entitlements.readError != nil || !entitlements.setting.isResolved
    }

    /// What identifies a group for comparing targets: its value once resolved, else its text
    /// as written (two targets writing the same `$(TeamIdentifierPrefix)name` share it
    /// whatever the team turns out to be).
    var groupKeys: [String] {
        OrderedSet(entitlements?.groups.map { $0.unresolved.isEmpty ? $0.value : $0.written } ?? []).elements
    }
}

extension Array where Element == String {
    /// `a`, `a and b`, `a, b and c`, for messages.
    var spoken: String {
        switch count {
        case 0: ""
        case 1: self[0]
        default: dropLast().joined(separator: ", ") + " and " + self[count - 1]
        }
    }
}
