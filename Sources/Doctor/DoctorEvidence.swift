import Essentials
import SharedData
import XcodeProject

extension Doctor {
    /// Every file a doctor run reads before it decides anything, each read once: the project
    /// (through `ProjectReader`) and the `--entitlements` files; what could not be read is kept
    /// as it is, for the checks to judge.
    struct Evidence {
        /// What `--project` read; nil without it, or when there was no project at the path.
        let project: ProjectReading?
        /// The path given and why no project could be read there; nil when it was, or none was given.
        let projectFailure: (path: URL, error: ProjectDoctorError)?
        /// Each `--entitlements` file that read, its groups as written (expanded later, once the
        /// platform is known).
        let entitlements: [(url: URL, entitlements: Entitlements, data: Data)]
        /// Each that did not, with why, in the order given.
        let entitlementFailures: [(url: URL, reason: String)]

        static func read(_ input: Input) -> Evidence {
            // The --entitlements files first: a project that names one of them reads it from here.
            var entitlements: [(url: URL, entitlements: Entitlements, data: Data)] = []
            var failures: [(url: URL, reason: String)] = []
            for file in input.options.entitlementFiles {
                let url = URL(fileURLWithPath: file)
                do {
                    let (read, data) = try Entitlements.read(contentsOf: url)
                    entitlements.append((url, read, data))
                } catch {
                    failures.append((url, error.description))
                }
            }
            var project: ProjectReading?
            var projectFailure: (path: URL, error: ProjectDoctorError)?
            if let path = input.project {
                var options = input.projectOptions
                for file in entitlements { options.alreadyRead[file.url] = file.data }
                do {
                    project = try ProjectReader.read(path, options: options)
                } catch {
                    projectFailure = (path, error)
                }
            }
            return Evidence(project: project, projectFailure: projectFailure, entitlements: entitlements, entitlementFailures: failures)
        }
    }
}
