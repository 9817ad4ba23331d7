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

    /// Whether `text` registers `className` with the bridge: `registerPluginInstance(X())`,
    /// `registerPluginType(X.self)`, Objective-C's `registerPluginInstance:[[X alloc] init]`.
    static func registers(_ className: String, in text: String) -> Bool {
        guard text.contains("registerPlugin"), SourceText.isName(className),
              let pattern = try? Regex("registerPlugin(?:Instance|Type)\\s*[(:]\\s*\\[*\\s*(?:[A-Za-z_][A-Za-z0-9_]*\\.)*" + className + "\\b") else { return false }
        return text.firstMatch(of: pattern.wordBoundaryKind(.simple)) != nil
    }
}
