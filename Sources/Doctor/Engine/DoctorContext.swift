import Essentials
import SharedData
import XcodeProject

/// Everything a check may read: what doctor was asked (`input`), what it read (`evidence`, the
/// container), what it decided (`plan`), and each project with its group sharing worked out. A
/// check reads nothing from disk and decides from this alone.
struct DoctorContext {
    let input: Doctor.Input
    let evidence: Doctor.Evidence
    /// Each project read, in the order found (`ios/` before `macos/`).
    let projects: [ProjectContext]
    let plan: Doctor.Plan
    let container: ContainerState

    /// What `--project` read, when it did.
    var reading: ProjectReading? { evidence.project }

    /// The files the other projects read compile and sign with. Several projects in one folder (a
    /// Capacitor app's template `App.xcodeproj` beside the copy that adds the widget, an iOS and a
    /// macOS project over shared sources) share its files: one a sibling compiles or signs with is
    /// never "in no target" or "unused" for another.
    func usedElsewhere(than project: ProjectContext) -> (compiled: Set<String>, signed: Set<String>) {
        let others = projects.filter { $0.projectFile != project.projectFile }
        return (others.reduce(into: []) { $0.formUnion($1.snapshot.compiledFiles) }, others.reduce(into: []) { $0.formUnion($1.signedFiles) })
    }

    /// The `--profile` files, read or not.
    var profiles: [LoadedProfile] { reading?.profiles ?? [] }

    /// When profiles expire: the caller's clock.
    var now: Date { input.projectOptions.now }

    /// What could not be read of `subject`, outside any one project (the Dart scan's) and in each.
    func readProblems(_ subject: ReadProblem.Subject) -> [ReadProblem] {
        (reading?.allReadProblems ?? []).filter { $0.subject == subject }
    }
}
