import Essentials

/// The native modules a React Native or Capacitor app's code declares, and the ones its scripts
/// use by name: a module its scripts use that only files no target compiles declare never exists
/// on iOS (`UnbuiltBridge`). Read as text, by the shapes the frameworks document.
enum BridgeModules {
    /// Modules a Swift or Objective-C file declares, by the name scripts use: React Native's
    /// `RCT_EXTERN_MODULE(Name, ...)`, `RCT_EXTERN_REMAP_MODULE(Name, ...)`, `RCT_EXPORT_MODULE(Name)`,
    /// `RCT_EXPORT_MODULE()` in `@implementation Name` (the class's name is the module's) and, in
    /// a file with React Native's markers, `@objc(Name)`; Capacitor's `CAP_PLUGIN(Class, "Name", ...)`
    /// and `jsName = "Name"`.
    static func declared(in text: String, objectiveC: Bool) -> [(module: String, framework: String)] {
        guard let framework = BridgeCode.framework(of: text, objectiveC: objectiveC) else { return [] }
        let patterns: [Regex<(Substring, Substring)>]
        switch framework {
        case "React Native":
            patterns = [#/RCT_(?:EXTERN|EXTERN_REMAP|EXPORT)_MODULE\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)/#, #/@objc\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)/#,
                        #/@implementation\s+([A-Za-z_][A-Za-z0-9_]*)[^@]{0,4000}?RCT_EXPORT_MODULE\s*\(\s*\)/#]
        case "Capacitor":
            patterns = [#/CAP_PLUGIN\s*\(\s*[A-Za-z_][A-Za-z0-9_]*\s*,\s*"([^"\n]+)"/#, #/jsName\s*=\s*"([^"\n]+)"/#]
        default:
            return []
        }
        var found: [(module: String, framework: String)] = []
        for pattern in patterns {
            for match in text.matches(of: pattern).prefix(maximumModules) {
                // React Native names a module without its `RK` or `RCT` prefix (RCTDropReactPrefixes).
                let name = framework == "React Native" ? droppingReactPrefix(match.1) : String(match.1)
                if !found.contains(where: { $0.module == name }) { found.append((name, framework)) }
            }
        }
        return found
    }

    private static func droppingReactPrefix(_ name: Substring) -> String {
        for prefix in ["RK", "RCT"] where name.hasPrefix(prefix) && name.count > prefix.count { return String(name.dropFirst(prefix.count)) }
        return String(name)
    }

    /// Names read per file, declared or used: an app's bridges are a few.
    static let maximumModules = 16

    /// The modules a script uses by name, each with its first line: `NativeModules.Name`,
    /// `NativeModules['Name']`, `const { Name } = NativeModules`, `TurboModuleRegistry.get('Name')`
    /// (and `getEnforcing`), Capacitor's `registerPlugin('Name')`.
    static func used(in text: String) -> [(module: String, line: Int)] {
        guard text.utf8.contains(word: "NativeModules") || text.utf8.contains(word: "TurboModuleRegistry") || text.utf8.contains(word: "registerPlugin") else {
            return []
        }
        var found: [(module: String, line: Int)] = []
        func add(_ name: Substring, at index: String.Index) {
            let module = String(name)
            guard found.count < maximumModules, !found.contains(where: { $0.module == module }) else { return }
            found.append((module, text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }))
        }
        let named: [Regex<(Substring, Substring)>] = [
            #/NativeModules\s*\.\s*([A-Za-z_$][A-Za-z0-9_$]*)/#,
            #/NativeModules\s*\[\s*['"]([^'"\n]+)['"]\s*\]/#,
            #/TurboModuleRegistry\s*\.\s*get(?:Enforcing)?\s*(?:<[^>\n]*>)?\s*\(\s*['"]([^'"\n]+)['"]/#,
            #/registerPlugin\s*(?:<[^>\n]*>)?\s*\(\s*['"]([^'"\n]+)['"]/#,
        ]
        for pattern in named {
            for match in text.matches(of: pattern) { add(match.1, at: match.range.lowerBound) }
        }
        // `const { WidgetModule, Other: Alias } = NativeModules`: each name destructured.
        for match in text.matches(of: #/\{([^{}\n]{1,200})\}\s*=\s*NativeModules\b/#.wordBoundaryKind(.simple)) {
            for part in match.1.split(separator: ",") {
                let name = part.split(separator: ":").first?.trimmingWhitespace ?? ""
                if SourceText.isName(name) { add(Substring(name), at: match.range.lowerBound) }
            }
        }
        return found
    }

    /// Each module `scripts` (text, file as shown) use, with the place of its first use (`file:line`).
    static func uses(in scripts: [(text: String, file: String)]) -> [String: String] {
        var uses: [String: String] = [:]
        for script in scripts {
            for (module, line) in used(in: script.text) where uses[module] == nil { uses[module] = "\(script.file):\(line)" }
        }
        return uses
    }

    /// The modules of `uses` that only `untargeted` files (text, file as shown) declare, none of
    /// the compiled `sources` declaring one of the same name.
    static func unbuilt(uses: [String: String], untargeted: [(text: String, file: String)],
                        compiled: [(text: String, objectiveC: Bool)]) -> [UnbuiltBridge] {
        guard !uses.isEmpty else { return [] }
        var declaredIn: [String: (framework: String, files: [String])] = [:]
        var order: [String] = []
        for file in untargeted {
            for (module, framework) in declared(in: file.text, objectiveC: file.file.hasSuffix(".m") || file.file.hasSuffix(".mm")) where uses[module] != nil {
                if declaredIn[module] == nil { order.append(module) }
                declaredIn[module, default: (framework, [])].files.append(file.file)
            }
        }
        guard !order.isEmpty else { return [] }
        let built = Set(compiled.flatMap { declared(in: $0.text, objectiveC: $0.objectiveC).map(\.module) })
        return order.filter { !built.contains($0) }.compactMap { module in
            guard let declaration = declaredIn[module], let use = uses[module] else { return nil }
            return UnbuiltBridge(module: module, framework: declaration.framework, files: declaration.files, usedAt: use)
        }
    }
}
