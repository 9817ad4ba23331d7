import Essentials

/// A value the running bundle supplies, settled for each target that runs the code: an Info.plist
/// key read through `INFOPLIST_FILE` with the configuration's build settings expanded
/// (`$(APP_GROUP_IDENTIFIER)`), the bundle identifier from `PRODUCT_BUNDLE_IDENTIFIER`. Targets
/// (and configurations) that get the same string share one occurrence; one whose bundle does not
/// supply it gets an occurrence without a value (unknown, never a wrong group).
enum CodeValueExpansion {
    /// What one target's bundle supplies in one configuration.
    struct Bundle {
        let configuration: String
        /// The Info.plist's strings by key (an array's elements), settings expanded; nil when the
        /// Info.plist was not read.
        let info: [String: [String]]?
        /// The Info.plist as shown, and the line of each key in it.
        let infoFile: String?
        let infoLines: [String: Int]
        /// `PRODUCT_BUNDLE_IDENTIFIER`, when it resolves.
        let bundleIdentifier: String?
    }

    /// The occurrences of one resolved use run by `runners` (target names), whose bundles are `bundles`.
    static func occurrences(_ resolved: CodeScanner.Resolved, runners: [String], bundles: [String: [Bundle]]) -> [CodeOccurrence] {
        var base = resolved.occurrence
        base.targets = runners
        guard !resolved.values.isEmpty else { return [base] }
        var found = OrderedSet<CodeOccurrence>()
        for value in resolved.values {
            if !value.dependsOnBundle {
                found.append(base.with(value: value.literal, definedAt: value.place.flatMap { $0.isDefinition ? $0.shown : nil }))
                continue
            }
            // Each target's string, configurations that agree folded; a string only some of a
            // target's configurations give names them (`$(APP_GROUP)` set per configuration).
            var byValue: [(value: String?, configurations: [String], targets: OrderedSet<String>, places: OrderedSet<String>)] = []
            for runner in runners {
                let runnerBundles = bundles[runner] ?? []
                var ofRunner: [(value: String?, configurations: [String], places: [String])] = []
                for bundle in runnerBundles {
                    let text = value.string(info: { key in bundle.info?[key] }, bundleIdentifier: bundle.bundleIdentifier)
                    let places = value.infoPlistKeys.compactMap { key in bundle.infoFile.map { file in bundle.infoLines[key].map { "\(file):\($0)" } ?? file } }
                    if let index = ofRunner.firstIndex(where: { $0.value == text }) {
                        ofRunner[index].configurations.append(bundle.configuration)
                        ofRunner[index].places += places
                    } else {
                        ofRunner.append((text, [bundle.configuration], places))
                    }
                }
                for entry in ofRunner {
                    let configurations = entry.configurations.count == runnerBundles.count ? [] : entry.configurations
                    if let index = byValue.firstIndex(where: { $0.value == entry.value && $0.configurations == configurations }) {
                        byValue[index].targets.append(runner)
                        for place in entry.places { byValue[index].places.append(place) }
                    } else {
                        byValue.append((entry.value, configurations, OrderedSet([runner]), OrderedSet(entry.places)))
                    }
                }
            }
            if byValue.isEmpty { found.append(base) }
            for entry in byValue {
                var occurrence = base.with(value: entry.value, definedAt: value.place?.shown ?? (entry.places.elements.count == 1 ? entry.places.elements[0] : nil))
                occurrence.targets = entry.targets.elements
                occurrence.configurations = entry.configurations
                found.append(occurrence)
            }
        }
        return found.elements
    }
}
