import Essentials
import Findings
import SharedData
import XcodeProject

extension Doctor {
    /// Every file a doctor run reads before it decides anything, each read once: the project
    /// (through `ProjectDoctor.examine`) and the `--entitlements` files.
    struct Evidence {
        /// What `--project` read; nil without it, or when there was no project at the path.
        let project: ProjectReport?
        /// Why the project could not be read, as a finding; nil when it was, or none was given.
        let projectFailure: DoctorFinding?
        /// Each `--entitlements` file that read, its groups as written (expanded later, once the
        /// platform is known).
        let entitlements: [(url: URL, entitlements: Entitlements, data: Data)]
        /// Each that did not, as a finding, in the order given.
        let entitlementFailures: [DoctorFinding]

        static func read(_ input: Input) -> Evidence {
            // The --entitlements files first: a project that names one of them reads it from here.
            var entitlements: [(url: URL, entitlements: Entitlements, data: Data)] = []
            var failures: [DoctorFinding] = []
            for file in input.options.entitlementFiles {
                let url = URL(fileURLWithPath: file)
                do {
                    let (read, data) = try Entitlements.read(contentsOf: url)
                    entitlements.append((url, read, data))
                } catch {
                    failures.append(.problem(.entitlements, url.shown, withoutPath(error.description, url.shown),
                                             fix: "pass the target's .entitlements file, a property list as Xcode writes it"))
                }
            }
            var project: ProjectReport?
            var projectFailure: DoctorFinding?
            if let path = input.project {
                var options = input.projectOptions
                for file in entitlements { options.alreadyRead[file.url] = file.data }
                do {
                    project = try ProjectDoctor.examine(path, options: options)
                } catch {
                    let fix = if case let .generatedProject(_, generator) = error { "run \(generator.command) in \(path.shown), then doctor again" }
                        else { "pass an .xcodeproj, or the folder holding one (a Flutter project's root, its ios/ folder, a Kotlin Multiplatform app's iosApp/)" }
                    projectFailure = DoctorFinding(.problem, .project, .projectFile, file: path.shown,
                                                   message: withoutPath(error.description, path.shown), fix: fix)
                }
            }
            return Evidence(project: project, projectFailure: projectFailure, entitlements: entitlements, entitlementFailures: failures)
        }

        /// An error's description without the path it starts with (as shown), which the finding
        /// names apart.
        private static func withoutPath(_ description: String, _ path: String) -> String {
            description.hasPrefix(path + ": ") ? String(description.dropFirst(path.count + 2)) : description
        }
    }
}
