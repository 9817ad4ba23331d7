/// Finds what Swift code (the widget extension, the app) says about the group and the kinds:
/// `UserDefaults(suiteName:)`, `containerURL(forSecurityApplicationGroupIdentifier:)`, the
/// `kind` of each widget configuration, and `reloadTimelines(ofKind:)`.
enum SwiftScanner {
    static func scan(_ text: String, file: String) -> CodeScanner.ScannedFile {
        let source = SourceText(text, language: .swift)
        let constants = source.constants()
        let code = source.code
        var found: [CodeOccurrence] = []
        func add(_ kind: CodeOccurrence.Kind, _ call: String, _ expression: String?, at index: String.Index) {
            let resolved = expression.flatMap { source.value(of: $0, constants: constants) }
            found.append(CodeOccurrence(kind: kind, language: .swift, call: call, value: resolved?.value,
                                        expression: DartScanner.shortened(expression ?? ""), file: file, line: source.line(of: index),
                                        definedAt: resolved?.line.map { "\(file):\($0)" }))
        }
        /// The expression after a `label:` that ends the match: the first argument from there.
        func labelled(_ match: Regex<Substring>.Match) -> String? {
            source.arguments(from: match.range.upperBound)?.first?.expression
        }
        for match in code.matches(of: #/\bUserDefaults\s*(?:\.\s*init\s*)?\(\s*suiteName\s*:/#.wordBoundaryKind(.simple)) where !source.isInString(match.range.lowerBound) && found.count < CodeScanner.maximumOccurrencesPerFile {
            add(.group, "UserDefaults(suiteName:)", labelled(match), at: match.range.lowerBound)
        }
        for match in code.matches(of: #/\bcontainerURL\s*\(\s*forSecurityApplicationGroupIdentifier\s*:/#.wordBoundaryKind(.simple)) where !source.isInString(match.range.lowerBound) && found.count < CodeScanner.maximumOccurrencesPerFile {
            add(.group, "containerURL(forSecurityApplicationGroupIdentifier:)", labelled(match), at: match.range.lowerBound)
        }
        for match in code.matches(of: #/\b(StaticConfiguration|AppIntentConfiguration|IntentConfiguration)\s*\(/#.wordBoundaryKind(.simple)) where !source.isInString(match.range.lowerBound) && found.count < CodeScanner.maximumOccurrencesPerFile {
            guard let kind = source.arguments(from: match.range.upperBound)?.first(where: { $0.label == "kind" }) else { continue }
            add(.widgetKind, "\(match.1)(kind:)", kind.expression, at: match.range.lowerBound)
        }
        for match in code.matches(of: #/\bActivityConfiguration\s*(?:<[^<>()]*>)?\s*\(\s*for\s*:/#.wordBoundaryKind(.simple)) where !source.isInString(match.range.lowerBound) && found.count < CodeScanner.maximumOccurrencesPerFile {
            add(.liveActivity, "ActivityConfiguration(for:)", labelled(match), at: match.range.lowerBound)
        }
        for match in code.matches(of: #/\breloadTimelines\s*\(\s*ofKind\s*:/#.wordBoundaryKind(.simple)) where !source.isInString(match.range.lowerBound) && found.count < CodeScanner.maximumOccurrencesPerFile {
            add(.reload, "reloadTimelines(ofKind:)", labelled(match), at: match.range.lowerBound)
        }
        return CodeScanner.ScannedFile(occurrences: found, constants: constants, file: file)
    }
}
