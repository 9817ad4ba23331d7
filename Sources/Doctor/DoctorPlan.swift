import Essentials
import SharedData
import WidgetTUIKit
import XcodeProject

extension Doctor {
    /// What a doctor run decides from what it read, without reading anything: the group checked
    /// and why that one, the platform it is held to, the `--entitlements` targets compared with
    /// it, and whether the container is checked (with which options) or why not.
    struct Plan {
        /// The group the project's app and widget share, when a project was read and they share one.
        let shared: ProjectGroup?
        /// What the group is checked for: `--platform`, or the platform of the project's app when
        /// the group is the one it shares.
        let platform: GroupPlatform
        /// The `--entitlements` targets against the group (which it chooses when nothing else did).
        let entitlements: EntitlementsAnalysis
        /// Whether the report names the group: not when a project alone was read and its
        /// container is not checked (the group then is the project's, in its own findings).
        let namesGroup: Bool
        /// Why the container is not checked; nil when it is.
        let containerSkipped: String?
        /// The options the container is found with, when it is checked; a failure when the group
        /// chosen is not one a container can be found for.
        let container: Result<GroupOptions, WidgetTUIError>?
        /// The language the app writes the group in, which the data's fixes are given in: Dart when
        /// the project's Dart code calls home_widget (a Flutter app), else Swift.
        let appLanguage: CodeOccurrence.Language

        /// - Parameter projects: the projects read, each with the groups its apps and widgets share.
        init(_ input: Input, _ evidence: Evidence, projects: [ProjectContext]) {
            let options = input.options
            appLanguage = evidence.project?.code.contains { $0.language == .dart } == true ? .dart : .swift
            shared = ProjectGroup(projects)
            let chosen = options.groupGiven ? (options.group.rawValue, "--group") : shared.map { ($0.group, $0.source) }

            // A group from the project is checked for the platform its app builds for.
            platform = options.groupGiven ? input.platform : shared?.platform ?? input.platform
            let applePlatform = ApplePlatform(platform)
            let resolver = input.projectOptions.resolver(for: applePlatform)
            let targets = evidence.entitlements.map { file in
                EntitlementsAnalysis.Target(file: file.url.shown, hasApplicationGroupsKey: file.entitlements.hasApplicationGroupsKey,
                                            groups: EntitlementGroup.list(file.entitlements, in: file.data, expand: resolver.expand))
            }
            entitlements = EntitlementsAnalysis(chosen: chosen, targets: targets, platform: applePlatform,
                                                team: resolver.resolve("DEVELOPMENT_TEAM")?.value, lookedIn: resolver.places,
                                                fallback: options.group.rawValue)

            let skipped = Self.skipReason(options, project: input.project, shared: shared,
                                                chosen: chosen != nil || !targets.isEmpty)
            containerSkipped = skipped
            namesGroup = skipped == nil || input.project == nil || !options.entitlementFiles.isEmpty
            if skipped != nil {
                container = nil
            } else {
                let group = entitlements.group
                let origin = shared != nil && !options.groupGiven ? "the project" : "the entitlements"
                container = options.groupGiven || group == options.group.rawValue
                    ? .success(options.ungated) : Result { () throws(WidgetTUIError) in try options.ungated.replacing(group: group, from: origin) }
            }
        }

        /// Why the container is not checked, in one line; nil when it is. Without `--project` it
        /// always is; with it, only when a group or a place to look was named, and a group is known.
        private static func skipReason(_ options: GroupOptions, project: URL?, shared: ProjectGroup?, chosen: Bool) -> String? {
            guard project != nil else { return nil }
            guard options.groupGiven || options.sourceGiven else {
                let hint = shared.map { " (the app and its widget share \($0.group.shown): add --simulator, --container DIR or "
                    + "--groups-root DIR to check its container)" } ?? ""
                return "no --group, --container, --groups-root or --simulator given" + hint
            }
            if !options.groupGiven, let shared, !shared.resolved {
                return "the group the app and its widget share, \(shared.group.shown), does not resolve: "
                    + "supply the missing settings with --setting NAME=VALUE, or name the group with --group"
            }
            return chosen ? nil : "the project's app and widget share no group to check: name it with --group"
        }
    }
}
