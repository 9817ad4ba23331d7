/// What the widget's SwiftUI views do that iOS judges: the widgets each target's bundle registers,
/// each with whether its views reach `containerBackground` (without it iOS 17 shows "Please adopt
/// containerBackground API" in place of the widget), and views that set `.widgetURL` more than once on one path through their
/// branches (only one is honoured).
public struct WidgetViewFacts: Sendable, Codable, Hashable {
    public struct RepeatedURL: Sendable, Codable, Hashable {
        public let view: String
        public let file: String
        /// The line of the second `.widgetURL`.
        public let line: Int
        public let count: Int
    }

    /// The widgets each target registers (`WidgetViewGraph`).
    public var widgets: [RegisteredWidget] = []
    public var repeatedWidgetURLs: [RepeatedURL] = []

    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only
    // read, and a regex compiles its program once, atomically.
    nonisolated(unsafe) private static let view = #/struct\s+([A-Z][A-Za-z0-9_]*)\s*:\s*[^{]*\bView\b[^{]*\{/#.wordBoundaryKind(.simple)
    nonisolated(unsafe) private static let widgetURL = #/\.\s*widgetURL\s*\(/#

    static func scan(_ sources: [IntentInspection.Source], targets: [TargetFacts]) -> WidgetViewFacts {
        var facts = WidgetViewFacts()
        let texts = sources.map { (source: $0, text: SourceText($0.text, language: .swift)) }
        facts.widgets = WidgetViewGraph.widgets(texts, targets: targets)
        for (source, text) in texts {
            for match in text.matches(of: Self.view, at: ["struct"]) where !text.isInString(match.range.lowerBound) {
                guard let block = text.block(at: text.offset(of: match.range.upperBound) - 1) else { continue }
                let body = text.text(block)
                let calls = body.matches(of: Self.widgetURL).map { block.lowerBound + body.utf8.distance(from: body.startIndex, to: $0.range.lowerBound) }
                    .filter(text.isModifierCall)
                guard calls.count > 1 else { continue }
                // Calls in exclusive branches (an empty state and the list) are one per widget.
                let urls = text.busiestPath(through: block, calls: calls)
                guard urls.count > 1 else { continue }
                facts.repeatedWidgetURLs.append(RepeatedURL(view: String(match.1), file: source.file,
                                                            line: text.line(of: text.code.utf8.index(text.code.startIndex, offsetBy: urls[1])),
                                                            count: urls.count))
            }
        }
        return facts
    }
}
