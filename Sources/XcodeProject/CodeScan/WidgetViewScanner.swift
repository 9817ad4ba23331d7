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
    /// The views only widgets a target does not register draw.
    public var unregisteredViews: [UnregisteredView] = []
    public var repeatedWidgetURLs: [RepeatedURL] = []

    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only
    // read, and a regex compiles its program once, atomically.
    nonisolated(unsafe) fileprivate static let widgetURL = #/\.\s*widgetURL\s*\(/#

    /// `packageConditions`: the files targets compile through a local package, with its target's conditions.
    static func scan(_ sources: [IntentInspection.Source], targets: [TargetFacts],
                     packageConditions: [String: PackageManifest.SwiftConditions] = [:]) -> WidgetViewFacts {
        var facts = WidgetViewFacts()
        let files = sources.map { SwiftDeclarations($0.parsed) }
        (facts.widgets, facts.unregisteredViews) = WidgetViewGraph.widgets(Array(zip(sources, files)), targets: targets,
                                                                                packageConditions: packageConditions)
        // A view no widget extension compiles (an in-app preview showing the widget's view several
        // times) is drawn by no widget: its .widgetURL calls do nothing there.
        let widgets = Set(targets.filter(\.role.isWidget).map(\.name))
        facts.repeatedWidgetURLs = RepeatedURLs(sources: sources, files: files).repeated().filter { repeated in
            let compiledBy = sources.first { $0.file == repeated.file }?.targets ?? []
            return compiledBy.isEmpty || compiledBy.contains(where: widgets.contains)
        }
        return facts
    }
}

/// `.widgetURL` counted per path through a view's `body`, as SwiftUI builds it: one branch of an
/// `if` and one case of a `switch` at a time, a helper of the view (a computed property, a method)
/// counting where it is used and another `View` of the project where it is built (`Name(`, not
/// `Name.member`: `SwiftDeclarations.builds(typeAt:)`; never the view itself, whose own static
/// constant videolan+vlc-ios reads in its one `.widgetURL`), with the calls it makes on its own
/// busiest path. A view is reported where the excess arises: not a view whose only excess is a
/// helper view's, which is reported itself. Each file is read once for its calls and names; a
/// view's members and a block's calls and names are found by binary search, so a crafted file of
/// many views or members stays linear.
private struct RepeatedURLs {
    typealias Word = (offset: Int, word: String, member: Bool)
    let sources: [IntentInspection.Source]
    let files: [SwiftDeclarations]
    /// View types by name, where the project declares one of the name once.
    private var views: [String: (file: Int, declaration: SwiftDeclarations.Declaration)] = [:]
    /// Per file, the offsets of `.widgetURL` modifier calls, in order.
    private var calls: [[Int]] = []
    /// Per file, the words naming a view or a member declared in the file, in order.
    private var words: [[Word]] = []

    /// Helpers and views followed below a body: real views nest a few.
    static let maximumDepth = 6

    init(sources: [IntentInspection.Source], files: [SwiftDeclarations]) {
        self.sources = sources
        self.files = files
        // Only a project that sets .widgetURL somewhere has views to count.
        guard files.contains(where: { $0.source.code.utf8.contains(word: "widgetURL") }) else { return }
        var seen: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            for declaration in file.declarations where declaration.kind == .type && declaration.conformances.contains("View") {
                seen[declaration.name, default: 0] += 1
                views[declaration.name] = (index, declaration)
            }
        }
        for (name, count) in seen where count > 1 { views[name] = nil }
        let viewNames = Set(views.keys.map { Array($0.utf8)[...] })
        for file in files {
            let source = file.source
            let text = source.code
            calls.append(text.matches(of: WidgetViewFacts.widgetURL).map { source.offset(of: $0.range.lowerBound) }.filter(source.isModifierCall))
            let members = file.declarations.filter { $0.kind == .property || $0.kind == .function }.map { Array($0.name.utf8)[...] }
            words.append(file.words(in: 0..<source.bytes.count, among: viewNames.union(members)))
        }
    }

    func repeated() -> [WidgetViewFacts.RepeatedURL] {
        guard !views.isEmpty else { return [] }
        var memo: [String: Int] = [:]
        var found: [WidgetViewFacts.RepeatedURL] = []
        for (index, file) in files.enumerated() {
            for declaration in file.declarations where declaration.kind == .type && declaration.conformances.contains("View") {
                let path = busiestPath(of: declaration, in: index, depth: 0, memo: &memo)
                guard path.total > 1, !path.steps.contains(where: { $0.view && $0.weight > 1 }) else { continue }
                // The step at which the count passes one: the second .widgetURL, or the helper that brings it.
                var running = 0
                let second = path.steps.first { running += $0.weight; return running > 1 } ?? path.steps[path.steps.count - 1]
                found.append(.init(view: declaration.name, file: sources[index].file, line: file.source.line(at: second.offset), count: path.total))
            }
        }
        return found
    }

    private struct Step {
        let offset: Int
        let weight: Int
        /// Another view's (or a helper's that returns one over one), reported on its own when it is over one.
        let view: Bool
    }

    /// A view's own members (not those of a type or function nested in it), in order.
    private func members(of view: SwiftDeclarations.Declaration, in file: Int) -> [SwiftDeclarations.Declaration] {
        let declarations = files[file].declarations
        var index = Self.first(in: declarations.lazy.map(\.start), atOrAfter: view.block.lowerBound)
        var found: [SwiftDeclarations.Declaration] = []
        while index < declarations.count, declarations[index].start < view.block.upperBound {
            let member = declarations[index]
            if member.kind == .property || member.kind == .function { found.append(member) }
            // What the member declares inside itself is not the view's.
            index = max(index + 1, Self.first(in: declarations.lazy.map(\.start), atOrAfter: member.block.upperBound))
        }
        return found
    }

    /// The busiest path through a view's `body` (its whole block when it has none).
    private func busiestPath(of view: SwiftDeclarations.Declaration, in file: Int, depth: Int, memo: inout [String: Int])
        -> (total: Int, steps: [Step]) {
        let members = members(of: view, in: file)
        let body = members.first { $0.kind == .property && $0.name == "body" }?.block ?? view.block
        var helpers: [String: Range<Int>] = [:]
        for member in members where member.name != "body" { helpers[member.name] = member.block }
        // Sorted and disjoint (members of one type): a helper's own calls count where it is used.
        let helperBlocks = members.filter { $0.name != "body" }.map(\.block)
        var helperCounts: [String: (count: Int, viewOverOne: Bool)] = [:]
        return busiestPath(through: body, of: view.name, file: file, helpers: helpers, helperBlocks: helperBlocks, helperCounts: &helperCounts,
                           depth: depth, memo: &memo)
    }

    private func busiestPath(through block: Range<Int>, of viewName: String, file: Int, helpers: [String: Range<Int>], helperBlocks: [Range<Int>],
                             helperCounts: inout [String: (count: Int, viewOverOne: Bool)], depth: Int, memo: inout [String: Int])
        -> (total: Int, steps: [Step]) {
        let source = files[file].source
        // Whether an offset of `block` lies in another helper's block (a view without `body`).
        func inOtherHelper(_ offset: Int) -> Bool {
            let index = Self.first(in: helperBlocks.lazy.map(\.lowerBound), atOrAfter: offset + 1) - 1
            return index >= 0 && helperBlocks[index].contains(offset) && helperBlocks[index] != block
        }
        var steps: [Int: Step] = [:]
        let fileCalls = calls[file]
        var callIndex = Self.first(in: fileCalls, atOrAfter: block.lowerBound)
        while callIndex < fileCalls.count, fileCalls[callIndex] < block.upperBound {
            let offset = fileCalls[callIndex]
            callIndex += 1
            guard !inOtherHelper(offset) else { continue }
            steps[offset] = Step(offset: offset, weight: 1, view: false)
        }
        if depth < Self.maximumDepth {
            let fileWords = words[file]
            var wordIndex = Self.first(in: fileWords.lazy.map(\.offset), atOrAfter: block.lowerBound)
            while wordIndex < fileWords.count, fileWords[wordIndex].offset < block.upperBound {
                let word = fileWords[wordIndex]
                wordIndex += 1
                guard !inOtherHelper(word.offset) else { continue }
                // `helper`, `self.helper`, or a static one's `Self.helper` and `View.helper`; `.helper` of another value is not this view's.
                let own = !word.member || source.word(before: source.skippingSpacesBack(from: word.offset) - 1).map { ["self", "Self", viewName].contains($0) } == true
                if let helper = helpers[word.word], !helper.contains(word.offset), own {
                    let counted: (count: Int, viewOverOne: Bool)
                    if let known = helperCounts[word.word] {
                        counted = known
                    } else {
                        helperCounts[word.word] = (0, false) // a helper that uses itself counts once
                        let path = busiestPath(through: helper, of: viewName, file: file, helpers: helpers, helperBlocks: helperBlocks, helperCounts: &helperCounts,
                                               depth: depth + 1, memo: &memo)
                        counted = (path.total, path.steps.contains { $0.view && $0.weight > 1 })
                        helperCounts[word.word] = counted
                    }
                    // A helper returning a view that is over one on its own carries that view's excess, reported there.
                    if counted.count > 0 { steps[word.offset] = Step(offset: word.offset, weight: counted.count, view: counted.viewOverOne) }
                } else if !word.member, helpers[word.word] == nil, word.word != viewName, let view = views[word.word],
                          files[file].builds(typeAt: word.offset) {
                    let count: Int
                    if let known = memo[word.word] {
                        count = known
                    } else {
                        memo[word.word] = 0
                        count = busiestPath(of: view.declaration, in: view.file, depth: depth + 1, memo: &memo).total
                        memo[word.word] = count
                    }
                    if count > 0 { steps[word.offset] = Step(offset: word.offset, weight: count, view: true) }
                }
            }
        }
        let offsets = steps.keys.sorted()
        let path = source.busiestPath(through: block, calls: offsets, weight: { steps[$0]?.weight ?? 1 })
        let chosen = path.compactMap { steps[$0] }
        return (chosen.reduce(0) { $0 + $1.weight }, chosen)
    }

    /// The index of the first of sorted `offsets` at or after `offset`.
    private static func first<Offsets: RandomAccessCollection<Int>>(in offsets: Offsets, atOrAfter offset: Int) -> Int where Offsets.Index == Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
