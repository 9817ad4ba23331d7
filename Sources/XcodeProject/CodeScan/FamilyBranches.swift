import Essentials

/// Code of a widget's views that runs only for widget families no widget of its target supports:
/// the body of `if family == .accessoryCircular { ... }` (the environment's `family` or
/// `widgetFamily`, `context.family`; several families joined by `||`), or of a `case` of a
/// `switch` over the family naming only such families. WidgetKit draws a widget only in the
/// families its configuration's `supportedFamilies` lists (the Home Screen ones when it names
/// none), so such a branch never runs: a key read there is never read (round 16
/// grocerylist_widgets_watch_app: `dash_counter`, read under `if family == .accessoryCircular` of a
/// widget supporting `.systemSmall` and `.systemMedium`, gave a false widget-key PROBLEM; such
/// branches are left over from Xcode's Lock Screen template). A target whose widgets' lists are not
/// all written out has no such code; nor has a `default:` or an `else`.
enum FamilyBranches {
    // Built once (see SourceText's definitions).
    nonisolated(unsafe) private static let familyCondition =
        #/if\s+((?:(?:[A-Za-z_][A-Za-z0-9_]*\s*\.\s*)?(?:family|widgetFamily)\s*==\s*(?:WidgetFamily)?\.(?:system|accessory)[A-Za-z]+\s*(?:\|\|\s*)?)+)\{/#
    nonisolated(unsafe) private static let familyName = #/\.((?:system|accessory)[A-Za-z]+)/#

    /// The families the widgets a target registers support, together; nil when one widget's list
    /// is not written out, or the target registers none with a timeline.
    static func supported(by widgets: [RegisteredWidget]) -> Set<String>? {
        let drawn = widgets.filter(\.hasTimeline)
        guard !drawn.isEmpty else { return nil }
        var families = Set<String>()
        for widget in drawn {
            guard let own = widget.families else { return nil }
            families.formUnion(own)
        }
        return families
    }

    /// The line ranges of `source` that run only for families outside `supported`.
    static func unsupported(in source: SourceText, supported: Set<String>) -> [ClosedRange<Int>] {
        var dead: [Range<Int>] = []
        for match in source.matches(of: familyCondition, at: ["if"]) where !source.isInString(match.range.lowerBound) {
            let families = Set(match.output.1.matches(of: familyName).map { String($0.1) })
            let brace = source.offset(of: match.range.upperBound) - 1
            if supported.isDisjoint(with: families), let block = source.block(at: brace) { dead.append(block) }
        }
        let whole = 0..<source.bytes.count
        for offset in source.wordOffsets(["switch"]) where !source.isInString(offset: offset) {
            guard let open = WidgetViewGraph.Target.openingBrace(after: offset + 6, in: source, within: whole),
                  let body = source.block(at: open) else { continue }
            let cases = WidgetViewGraph.Target.cases(in: body, source: source)
            guard cases.count <= WidgetViewGraph.Target.maximumCases else { continue }
            for entry in cases {
                guard let families = entry.families, !families.isEmpty, supported.isDisjoint(with: families) else { continue }
                dead.append(entry.body)
            }
        }
        return dead.filter { !$0.isEmpty }.map { source.line(at: $0.lowerBound)...source.line(at: $0.upperBound - 1) }
    }

    /// `accesses` without the Swift reads that run only for unsupported families, in every widget
    /// target compiling their file (a file another target compiles too stays read).
    static func withoutUnsupportedReads(_ accesses: [KeyAccess], widgets: [RegisteredWidget], sources: [IntentInspection.Source]) -> [KeyAccess] {
        let byTarget = Dictionary(grouping: widgets, by: \.target).compactMapValues(supported(by:))
        guard !byTarget.isEmpty else { return accesses }
        var dead: LinesByFile = [:]
        for source in sources where !source.targets.isEmpty {
            let sets = source.targets.map { byTarget[$0] }
            guard sets.allSatisfy({ $0 != nil }), source.parsed.code.utf8.contains(word: "family") || source.parsed.code.utf8.contains(word: "widgetFamily") else { continue }
            // Dead for every target that compiles the file: outside every family any of them supports.
            let lines = unsupported(in: source.parsed, supported: sets.compactMap { $0 }.reduce(into: Set<String>()) { $0.formUnion($1) })
            if !lines.isEmpty { dead[source.file] = lines }
        }
        guard !dead.isEmpty else { return accesses }
        return accesses.filter { access in
            access.role != .read || access.language != .swift || !dead.contains(file: access.file, line: access.line)
        }
    }
}
