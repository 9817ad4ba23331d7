import Essentials
import Findings
import SharedData
import XcodeProject

/// `project-file`: there is a project at the path, and its `project.pbxproj` reads and parses.
enum ProjectFileCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "project-file", area: .project, title: "project file",
        summary: "no Xcode project at the path, or a project.pbxproj that does not read or parse",
        severities: [.note, .problem],
        verdicts: "PROBLEM: no project at the path (a generator's file instead names the tool and its command), or a `project.pbxproj` that "
            + "does not parse (with its line); NOTE: a project file outside the project's root, not read",
        examples: [
            .triggers("a project file cut short", .widgetApp.with { $0.project?.replacement = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" },
                      .problem(file: "App.xcodeproj/project.pbxproj")),
            .passes("a project file Xcode wrote", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        var findings: [Finding] = []
        if let (path, error) = context.evidence.projectFailure {
            let fix = if case let .generatedProject(_, generator) = error { "run \(generator.command) in \(path.shown), then doctor again" }
                else { "pass an .xcodeproj, or the folder holding one (a Flutter project's root, its ios/ folder, a Kotlin Multiplatform app's iosApp/)" }
            findings.append(Finding(.problem, file: path.shown, message: withoutPath(error.description, path.shown), fix: fix))
        }
        for problem in context.readProblems(.projectFile) {
            switch problem.kind {
            case let .unparseable(description):
                findings.append(Finding(.problem, file: problem.file, line: problem.line, message: description,
                                        fix: "restore the file from version control, or resolve the merge conflict in it"))
            case .missing:
                findings.append(Finding(.problem, file: problem.file, message: "no project.pbxproj",
                                        fix: "restore the .xcodeproj from version control, or let Xcode recreate it"))
            case let .unreadable(reason):
                findings.append(Finding(.problem, file: problem.file, message: reason, fix: "make project.pbxproj a readable file"))
            case .outside:
                findings.append(Finding(.note, file: problem.file, message: "not read: outside the project"))
            default:
                continue
            }
        }
        return findings
    }

    /// An error's description without the path it starts with (as shown), which the finding
    /// names apart.
    static func withoutPath(_ description: String, _ path: String) -> String {
        description.hasPrefix(path + ": ") ? String(description.dropFirst(path.count + 2)) : description
    }
}
