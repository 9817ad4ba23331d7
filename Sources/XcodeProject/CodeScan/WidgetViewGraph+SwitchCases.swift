import Essentials

/// A `case` of a `switch` in a widget's views that reaches no `containerBackground` while other
/// cases of the same switch do: the view it returns shows "Please adopt containerBackground API"
/// on iOS 17 (on the Lock Screen an error symbol) whenever the widget takes that case.
public struct BackgroundBranch: Sendable, Codable, Hashable {
    /// The case's label as written, shortened (`.accessoryCircular`, `default`).
    public let label: String
    public let file: String
    /// The line of its `case` label.
    public let line: Int
}

/// Which cases of the switches in a widget's views reach `containerBackground`. A widget draws
/// one view per family, often chosen by `switch family { case .accessoryCircular: ... }`, or one
/// per state of its entry; a call one case applies covers no other case's view (round 14
/// life-wrapped: its Lock Screen circular and inline views had none, its Home Screen ones did;
/// pourtainer: one state's case of seven had it commented out). A switch counts when it is mixed:
/// some case it shows reaches the call and some does not. A call outside every mixed switch's
/// cases (on the configuration's content, after the switch, in a view all cases share) covers
/// every case. Of a switch over the widget's family, a case counts only when the widget shows
/// one of its families: its `supportedFamilies` (read when written out; the Home Screen ones when
/// none are given), and a `default:` only for a supported family no `case` names; never
/// `accessoryInline`, a line of text with no container. An `if` is no
/// such branch (`if #available(iOS 17, *)` with a `.background` fallback is the documented form).
extension WidgetViewGraph.Target {
    /// The Home Screen families a widget supports when it names none.
    static let defaultFamilies: Set<String> = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"]
    /// Switches read per declaration; more is no view.
    static let maximumSwitches = 16
    /// Cases of one switch judged: each is followed through the views it names, so a switch of
    /// more (no view has them: a generated table) is not judged.
    static let maximumCases = 64
    /// Label bytes kept in a finding.
    static let maximumLabelBytes = 60

    /// A switch's cases: each case's label (its families when every label of the switch names
    /// widget families or is `default`), the label's offset and the case's body.
    struct Switch {
        struct Case {
            let label: String
            /// nil: the switch is not over a widget family.
            let families: [String]?
            let offset: Int
            let body: Range<Int>
        }

        let cases: [Case]
    }

    /// The families a widget's declaration names in `supportedFamilies([...])`, the Home Screen
    /// ones when it calls none; nil when its list is not written out (a variable, a computed list).
    static func supportedFamilies(_ source: SourceText, widget block: Range<Int>) -> Set<String>? {
        let body = source.text(block)
        guard let call = body.firstRange(of: "supportedFamilies(") else { return defaultFamilies }
        let list = body[call.upperBound...].prefix(SourceText.maximumArgumentBytes).prefix { $0 != ")" }
        let families = Set(list.matches(of: #/\.((?:system|accessory)[A-Za-z]+)/#).map { String($0.1) })
        return families.isEmpty ? nil : families
    }

    /// The `switch`es in `block` of `file`, each with its cases.
    func switches(in file: Int, block: Range<Int>) -> [Switch] {
        let source = files[file].declarations.source
        var found: [Switch] = []
        for offset in source.wordOffsets(["switch"]) where block.contains(offset) && !source.isInString(offset: offset) {
            guard found.count < Self.maximumSwitches, let open = Self.openingBrace(after: offset + 6, in: source, within: block),
                  let body = source.block(at: open) else { continue }
            let cases = Self.cases(in: body, source: source)
            if !cases.isEmpty, cases.count <= Self.maximumCases { found.append(Switch(cases: cases)) }
        }
        return found
    }

    /// The `{` opening a `switch`'s cases: the first outside brackets after its subject.
    static func openingBrace(after start: Int, in source: SourceText, within block: Range<Int>) -> Int? {
        var depth = 0
        for index in source.codeOffsets(from: start, to: min(block.upperBound, start + SourceText.maximumArgumentBytes)) {
            switch source.bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth == 0: return index
            case UInt8(ascii: "}"): return nil
            default: break
            }
        }
        return nil
    }

    /// The cases of a switch's body: each `case` or `default` label at its top level (not an
    /// `if case`, `guard case` or `for case` pattern), to its `:`, and the code to the next label.
    static func cases(in body: Range<Int>, source: SourceText) -> [Switch.Case] {
        var labels: [(label: String, offset: Int, colon: Int)] = []
        var depth = 0, resume = body.lowerBound + 1
        for index in source.codeOffsets(from: body.lowerBound + 1, to: body.upperBound - 1) where index >= resume {
            switch source.bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default:
                guard depth == 0, !SourceText.isIdentifier(source.bytes[index - 1]), let word = source.word(at: index),
                      word == "case" || word == "default",
                      !["if", "guard", "while", "for", "catch"].contains(source.word(before: index) ?? "") else { continue }
                guard let colon = labelEnd(from: index + word.utf8.count, before: body.upperBound - 1, in: source) else { return [] }
                labels.append((source.text((index + (word == "case" ? 4 : 0))..<colon).trimmingWhitespace, index, colon))
                resume = colon + 1
            }
        }
        let families = labels.map { label -> [String]? in
            if label.label == "default" { return [] }
            let items = label.label.split(separator: ",").map { $0.trimmingWhitespace }
            let named = items.compactMap { item -> String? in
                let name = item.hasPrefix("WidgetFamily.") ? String(item.dropFirst("WidgetFamily".count)) : item
                return name.wholeMatch(of: #/\.((?:system|accessory)[A-Za-z]+)/#).map { String($0.1) }
            }
            return named.count == items.count ? named : nil
        }
        // Over a family when every label names families (`default` aside) and one does.
        let overFamily = families.allSatisfy { $0 != nil } && families.contains { $0?.isEmpty == false }
        return labels.enumerated().map { position, label in
            let end = position + 1 < labels.count ? labels[position + 1].offset : body.upperBound - 1
            return Switch.Case(label: label.label, families: overFamily ? families[position] : nil, offset: label.offset,
                               body: (label.colon + 1)..<max(label.colon + 1, end))
        }
    }

    /// The `:` ending a case label that starts at `start`, outside brackets; nil before `end`.
    private static func labelEnd(from start: Int, before end: Int, in source: SourceText) -> Int? {
        var depth = 0
        for index in source.codeOffsets(from: start, to: end) {
            switch source.bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ":") where depth == 0: return index
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
            default: break
            }
        }
        return nil
    }

    /// The cases of a mixed switch in the views of the widget rooted at `roots` that reach no
    /// `containerBackground`; empty when a call outside the mixed switches' cases covers every
    /// case, or no switch is mixed. `supported`: the families the widget shows, nil when unknown
    /// (then a switch over the family is not judged); `callers`: the declarations calling it
    /// (`backgroundCallers()`), which the names a case reaches (`reached(from:)`) are looked up in.
    func casesWithoutBackground(roots: [String], supported: Set<String>?, avoiding widgets: Set<String>, callers: Set<String>,
                                adjacency: inout [String: Set<String>]) -> [BackgroundBranch] {
        var seen = Set(roots), order = roots, index = 0
        var mixed: [(file: Int, cases: [Switch.Case])] = []
        while index < order.count {
            let name = order[index]
            index += 1
            for place in places(named: name) {
                var excluded: [Range<Int>] = []
                for found in switches(in: place.file, block: place.block) {
                    let shown = found.cases.filter { Self.shows($0, of: found, supported: supported) }
                    let covering = shown.map { entry in
                        files[place.file].backgroundCalls.contains(where: entry.body.contains)
                            || names(in: place.file, range: entry.body).subtracting(widgets).sorted().contains { name in
                                reached(from: name, avoiding: widgets, adjacency: &adjacency).contains(where: callers.contains)
                            }
                    }
                    guard covering.contains(true), covering.contains(false) else { continue }
                    excluded += found.cases.map(\.body)
                    mixed.append((place.file, zip(shown, covering).filter { !$1 }.map(\.0)))
                }
                // A call in the declaration outside the mixed switches' cases covers every case.
                let outside = files[place.file].backgroundCalls.contains { call in place.block.contains(call) && !excluded.contains { $0.contains(call) } }
                if outside { return [] }
                for next in names(in: place.file, range: place.block, excluding: excluded).sorted() where !widgets.contains(next) && seen.insert(next).inserted {
                    order.append(next)
                }
            }
        }
        guard let first = mixed.first else { return [] }
        let source = files[first.file].declarations.source
        return first.cases.map { entry in
            let label = entry.label.utf8.count > Self.maximumLabelBytes ? String(entry.label.prefix(Self.maximumLabelBytes - 3)) + "..." : entry.label
            return BackgroundBranch(label: label, file: files[first.file].name, line: source.line(at: entry.offset))
        }
    }

    /// Whether the widget shows a case with a container: every case of a switch not over the
    /// family; of one over it, a case naming a family it supports, and `default:` when it supports
    /// one no case names. `accessoryInline` draws one line of text beside the clock, in no
    /// container: its case is not judged (held-out lifeGLANCE gives its inline case none, its
    /// circular and rectangular ones a clear one).
    private static func shows(_ entry: Switch.Case, of found: Switch, supported: Set<String>?) -> Bool {
        guard let families = entry.families else { return true }
        guard let supported = supported?.subtracting(["accessoryInline"]) else { return false }
        if !families.isEmpty { return !supported.isDisjoint(with: families) }
        return !supported.subtracting(found.cases.flatMap { $0.families ?? [] }).isEmpty
    }
}
