import Findings
import SharedData
import XcodeProject

/// `xcconfig`: every xcconfig a configuration is based on, and each it includes, exists, reads
/// and parses as Xcode reads it. A missing file a tool makes is not this check's (`generated-files`);
/// one `#include?` allows is a note.
enum XCConfigCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "xcconfig", area: .settings, title: "xcconfig files",
        summary: "a base xcconfig or an #include that is missing, unreadable, cyclic, or holds lines Xcode ignores",
        severities: [.note, .warning, .problem],
        verdicts: "NOTE: an `#include?` of a missing file that nothing generates, or a file outside the project; WARNING: a plain `#include` "
            + "of a missing file that nothing generates, a cycle, a line Xcode ignores; PROBLEM: a configuration based on an xcconfig that "
            + "does not exist and that nothing generates. An include is looked up beside the including file, then from the project folder",
        examples: [
            .triggers("a configuration based on an xcconfig that does not exist", .widgetApp.with {
                $0.project?.update("App") { $0.baseConfigurations = ["Debug": "Config/App.xcconfig"] }
            }, .problem(file: "Config/App.xcconfig")),
            .triggers("an #include of a file that does not exist", .widgetApp.with {
                $0.files["Config/App.xcconfig"] = .text("#include \"Shared.xcconfig\"\nSWIFT_VERSION = 5.0\n")
                $0.project?.update("App") { $0.baseConfigurations = ["Debug": "Config/App.xcconfig"] }
            }, .warning(file: "Config/App.xcconfig", line: 1)),
            .triggers("an optional #include? of a file that does not exist", .widgetApp.with {
                $0.files["Config/App.xcconfig"] = .text("#include? \"Local.xcconfig\"\n")
                $0.project?.update("App") { $0.baseConfigurations = ["Debug": "Config/App.xcconfig"] }
            }, .note(file: "Config/App.xcconfig", line: 1)),
            .passes("an xcconfig that includes one that exists", .widgetApp.with {
                $0.files["Config/App.xcconfig"] = .text("#include \"Shared.xcconfig\"\n")
                $0.files["Config/Shared.xcconfig"] = .text("SWIFT_VERSION = 5.0\n")
                $0.project?.update("App") { $0.baseConfigurations = ["Debug": "Config/App.xcconfig", "Release": "Config/App.xcconfig"] }
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.readProblems(.xcconfig).compactMap(finding)
    }

    private static func finding(_ problem: ReadProblem) -> Finding? {
        let name = problem.file, from = problem.includedFrom
        let settingsFix = "pass the settings the groups need with --setting NAME=VALUE"
        switch problem.kind {
        case let .tooManyFiles(limit):
            return Finding(.warning, file: name, line: from?.line, message: "more than \(limit) xcconfig files; \(name) and the rest were not read",
                           fix: settingsFix)
        case .cycle:
            return Finding(.warning, file: from?.file ?? name, line: from?.line,
                           message: "\(name) includes itself (through a chain of #include); Xcode refuses the cycle", fix: "remove the #include that closes the cycle")
        case let .tooDeep(limit):
            return Finding(.warning, file: from?.file ?? name, line: from?.line, message: "#include nested deeper than \(limit) files; \(name) not read",
                           fix: settingsFix)
        case .outside:
            let what = from.map { _ in "#include \"\(name)\"" } ?? "the configuration's base \(name)"
            return Finding(.note, file: from?.file ?? name, line: from?.line,
                           message: "\(what) is not read: outside the project; the settings it would define are unknown here",
                           fix: "pass --allow-outside DIR for a folder of your own, or --setting NAME=VALUE")
        case .missing:
            guard let from else {
                return Finding(.problem, file: name, message: "the configuration is based on \(name), which does not exist; Xcode cannot build it",
                               fix: "restore the file, or remove it from the configuration in the project's Info tab")
            }
            if from.optional {
                return Finding(.note, file: from.file, line: from.line,
                               message: "\(name) is missing (included with #include?, which allows that); settings it would define are unresolved here")
            }
            return Finding(.warning, file: from.file, line: from.line, message: "#include \"\(name)\" names a file that does not exist; Xcode stops the build",
                           fix: "create it, or write #include? if it is optional (a local, gitignored settings file)")
        case let .unreadable(reason):
            // The reason is shown text already (`ProjectScope.ReadResult.failed`): not escaped again.
            return Finding(.warning, file: name, message: reason, fix: "make the file readable, or pass its settings with --setting NAME=VALUE")
        case let .unparseable(description):
            return Finding(.warning, file: name, message: description, fix: "write it as UTF-8 text of NAME = VALUE lines, as Xcode does")
        case let .ignoredLine(message):
            return Finding(.warning, file: name, line: problem.line, message: message, fix: "write the line as NAME = VALUE, or #include \"file\"")
        case .caseOnly, .truncated:
            return nil
        }
    }
}
