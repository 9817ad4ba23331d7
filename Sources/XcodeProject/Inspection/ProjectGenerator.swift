import Essentials
import SharedData

/// A tool that writes the Xcode project from a file of its own, for a repository that commits
/// no `.xcodeproj`: doctor names it and the command that makes the project, rather than saying
/// only that none was found, and the App Groups the file states plainly as data (XcodeGen's
/// YAML entitlements, Expo's `ios.entitlements`). Only those entries are read: targets,
/// settings and templates are the generator's to evaluate.
public struct ProjectGenerator: Equatable, Sendable {
    public let tool: String
    /// The file that shows the tool is used, relative to the folder given.
    public let file: String
    public let command: String
    /// `com.apple.security.application-groups` entries found in the file, with their lines.
    public var groups: [(value: String, line: Int)] = []
    /// For a workspace given whose projects are not committed: the one of them the file makes.
    public var absentProject: AbsentProject?

    /// A project a workspace lists that the repository does not commit.
    public struct AbsentProject: Equatable, Sendable {
        /// As the workspace lists it: `calendar.xcodeproj`.
        public let name: String
        /// The `.gitignore` line that keeps it out of the repository (`.gitignore line 4 keeps it
        /// out of the repository`), nil when none does.
        public let keptOutBy: String?

        public init(name: String, keptOutBy: String?) {
            self.name = name
            self.keptOutBy = keptOutBy
        }
    }

    public init(tool: String, file: String, command: String, groups: [(value: String, line: Int)] = []) {
        self.tool = tool
        self.file = file
        self.command = command
        self.groups = groups
    }

    public static func == (lhs: ProjectGenerator, rhs: ProjectGenerator) -> Bool {
        lhs.tool == rhs.tool && lhs.file == rhs.file && lhs.command == rhs.command && lhs.groups.map(\.value) == rhs.groups.map(\.value)
            && lhs.groups.map(\.line) == rhs.groups.map(\.line) && lhs.absentProject == rhs.absentProject
    }

    /// The files that show a generator is used, by name: XcodeGen's spec, Tuist's manifests (Tuist
    /// 4 keeps its configuration in `Tuist.swift` or `Tuist/Config.swift` at the root and the
    /// `Project.swift` files in folders below, often under a `Workspace.swift`), Expo's app config.
    /// The first a folder holds is the one named: Tuist's manifest `tuist generate` reads (the
    /// workspace's, else the project's) before the configuration file beside it.
    static let tools: [(file: String, tool: String, command: String)] = [
        ("project.yml", "XcodeGen", "xcodegen generate"),
        ("Workspace.swift", "Tuist", "tuist generate"),
        ("Project.swift", "Tuist", "tuist generate"),
        ("Tuist.swift", "Tuist", "tuist generate"),
        ("Tuist/Config.swift", "Tuist", "tuist generate"),
        ("app.json", "Expo", "npx expo prebuild --platform ios"),
        ("app.config.js", "Expo", "npx expo prebuild --platform ios"),
        ("app.config.ts", "Expo", "npx expo prebuild --platform ios"),
        // NativeScript and Cordova write platforms/ios (which they keep out of the repository) from
        // their own configuration and App_Resources/ (NativeScript's extensions/ folder).
        ("nativescript.config.ts", "NativeScript", "ns prepare ios"),
        ("nativescript.config.js", "NativeScript", "ns prepare ios"),
        ("config.xml", "Cordova", "npx cordova prepare ios"),
    ]

    /// YAML files other tools own, never an XcodeGen spec: not read as one.
    static let otherYAML: Set<String> = ["pubspec.yaml", "pubspec_overrides.yaml", "analysis_options.yaml", "pnpm-lock.yaml",
                                         "pnpm-workspace.yaml", "codemagic.yaml", "docker-compose.yml", "mkdocs.yml"]
    /// YAML files read to tell an XcodeGen spec (the candidates and the specs they include), in
    /// the order found: a few folders' worth.
    static let maximumSpecs = 64

    /// The generators' files a folder holds (`names`: its listing), in `tools`' order, then its other
    /// YAML files, which may be XcodeGen specs of any name (told by their content in `roots`). An
    /// `app.json` counts only when it is Expo's (it names `expo`): React Native's own `app.json`
    /// generates nothing.
    static func files(in folder: URL, names: [String], scope: ProjectScope) -> [URL] {
        let named = tools.compactMap { tool -> URL? in
            let first = String(tool.file.split(separator: "/")[0])
            guard names.contains(first) else { return nil }
            let url = folder.appendingPathComponent(tool.file)
            guard scope.exists(url), !scope.isFolder(url) else { return nil }
            if tool.file == "app.json" {
                guard case let .data(data) = scope.read(url, limit: .smallText), String(decoding: data, as: UTF8.self).contains("\"expo\"") else { return nil }
            }
            // A `config.xml` is Cordova's when it names Cordova's namespace (`xmlns:cdv`, cordova.apache.org).
            if tool.file == "config.xml" {
                guard case let .data(data) = scope.read(url, limit: .smallText), String(decoding: data, as: UTF8.self).contains("cordova") else { return nil }
            }
            return url
        }
        let yaml = names.filter { isYAML($0) && !$0.hasPrefix(".") && $0 != "project.yml" && !otherYAML.contains($0) }
            .map { folder.appendingPathComponent($0) }
        return named + yaml
    }

    static func isYAML(_ name: String) -> Bool { name.hasSuffix(".yml") || name.hasSuffix(".yaml") }

    /// The tool a generator's file (relative to the folder given) is for: by its name, else
    /// XcodeGen's for a YAML spec, whose command names it with `--spec`.
    static func tool(of relative: String) -> (file: String, tool: String, command: String)? {
        if let tool = tools.first(where: { relative == $0.file || relative.hasSuffix("/" + $0.file) }) { return tool }
        guard let name = relative.split(separator: "/").last.map(String.init), isYAML(name) else { return nil }
        return (name, "XcodeGen", "xcodegen generate --spec \(name.shown)")
    }

    /// The generator whose file is `file`, named relative to `given` (the folder passed), with
    /// the command that makes its project (`command(...)`) and the App Groups it states plainly.
    static func read(_ file: URL, given: URL, scope: ProjectScope) -> ProjectGenerator? {
        // Beside the folder given only for a workspace's listed project: `../sdk/ios/project.yml`.
        let path = file.standardizedFileURL.path, relative = ProjectScope.relative(file, from: given)
        guard let tool = tool(of: relative) else { return nil }
        let folder = String(path.dropLast(tool.file.count + 1))
        var generator = ProjectGenerator(tool: tool.tool, file: relative, command: command(tool, file: path, projectFolder: folder, given: given))
        if case let .data(data) = scope.read(file, limit: .smallText) {
            let text = String(decoding: data, as: UTF8.self)
            generator.groups = relative.hasSuffix(".json") ? expoGroups(text) : isYAML(relative) ? yamlGroups(text) : []
        }
        return generator
    }

    /// The command that makes the project from `file`: the one the repository writes for it (a
    /// `package.json` script, a CI workflow step: `cd app-ios && xcodegen --spec
    /// calendar-project.yml`, naming where), or the repository's own script or Makefile rule that
    /// runs the tool (a spec written for it may work only through it); else the tool's own command
    /// run where the file is. Looked for in the folder given and the root of the work tree
    /// holding it, where a repository keeps its `package.json` and `.github/`.
    static func command(_ tool: (file: String, tool: String, command: String), file: String, projectFolder: String, given: URL) -> String {
        let given = given.standardizedFileURL
        func from(_ folder: String) -> String {
            folder == given.path ? "" : "cd \(ProjectScope.shown(URL(fileURLWithPath: folder), from: given)) && "
        }
        let top = ProjectScope.workTree(containing: given) ?? given
        let scope = ProjectScope(root: top)
        let bases = top.path == given.path ? [given] : [given, top]
        let word = tool.command.split(separator: " ").first.map(String.init) ?? tool.command
        let mise = pinnedByMise(word, in: bases, scope: scope) ? "mise x -- " : ""
        let prerequisite = tool.tool == "Tuist" ? tuistResolution(from: projectFolder, given: given, scope: scope) : nil
        let gate = tool.tool == "Expo" ? expoWidgetSwitch(file, scope: scope).map { "\($0) " } ?? "" : ""
        let own = from(projectFolder) + (prerequisite.map { "\(mise)\($0) && " } ?? "") + mise + gate + tool.command
        guard ["xcodegen", "tuist", "ns"].contains(word) else { return own }
        let runs = GeneratorRun.runs(of: word, in: bases, scope: scope, shownFrom: given)
        var chosen: (run: GeneratorRun, written: String)?
        for run in runs {
            if case let .makes(folder) = run.match(file, projectFolder: projectFolder) {
                chosen = (run, from(folder) + run.words.joined(separator: " "))
                break
            }
        }
        if chosen == nil, let run = runs.first(where: { $0.place.isScript && $0.match(file, projectFolder: projectFolder) == .mayMake }) {
            chosen = (run, own)
        }
        guard let (run, written) = chosen else { return own }
        // The command as written is offered beside the repository's way only when a fresh clone
        // can run it: not a program a setup step installs (ruuvi's `.tools/xcodegen/bin/xcodegen`).
        let alternative = run.runsProgramTheCheckoutHolds(scope) ? " or \(written)" : ""
        switch run.place {
        case let .script(path):
            // A Makefile rule that runs the script is how the repository runs it: the rule's
            // prerequisites install what the script calls (ruuvi's `make xcodeproj`).
            if let rule = GeneratorRun.makeRule(running: path, in: bases, scope: scope, given: given) {
                return "\(rule) (the repository's Makefile runs \(path), which runs \(tool.tool))\(alternative)"
            }
            return "\(path) (the repository's script that runs \(tool.tool))\(alternative)"
        case let .makeRule(makefile, rule, isDefault):
            // make runs the rule (plain make for the default goal) in the Makefile's folder.
            return "\(GeneratorRun.make(makefile, rule: rule, isDefault: isDefault)) (the repository's Makefile runs \(tool.tool))\(alternative)"
        case let .packageScript(file, name):
            return "\(written) (as the script \(name.shown) in \(file):\(run.line) runs it)"
        case let .workflowStep(file, step):
            return "\(written) (as \(step.map { "the step \"\($0.shown)\" in " } ?? "")\(file):\(run.line) runs it)"
        }
    }

    /// The environment setting an Expo config requires before it adds a widget: a comparison
    /// `process.env.X === "v"` (or `==`, either quote) followed within a few lines by a widget
    /// plugin or target (`widget`, `apple-targets`, `targets`). A plain prebuild with X unset (the
    /// repository's defaults, CI) makes no widget target, so the command sets it: `X=v npx expo
    /// prebuild` (round 13 shipnative_todo). Only a name and a value of plain characters are taken.
    static func expoWidgetSwitch(_ file: String, scope: ProjectScope) -> String? {
        guard case let .data(data) = scope.read(URL(fileURLWithPath: file), limit: .smallText) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        for match in text.matches(of: expoSwitch) {
            let after = text[match.range.upperBound...].prefix(400).lowercased()
            guard ["widget", "apple-targets", "targets"].contains(where: after.contains) else { continue }
            return "\(match.1)=\(match.2)"
        }
        return nil
    }

    nonisolated(unsafe) private static let expoSwitch = #/process\.env\.([A-Z][A-Z0-9_]{0,63})\s*===?\s*["']([A-Za-z0-9_.-]{1,32})["']/#

    /// Whether the repository pins `tool` with mise (a `[tools]` entry of `mise.toml`,
    /// `.mise.toml` or `.config/mise.toml`: `tuist = "4.162.1"`, `"aqua:tuist/tuist"`), in the
    /// folder given or the work tree's root: a fresh machine has that version only through mise,
    /// and the repository's own instructions run it as `mise x -- tuist generate` (held-out
    /// AvocadoApps+azkar-ios).
    static func pinnedByMise(_ tool: String, in bases: [URL], scope: ProjectScope) -> Bool {
        for base in bases {
            for name in ["mise.toml", ".mise.toml", ".config/mise.toml"] {
                guard case let .data(data) = scope.read(base.appendingPathComponent(name), limit: .smallText) else { continue }
                var inTools = false
                for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).prefix(GeneratorRun.maximumLines) {
                    let trimmed = line.trimmingWhitespace
                    if trimmed.hasPrefix("[") {
                        inTools = trimmed == "[tools]"
                        continue
                    }
                    guard inTools, let equals = trimmed.firstIndex(of: "=") else { continue }
                    let key = trimmed[..<equals].trimmingWhitespace.filter { $0 != "\"" && $0 != "'" }.lowercased()
                    // `tuist`, a backend's `aqua:tuist/tuist`, `ubi:yonaskolb/XcodeGen`.
                    if key.split(whereSeparator: { $0 == ":" || $0 == "/" }).last.map(String.init) == tool { return true }
                }
            }
        }
        return false
    }

    /// The command that resolves a Tuist project's external packages before `tuist generate`,
    /// which fails on every `.external(...)` dependency until it has run (held-out
    /// Yoon-hub+Record): `tuist install` for Tuist 4's `Tuist/Package.swift`, `tuist fetch` for
    /// Tuist 3's `Tuist/Dependencies.swift`, when the manifest declares a dependency (comments
    /// left out). Looked for in the manifest's folder and each above it up to the folder given.
    static func tuistResolution(from projectFolder: String, given: URL, scope: ProjectScope) -> String? {
        var folder = URL(fileURLWithPath: projectFolder).standardizedFileURL
        let stop = given.standardizedFileURL.path
        while true {
            for (file, command, shapes) in [("Tuist/Package.swift", "tuist install", [".package("]),
                                            ("Tuist/Dependencies.swift", "tuist fetch", [".remote(", ".local(", ".package(", ".github("])] {
                guard case let .data(data) = scope.read(folder.appendingPathComponent(file), limit: .smallText) else { continue }
                let code = SourceText(String(decoding: data, as: UTF8.self), language: .swift).code
                if shapes.contains(where: code.contains) { return command }
            }
            guard folder.path.hasPrefix(stop + "/") else { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// Of the generators' files found, the ones a project is made from: YAML files that are
    /// XcodeGen specs by their content (`XcodeGenSpec`; a `project.yml` by its name), and no spec
    /// another among them includes: an included spec is a fragment of another (a module's targets,
    /// the extensions every app of tutao/tutanota shares), never generated alone. Its paths are
    /// taken from the including spec's folder and from `given` (a spec its script runs from the top).
    /// Of the roots, an XcodeGen spec declaring a WidgetKit extension comes first, then another app
    /// extension, then an app, each declared by the spec itself before one it includes: a
    /// framework's spec found first (canvas-ios's `Core/`, whose only app is its tests' host,
    /// tutanota's `tuta-sdk/ios/project.yml`) is not the one the widget's project comes from.
    static func roots(_ files: [URL], given: URL, scope: ProjectScope) -> [URL] {
        var included = Set<String>(), rank: [String: Int] = [:], reads = 0
        var read: [String: XcodeGenSpec?] = [:]
        func spec(_ file: URL) -> XcodeGenSpec? {
            let path = file.standardizedFileURL.path
            if let known = read[path] { return known }
            guard scope.exists(file), !scope.isFolder(file) else { return nil }
            reads += 1
            var parsed: XcodeGenSpec?
            if reads <= maximumSpecs, case let .data(data) = scope.read(file, limit: .smallText) { parsed = XcodeGenSpec(String(decoding: data, as: UTF8.self)) }
            read[path] = parsed
            return parsed
        }
        var candidates: [URL] = []
        for file in files {
            guard isYAML(file.lastPathComponent) else { candidates.append(file); continue }
            let own = spec(file)
            guard own?.isSpec == true || file.lastPathComponent == "project.yml" else { continue }
            candidates.append(file)
            guard let own else { continue }
            var best = own.kind > 0 ? 2 * own.kind + 1 : 0
            for path in own.includes {
                for base in [file.deletingLastPathComponent(), given] {
                    let url = base.appendingPathComponent(path).standardizedFileURL
                    included.insert(url.path)
                    if let fragment = spec(url) { best = max(best, 2 * fragment.kind) }
                }
            }
            rank[file.standardizedFileURL.path] = best
        }
        let roots = candidates.filter { !included.contains($0.standardizedFileURL.path) }
        let found = roots.isEmpty ? candidates : roots
        // A stable sort: the search's order within a rank.
        return found.enumerated().sorted { (rank[$0.element.standardizedFileURL.path] ?? 0, -$0.offset) > (rank[$1.element.standardizedFileURL.path] ?? 0, -$1.offset) }
            .map(\.element)
    }

    /// The project an XcodeGen spec makes: `<name>.xcodeproj` beside it (XcodeGen's default
    /// project folder is the spec's); nil for another generator's file or a spec without a name.
    static func project(madeBy file: URL, scope: ProjectScope) -> URL? {
        guard isYAML(file.lastPathComponent), case let .data(data) = scope.read(file, limit: .smallText),
              let name = XcodeGenSpec(String(decoding: data, as: UTF8.self)).name, !name.isEmpty, !name.contains("/") else { return nil }
        return file.deletingLastPathComponent().appendingPathComponent(name + ".xcodeproj").standardizedFileURL
    }

    static let groupsKey = "com.apple.security.application-groups"

    /// The list under `com.apple.security.application-groups:` in YAML (`- group.x` lines, or `[a, b]`).
    static func yamlGroups(_ text: String) -> [(value: String, line: Int)] {
        var found: [(String, Int)] = []
        var inList: Int?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.trimmingWhitespace
            if let key = trimmed.firstRange(of: groupsKey + ":") {
                let rest = trimmed[key.upperBound...].trimmingWhitespace
                if rest.hasPrefix("[") {
                    let items = rest.dropFirst().prefix(while: { $0 != "]" }).split(separator: ",")
                    for item in items { found.append((XcodeGenSpec.unquoted(item), index + 1)) }
                } else {
                    inList = indent
                }
                continue
            }
            guard let listIndent = inList else { continue }
            if trimmed.hasPrefix("- "), indent >= listIndent {
                found.append((XcodeGenSpec.unquoted(trimmed.dropFirst(2)), index + 1))
            } else if !trimmed.isEmpty {
                inList = nil
            }
        }
        return Array(found.prefix(32))
    }

    /// `expo.ios.entitlements["com.apple.security.application-groups"]` in an app.json.
    static func expoGroups(_ text: String) -> [(value: String, line: Int)] {
        guard let root = try? JSONParser.parse(Data(text.utf8)), case let .object(top) = root else { return [] }
        let expo = if case let .object(inner)? = top["expo"] { inner } else { top }
        guard case let .object(ios)? = expo["ios"], case let .object(entitlements)? = ios["entitlements"],
              case let .array(groups)? = entitlements[groupsKey] else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return groups.prefix(32).compactMap { value in
            guard case let .string(group) = value else { return nil }
            let line = lines.firstIndex { $0.contains("\"\(group)\"") }.map { $0 + 1 } ?? 0
            return (group, line)
        }
    }
}
