import Essentials
import Findings
import SharedData
import XcodeProject

/// `project-file`: there is a project at the path, and its `project.pbxproj` reads and parses.
enum ProjectFileCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "project-file", area: .project, title: "project file",
        summary: "no Xcode project at the path, or a project.pbxproj that does not read or parse",
        severities: [.note, .warning, .problem],
        verdicts: "PROBLEM: no project at the path nor up to 6 folders below it, or a `project.pbxproj` that does not parse (with its line); "
            + "WARNING: nothing checked, since no project is committed and a generator makes it (the generator's file is the place, relative to the folder "
            + "given, naming the tool and its command: an XcodeGen spec, `project.yml` or any YAML whose top-level `targets:` declare XcodeGen's "
            + "product types (a spec per brand, `calendar-project.yml`, run with `--spec`), Tuist's `Project.swift`/`Workspace.swift`, an Expo app "
            + "with no targets declared, NativeScript's `nativescript.config.ts`, Cordova's `config.xml`; an XcodeGen spec another spec includes is "
            + "a fragment, never the one named, and a spec declaring a WidgetKit extension, then another app extension, then an app, itself before "
            + "through its includes, is named first; the command is the one the repository writes for that file, naming where (a `package.json` "
            + "script, a CI workflow's step, a Makefile rule or a script of `scripts/` or `bin/`, in the folder given or the work tree's root); an "
            + "`.xcworkspace` whose listed projects are none committed names the spec that makes one of them and the `.gitignore` line keeping it "
            + "out; the tool through `mise x --` where the repository pins it with mise, and a script through the Makefile rule that runs it; "
            + "a repository that generates its project is not broken for it, so this is no problem); "
            + "NOTE: a project file outside the project's root, not read",
        examples: [
            .triggers("only an XcodeGen spec, one folder down", ExampleInput(files: ["ios/project.yml": .text("name: App\n")], projectPath: "."),
                      .warning(file: "ios/project.yml")),
            .triggers("an XcodeGen spec named for its app, beside a framework's project.yml",
                      ExampleInput(files: ["ios/widgets-project.yml": .text("name: Widgets\ntargets:\n  Widget:\n    type: app-extension\n"),
                                          "sdk/project.yml": .text("name: Sdk\ntargets:\n  Sdk:\n    type: framework\n")], projectPath: "."),
                      .warning(file: "ios/widgets-project.yml")),
            .triggers("a project file cut short", .widgetApp.with { $0.project?.replacement = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" },
                      .problem(file: "App.xcodeproj/project.pbxproj")),
            .passes("a project file Xcode wrote", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        var findings: [Finding] = []
        if let (path, error) = context.evidence.projectFailure {
            if case let .generatedProject(_, generator) = error {
                // Nothing can be checked until the project exists, but a repository that
                // generates its project is not broken for it (round 9's ruuvi and NativeScript,
                // round 10's azkar-ios): a warning, placed on the generator's file, relative to
                // the folder given. CI runs the command before doctor.
                findings.append(Finding(.warning, file: generator.file.shown, message: "nothing checked: " + withoutPath(error.description, path.shown),
                                        fix: "run \(generator.command) in the folder given (in CI, before doctor), then doctor again"))
            } else {
                findings.append(Finding(.problem, file: path.shown, message: withoutPath(error.description, path.shown),
                                        fix: "pass an .xcodeproj or .xcworkspace, or a folder holding one (up to \(ProjectLocator.searchDepth) folders below)"))
            }
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
