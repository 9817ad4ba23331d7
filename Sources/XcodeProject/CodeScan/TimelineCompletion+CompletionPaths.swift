extension TimelineCompletion {
    /// Which of one method's completion calls run on every path to a place (`runsBefore`), asked
    /// for each exit: the calls found once (`named`), and the blocks around each call, the
    /// statement of each branch and whether it calls on every path read once (each exit after an
    /// `if` chain asks about it again). At most `maximumJudgements`
    /// calls are judged per method; past them a call is taken to run, and no exit is reported for
    /// want of it (a crafted body of thousands of nested chains stays bounded).
    struct CompletionPaths {
        let source: SourceText
        let body: Range<Int>
        let named: Mentions
        /// By a call's offset: the `{`s around it, innermost first.
        private var blocksAround: [Int: [Int]] = [:]
        /// By a branch block's `{`: the statement it is a branch of.
        private var statements: [Int: Alternatives?] = [:]
        /// By a branch's start: whether every path through it calls `completion`.
        private var callingBranches: [Int: Bool] = [:]
        private var judgements = 0

        init(_ source: SourceText, body: Range<Int>, named: Mentions) {
            self.source = source
            self.body = body
            self.named = named
        }

        /// Whether the call at `mention` runs on every path that reaches `place` after it (the
        /// `{`s around the place are `placeBlocks`, innermost first). It does when it stands in
        /// a statement of a block around the place, or in a closure such a statement starts (a
        /// `URLSession` callback, a `Task`: the path hands its work on there), a `defer` (it runs
        /// as the path leaves) or a `repeat`'s block; or in a branch of an `if` chain with an
        /// `else`, a `do`/`catch` or a `switch` that ends before the place and whose every branch
        /// calls it on every path or ends its path. It does not when it stands in a branch the
        /// place's path does not take: an `if` without `else`, another branch of the place's own
        /// chain or case of its `switch`, the `do` of the place's `catch`, a loop's block (run
        /// perhaps no time), a `guard`'s `else`.
        mutating func runsBefore(_ mention: Int, _ place: Int, placeBlocks: [Int]) -> Bool {
            guard judgements < TimelineCompletion.maximumJudgements else { return true }
            judgements += 1
            let mentionBlocks = blocksAround[mention] ?? TimelineCompletion.enclosingBlocks(of: mention, within: body, in: source)
            blocksAround[mention] = mentionBlocks
            // Deeper than any provider is written: not judged.
            guard mentionBlocks.count <= TimelineCompletion.maximumDepth else { return true }
            guard let index = mentionBlocks.firstIndex(where: placeBlocks.contains) else { return false }
            let common = mentionBlocks[index]
            if isSwitch(common), let block = source.block(at: common),
               source.switchCases(in: block).contains(where: { $0.lowerBound > mention && $0.lowerBound < place }) { return false }
            guard index > 0 else { return true }
            let outermost = mentionBlocks[index - 1]
            switch TimelineCompletion.branchKeyword(outermost, in: source) {
            case nil, "defer", "repeat":
                return true
            default:
                let statement = statements[outermost] ?? TimelineCompletion.alternatives(opening: outermost, directlyIn: common, in: source)
                statements[outermost] = statement
                guard let statement, statement.exhaustive, statement.end <= place else { return false }
                return statement.branches.allSatisfy { endsPath($0) || callsOnEveryPath($0) }
            }
        }

        /// Whether every path through `branch` (a block, or a case's stretch) calls `completion`
        /// before its end.
        private mutating func callsOnEveryPath(_ branch: Range<Int>) -> Bool {
            if let known = callingBranches[branch.lowerBound] { return known }
            let isBlock = source.bytes[branch.lowerBound] == UInt8(ascii: "{")
            let end = isBlock ? branch.upperBound - 1 : branch.upperBound
            let endBlocks = TimelineCompletion.enclosingBlocks(of: end, within: body, in: source)
            var calls = false
            for mention in named.offsets(in: branch).prefix(TimelineCompletion.maximumReturns) where runsBefore(mention, end, placeBlocks: endBlocks) {
                calls = true
                break
            }
            callingBranches[branch.lowerBound] = calls
            return calls
        }

        /// Whether `branch` (a block, or a case's stretch from its label) ends its path: its
        /// last statement returns, throws or stops.
        private func endsPath(_ branch: Range<Int>) -> Bool {
            let inside = source.bytes[branch.lowerBound] == UInt8(ascii: "{") ? (branch.lowerBound + 1)..<(branch.upperBound - 1) : branch
            var last = source.text(inside).split(whereSeparator: { $0 == "\n" || $0 == ";" }).map(\.trimmingWhitespace).last { !$0.isEmpty } ?? ""
            // `case .failure: return`: the statement after the label.
            if last.hasPrefix("case") || last.hasPrefix("default"), let colon = last.lastIndex(of: ":") {
                last = String(last[last.index(after: colon)...]).trimmingWhitespace
            }
            return ["return", "throw", "fatalError", "preconditionFailure"].contains(String(last.prefix { $0.isLetter }))
        }

        /// Whether the block opening at `open` is a `switch`'s.
        private func isSwitch(_ open: Int) -> Bool {
            source.text(source.lineStart(before: open, within: 512)..<open).trimmingWhitespace.hasPrefix("switch")
        }
    }

    /// Calls judged per method (`CompletionPaths`): a provider's few exits, each after a few
    /// calls, need some dozens.
    static let maximumJudgements = maximumReturns * maximumReturns
}
