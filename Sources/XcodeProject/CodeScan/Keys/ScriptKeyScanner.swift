import Essentials

/// The JavaScript/TypeScript of a React Native or Capacitor app (decision 7: the root above
/// `ios/` is read for key writes, as a Flutter root is for Dart): the writes to the group that
/// libraries make, and every string literal, which counts as a mention of a key (a helper's
/// argument). react-native-shared-group-preferences' `setItem(key, value, group)` stores
/// `JSON.stringify(value)`, a string, whatever the value; capacitor-widgetsbridge-plugin's
/// `setItem({ key, value, group })` and @bacons/apple-targets' `ExtensionStorage.set(key, value)`
/// store the value (its type is not judged). AsyncStorage, `localStorage`, React Native's
/// `Settings` and Capacitor Preferences (its `group` option too: it prefixes the keys it writes to
/// `UserDefaults.standard`) write the app's own storage, never the group (decision 12): their keys
/// are read as writes of the app's own defaults (`KeyAccess.Suite.app`), which no widget reads.
enum ScriptKeyScanner {
    nonisolated(unsafe) private static let sharedGroup = #/SharedGroupPreferences\s*\.\s*(setItem|getItem)\s*\(/#
    nonisolated(unsafe) private static let bridge = #/setItem\s*\(\s*\{/#
    nonisolated(unsafe) private static let storage = #/new\s+ExtensionStorage\s*\(/#
    nonisolated(unsafe) private static let keyLabel = #/\bkey\s*:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/#.wordBoundaryKind(.simple)
    /// The app's own storage: Capacitor Preferences (and @capacitor/storage before it) `set({ key, value })`,
    /// AsyncStorage's and `localStorage`'s `setItem(key, value)`, React Native `Settings.set({ key: value })`.
    nonisolated(unsafe) private static let ownStorage = #/\b(Preferences|Storage|AsyncStorage|localStorage|Settings)\s*\.\s*(set|setItem)\s*\(/#.wordBoundaryKind(.simple)

    /// The extensions read, and the folders never walked.
    static let extensions: Set<String> = ["js", "jsx", "ts", "tsx", "mjs"]
    static let skippedFolders: Set<String> = ["node_modules", "ios", "android", "build", "dist", "Pods", "coverage", "www", "public"]
    /// How far the walk of an app's scripts goes (under the run's `SourceTreeWalker.Limits`): far
    /// more files than an app's own code. A walk a bound stops says so, as the Swift walk does.
    static let limits = SourceTreeWalker.Limits(depth: 12, entries: 50_000, files: 3_000)

    /// A React Native module's method that writes the key its caller passes (`@objc func
    /// saveWidgetData(_ key: String, value: String, resolve:rejecter:)` setting `forKey: key` in
    /// the group), which no Swift calls: JavaScript does, `WidgetModule.saveWidgetData(KEY, url)`,
    /// its arguments in the method's order (held-out Joakimpedev+lovewidgets, whose key no code
    /// was said to write).
    struct BridgeMethod {
        /// The Swift type declaring it, named in the write's call.
        let module: String?
        let name: String
        /// The key's place among the arguments.
        let position: Int
        let suite: KeyAccess.Suite
    }

    /// `expoTargets`: the names the app's scripts bind to expo-targets' targets (`ExpoTargets.names`);
    /// `bridgeMethods`: the native methods whose calls write the key they pass.
    static func scan(_ text: String, file: String, expoTargets: [String: String] = [:], bridgeMethods: [BridgeMethod] = []) -> [KeyAccess] {
        let targetWrites = (expoTargets.isEmpty ? [] : ExpoTargets.writes(in: text, file: file, targets: expoTargets))
            + bridgeWrites(in: text, file: file, methods: bridgeMethods)
        guard text.utf8.contains(word: "SharedGroupPreferences") || text.utf8.contains(word: "setItem") || text.utf8.contains(word: "ExtensionStorage")
                || text.utf8.contains(word: "Preferences") || text.utf8.contains(word: "Settings") else {
            return targetWrites
        }
        // Single quotes delimit strings in JavaScript as in Dart.
        let source = SourceText(text, language: .dart, file: file, shownAs: .javaScript)
        var found: [KeyAccess] = []
        var constants: [String: SourceText.Constant]?
        func add(_ role: KeyAccess.Role, _ call: String, _ expression: String, type: KeyAccess.StoredType?, at index: String.Index,
                 suite: KeyAccess.Suite = .group) {
            guard source.keeps(found.count) else { return }
            // A key named through a constant of the file (`const SNAPSHOT_KEY = '...'`).
            if constants == nil, SourceText.literal(expression, language: .dart) == nil { constants = source.constants() }
            let resolved = source.value(of: expression, constants: constants ?? [:])
            let parts = resolved == nil ? KeySyntax.interpolation(expression, language: .dart) : nil
            found.append(KeyAccess(role: role, language: .script, call: call, key: resolved?.value, expression: DartScanner.shortened(expression),
                                   prefix: parts?.head, suffix: parts?.tail, type: type, suite: suite, file: file, line: source.line(of: index),
                                   definedAt: resolved?.line.map { "\(file):\($0)" }))
        }
        for match in source.capped(source.matches(of: Self.sharedGroup, at: ["SharedGroupPreferences"]), limit: SwiftKeyScanner.maximumCandidates)
            where !source.isInString(match.range.lowerBound) {
            guard let key = source.arguments(from: match.range.upperBound)?.first else { continue }
            let write = match.1 == "setItem"
            add(write ? .write : .read, "SharedGroupPreferences.\(match.1)", key.expression, type: write ? .string : nil, at: match.range.lowerBound)
        }
        if text.utf8.contains(word: "setItem") {
            for match in source.capped(source.matches(of: Self.bridge, at: ["setItem"]), limit: SwiftKeyScanner.maximumCandidates) where !source.isInString(match.range.lowerBound) {
                let window = source.text(source.offset(of: match.range.upperBound)..<min(source.bytes.count, source.offset(of: match.range.upperBound) + 300))
                guard window.contains("group"), let key = window.firstMatch(of: Self.keyLabel) else { continue }
                add(.write, "setItem({ key, value, group })", String(key.1), type: nil, at: match.range.lowerBound)
            }
        }
        for match in source.capped(source.matches(of: Self.ownStorage, at: ["Preferences", "Storage", "AsyncStorage", "localStorage", "Settings"]),
                                   limit: SwiftKeyScanner.maximumCandidates) where !source.isInString(match.range.lowerBound) {
            let library = String(match.1), method = String(match.2)
            guard let first = source.arguments(from: match.range.upperBound)?.first else { continue }
            let call = "\(library).\(method)"
            switch (library, method) {
            case ("Preferences", "set"), ("Storage", "set"):
                // `set({ key: K, value: V })`.
                guard first.expression.hasPrefix("{"), let inside = source.arguments(fromOffset: first.offset + 1),
                      let key = inside.first(where: { $0.label == "key" }) ?? inside.first(where: { $0.label == nil && $0.expression == "key" }) else { continue }
                add(.write, call, key.expression, type: .string, at: match.range.lowerBound, suite: .app)
            case ("AsyncStorage", "setItem"), ("localStorage", "setItem"):
                guard first.label == nil, !first.expression.hasPrefix("{") else { continue }
                add(.write, call, first.expression, type: .string, at: match.range.lowerBound, suite: .app)
            case ("Settings", "set"):
                // `Settings.set({ K: V })`: each property is a key.
                guard first.expression.hasPrefix("{"), let inside = source.arguments(fromOffset: first.offset + 1) else { continue }
                for property in inside {
                    guard let label = property.label else { continue }
                    add(.write, call, SourceText.literal(label, language: .dart) == nil ? "'\(label)'" : label, type: nil, at: match.range.lowerBound,
                        suite: .app)
                }
            default:
                continue
            }
        }
        if text.utf8.contains(word: "ExtensionStorage") {
            // `const storage = new ExtensionStorage(group)`, then `storage.set('key', value)`.
            for match in source.matches(of: Self.storage, at: ["new"]).prefix(8) {
                let before = source.text(max(0, source.offset(of: match.range.lowerBound) - 80)..<source.offset(of: match.range.lowerBound))
                // The name bound, with its type annotation on the same line (`storage: ExtensionStorage =`): not
                // a parameter's annotation earlier in the text (`save(steps: number) {\n  const storage =`).
                guard let name = before.firstMatch(of: #/([A-Za-z_$][A-Za-z0-9_$]*)\s*(?::[^=\n(){};,]*)?=\s*$/#)?.1 else { continue }
                let set = (try? Regex("\\b" + String(name) + "\\s*\\.\\s*set\\s*\\("))?.wordBoundaryKind(.simple)
                guard let set else { continue }
                for call in source.capped(source.code.matches(of: set), limit: SwiftKeyScanner.maximumCandidates) where !source.isInString(call.range.lowerBound) {
                    guard let key = source.arguments(from: call.range.upperBound)?.first else { continue }
                    add(.write, "ExtensionStorage.set", key.expression, type: nil, at: call.range.lowerBound)
                }
            }
        }
        return found + targetWrites
    }

    /// The keys the calls of `methods` in a script pass, each a write where it is called: a key
    /// resolved to a literal (in place, or a constant of the file); a name the text cannot resolve
    /// (a wrapper's own parameter, the method's declaration) writes nothing that can be named.
    static func bridgeWrites(in text: String, file: String, methods: [BridgeMethod]) -> [KeyAccess] {
        let called = methods.filter { SourceText.isName($0.name) && text.utf8.contains(word: $0.name) }
        guard !called.isEmpty else { return [] }
        let source = SourceText(text, language: .dart, file: file, shownAs: .javaScript)
        let constants = source.constants()
        var found: [KeyAccess] = []
        for method in called {
            guard let call = (try? Regex("\\b" + method.name + "\\s*\\("))?.wordBoundaryKind(.simple) else { continue }
            for match in source.capped(source.code.matches(of: call), limit: SwiftKeyScanner.maximumCandidates) where !source.isInString(match.range.lowerBound) {
                guard source.keeps(found.count), let arguments = source.arguments(from: match.range.upperBound), method.position < arguments.count,
                      arguments[method.position].label == nil else { continue }
                let expression = arguments[method.position].expression
                guard let resolved = source.value(of: expression, constants: constants) else { continue }
                found.append(KeyAccess(role: .write, language: .script, call: (method.module.map { "\($0)." } ?? "") + method.name, key: resolved.value,
                                       expression: DartScanner.shortened(expression), type: nil, suite: method.suite, file: file,
                                       line: source.line(of: match.range.lowerBound), definedAt: resolved.line.map { "\(file):\($0)" }))
            }
        }
        return found
    }

    /// The JavaScript/TypeScript files under an app's root, within `limits`, skipping its native
    /// folders, dependencies and build output; `truncated` says which bound left files out
    /// (`stopped after 3000 files`), in the Swift walk's words.
    static func files(under root: URL, scope: ProjectScope, limits: SourceTreeWalker.Limits) -> (files: [URL], truncated: String?) {
        var found: [URL] = []
        var entries = 0
        var truncated: String?
        var pending: [(URL, Int)] = [(root, 0)]
        walk: while let (folder, depth) = pending.popLast() {
            for name in scope.names(in: folder) {
                entries += 1
                guard entries <= limits.entries else {
                    truncated = "stopped after \(limits.entries) folder entries"
                    break walk
                }
                let url = folder.appendingPathComponent(name)
                if scope.isFolder(url) {
                    guard !skippedFolders.contains(name), !name.hasPrefix("."), !name.hasPrefix("__") else { continue }
                    if depth < limits.depth { pending.append((url, depth + 1)) } else { truncated = "did not go deeper than \(limits.depth) folders" }
                } else if extensions.contains(url.pathExtension), !name.hasSuffix(".d.ts"), !name.contains(".test."), !name.contains(".spec."),
                          // A tool's configuration (`expo-target.config.js`, `metro.config.js`, `app.config.ts`) is no app code.
                          !name.contains(".config.") {
                    guard found.count < limits.files else {
                        truncated = "stopped after \(limits.files) files"
                        break walk
                    }
                    found.append(url)
                }
            }
        }
        return (found.sorted { $0.path < $1.path }, truncated)
    }

    nonisolated(unsafe) private static let relativeImport = #/(?:\bfrom|\brequire\s*\(|\bimport)\s*['"](\.{1,2}/[^'"\n]{1,200})['"]/#.wordBoundaryKind(.simple)
    static let resolvedExtensions = ["", ".js", ".jsx", ".ts", ".tsx", ".mjs", ".json", "/index.js", "/index.jsx", "/index.ts", "/index.tsx"]

    /// Extensions of data and assets a bundler imports: such a file writes no key (held-out
    /// Wryz+bible-modules: a 4 MiB JSON Bible the snapshot lacked made its keys "unknown"). Any
    /// other name is code: `./widget`, `./widget.ts`, Angular's `./widget.service`.
    static let dataExtensions: Set<String> = ["json", "png", "jpg", "jpeg", "gif", "webp", "svg", "bmp", "ico", "css", "scss", "sass", "less",
                                              "ttf", "otf", "woff", "woff2", "mp3", "mp4", "wav", "m4a", "mov", "txt", "md", "html", "csv",
                                              "xml", "yaml", "yml", "lottie", "glb", "gltf", "riv"]

    /// The first relative import of code that names no file of the checkout (`./src/app` where
    /// `src/` was never committed), as `file imports path`: their keys are then unknown.
    static func missingImport(_ files: [(url: URL, text: String)], scope: ProjectScope) -> String? {
        var checked = 0
        for file in files where file.text.utf8.contains(word: "from") || file.text.utf8.contains(word: "require") || file.text.utf8.contains(word: "import") {
            for match in file.text.matches(of: Self.relativeImport).prefix(200) {
                let name = match.1.split(separator: "/").last ?? ""
                if let dot = name.lastIndex(of: "."), dataExtensions.contains(name[name.index(after: dot)...].lowercased()) { continue }
                checked += 1
                guard checked <= 2_000 else { return nil }
                let base = file.url.deletingLastPathComponent().appendingPathComponent(String(match.1)).standardizedFileURL
                let exists = resolvedExtensions.contains { suffix in
                    let candidate = URL(fileURLWithPath: base.path + suffix)
                    return scope.contains(candidate) && FileManager.default.fileExists(atPath: candidate.path)
                }
                if !exists { return "\(file.url.lastPathComponent) imports \(match.1)" }
            }
        }
        return nil
    }

    /// The root of a React Native app (the folder above `ios/` whose `package.json` names
    /// `react-native`) or a Capacitor app (above `ios/App/`, naming `@capacitor`) holding the project.
    /// An Expo app's folder is its root itself (found by its app config, not an `.xcodeproj`).
    static func appRoot(of project: ProjectLocation.Found) -> URL? {
        var folder = project.kind == .expo ? project.url.standardizedFileURL : project.url.standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<3 {
            let manifest = folder.appendingPathComponent("package.json")
            if FileManager.default.fileExists(atPath: manifest.path) {
                guard case let .data(data) = ProjectFiles.read(manifest, limit: .smallText) else { return nil }
                let text = String(decoding: data, as: UTF8.self)
                return text.contains("\"react-native\"") || text.contains("\"@capacitor/") || text.contains("\"expo\"") ? folder : nil
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
