import Essentials
import Findings
import SharedData

/// Reads an `.xcconfig` and everything it includes, in order, into the assignments Xcode would
/// see. Missing includes are recorded, not fatal: `#include?` is made for them, and generated
/// files (Flutter's `Generated.xcconfig`, CocoaPods' `Pods/`, gitignored ones) are missing until
/// `flutter pub get` or `pod install` (`GeneratedFiles`).
struct XCConfigLoader {
    struct Loaded {
        /// Every assignment, includes expanded in place, first to last.
        var assignments: [BuildSettingAssignment] = []
        /// The files read or looked for, for "looked in" messages.
        var places: [String] = []
        var findings: [DoctorFinding] = []
        /// Files missing because a clone never has them.
        var generated: [AbsentGeneratedFile] = []
        /// Those of them that are the user's own, kept out by a `.gitignore`, as shown.
        var keptOut: [String] = []
    }

    /// Where relative includes are looked for after the including file's folder: Xcode also
    /// tries the project folder, which Flutter's `#include? "Pods/..."` in `Flutter/` relies on.
    let projectFolder: URL
    let display: (URL) -> String
    let generated: GeneratedFiles
    let scope: ProjectScope
    static let maximumIncludeDepth = 16
    static let maximumFiles = 64

    func load(_ url: URL) -> Loaded {
        var loaded = Loaded()
        var stack: [URL] = []
        load(url, into: &loaded, stack: &stack, includedFrom: nil)
        return loaded
    }

    private func load(_ url: URL, into loaded: inout Loaded, stack: inout [URL], includedFrom: (file: String, line: Int, optional: Bool)?) {
        let name = display(url)
        guard loaded.places.count < Self.maximumFiles else {
            loaded.findings.append(finding(.warning, name, includedFrom?.line, "more than \(Self.maximumFiles) xcconfig files; \(name) and the rest were not read",
                                           fix: "pass the settings the groups need with --setting NAME=VALUE"))
            return
        }
        guard !stack.contains(url) else {
            loaded.findings.append(finding(.warning, includedFrom?.file ?? name, includedFrom?.line, "\(name) includes itself (through a chain of #include); Xcode refuses the cycle",
                                           fix: "remove the #include that closes the cycle"))
            return
        }
        guard stack.count < Self.maximumIncludeDepth else {
            loaded.findings.append(finding(.warning, includedFrom?.file ?? name, includedFrom?.line, "#include nested deeper than \(Self.maximumIncludeDepth) files; \(name) not read",
                                           fix: "pass the settings the groups need with --setting NAME=VALUE"))
            return
        }
        let data: Data
        switch scope.read(url, limit: .xcconfig) {
        case let .data(bytes):
            data = bytes
        case .outside:
            loaded.places.append("\(name) (not read: outside the project)")
            let what = includedFrom.map { _ in "#include \"\(name)\"" } ?? "the configuration's base \(name)"
            loaded.findings.append(finding(.note, includedFrom?.file ?? name, includedFrom?.line,
                                           "\(what) is not read: outside the project; the settings it would define are unknown here",
                                           fix: "pass --allow-outside DIR for a folder of your own, or --setting NAME=VALUE"))
            return
        case .missing:
            loaded.places.append("\(name) (missing)")
            if let origin = generated.origin(url) {
                loaded.generated.append(AbsentGeneratedFile(file: name, madeBy: origin.madeBy))
                if origin.keptOut { loaded.keptOut.append(name) }
            } else if let includedFrom {
                loaded.findings.append(missingInclude(name, from: includedFrom))
            } else {
                loaded.findings.append(finding(.problem, name, nil, "the configuration is based on \(name), which does not exist; Xcode cannot build it",
                                               fix: "restore the file, or remove it from the configuration in the project's Info tab"))
            }
            return
        case let .failed(reason):
            loaded.places.append("\(name) (unreadable)")
            // The reason is shown text already (`ProjectScope.ReadResult.failed`): not escaped again.
            loaded.findings.append(DoctorFinding(.warning, .settings, .xcconfig, file: name, message: reason,
                                                 fix: "make the file readable, or pass its settings with --setting NAME=VALUE"))
            return
        }
        loaded.places.append(name)
        let file: XCConfigFile
        do {
            file = try XCConfigFile.parse(data, file: name)
        } catch {
            loaded.findings.append(finding(.warning, name, nil, error.description, fix: "write it as UTF-8 text of NAME = VALUE lines, as Xcode does"))
            return
        }
        for problem in file.problems {
            loaded.findings.append(finding(.warning, name, problem.line, problem.message, fix: "write the line as NAME = VALUE, or #include \"file\""))
        }
        stack.append(url)
        for statement in file.statements {
            switch statement {
            case let .assignment(assignment):
                loaded.assignments.append(assignment)
            case let .include(path, optional, line):
                load(resolve(path, from: url), into: &loaded, stack: &stack, includedFrom: (name, line, optional))
            }
        }
        stack.removeLast()
    }

    /// Where Xcode finds an include: beside the including file, else from the project folder.
    /// When neither exists (a clone before `pod install`), the place a tool would make it:
    /// Flutter's `#include? "Pods/..."` in `Flutter/` names the project folder's `Pods/`.
    private func resolve(_ path: String, from file: URL) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        let beside = file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        let inProject = projectFolder.appendingPathComponent(path).standardizedFileURL
        for candidate in [beside, inProject] where scope.exists(candidate) { return candidate }
        let made = [beside, inProject].map(generated.origin)
        if let tool = made.firstIndex(where: { $0?.keptOut == false }) { return [beside, inProject][tool] }
        return made[0] == nil && made[1] != nil ? inProject : beside
    }

    /// A missing include that no tool generates: allowed by `#include?`, a warning otherwise.
    private func missingInclude(_ name: String, from: (file: String, line: Int, optional: Bool)) -> DoctorFinding {
        if from.optional {
            return finding(.note, from.file, from.line, "\(name) is missing (included with #include?, which allows that); settings it would define are unresolved here")
        }
        return finding(.warning, from.file, from.line, "#include \"\(name)\" names a file that does not exist; Xcode stops the build",
                       fix: "create it, or write #include? if it is optional (a local, gitignored settings file)")
    }

    /// `message` names files as `display` shows them, escaped already.
    private func finding(_ severity: DoctorFinding.Severity, _ file: String, _ line: Int?, _ message: String, fix: String? = nil) -> DoctorFinding {
        DoctorFinding(severity, .settings, .xcconfig, file: file, line: line, message: message, fix: fix)
    }
}
