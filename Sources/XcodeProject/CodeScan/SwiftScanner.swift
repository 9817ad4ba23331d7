/// Finds what Swift code (the widget extension, the app) says about the group and the kinds:
/// `UserDefaults(suiteName:)`, `containerURL(forSecurityApplicationGroupIdentifier:)`, the
/// `kind` of each widget configuration, and `reloadTimelines(ofKind:)`.
enum SwiftScanner {
    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only
    // read, and a regex compiles its program once, atomically.
    nonisolated(unsafe) private static let suiteName = #/UserDefaults\s*(?:\.\s*init\s*)?\(\s*suiteName\s*:/#
    nonisolated(unsafe) private static let containerURL = #/containerURL\s*\(\s*forSecurityApplicationGroupIdentifier\s*:/#
    nonisolated(unsafe) private static let configuration = #/(StaticConfiguration|AppIntentConfiguration|IntentConfiguration)\s*\(/#
    nonisolated(unsafe) private static let activity = #/ActivityConfiguration\s*(?:<[^<>()]*>)?\s*\(\s*for\s*:/#
    nonisolated(unsafe) private static let reload = #/reloadTimelines\s*\(\s*ofKind\s*:/#

    static func scan(_ text: String, file: String) -> CodeScanner.ScannedFile {
        let source = SourceText(text, language: .swift)
        let constants = source.constants()
        var uses: [(kind: CodeOccurrence.Kind, call: String, expression: String?, offset: Int)] = []
        func add(_ kind: CodeOccurrence.Kind, _ call: String, _ expression: String?, at index: String.Index) {
            uses.append((kind, call, expression, source.offset(of: index)))
        }
        /// The expression after a `label:` that ends the match: the first argument from there.
        func labelled(_ match: Regex<Substring>.Match) -> String? {
            source.arguments(from: match.range.upperBound)?.first?.expression
        }
        for match in source.matches(of: Self.suiteName, at: ["UserDefaults"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            add(.group, "UserDefaults(suiteName:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: Self.containerURL, at: ["containerURL"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            add(.group, "containerURL(forSecurityApplicationGroupIdentifier:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: Self.configuration,
                                         at: ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            guard let kind = source.arguments(from: match.range.upperBound)?.first(where: { $0.label == "kind" }) else { continue }
            add(.widgetKind, "\(match.1)(kind:)", kind.expression, at: match.range.lowerBound)
        }
        for match in source.matches(of: Self.activity, at: ["ActivityConfiguration"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            add(.liveActivity, "ActivityConfiguration(for:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: Self.reload, at: ["reloadTimelines"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            add(.reload, "reloadTimelines(ofKind:)", labelled(match), at: match.range.lowerBound)
        }
        // A name is looked up first in the blocks around its use (each widget struct's own
        // `kind`), then among the file's names defined once.
        let scoped = ScopedDefinitions(source)
        let found = uses.map { use in
            let resolved = use.expression.flatMap { expression in
                scoped.value(of: expression, at: use.offset).map { ($0.value, Optional($0.line)) }
                    ?? source.value(of: expression, constants: constants)
            }
            return CodeOccurrence(kind: use.kind, language: .swift, call: use.call, value: resolved?.0,
                                  expression: DartScanner.shortened(use.expression ?? ""), file: file, line: source.line(at: use.offset),
                                  definedAt: resolved?.1.map { "\(file):\($0)" })
        }
        return CodeScanner.ScannedFile(occurrences: found, constants: constants, file: file)
    }
}
