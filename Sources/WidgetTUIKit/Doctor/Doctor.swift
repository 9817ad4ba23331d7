import Foundation
import PetRenderer
import SharedData

/// `doctor`: the targets' entitlements against the group and each other, then the group's
/// container and its data against the widget's contract; each finding with its fix.
public enum Doctor {
    /// What doctor found, and which group it checked and why that one.
    public struct Report: Equatable, Sendable {
        public let findings: [DoctorFinding]
        public let group: String
        /// How the group was chosen: `--group`, the one most targets list, or the default.
        public let groupSource: String
        public let platform: GroupPlatform

        /// Whether any finding is a problem (doctor then exits 1).
        public var hasProblems: Bool { findings.contains { $0.severity == .problem } }
    }

    /// - Parameters:
    ///   - options: the group (`groupGiven` says whether it was named) and where to look; its
    ///     entitlement files are the targets examined.
    ///   - platform: the targets' platform.
    ///   - contract: what to hold the group's data to; nil decides from the data.
    ///   - device: the screen whose widget sizes images are compared with, at its scale.
    ///   - container: finds a group's container (the command line also creates the demo group).
    public static func run(_ options: GroupOptions, platform: GroupPlatform, contract: DataContract? = nil, device: DeviceSize = .default,
                           container: (GroupOptions) throws -> GroupContainer = { try GroupLoader($0).locate() }) -> Report {
        var findings: [DoctorFinding] = []
        var targets: [Entitlements] = []
        for file in options.entitlementFiles {
            let url = URL(fileURLWithPath: file)
            do {
                targets.append(try Entitlements(contentsOf: url))
            } catch {
                let message = error.description.hasPrefix(url.path + ": ") ? String(error.description.dropFirst(url.path.count + 2)) : error.description
                findings.append(.problem(.entitlements, url.path, message,
                                         fix: "pass the target's .entitlements file, an XML property list as Xcode writes it"))
            }
        }
        let analysis = EntitlementsAnalysis(group: options.groupGiven ? options.group.rawValue : nil, targets: targets,
                                            platform: platform, fallback: options.group.rawValue)
        findings += analysis.findings
        if options.entitlementFiles.isEmpty {
            findings.append(.warning(.entitlements, nil, subject: "--entitlements", "no entitlements files given, so no target was checked",
                                     fix: "pass each target's .entitlements file (the app's and every extension's) with --entitlements"))
        }
        do {
            let inspected = options.groupGiven ? options.ungated : try options.ungated.replacing(group: analysis.group, from: "the entitlements")
            findings += ContainerInspection.inspect(try container(inspected), contract: contract, device: device)
        } catch {
            findings.append(.problem(.container, nil, subject: analysis.group, "\(error)",
                                     fix: "run the app once so iOS creates the container (in the simulator: install an app with the group), "
                                        + "or create one with `widget-tui app create-group \(analysis.group)`"))
        }
        return Report(findings: findings, group: analysis.group, groupSource: analysis.groupSource, platform: platform)
    }
}
