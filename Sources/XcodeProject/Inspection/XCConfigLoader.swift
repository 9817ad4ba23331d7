import Essentials
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
        /// What could not be read on the way, each once.
        var problems: [ReadProblem] = []
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

    private func load(_ url: URL, into loaded: inout Loaded, stack: inout [URL], includedFrom: ReadProblem.Include?) {
        let name = display(url)
        func problem(_ kind: ReadProblem.Kind, _ line: Int?) {
            loaded.problems.append(ReadProblem(.xcconfig, kind, file: name, line: line, includedFrom: includedFrom))
        }
        guard loaded.places.count < Self.maximumFiles else { return problem(.tooManyFiles(Self.maximumFiles), nil) }
        guard !stack.contains(url) else { return problem(.cycle, nil) }
        guard stack.count < Self.maximumIncludeDepth else { return problem(.tooDeep(Self.maximumIncludeDepth), nil) }
        let data: Data
        switch scope.read(url, limit: .xcconfig) {
        case let .data(bytes):
            data = bytes
        case .outside:
            loaded.places.append("\(name) (not read: outside the project)")
            return problem(.outside, nil)
        case .missing:
            loaded.places.append("\(name) (missing)")
            if let origin = generated.origin(url) {
                loaded.generated.append(AbsentGeneratedFile(file: name, madeBy: origin.madeBy))
                if origin.keptOut { loaded.keptOut.append(name) }
            } else {
                problem(.missing, nil)
            }
            return
        case let .failed(reason):
            loaded.places.append("\(name) (unreadable)")
            return problem(.unreadable(reason), nil)
        }
        loaded.places.append(name)
        let file: XCConfigFile
        do {
            file = try XCConfigFile.parse(data, file: name)
        } catch {
            return problem(.unparseable(error.description), nil)
        }
        for ignored in file.problems { problem(.ignoredLine(ignored.message), ignored.line) }
        stack.append(url)
        for statement in file.statements {
            switch statement {
            case let .assignment(assignment):
                loaded.assignments.append(assignment)
            case let .include(path, optional, line):
                let include = ReadProblem.Include(file: name, line: line, optional: optional)
                let (included, caseDiffers) = resolve(path, from: url)
                if caseDiffers {
                    // The default macOS volume finds it and the build goes on; a case-sensitive one does not.
                    loaded.problems.append(ReadProblem(.xcconfig, .caseOnly(written: VisibleText.escaped(path)), file: display(included),
                                                       includedFrom: include))
                }
                load(included, into: &loaded, stack: &stack, includedFrom: include)
            }
        }
        stack.removeLast()
    }

    /// Where Xcode finds an include: beside the including file, else from the project folder.
    /// A file whose name differs from the include's only in letter case is found, as the default
    /// macOS volume finds it, and said so (`caseDiffers`): the answer is the same on every file system.
    /// When neither exists (a clone before `pod install`), the place a tool would make it:
    /// Flutter's `#include? "Pods/..."` in `Flutter/` names the project folder's `Pods/`.
    private func resolve(_ path: String, from file: URL) -> (url: URL, caseDiffers: Bool) {
        if path.hasPrefix("/") { return (URL(fileURLWithPath: path).standardizedFileURL, false) }
        let beside = file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        let inProject = projectFolder.appendingPathComponent(path).standardizedFileURL
        for (candidate, base) in [(beside, file.deletingLastPathComponent()), (inProject, projectFolder)] {
            switch CaseExactPath.find(path, in: base, scope: scope) {
            case .exact: return (candidate, false)
            case let .differentCase(found): return (found.standardizedFileURL, true)
            case .missing: continue
            }
        }
        for candidate in [beside, inProject] where scope.exists(candidate) { return (candidate, false) }
        let made = [beside, inProject].map(generated.origin)
        if let tool = made.firstIndex(where: { $0?.keptOut == false }) { return ([beside, inProject][tool], false) }
        return (made[0] == nil && made[1] != nil ? inProject : beside, false)
    }
}
