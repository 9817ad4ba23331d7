#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Findings
import PetRenderer
import SharedData
import WidgetTUIKit
import XcodeProject

/// `doctor`: the app's Xcode project (targets, build settings, entitlements, code, profiles), the
/// targets' entitlements files given alone, then the group's container and its data against the
/// widget's contract; each finding with its fix.
public enum Doctor {
    /// What doctor found, and which group it checked and why that one.
    public struct Report: Sendable {
        public let findings: [DoctorFinding]
        /// The group the container and the `--entitlements` files were checked for; nil when
        /// neither was checked.
        public let group: String?
        /// How the group was chosen: `--group`, the one the project's app and widget share, the
        /// one most `--entitlements` files list, or the default.
        public let groupSource: String?
        /// What the group is checked for: `--platform`, or the platform of the project's app when
        /// the group is the one it shares.
        public let platform: GroupPlatform
        /// What `--project` read; nil without it, or when there was no project at the path.
        public let project: ProjectReport?
        /// Why the container was not checked; nil when it was.
        public let containerSkipped: String?

        /// Whether any finding is a problem (doctor then exits 1).
        public var hasProblems: Bool { findings.contains { $0.severity == .problem } }
        public var problems: Int { findings.filter { $0.severity == .problem }.count }
        public var warnings: Int { findings.filter { $0.severity == .warning }.count }
    }

    /// - Parameters:
    ///   - options: the group (`groupGiven` says whether it was named) and where to look
    ///     (`sourceGiven` whether that was named); its entitlement files are targets examined alone.
    ///   - platform: the `--entitlements` targets' platform (a project's targets say their own, and
    ///     its app's is used for the group it shares).
    ///   - contract: what to hold the group's data to; nil decides from the data.
    ///   - device: the screen whose widget sizes images are compared with, at its scale.
    ///   - project: an `.xcodeproj`, or a folder holding one, to read as Xcode would. With it and
    ///     neither a group nor a container source named, the container is not checked.
    ///   - projectOptions: `--setting` values (for the project and the entitlements files alike),
    ///     `--profile` files and the clock.
    ///   - container: finds a group's container (the command line also creates the demo group).
    public static func run(_ options: GroupOptions, platform: GroupPlatform, contract: DataContract? = nil, device: DeviceSize = .default,
                           project: URL? = nil, projectOptions: ProjectDoctor.Options = ProjectDoctor.Options(),
                           container: (GroupOptions) throws -> GroupContainer = { try GroupLoader($0).locate() }) -> Report {
        var findings: [DoctorFinding] = []
        var projectReport: ProjectReport?
        if let project {
            do {
                let report = try ProjectDoctor.examine(project, options: projectOptions)
                findings += report.findings
                projectReport = report
            } catch {
                let fix = if case let .generatedProject(_, generator) = error { "run \(generator.command) in \(project.path), then doctor again" }
                    else { "pass an .xcodeproj, or the folder holding one (a Flutter project's root, its ios/ folder, a Kotlin Multiplatform app's iosApp/)" }
                findings.append(DoctorFinding(.problem, .project, .projectFile, file: project.path,
                                              message: withoutPath(error.description, project.path), fix: fix))
            }
        }
        let shared = projectReport.flatMap(ProjectGroup.init)
        let chosen = options.groupGiven ? (options.group.rawValue, "--group") : shared.map { ($0.group, $0.source) }
        if options.groupGiven, let shared, shared.group != options.group.rawValue {
            findings.append(.warning(.project, nil, subject: "--group", "the project's app and widget share \(shared.group), "
                + "not \(options.group): the container checked is not the one the widget reads", fix: "leave out --group, or name \(shared.group)"))
        }

        // A group from the project is checked for the platform its app builds for.
        let groupPlatform = options.groupGiven ? platform : shared?.platform ?? platform
        let applePlatform = ApplePlatform(groupPlatform)
        let resolver = projectOptions.resolver(for: applePlatform)
        var targets: [EntitlementsAnalysis.Target] = []
        for file in options.entitlementFiles {
            let url = URL(fileURLWithPath: file)
            do {
                let (entitlements, data) = try Entitlements.read(contentsOf: url)
                targets.append(EntitlementsAnalysis.Target(file: url.path, hasApplicationGroupsKey: entitlements.hasApplicationGroupsKey,
                                                           groups: EntitlementGroup.list(entitlements, in: data, expand: resolver.expand)))
            } catch {
                findings.append(.problem(.entitlements, url.path, withoutPath(error.description, url.path),
                                         fix: "pass the target's .entitlements file, a property list as Xcode writes it"))
            }
        }
        let analysis = EntitlementsAnalysis(chosen: chosen, targets: targets, platform: applePlatform,
                                            team: resolver.resolve("DEVELOPMENT_TEAM")?.value, lookedIn: resolver.places,
                                            fallback: options.group.rawValue)
        findings += analysis.findings
        if options.entitlementFiles.isEmpty, project == nil {
            findings.append(.warning(.entitlements, nil, subject: "--entitlements", "no entitlements files given, so no target was checked",
                                     fix: "pass --project with the app's Xcode project, or each target's .entitlements file (the app's and "
                                        + "every extension's) with --entitlements"))
        }

        let usesGroup = project == nil || !options.entitlementFiles.isEmpty
        if let skipped = containerSkipped(options, project: project, shared: shared, chosen: chosen != nil || !targets.isEmpty) {
            return Report(findings: findings, group: usesGroup ? analysis.group : nil, groupSource: usesGroup ? analysis.groupSource : nil,
                          platform: groupPlatform, project: projectReport, containerSkipped: skipped)
        }
        do {
            let origin = shared != nil && !options.groupGiven ? "the project" : "the entitlements"
            let inspected = options.groupGiven || analysis.group == options.group.rawValue
                ? options.ungated : try options.ungated.replacing(group: analysis.group, from: origin)
            findings += ContainerInspection.inspect(try container(inspected), contract: contract, device: device)
        } catch {
            findings.append(.problem(.container, nil, subject: analysis.group, "\(error)",
                                     fix: "run the app once so iOS creates the container (in the simulator: install an app with the group), "
                                        + "or create one with `widget-tui app create-group \(analysis.group)`"))
        }
        return Report(findings: findings, group: analysis.group, groupSource: analysis.groupSource, platform: groupPlatform,
                      project: projectReport, containerSkipped: nil)
    }

    /// Why the container is not checked, in one line; nil when it is. Without `--project` it
    /// always is; with it, only when a group or a place to look was named, and a group is known.
    private static func containerSkipped(_ options: GroupOptions, project: URL?, shared: ProjectGroup?, chosen: Bool) -> String? {
        guard project != nil else { return nil }
        guard options.groupGiven || options.sourceGiven else {
            let hint = shared.map { " (the app and its widget share \($0.group): add --simulator, --container DIR or "
                + "--groups-root DIR to check its container)" } ?? ""
            return "no --group, --container, --groups-root or --simulator given" + hint
        }
        if !options.groupGiven, let shared, !shared.resolved {
            return "the group the app and its widget share, \(shared.group), does not resolve: "
                + "supply the missing settings with --setting NAME=VALUE, or name the group with --group"
        }
        return chosen ? nil : "the project's app and widget share no group to check: name it with --group"
    }

    /// An error's description without the path it starts with, which the finding names apart.
    private static func withoutPath(_ description: String, _ path: String) -> String {
        description.hasPrefix(path + ": ") ? String(description.dropFirst(path.count + 2)) : description
    }
}
