import Essentials

/// The plugins a Capacitor app's own native code declares, and whether that code registers them:
/// Capacitor 6 stopped registering a plugin it does not list (`UnregisteredPlugin`). Read as text,
/// in the shapes Capacitor documents.
enum CapacitorPlugins {
    /// The Capacitor major version a `package.json` names for `@capacitor/ios` (else `@capacitor/core`).
    static func major(packageJSON text: String) -> Int? {
        for package in ["ios", "core"] {
            guard let pattern = try? Regex("\"@capacitor/" + package + "\"\\s*:\\s*\"[^\"0-9]{0,8}([0-9]{1,3})"),
                  let match = text.firstMatch(of: pattern), let digits = match.output[1].substring else { continue }
            return Int(digits)
        }
        return nil
    }

    /// The plugins a file declares, by the name scripts use and the class that implements it:
    /// Swift's `class X: CAPPlugin, CAPBridgedPlugin { ... jsName = "Name" }`, Objective-C's
    /// `CAP_PLUGIN(X, "Name", ...)`.
    static func declared(in text: String, objectiveC: Bool) -> [(module: String, className: String)] {
        if objectiveC {
            return text.matches(of: #/CAP_PLUGIN\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*,\s*"([^"\n]+)"/#).prefix(BridgeModules.maximumModules)
                .map { (String($0.2), String($0.1)) }
        }
        let classes = text.matches(of: #/class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{]{0,300}\bCAPPlugin\b/#.wordBoundaryKind(.simple)).prefix(BridgeModules.maximumModules)
        return classes.enumerated().compactMap { index, match in
            // The jsName up to the next plugin class.
            let end = index + 1 < classes.count ? classes[index + 1].range.lowerBound : text.endIndex
            guard let name = text[match.range.upperBound..<end].firstMatch(of: #/jsName\s*=\s*"([^"\n]+)"/#) else { return nil }
            return (String(name.1), String(match.1))
        }
    }

    /// The plugins of the app's own (`compiled`: its Swift and Objective-C) that `uses` says its
    /// scripts call and that none of that code registers with the bridge, in a Capacitor `major`
    /// that registers only the npm plugins `cap sync` lists (6 and later): their calls reject.
    static func unregistered(compiled: [(text: String, file: String, objectiveC: Bool)], uses: [String: String], capacitor major: Int) -> [UnregisteredPlugin] {
        guard major >= 6, !uses.isEmpty else { return [] }
        let declaring = compiled.filter { $0.text.contains("CAPPlugin") || $0.text.contains("CAP_PLUGIN") }
        guard !declaring.isEmpty else { return [] }
        let registered = compiled.reduce(into: Set<String>()) { $0.formUnion(Self.registered(in: $1.text)) }
        var found: [UnregisteredPlugin] = []
        for (text, file, objectiveC) in declaring {
            for plugin in declared(in: text, objectiveC: objectiveC) where !registered.contains(plugin.className) {
                guard let use = uses[plugin.module], !found.contains(where: { $0.module == plugin.module }) else { continue }
                found.append(UnregisteredPlugin(module: plugin.module, className: plugin.className, file: file, usedAt: use, capacitor: major))
            }
        }
        return found
    }

    /// The classes `text` registers with the bridge: `registerPluginInstance(X())`,
    /// `registerPluginType(X.self)`, Objective-C's `registerPluginInstance:[[X alloc] init]`, a
    /// module-qualified name by its last part; and where the argument is a name bound in the same
    /// text (`let plugin = X()`, `lazy var plugin = X.shared`, Objective-C's
    /// `X *plugin = [[X alloc] init]`), the class it was made from as well: a registration is
    /// an instance however it reaches the call.
    static func registered(in text: String) -> Set<String> {
        guard text.contains("registerPlugin") else { return [] }
        let names = Set(text.matches(of: registration).prefix(BridgeModules.maximumModules).map { String($0.1) })
        return names.union(names.flatMap { boundClasses(of: $0, in: text) })
    }

    /// The classes a name is bound to by construction in `text` (the name is an identifier, as
    /// `registration` captured it, so it is safe inside a pattern).
    private static func boundClasses(of name: String, in text: String) -> [String] {
        let patterns = [
            #"\b(?:let|var)\s+"# + name + #"\s*(?::\s*[A-Za-z_][A-Za-z0-9_.]*\s*)?=\s*(?:[A-Za-z_][A-Za-z0-9_]*\.)*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\(|\.init\b|\.shared\b)"#,
            #"\*\s*"# + name + #"\s*=\s*\[\[?\s*([A-Za-z_][A-Za-z0-9_]*)\s+(?:alloc|new)\b"#,
        ]
        return patterns.compactMap { try? Regex($0) }.flatMap { pattern in
            text.matches(of: pattern).prefix(BridgeModules.maximumModules).compactMap { match in
                match.output[1].substring.map(String.init)
            }
        }
    }

    nonisolated(unsafe) private static let registration =
        #/registerPlugin(?:Instance|Type)\s*[(:]\s*\[*\s*(?:[A-Za-z_][A-Za-z0-9_]*\.)*([A-Za-z_][A-Za-z0-9_]*)/#.wordBoundaryKind(.simple)
}
