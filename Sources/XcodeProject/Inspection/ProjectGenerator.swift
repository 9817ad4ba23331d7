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

    public init(tool: String, file: String, command: String, groups: [(value: String, line: Int)] = []) {
        self.tool = tool
        self.file = file
        self.command = command
        self.groups = groups
    }

    public static func == (lhs: ProjectGenerator, rhs: ProjectGenerator) -> Bool {
        lhs.tool == rhs.tool && lhs.file == rhs.file && lhs.command == rhs.command && lhs.groups.map(\.value) == rhs.groups.map(\.value)
            && lhs.groups.map(\.line) == rhs.groups.map(\.line)
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

    /// The generators' files a folder holds (`names`: its listing), in `tools`' order. An
    /// `app.json` counts only when it is Expo's (it names `expo`): React Native's own `app.json`
    /// generates nothing.
    static func files(in folder: URL, names: [String], scope: ProjectScope) -> [URL] {
        tools.compactMap { tool -> URL? in
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
    }

    /// The generator whose file is `file`, named relative to `given` (the folder passed), with
    /// its command run where the file is (or the repository's own script that runs the tool,
    /// when there is one: a spec written for it may work only through it), and the App Groups it
    /// states plainly.
    static func read(_ file: URL, given: URL, scope: ProjectScope) -> ProjectGenerator? {
        let base = given.standardizedFileURL.path, path = file.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return nil }
        let relative = String(path.dropFirst(base.count + 1))
        guard let tool = tools.first(where: { relative == $0.file || relative.hasSuffix("/" + $0.file) }) else { return nil }
        let folder = String(relative.dropLast(tool.file.count).dropLast(relative == tool.file ? 0 : 1))
        var command = folder.isEmpty ? tool.command : "cd \(folder.shown) && \(tool.command)"
        if let script = script(running: tool.command, in: given, scope: scope) {
            // A Makefile is run by make, naming the rule whose recipe runs the tool unless it is the
            // default goal (unknown: plain make); a script by its path.
            let rule = script.path.hasSuffix("Makefile") ? makeRule(running: tool.command, in: script.text).map { $0.isDefault ? "" : " " + $0.name.shown } ?? "" : ""
            let run = script.path.hasSuffix("Makefile")
                ? "make\(script.path == "Makefile" ? "" : " -C \(String(script.path.dropLast("/Makefile".count)).shown)")\(rule)"
                    + " (the repository's Makefile runs \(tool.tool))"
                : "\(script.path.shown) (the repository's script that runs \(tool.tool))"
            command = "\(run) or \(command)"
        }
        var generator = ProjectGenerator(tool: tool.tool, file: relative, command: command)
        if case let .data(data) = scope.read(file, limit: .smallText) {
            let text = String(decoding: data, as: UTF8.self)
            generator.groups = relative.hasSuffix(".json") ? expoGroups(text) : relative.hasSuffix(".yml") ? yamlGroups(text) : []
        }
        return generator
    }

    static let groupsKey = "com.apple.security.application-groups"

    /// Where repositories keep the scripts that make their project: a `Makefile` or shell script at
    /// the top, and the files of `scripts/`, `script/`, `bin/` and `tools/` (not their subfolders).
    static let scriptFolders = ["", "scripts", "script", "bin", "tools"]
    /// Files read looking for a script: a few folders' worth.
    static let maximumScripts = 64

    /// The first script (relative to `given`) whose text runs the tool (`xcodegen`, `tuist`):
    /// `scripts/generate_project` copying the spec where XcodeGen expects it, `make project`.
    static func script(running command: String, in given: URL, scope: ProjectScope) -> (path: String, text: String)? {
        guard let word = command.split(separator: " ").first, word == "xcodegen" || word == "tuist" else { return nil }
        var read = 0
        for folder in scriptFolders {
            let url = folder.isEmpty ? given : given.appendingPathComponent(folder)
            guard folder.isEmpty || scope.isFolder(url) else { continue }
            for name in scope.names(in: url).sorted() where !name.hasPrefix(".") {
                let file = url.appendingPathComponent(name)
                // At the top only a Makefile or a shell script; in a scripts folder any file.
                guard !folder.isEmpty || name == "Makefile" || name.hasSuffix(".sh"), !scope.isFolder(file) else { continue }
                read += 1
                guard read <= maximumScripts else { return nil }
                guard case let .data(data) = scope.read(file, limit: .smallText) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                if text.utf8.contains(word: String(word)) {
                    return (folder.isEmpty ? name : "\(folder)/\(name)", text)
                }
            }
        }
        return nil
    }

    /// The Makefile rule whose recipe runs the tool as a command (`\t@cd Student; xcodegen`, `&& xcodegen`;
    /// not `brew install "xcodegen"`), and whether it is the default goal (the first rule, or
    /// `.DEFAULT_GOAL`'s); nil when no recipe runs it.
    static func makeRule(running command: String, in text: String) -> (name: String, isDefault: Bool)? {
        guard let tool = command.split(separator: " ").first.map(String.init) else { return nil }
        var first: String?, declaredDefault: String?, current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(5_000) {
            if line.hasPrefix("\t") {
                guard let rule = current else { continue }
                // The commands of the line: its start and what follows `;`, `&&`, `||`, `|`, `then`, `do`.
                let commands = line.split { ";|&".contains($0) }.map { $0.trimmingWhitespace.drop { "@-+".contains($0) }.trimmingWhitespace }
                if commands.contains(where: { part in
                    let words = part.split(separator: " ")
                    let word = ["then", "do"].contains(words.first.map(String.init) ?? "") ? words.dropFirst().first : words.first
                    return word.map { $0 == tool || $0.hasSuffix("/" + tool) } ?? false
                }) {
                    return (rule, rule == (declaredDefault ?? first))
                }
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
        return nil
    }

    /// The specs an XcodeGen spec includes (`include: [a.yml]`, `- path: b.yml`), as written.
    static func includes(_ text: String) -> [String] {
        var found: [String] = []
        var inList = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(5_000) {
            let trimmed = line.trimmingWhitespace
            if line.hasPrefix("include:") {
                let rest = trimmed.dropFirst("include:".count).trimmingWhitespace
                if rest.hasPrefix("[") {
                    found += rest.dropFirst().prefix { $0 != "]" }.split(separator: ",").map { unquoted($0) }
                } else if !rest.isEmpty {
                    found.append(unquoted(Substring(rest)))
                }
                inList = rest.isEmpty
                continue
            }
            guard inList else { continue }
            if line.first.map({ $0 != " " && $0 != "-" && $0 != "#" }) ?? false { inList = false; continue }
            if trimmed.hasPrefix("- path:") {
                found.append(unquoted(trimmed.dropFirst("- path:".count)))
            } else if trimmed.hasPrefix("- ") {
                found.append(unquoted(trimmed.dropFirst(2)))
            }
        }
        return Array(found.filter { !$0.isEmpty }.prefix(64))
    }

    /// Of the generators' files found, those no XcodeGen spec among them includes: an included spec
    /// is a fragment of another (a module's targets), never generated alone. Its paths are taken
    /// from the including spec's folder and from `given` (a spec its script runs from the top).
    /// Of the roots, an XcodeGen spec declaring an app extension (`type: app-extension`, the widget:
    /// itself or in a spec it includes) comes first, then one declaring an app: a framework's spec
    /// found first (canvas-ios's `Core/`, whose only app is its tests' host) is not the one the
    /// widget's project comes from.
    static func roots(_ files: [URL], given: URL, scope: ProjectScope) -> [URL] {
        var included = Set<String>(), rank: [String: Int] = [:], reads = 0
        func text(_ file: URL) -> String? {
            reads += 1
            guard reads <= maximumScripts, case let .data(data) = scope.read(file, limit: .smallText) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        func rankOf(_ text: String) -> Int { text.contains("type: app-extension") ? 2 : text.contains("type: application") ? 1 : 0 }
        for file in files.prefix(maximumScripts) where file.pathExtension == "yml" {
            guard let spec = text(file) else { continue }
            var best = rankOf(spec)
            for path in includes(spec) {
                for base in [file.deletingLastPathComponent(), given] {
                    let url = base.appendingPathComponent(path).standardizedFileURL
                    included.insert(url.path)
                    if best < 2, scope.exists(url), let fragment = text(url) { best = max(best, rankOf(fragment)) }
                }
            }
            rank[file.standardizedFileURL.path] = best
        }
        let roots = files.filter { !included.contains($0.standardizedFileURL.path) }
        let found = roots.isEmpty ? files : roots
        // A stable sort: the search's order within a rank.
        return found.enumerated().sorted { (rank[$0.element.standardizedFileURL.path] ?? 0, -$0.offset) > (rank[$1.element.standardizedFileURL.path] ?? 0, -$1.offset) }
            .map(\.element)
    }

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
                    for item in items { found.append((unquoted(item), index + 1)) }
                } else {
                    inList = indent
                }
                continue
            }
            guard let listIndent = inList else { continue }
            if trimmed.hasPrefix("- "), indent >= listIndent {
                found.append((unquoted(trimmed.dropFirst(2)), index + 1))
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

    private static func unquoted(_ text: Substring) -> String {
        var value = text.trimmingWhitespace
        if let hash = value.firstIndex(of: "#") { value = String(value[..<hash]).trimmingWhitespace }
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first { value = String(value.dropFirst().dropLast()) }
        return value
    }
}
