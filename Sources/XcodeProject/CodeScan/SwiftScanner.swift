/// Finds what Swift code (the widget extension, the app) says about the group and the kinds:
/// `UserDefaults(suiteName:)`, `containerURL(forSecurityApplicationGroupIdentifier:)`, the
/// `kind` of each widget configuration, and `reloadTimelines(ofKind:)`.
enum SwiftScanner {
    static func scan(_ text: String, file: String) -> CodeScanner.ScannedFile {
        let source = SourceText(text, language: .swift)
        let constants = source.constants()
        let code = source.code
        var uses: [(kind: CodeOccurrence.Kind, call: String, expression: String?, offset: Int)] = []
        func add(_ kind: CodeOccurrence.Kind, _ call: String, _ expression: String?, at index: String.Index) {
            uses.append((kind, call, expression, source.offset(of: index)))
        }
        /// The expression after a `label:` that ends the match: the first argument from there.
        func labelled(_ match: Regex<Substring>.Match) -> String? {
            source.arguments(from: match.range.upperBound)?.first?.expression
        }
        for match in source.matches(of: #/UserDefaults\s*(?:\.\s*init\s*)?\(\s*suiteName\s*:/#, at: ["UserDefaults"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            add(.group, "UserDefaults(suiteName:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: #/containerURL\s*\(\s*forSecurityApplicationGroupIdentifier\s*:/#, at: ["containerURL"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            add(.group, "containerURL(forSecurityApplicationGroupIdentifier:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: #/(StaticConfiguration|AppIntentConfiguration|IntentConfiguration)\s*\(/#,
                                         at: ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            guard let kind = source.arguments(from: match.range.upperBound)?.first(where: { $0.label == "kind" }) else { continue }
            add(.widgetKind, "\(match.1)(kind:)", kind.expression, at: match.range.lowerBound)
        }
        for match in source.matches(of: #/ActivityConfiguration\s*(?:<[^<>()]*>)?\s*\(\s*for\s*:/#, at: ["ActivityConfiguration"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
            add(.liveActivity, "ActivityConfiguration(for:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: #/reloadTimelines\s*\(\s*ofKind\s*:/#, at: ["reloadTimelines"]) where !source.isInString(match.range.lowerBound) && uses.count < CodeScanner.maximumOccurrencesPerFile {
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
