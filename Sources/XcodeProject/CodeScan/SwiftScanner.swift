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

    static func uses(_ source: SourceText, declarations: SourceDeclarations) -> [CodeScanner.Use] {
        var uses: [CodeScanner.Use] = []
        func add(_ kind: CodeOccurrence.Kind, _ call: String, _ argument: SourceText.Argument?, at index: String.Index) {
            guard uses.count < CodeScanner.maximumOccurrencesPerFile else { return }
            let offset = source.offset(of: index)
            var use = CodeScanner.Use(kind: kind, call: call, expression: argument?.expression, offset: argument?.offset ?? offset, line: source.line(at: offset))
            if kind == .widgetKind {
                use.widget = declarations.enclosingTypes(at: offset).first { $0.inherits.contains("Widget") }?.name
            }
            uses.append(use)
        }
        /// The expression after a `label:` that ends the match: the first argument from there.
        func labelled(_ match: Regex<Substring>.Match) -> SourceText.Argument? {
            source.arguments(from: match.range.upperBound)?.first
        }
        for match in source.matches(of: Self.suiteName, at: ["UserDefaults"]) where !source.isInString(match.range.lowerBound) {
            add(.group, "UserDefaults(suiteName:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: Self.containerURL, at: ["containerURL"]) where !source.isInString(match.range.lowerBound) {
            add(.group, "containerURL(forSecurityApplicationGroupIdentifier:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: Self.configuration, at: ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"])
        where !source.isInString(match.range.lowerBound) {
            guard let kind = source.arguments(from: match.range.upperBound)?.first(where: { $0.label == "kind" }) else { continue }
            add(.widgetKind, "\(match.1)(kind:)", kind, at: match.range.lowerBound)
        }
        for match in source.matches(of: Self.activity, at: ["ActivityConfiguration"]) where !source.isInString(match.range.lowerBound) {
            add(.liveActivity, "ActivityConfiguration(for:)", labelled(match), at: match.range.lowerBound)
        }
        for match in source.matches(of: Self.reload, at: ["reloadTimelines"]) where !source.isInString(match.range.lowerBound) {
            add(.reload, "reloadTimelines(ofKind:)", labelled(match), at: match.range.lowerBound)
        }
        return uses
    }
}
