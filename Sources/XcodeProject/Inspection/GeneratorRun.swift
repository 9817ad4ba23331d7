import Essentials

/// A place the repository runs a project generator (XcodeGen, Tuist), and the command as it is
/// written there: a shell script or a `Makefile` rule (`scripts/`, `bin/`...), a `package.json`
/// script, a step of a CI workflow. A spec may be written for the repository's own way of running
/// the tool (a script copying it where XcodeGen expects it), and a spec not named `project.yml`
/// is run with `--spec`: the command doctor gives is the one the repository writes for that spec,
/// from the folder it runs in (tutao/tutanota's `package.json` runs `cd app-ios && xcodegen --spec
/// calendar-project.yml`, its calendar workflow the same from `working-directory: app-ios`).
/// Read as text, never run: a `cd` is followed, a variable is unknown.
struct GeneratorRun {
    enum Place: Equatable {
        /// A shell script, run by its path (relative to the folder given).
        case script(String)
        /// A Makefile's rule: the Makefile's path, the rule, whether it is the default goal.
        case makeRule(makefile: String, rule: String, isDefault: Bool)
        /// A script of a `package.json`: its path and the script's name.
        case packageScript(file: String, name: String)
        /// A step of a CI workflow: its path and the step's name.
        case workflowStep(file: String, step: String?)

        /// A script or a Makefile rule: a way of its own the repository makes its project with,
        /// offered even where it names no spec doctor can follow (it may copy one into place).
        var isScript: Bool {
            switch self {
            case .script, .makeRule: true
            case .packageScript, .workflowStep: false
            }
        }
    }

    let place: Place
    /// The folder the command runs in (a standardized path); nil where a `cd` goes where the text
    /// cannot say (`cd "$(dirname "$0")"`, `working-directory: ${{ env.DIR }}`).
    let folder: String?
    /// The command from the tool's name, as written: `xcodegen`, `--spec`, `calendar-project.yml`.
    let words: [String]
    /// The line it is written on (1-based).
    let line: Int

    /// Where repositories keep the scripts that make their project: a `Makefile` or shell script at
    /// the top, and the files of `scripts/`, `script/`, `bin/` and `tools/` (not their subfolders).
    static let scriptFolders = ["", "scripts", "script", "bin", "tools"]
    /// Files read looking for the places: a few folders' worth.
    static let maximumFiles = 64
    /// Lines read of one file.
    static let maximumLines = 5_000

    /// The runs of `tool` (`xcodegen`, `tuist`) in the places of each folder of `bases` (the folder
    /// given, then the root of the work tree holding it), in that order: scripts and Makefiles,
    /// `package.json`, `.github/workflows/`.
    static func runs(of tool: String, in bases: [URL], scope: ProjectScope, shownFrom given: URL) -> [GeneratorRun] {
        var found: [GeneratorRun] = [], read = 0
        func text(_ url: URL) -> String? {
            read += 1
            guard read <= maximumFiles, case let .data(data) = scope.read(url, limit: .smallText) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            return text.utf8.contains(word: tool) ? text : nil
        }
        for base in bases {
            for folder in scriptFolders {
                let url = folder.isEmpty ? base : base.appendingPathComponent(folder)
                guard folder.isEmpty || scope.isFolder(url) else { continue }
                for name in scope.names(in: url) where !name.hasPrefix(".") {
                    let file = url.appendingPathComponent(name)
                    let makefile = name == "Makefile" || name == "makefile"
                    // At the top only a Makefile or a shell script; in a scripts folder any file.
                    guard !folder.isEmpty || makefile || name.hasSuffix(".sh"), !scope.isFolder(file), read < maximumFiles,
                          let text = text(file) else { continue }
                    let shown = ProjectScope.shown(file, from: given)
                    found += makefile ? makeRuns(of: tool, in: text, makefile: shown, folder: url.standardizedFileURL.path)
                        : shellRuns(of: tool, in: Substring(text), from: base.standardizedFileURL.path).map { GeneratorRun(place: .script(shown), folder: $0.folder, words: $0.words, line: $0.line + 1) }
                }
            }
            let package = base.appendingPathComponent("package.json")
            if read < maximumFiles, scope.exists(package), let text = text(package) {
                found += packageRuns(of: tool, in: text, file: ProjectScope.shown(package, from: given), folder: base.standardizedFileURL.path)
            }
            let workflows = base.appendingPathComponent(".github/workflows")
            for name in scope.names(in: workflows) where name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
                guard read < maximumFiles else { break }
                let file = workflows.appendingPathComponent(name)
                guard let text = text(file) else { continue }
                found += workflowRuns(of: tool, in: text, file: ProjectScope.shown(file, from: given), folder: base.standardizedFileURL.path)
            }
        }
        return found
    }

    /// The runs in a shell text (a script, a recipe line, a `run:` block), the folder followed
    /// through `cd` and `pushd` from `folder`: each command after a newline, `;`, `&&`, `||` or `|`,
    /// with the line it is on (0 for the text's first).
    static func shellRuns(of tool: String, in text: Substring, from folder: String?) -> [(folder: String?, words: [String], line: Int)] {
        var folder = folder, found: [(folder: String?, words: [String], line: Int)] = []
        // A line ending in `\\` goes on on the next one: its parts, joined once it ends.
        var parts: [Substring] = [], start = 0
        for (offset, physical) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines).enumerated() {
            if parts.isEmpty { start = offset }
            if physical.hasSuffix("\\") {
                parts.append(physical.dropLast())
                continue
            }
            parts.append(physical)
            let line = parts.joined(separator: " ")
            parts.removeAll()
            for command in line.split(whereSeparator: { ";|&".contains($0) }) {
                let all = unwrappedCall(command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { unquoted($0) })
                // make's prefixes (`@`, `-`, `+`), then words that start another command or set its
                // environment, and mint's or SwiftPM's `run`.
                var words = all[...]
                if let first = words.first { words[words.startIndex] = String(first.drop { "@-+".contains($0) }) }
                while let first = words.first, ["", "then", "do", "else", "exec", "time", "command", "(", "{"].contains(first)
                    || (first.contains("=") && first.first?.isLetter == true) {
                    words = words.dropFirst()
                }
                if words.count >= 2, ["mint", "swift"].contains(words.first), words.dropFirst().first == "run" { words = words.dropFirst(2) }
                guard let first = words.first else { continue }
                switch first {
                case "cd", "pushd":
                    folder = words.count == 2 ? resolve(words[words.startIndex + 1], in: folder) : nil
                case "popd":
                    folder = nil
                default:
                    if isTool(first, tool) { found.append((folder, Array(words), start)) }
                }
            }
        }
        return found
    }

    /// Whether the program the run starts is one a fresh clone can run: a name looked up on the
    /// `PATH` (`xcodegen`) or a path the checkout holds (`./bin/xcodegen`), not one a setup step
    /// installs under a folder the repository ignores (ruuvi's `.tools/xcodegen/bin/xcodegen`).
    /// A path the text cannot resolve (a variable) is given the benefit of the doubt.
    func runsProgramTheCheckoutHolds(_ scope: ProjectScope) -> Bool {
        guard let program = words.first, program.contains("/"), let path = Self.resolve(program, in: folder) else { return true }
        return scope.exists(URL(fileURLWithPath: path))
    }

    /// `make` for a Makefile's rule: `-C` its folder when it is not the folder given, the rule
    /// unless it is the default goal.
    static func make(_ makefile: String, rule: String, isDefault: Bool) -> String {
        let folder = makefile.split(separator: "/").dropLast().joined(separator: "/")
        return "make\(folder.isEmpty ? "" : " -C \(folder)")\(isDefault ? "" : " " + rule.shown)"
    }

    /// The `make` command of a Makefile rule whose recipe runs `script` (a path shown from
    /// `given`), in the places `runs(of:in:)` reads; nil when none does.
    static func makeRule(running script: String, in bases: [URL], scope: ProjectScope, given: URL) -> String? {
        let path = given.appendingPathComponent(script).standardizedFileURL.path
        let name = script.split(separator: "/").last.map(String.init) ?? script
        for run in runs(of: name, in: bases, scope: scope, shownFrom: given) {
            guard case let .makeRule(makefile, rule, isDefault) = run.place, let program = run.words.first,
                  resolve(program, in: run.folder) == path else { continue }
            return make(makefile, rule: rule, isDefault: isDefault)
        }
        return nil
    }

    /// `xcodegen`, `./bin/xcodegen`, mint's `yonaskolb/XcodeGen@2.42.0`; NativeScript's `ns` is
    /// also `tns`, its older name.
    static func isTool(_ word: String, _ tool: String) -> Bool {
        let name = (word.split(separator: "/").last.map { $0.prefix { $0 != "@" } } ?? "").lowercased()
        return name == tool.lowercased() || (tool == "ns" && name == "tns")
    }

    /// `path` from `folder`; nil when either is unknown: a variable, a command's output, home.
    static func resolve(_ path: String, in folder: String?) -> String? {
        guard let folder, !path.isEmpty, path != "-", !path.hasPrefix("~"), !path.contains("$"), !path.contains("`") else { return nil }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path
            : URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
    }

    /// The runs in a Makefile's recipes, by rule: each recipe line is a shell of its own, started
    /// in the Makefile's folder. Not a command that installs the tool (`brew install "xcodegen"`).
    static func makeRuns(of tool: String, in text: String, makefile: String, folder: String) -> [GeneratorRun] {
        var first: String?, declaredDefault: String?, current: String?
        var found: [(rule: String, folder: String?, words: [String], line: Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines).enumerated() {
            if line.hasPrefix("\t") {
                guard let rule = current else { continue }
                found += shellRuns(of: tool, in: line, from: folder).map { (rule, $0.folder, $0.words, index + 1) }
                continue
            }
            let trimmed = line.trimmingWhitespace
            if trimmed.hasPrefix(".DEFAULT_GOAL"), let equals = trimmed.firstIndex(of: "=") {
                declaredDefault = trimmed[trimmed.index(after: equals)...].trimmingWhitespace
                continue
            }
            // `name: prerequisites` (not `name := value`, not a special `.PHONY:` target).
            guard let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("#"), !trimmed.hasPrefix("."),
                  trimmed[trimmed.index(after: colon)...].first != "=" else {
                if !trimmed.isEmpty, !trimmed.hasPrefix("#") { current = nil }
                continue
            }
            let name = trimmed[..<colon].trimmingWhitespace
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "_-./".contains($0) }) else { current = nil; continue }
            current = name
            if first == nil { first = name }
        }
        let goal = declaredDefault ?? first
        return found.map { GeneratorRun(place: .makeRule(makefile: makefile, rule: $0.rule, isDefault: $0.rule == goal), folder: $0.folder, words: $0.words, line: $0.line) }
    }

    /// The runs in a `package.json`'s `scripts`, each started in the file's folder.
    static func packageRuns(of tool: String, in text: String, file: String, folder: String) -> [GeneratorRun] {
        guard case let .object(scripts)? = JSLiteral.value(json: text)["scripts"]?.value else { return [] }
        return scripts.prefix(maximumLines).flatMap { entry -> [GeneratorRun] in
            guard case let .string(command) = entry.value.value else { return [] }
            return shellRuns(of: tool, in: Substring(command), from: folder)
                .map { GeneratorRun(place: .packageScript(file: file, name: entry.key), folder: $0.folder, words: $0.words, line: entry.value.line) }
        }
    }

    /// The runs in a GitHub Actions workflow: each list item with a `run:` (a step), started in its
    /// `working-directory:` below the checkout's root. A job's `defaults.run.working-directory` is
    /// not read (the step's folder is then the root).
    static func workflowRuns(of tool: String, in text: String, file: String, folder: String) -> [GeneratorRun] {
        let lines = Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines))
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        var found: [GeneratorRun] = []
        var index = 0
        while index < lines.count {
            let line = lines[index], dash = indent(line)
            guard line.dropFirst(dash).hasPrefix("- ") else { index += 1; continue }
            // The item's keys: the one after its dash, and those below at the same column.
            let column = dash + 2
            var name: String?, directory: String?, run: (text: String, line: Int)?
            var cursor = index
            while cursor < lines.count {
                let current = lines[cursor]
                let trimmed = current.trimmingWhitespace
                if cursor > index, !trimmed.isEmpty, !trimmed.hasPrefix("#"), indent(current) <= dash { break }
                let keyLine = cursor == index ? current.dropFirst(column) : indent(current) == column ? current.dropFirst(column) : nil
                cursor += 1
                guard let keyLine, let colon = keyLine.firstIndex(of: ":") else { continue }
                let value = keyLine[keyLine.index(after: colon)...].trimmingWhitespace
                switch keyLine[..<colon] {
                case "name": name = XcodeGenSpec.unquoted(Substring(value))
                case "working-directory": directory = XcodeGenSpec.unquoted(Substring(value))
                case "run":
                    if value.hasPrefix("|") || value.hasPrefix(">") {
                        // The block's lines: those indented past the key (its first is the line after the key's).
                        let first = cursor + 1
                        var block: [Substring] = []
                        while cursor < lines.count, lines[cursor].trimmingWhitespace.isEmpty || indent(lines[cursor]) > column {
                            block.append(lines[cursor])
                            cursor += 1
                        }
                        run = (block.joined(separator: "\n"), first)
                    } else {
                        run = (XcodeGenSpec.unquoted(Substring(value)), cursor)
                    }
                default: break
                }
            }
            if let run {
                let start = directory.map { resolve($0, in: folder) } ?? folder
                found += shellRuns(of: tool, in: Substring(run.text), from: start)
                    .map { GeneratorRun(place: .workflowStep(file: file, step: name), folder: $0.folder, words: $0.words, line: run.line + $0.line) }
            }
            index = max(cursor, index + 1)
        }
        return found
    }

    /// How a run stands to a generator's file.
    enum Match: Equatable {
        /// It makes the project from that file, run in this folder (a standardized path).
        case makes(folder: String)
        /// It may: it names no file or folder doctor can follow (a script copying the spec to
        /// where XcodeGen looks, a path in a variable).
        case mayMake
        /// It makes another project, or does something else (`xcodegen dump`, `tuist install`).
        case other
    }

    /// Whether this run makes the project from `file` (a standardized path), whose project is made
    /// in `projectFolder`: XcodeGen from the spec `--spec`/`-s` names (comma-separated), else the
    /// `project.yml` of the folder it runs in; Tuist's `generate` from the folder `--path`/`-p`
    /// names, else the one it runs in.
    func match(_ file: String, projectFolder: String) -> Match {
        // NativeScript makes `platforms/ios` in the folder it runs in when it prepares, builds or
        // runs iOS (held-out Akylas+oss-weather's `ns prepare ios --release` script).
        if Self.isTool(words[0], "ns") {
            guard words.count >= 3, ["prepare", "build", "run"].contains(words[1]), words[2] == "ios" else { return .other }
            guard let folder else { return .mayMake }
            return folder == projectFolder ? .makes(folder: folder) : .other
        }
        let xcodegen = words[0].lowercased().hasSuffix("xcodegen")
        let subcommand = words.dropFirst().first
        // XcodeGen generates unless told otherwise; Tuist only when told to.
        guard subcommand == "generate" || (xcodegen && (subcommand.map { $0.hasPrefix("-") && !["--help", "-h", "--version"].contains($0) } ?? true)) else {
            return .other
        }
        let options: Set<String> = xcodegen ? ["--spec", "-s"] : ["--path", "-p"]
        var named: [String] = []
        for (index, word) in words.enumerated().dropFirst() {
            if options.contains(words[index - 1]) {
                named += word.split(separator: ",").map(String.init)
            } else if let equals = word.firstIndex(of: "="), options.contains(String(word[..<equals])) {
                named += word[word.index(after: equals)...].split(separator: ",").map(String.init)
            }
        }
        let target = xcodegen ? file : projectFolder
        for path in named.isEmpty ? [xcodegen ? "project.yml" : "."] : named {
            if path.contains("$") { return .mayMake }
            if let folder {
                if Self.resolve(path, in: folder) == target { return .makes(folder: folder) }
                continue
            }
            // From a folder the text cannot say: the one the path leads to the file from.
            let relative = path.split(separator: "/").filter { $0 != "." }
            if !path.hasPrefix("/"), !relative.isEmpty, !relative.contains(".."), target.hasSuffix("/" + relative.joined(separator: "/")) {
                return .makes(folder: String(target.dropLast(relative.joined(separator: "/").count + 1)))
            }
        }
        return named.isEmpty ? .mayMake : .other
    }

    /// A command another language runs through a call or backquotes (Ruby's `system("xcodegen")`
    /// and `` `xcodegen generate` ``, Python's `subprocess.run(["xcodegen", "generate"])`): its
    /// words without the call around them, so the program is seen as a shell line's would be.
    /// Words of a plain shell line come back as they are.
    private static func unwrappedCall(_ words: [String]) -> [String] {
        guard let first = words.first, first.hasPrefix("`") || first.contains("(") else { return words }
        let opening: Set<Character> = ["(", "[", "`", "\"", "'"]
        let closing: Set<Character> = [")", "]", "`", "\"", "'", ","]
        // A list's items (`["xcodegen", "generate"]`) are words too.
        var unwrapped = words.flatMap { $0.split(separator: ",") }.map { String($0.reversed().drop(while: closing.contains).reversed()) }
        if let open = unwrapped[0].lastIndex(where: opening.contains) {
            unwrapped[0] = String(unwrapped[0][unwrapped[0].index(after: open)...])
        }
        return unwrapped.map { String($0.drop(while: opening.contains)) }
    }

    private static func unquoted(_ word: Substring) -> String {
        var word = word
        if let first = word.first, first == "\"" || first == "'", word.count >= 2, word.last == first { word = word.dropFirst().dropLast() }
        return String(word)
    }
}
