/// Finds what Swift code (the widget extension, the app) says about the group and the kinds:
/// `UserDefaults(suiteName:)`, `containerURL(forSecurityApplicationGroupIdentifier:)`, the
/// `kind` of each widget configuration, and `reloadTimelines(ofKind:)`.
enum SwiftScanner {
    // Each shape is read over the bytes at its words (`SourceText+Shapes`): as Swift `Regex`es
    // tried there, they made the code scan ten times `grep -P`'s (issue 41).

    /// `UserDefaults\s*(?:\.\s*init\s*)?\(\s*suiteName\s*:`
    static func suiteName(_ source: SourceText, at offset: Int) -> Int? {
        source.after(["UserDefaults", ".", "init", "(", "suiteName", ":"], from: offset)
            ?? source.after(["UserDefaults", "(", "suiteName", ":"], from: offset)
    }

    /// `ActivityConfiguration\s*(?:<[^<>()]*>)?\s*\(\s*for\s*:`
    static func activity(_ source: SourceText, at offset: Int) -> Int? {
        guard let name = source.after(["ActivityConfiguration"], from: offset) else { return nil }
        let generic = source.genericClause(at: source.skippingWhitespace(from: name))
        return generic.flatMap { source.after(["(", "for", ":"], from: $0) } ?? source.after(["(", "for", ":"], from: name)
    }

    /// `containerURL\s*\(\s*forSecurityApplicationGroupIdentifier\s*:`
    static func containerURL(_ source: SourceText, at offset: Int) -> Int? {
        source.after(["containerURL", "(", "forSecurityApplicationGroupIdentifier", ":"], from: offset)
    }

    static let configurations: [StaticString] = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    /// `(StaticConfiguration|AppIntentConfiguration|IntentConfiguration)\s*\(`
    static func configuration(_ source: SourceText, at offset: Int) -> Int? {
        configurations.lazy.compactMap { source.after([$0, "("], from: offset) }.first
    }

    /// `reloadTimelines\s*\(\s*ofKind\s*:`
    static func reload(_ source: SourceText, at offset: Int) -> Int? {
        source.after(["reloadTimelines", "(", "ofKind", ":"], from: offset)
    }

    static func uses(_ source: SourceText, declarations: SourceDeclarations) -> [CodeScanner.Use] {
        var uses: [CodeScanner.Use] = []
        func add(_ kind: CodeOccurrence.Kind, _ call: String, _ argument: SourceText.Argument?, at offset: Int) {
            guard source.keeps(uses.count) else { return }
            var use = CodeScanner.Use(kind: kind, call: call, expression: argument?.expression, offset: argument?.offset ?? offset, line: source.line(at: offset))
            if kind == .widgetKind {
                use.widget = declarations.enclosingTypes(at: offset).first { $0.inherits.contains("Widget") }?.name
            }
            uses.append(use)
        }
        /// The expression after a `label:` that ends the shape: the first argument from there,
        /// however long the closures after it (`ActivityConfiguration(for:content:dynamicIsland:)`).
        func labelled(_ shape: Range<Int>) -> SourceText.Argument? {
            source.arguments(fromOffset: shape.upperBound, leading: true)?.first
        }
        for shape in source.shapes(at: ["UserDefaults"], { suiteName(source, at: $0) }) where !source.isInString(offset: shape.lowerBound) {
            add(.group, "UserDefaults(suiteName:)", labelled(shape), at: shape.lowerBound)
        }
        for shape in source.shapes(at: ["containerURL"], { containerURL(source, at: $0) }) where !source.isInString(offset: shape.lowerBound) {
            add(.group, "containerURL(forSecurityApplicationGroupIdentifier:)", labelled(shape), at: shape.lowerBound)
        }
        for shape in source.shapes(at: configurations, { configuration(source, at: $0) }) where !source.isInString(offset: shape.lowerBound) {
            guard let kind = source.arguments(fromOffset: shape.upperBound, leading: true)?.first(where: { $0.label == "kind" }) else { continue }
            let name = source.text(source.identifierRun(at: shape.lowerBound))
            add(.widgetKind, "\(name)(kind:)", kind, at: shape.lowerBound)
        }
        for shape in source.shapes(at: ["ActivityConfiguration"], { activity(source, at: $0) }) where !source.isInString(offset: shape.lowerBound) {
            add(.liveActivity, "ActivityConfiguration(for:)", labelled(shape), at: shape.lowerBound)
        }
        for shape in source.shapes(at: ["reloadTimelines"], { reload(source, at: $0) }) where !source.isInString(offset: shape.lowerBound) {
            add(.reload, "reloadTimelines(ofKind:)", labelled(shape), at: shape.lowerBound)
        }
        return uses
    }
}
