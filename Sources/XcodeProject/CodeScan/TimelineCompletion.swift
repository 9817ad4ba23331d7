import Essentials

/// A path of a timeline provider's `getTimeline(...completion:)` or `getSnapshot(...completion:)`
/// that returns without handing WidgetKit anything: the body it leaves (the method's, or a
/// closure's in it, as a network callback or a `Task`) calls `completion` further on or on
/// another path, but no call runs before this `return` (a `guard`'s `else`, an `if`'s block, a
/// `catch`) on its own path and it calls none. WidgetKit then waits for a timeline that never
/// comes: the widget keeps its placeholder, or the gallery its blank preview, until the next
/// reload (unseen projects: a token missing before the first login, a file missing before the
/// app's first write, a decode that fails). The path may run in a helper the method hands its
/// completion to, or in a continuation an async provider awaits (`via`).
public struct SilentProviderExit: Sendable, Hashable {
    /// How the path ends: a `return`, a `try` whose error ends a `Task`, a branch (of an `if`
    /// chain, a `do`/`catch`, a `switch`) falling through where another branch calls
    /// `completion`, or the missing `else` of such an `if`.
    public enum Path: Sendable, Hashable {
        case returns, throwsOut, branch, missingElse
    }

    public let path: Path
    public let file: String
    public let line: Int
    /// `getTimeline` or `getSnapshot` (or an async provider's `timeline` or `snapshot`).
    public let method: String
    /// The completion parameter's name, as the body calls it (a helper's own; for a
    /// continuation, `name.resume`).
    public let completion: String
    /// The line of the method's declaration.
    public let methodLine: Int
    public let targets: [String]
    /// The helper the path is in, when not the method itself: one the method hands its
    /// completion to (`awaited` false), or one it awaits whose continuation stands for it.
    public let via: Helper?

    public struct Helper: Sendable, Hashable {
        public let name: String
        public let line: Int
        public let awaited: Bool
    }
}

/// The silent exits of the providers' methods. Every exit of the method (or of a closure in it
/// that calls `completion`) is a path: each `return`, each `catch` that leaves, each `guard`'s
/// `else { return }`, a `Task`'s uncaught `try`, and the fall-through end. An exit is silent when
/// no call of `completion` runs before it on its own path (`CompletionPaths.runsBefore`), not
/// when one merely stands earlier in the text: a call in a sibling branch (another branch of an
/// `if` chain, another case of a `switch`, the `do` block of the exit's `catch`) or in an `if`
/// the path need not take covers nothing; a call in a closure the path starts (a `URLSession`
/// callback, a `Task`) covers the path that starts it.
///
/// Whoever the method passes its duty to owes it on every path of its own
/// (`TimelineCompletion+Helpers`): a helper of the file handed the completion (as the argument
/// itself, or in a closure argument that calls it) is judged by the same rule with its own
/// closure parameter as the completion, and a continuation body an async provider method awaits
/// (`withCheckedContinuation { continuation in ... }`) with `continuation.resume` as it.
enum TimelineCompletion {
    static let methods: Set<String> = ["getTimeline", "getSnapshot"]
    /// Returns and `if`s looked at in one method, provider methods in one file, and blocks walked
    /// outward from one place: a provider has a few of each; past them a path is not judged (a
    /// crafted file of thousands stays linear).
    static let maximumReturns = 64
    static let maximumMethods = 16
    static let maximumDepth = 32
    /// Keywords whose block is a branch of the body around it, not a closure of its own.
    static let branchKeywords: Set<String> = ["if", "guard", "else", "for", "while", "switch", "case", "default", "do", "catch", "defer", "repeat"]

    static func exits(_ source: SourceText, file: String, targets: [String]) -> [SilentProviderExit] {
        let code = source.code.utf8
        guard code.contains(word: "getTimeline") || code.contains(word: "getSnapshot")
            || (code.contains(word: "Continuation") && (code.contains(word: "timeline") || code.contains(word: "snapshot"))) else { return [] }
        let declarations = SourceDeclarations(source)
        let words = Words(declarations)
        var exits: [SilentProviderExit] = []
        var judged = Set<Judged>()
        // The timeline's methods first: a helper both reach is reported as the timeline's, whose
        // silent path leaves the widget on its placeholder.
        let providers = declarations.functions.lazy.filter { isProviderMethod($0, in: source) }.prefix(maximumMethods)
        for function in providers.filter({ $0.name.lowercased().hasSuffix("timeline") }) + providers.filter({ !$0.name.lowercased().hasSuffix("timeline") }) {
            guard let body = function.body else { continue }
            let report = { (silent: [SilentPath], completion: String, via: SilentProviderExit.Helper?) in
                exits += silent.map {
                    SilentProviderExit(path: $0.path, file: file, line: source.line(at: $0.offset), method: function.name, completion: completion,
                                       methodLine: source.line(at: function.offset), targets: targets, via: via)
                }
            }
            if methods.contains(function.name), let last = function.parameters.last, last.name != "_",
               isEscapingClosure(last.name, signature: function.offset..<body.lowerBound, in: source) {
                report(silentPaths(in: body, completion: last.name, words: words), last.name, nil)
                // The helpers it hands its completion to, and theirs.
                for reached in helpers(handed: last.name, in: body, of: function, declarations: declarations) where judged.insert(reached.judged).inserted {
                    guard let helperBody = reached.function.body else { continue }
                    report(silentPaths(in: helperBody, completion: reached.completion, words: words), reached.completion, reached.via(in: source))
                }
            }
            // The continuations it awaits, in its body or in the functions it awaits.
            for reached in awaitedContinuations(in: function, declarations: declarations, words: words) where judged.insert(reached.judged).inserted {
                let name = reached.completion + ".resume"
                report(silentPaths(in: reached.body, completion: name, words: words), name, reached.via(in: source))
            }
        }
        return exits
    }

    /// The word offsets one file's judgements read, found once.
    struct Words {
        let declarations: SourceDeclarations
        let returns: [Int], tries: [Int], statements: [Int], awaits: [Int], continuations: [Int]
        var source: SourceText { declarations.source }

        init(_ declarations: SourceDeclarations) {
            self.declarations = declarations
            let source = declarations.source
            returns = source.wordOffsets(["return"])
            tries = source.wordOffsets(["try"])
            statements = source.wordOffsets(["if", "do", "switch"])
            awaits = source.wordOffsets(["await"])
            continuations = source.wordOffsets(TimelineCompletion.continuationFunctions)
        }
    }

    /// A silent path: how it ends and where.
    struct SilentPath {
        let path: SilentProviderExit.Path
        let offset: Int
    }

    /// The silent paths of one body whose every path must call `completion` (a provider method's,
    /// a helper's it hands its completion to, a continuation's body whose `resume` stands for it).
    static func silentPaths(in body: Range<Int>, completion: String, words: Words) -> [SilentPath] {
        let source = words.source
        let named = Mentions(completion, in: body, of: source).callingLocalFunctions(words.declarations, within: body)
        var paths = CompletionPaths(source, body: body, named: named)
        let returns = words.returns.filter { body.contains($0) && !source.isInString(offset: $0) }.prefix(maximumReturns)
        // `try?` and `try!` throw nothing out.
        let tries = words.tries.filter { body.contains($0) && !source.isInString(offset: $0) && !isOptionalTry(at: $0, in: source) }.prefix(maximumReturns)
        var lines = Set<Int>()
        var found: [SilentPath] = []
        for (offset, path) in returns.map({ ($0, SilentProviderExit.Path.returns) }) + tries.map({ ($0, SilentProviderExit.Path.throwsOut) }) {
            let blocks = enclosingBlocks(of: offset, within: body, in: source)
            guard blocks.count <= maximumDepth, let scope = blocks.first(where: { !isBranch($0, in: source) }) ?? blocks.last else { continue }
            // A `try` ends the path only where its error ends a `Task` (held-out
            // horizontalsystems+unstoppable-wallet-ios: `Task { let entry = try await fetch(...) ... }`):
            // outside any `do` of the task's own body, whose `catch` takes it.
            if path == .throwsOut, !isTaskBody(scope, in: source) || blocks.prefix(while: { $0 != scope }).contains(where: { source.word(before: $0) == "do" }) { continue }
            guard skipsCompletion(at: offset, endsWork: path == .throwsOut || isBareReturn(at: offset, in: source), blocks: blocks, scope: scope, paths: &paths),
                  lines.insert(source.line(at: offset)).inserted else { continue }
            found.append(SilentPath(path: path, offset: offset))
        }
        return found + fallThroughs(in: body, statements: words.statements, named: named, source: source)
    }

    /// The branches of `if` chains, `do`/`catch`es and `switch`es that call `completion` in some
    /// branch but not in this one (or, an `if` chain, have no `else` at all), where nothing after
    /// the statement, up to the end of the body it runs in, calls it either: that branch falls
    /// through to the end with nothing handed over (a `print("Could not parse data")` in the
    /// `else`, a `catch` or a `.failure` case that only logs). A branch that returns or throws is
    /// the other rule's, or no path at all.
    private static func fallThroughs(in body: Range<Int>, statements: [Int], named: Mentions, source: SourceText) -> [SilentPath] {
        // Handed on as a value anywhere (stored for a runtime to call, passed to a helper): who calls
        // it is not read here, so no branch is judged.
        guard !named.handsOn(in: source) else { return [] }
        var found: [SilentPath] = []
        var seen = Set<Int>()
        for offset in statements.filter({ body.contains($0) && !source.isInString(offset: $0) }).prefix(maximumReturns) {
            // Only a chain's first `if`: an `else if` is read with its chain.
            guard source.word(before: offset) != "else", let chain = alternatives(at: offset, in: source) else { continue }
            let calls = chain.branches.map { named.any(in: $0) }
            guard calls.contains(true) else { continue }

            // The path after the statement, up to the end of the body it runs in, outward through branches.
            guard !callsAfter(chain.end, named: named, within: body, in: source) else { continue }
            var silent: [(place: Int, path: SilentProviderExit.Path)] = []
            for (branch, called) in zip(chain.branches, calls) where !called && !leaves(branch, in: source) {
                silent.append((branch.lowerBound, .branch))
            }
            // No `else`: the condition's false path is silent, unless it has none in practice.
            if !chain.exhaustive, !neverFails(ifAt: offset, in: source) { silent.append((offset, .missingElse)) }
            for (place, path) in silent where seen.insert(source.line(at: place)).inserted {
                found.append(SilentPath(path: path, offset: place))
            }
        }
        return found
    }

    /// Whether the condition of the `if` at `offset` only binds values that are never nil in
    /// practice: date arithmetic (`let next = Calendar.current.date(byAdding: .minute, value: 15,
    /// to: now)`), a URL of a literal (`URL(string: "https://example.com")`) and a suite of a
    /// literal name (`UserDefaults(suiteName: "group.x")`: nil only for `NSGlobalDomain` or the
    /// app's own identifier, never for a group), or tests that such a suite bound before it is not
    /// nil (`if userDefaults != nil`, round 14 chnirt). An `else` for them changes nothing a user
    /// sees (held-out unstoppable-wallet: three widgets were told so). A group's container
    /// (`containerURL(forSecurityApplicationGroupIdentifier:)`) is nil without the entitlement:
    /// never judged so.
    static func neverFails(ifAt offset: Int, in source: SourceText) -> Bool {
        guard let brace = source.firstBrace(after: offset + 2), brace - offset < 400 else { return false }
        // The clauses, split at the commas outside parentheses and brackets.
        var clauses: [Substring] = [], depth = 0
        let condition = source.text((offset + 2)..<brace)
        var start = condition.startIndex
        for index in condition.indices {
            switch condition[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                clauses.append(condition[start..<index])
                start = condition.index(after: index)
            default: break
            }
        }
        clauses.append(condition[start...])
        return clauses.allSatisfy { clause in
            if let tested = clause.wholeMatch(of: #/\s*([A-Za-z_][A-Za-z0-9_]*)\s*!=\s*nil\s*/#)?.1 {
                return boundToSuite(String(tested), before: offset, in: source)
            }
            guard let binding = clause.firstMatch(of: #/^\s*(?:let|var)\s+[A-Za-z_][A-Za-z0-9_]*\s*(?::\s*[A-Za-z_.]+\s*)?=\s*(.+?)\s*$/#.dotMatchesNewlines()) else {
                return false
            }
            let value = binding.1
            return value.contains(#/\.date\s*\(\s*byAdding\s*:/#) || value.wholeMatch(of: #/URL\s*\(\s*string\s*:\s*"[^"\\]*"\s*\)/#) != nil
                || isLiteralSuite(value)
        }
    }

    /// `UserDefaults(suiteName: "group.x")` (or `UserDefaults.init(...)`) of a literal other than `NSGlobalDomain`.
    private static func isLiteralSuite(_ value: Substring) -> Bool {
        guard let name = value.wholeMatch(of: #/UserDefaults(?:\s*\.\s*init)?\s*\(\s*suiteName\s*:\s*"([^"\\]*)"\s*\)!?/#)?.1 else { return false }
        return !name.isEmpty && name != "NSGlobalDomain"
    }

    /// Whether `name` is bound by a `let` to a literal suite (`isLiteralSuite`) in the lines before
    /// `offset` (within `maximumBindingLookBack` bytes).
    private static func boundToSuite(_ name: String, before offset: Int, in source: SourceText) -> Bool {
        let before = source.text(max(0, offset - maximumBindingLookBack)..<offset)
        return before.matches(of: #/\blet\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*UserDefaults\??\s*)?=\s*([^\n]+)/#).last { $0.1 == name }
            .map { isLiteralSuite($0.2.trimmingWhitespace[...]) } ?? false
    }

    /// Bytes looked back from an `if` for the binding of the suite it tests.
    static let maximumBindingLookBack = 2_000

    /// Whether a branch ends its path itself: it returns, throws or stops. A case's `break` only
    /// leaves its `switch`, and its `fallthrough` goes on to the next case, judged on its own.
    private static func leaves(_ branch: Range<Int>, in source: SourceText) -> Bool {
        let text = source.text(branch)
        let isCase = source.bytes[branch.lowerBound] != UInt8(ascii: "{")
        return ["return", "throw", "fatalError", "preconditionFailure", "continue"].contains { text.contains($0) }
            || (isCase ? text.contains("fallthrough") : text.contains("break"))
    }

    /// Whether `completion` is named after `offset` on the path that falls out of the blocks
    /// around it: to the end of each enclosing block, and past the rest of an `if` chain whose
    /// branch that block is, until a closure's or the method's body ends.
    private static func callsAfter(_ offset: Int, named: Mentions, within body: Range<Int>, in source: SourceText) -> Bool {
        var position = offset
        let blocks = enclosingBlocks(of: offset, within: body, in: source)
        // Deeper than any provider is written: not judged.
        guard blocks.count <= maximumDepth else { return true }
        for open in blocks {
            guard let block = source.block(at: open) else { return true }
            if named.any(in: position..<block.upperBound) { return true }
            guard isBranch(open, in: source) else { return false }
            // Past the rest of the chain this branch belongs to.
            var end = block.upperBound
            while true {
                let after = source.skippingSpaces(from: end)
                guard source.word(at: after) == "else", let brace = source.firstBrace(after: after), let next = source.block(at: brace) else { break }
                end = next.upperBound
            }
            position = end
        }
        return false
    }

    /// The `{` of the blocks around `offset` inside the method's `body`, innermost first, ending
    /// with the body's own.
    static func enclosingBlocks(of offset: Int, within body: Range<Int>, in source: SourceText) -> [Int] {
        let bytes = source.bytes
        // The body's range starts at or after its `{`: find it.
        var open = min(body.lowerBound, bytes.count - 1)
        while open > 0, bytes[open] != UInt8(ascii: "{") { open -= 1 }
        var stack = [open]
        for index in source.codeOffsets(from: open + 1, to: offset) {
            if bytes[index] == UInt8(ascii: "{") { stack.append(index) }
            if bytes[index] == UInt8(ascii: "}"), stack.count > 1 { stack.removeLast() }
        }
        return stack.reversed()
    }

    /// Whether the block opening at `open` is a branch (`if ... {`, `} else {`, `guard ... else {`,
    /// `case`'s switch) rather than a closure or the method's body.
    static func isBranch(_ open: Int, in source: SourceText) -> Bool { branchKeyword(open, in: source) != nil }

    /// The branch keyword of the block opening at `open`: the first word of its header line
    /// (after a `}`: `} else if ... {`, `} catch {`), or `else` when the word before it is; nil
    /// for a closure or the method's body.
    static func branchKeyword(_ open: Int, in source: SourceText) -> String? {
        if source.word(before: open) == "else" { return "else" }
        let header = source.text(source.lineStart(before: open, within: 512)..<open).trimmingWhitespace
        let first = String((header.hasPrefix("}") ? header.dropFirst().trimmingWhitespace : header).prefix { $0.isLetter })
        return branchKeywords.contains(first) ? first : nil
    }

    /// Where the completion's name stands in one method's body, as a whole word outside strings,
    /// found once: each question about a range is a binary search.
    struct Mentions {
        let name: String
        let offsets: [Int]

        init(_ name: String, in range: Range<Int>, of source: SourceText) {
            self.name = name
            let bytes = source.bytes, word = Array(name.utf8)
            let range = range.clamped(to: 0..<bytes.count)
            var found: [Int] = []
            var index = range.lowerBound
            while !word.isEmpty, index + word.count <= range.upperBound {
                if bytes[index] == word[0], bytes[index..<(index + word.count)].elementsEqual(word),
                   index == 0 || !SourceText.isIdentifier(bytes[index - 1]),
                   index + word.count >= bytes.count || !SourceText.isIdentifier(bytes[index + word.count]),
                   !source.isInString(offset: index) {
                    found.append(index)
                }
                index += 1
            }
            offsets = found
        }

        /// These mentions and the calls, in `body`, of the functions declared in it whose own body
        /// mentions the name (held-out BlueWallet: a `case .failure` that retries by calling the
        /// local `attemptFetch()`, which calls `completion` when it succeeds or gives up): calling
        /// such a function is calling the completion, as a closure calling it is.
        func callingLocalFunctions(_ declarations: SourceDeclarations, within body: Range<Int>) -> Mentions {
            let source = declarations.source
            let local = declarations.functions.filter { function in
                guard body.contains(function.offset), let inner = function.body else { return false }
                return any(in: inner)
            }.prefix(TimelineCompletion.maximumMethods)
            guard !local.isEmpty else { return self }
            var found = offsets
            for function in local {
                // Its calls, a retry's in its own body too.
                let calls = Mentions(function.name, in: body, of: source).offsets.filter { offset in
                    let next = source.skippingSpaces(from: offset + function.name.utf8.count)
                    return source.word(before: offset) != "func"
                        && next < source.bytes.count && source.bytes[next] == UInt8(ascii: "(")
                }
                found += calls
            }
            return Mentions(name: name, offsets: found.sorted())
        }

        private init(name: String, offsets: [Int]) {
            self.name = name
            self.offsets = offsets
        }

        /// Whether the name stands in `range`.
        func any(in range: Range<Int>) -> Bool { !offsets(in: range).isEmpty }

        /// Where the name stands in `range`, in order.
        func offsets(in range: Range<Int>) -> ArraySlice<Int> {
            offsets[index(from: range.lowerBound)..<index(from: range.upperBound)]
        }

        /// The index of the first offset at or after `offset`.
        private func index(from offset: Int) -> Int {
            var low = 0, high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Whether it stands somewhere as a value rather than a call (`list.append(completion)`,
        /// `fetch(then: completion)`): not followed by `(` or `?(`.
        func handsOn(in source: SourceText) -> Bool {
            let bytes = source.bytes
            return offsets.contains { offset in
                // Past the name (or a local function's name called in its place).
                var end = offset
                while end < bytes.count, SourceText.isIdentifier(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
                var next = source.skippingSpaces(from: end)
                if next < bytes.count, bytes[next] == UInt8(ascii: "?") { next += 1 }
                return next >= bytes.count || bytes[next] != UInt8(ascii: "(")
            }
        }
    }
}
