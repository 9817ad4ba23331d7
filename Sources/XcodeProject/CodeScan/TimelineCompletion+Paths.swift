extension TimelineCompletion {
    /// Whether the path through the `return` or `try` at `offset` leaves its `scope` (the closure
    /// or method body it ends: `blocks` are the blocks around it, innermost first) without
    /// calling `completion` while the scope calls it on another path: further on (`guard let data
    /// else { return }` before the call), or in an alternative this path does not take (held-out
    /// TelemetryDeck+TelemetryViewer: a callback's `case .failure: return` beside the `.success`
    /// case that calls it). A call or hand-on in the statement itself, or one that may come
    /// before it on its path, makes the path fine. Only a place that `endsWork` (a bare `return`,
    /// a task's `try`) is judged against other paths: a closure returning a value hands it to
    /// whoever called it, whose work goes on (held-out conath+FrontRowTrailers' `onMoviesAvailable
    /// = { model in ... return info }`, whose results another callback turns into the timeline).
    static func skipsCompletion(at offset: Int, endsWork: Bool, blocks: [Int], scope: Int, named: Mentions, in source: SourceText) -> Bool {
        guard let exit = blocks.first, let close = source.block(at: scope)?.upperBound else { return false }
        let end = statementEnd(from: offset, in: source)
        if named.any(in: offset..<end) { return false }
        let earlier = named.offsets.lazy.filter { $0 > scope && $0 < offset }.prefix(maximumReturns).map { mention in
            (mention, exclusive(mention, offset, in: source, within: scope, blocks: blocks))
        }
        // Called before it in its own block (on its own path: not an earlier `case` of its switch).
        if earlier.contains(where: { $0.0 > exit && !$0.1 }) { return false }
        if named.any(in: end..<close) { return true }
        // Called only on other paths before it, and on none that may lead here.
        return endsWork && earlier.contains { $0.1 } && !earlier.contains { !$0.1 }
    }

    /// Where the statement starting at `offset` ends: its line's end outside parentheses (a
    /// `return completion(` written over several lines), within a bounded length.
    private static func statementEnd(from offset: Int, in source: SourceText) -> Int {
        let limit = min(source.bytes.count, offset + SourceText.maximumArgumentBytes)
        var depth = 0
        for index in source.codeOffsets(from: offset, to: limit) {
            switch source.bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\n") where depth <= 0: return index
            default: break
            }
        }
        return limit
    }

    /// Whether the call at `mention` can never run on a path that reaches `place` after it: they
    /// stand in different cases of a `switch`, in different branches of one `if` chain, or the
    /// call's branch ends its path (a `guard`'s `else`, a block ending in `return` or `throw`).
    /// A call in an earlier `if` of its own or a nested closure may have run: not exclusive.
    static func exclusive(_ mention: Int, _ place: Int, in source: SourceText, within scope: Int, blocks placeBlocks: [Int]) -> Bool {
        guard let scopeBlock = source.block(at: scope) else { return false }
        let mentionBlocks = enclosingBlocks(of: mention, within: scopeBlock, in: source)
        guard mentionBlocks.count <= maximumDepth, let common = mentionBlocks.first(where: placeBlocks.contains) else { return false }
        if isSwitch(common, in: source), let block = source.block(at: common),
           source.switchCases(in: block).contains(where: { $0.lowerBound > mention && $0.lowerBound < place }) { return true }
        // The blocks just inside the common one: the call's must be a branch that has closed before the place.
        guard let index = mentionBlocks.firstIndex(of: common), index > 0 else { return false }
        let branch = mentionBlocks[index - 1]
        guard isBranch(branch, in: source), let closed = source.block(at: branch) else { return false }
        if endsPath(closed, in: source) { return true }
        guard let placeIndex = placeBlocks.firstIndex(of: common), placeIndex > 0 else { return false }
        return sameChain(closed, placeBlocks[placeIndex - 1], in: source)
    }

    /// Whether the branch block `block` ends its path: a `guard`'s `else` (the compiler holds it
    /// to that), or one whose last statement returns, throws or stops.
    private static func endsPath(_ block: Range<Int>, in source: SourceText) -> Bool {
        let open = block.lowerBound
        if source.word(before: open) == "else" {
            let before = source.skippingSpacesBack(from: source.skippingSpacesBack(from: open) - 4)
            if before > 0, source.bytes[before - 1] != UInt8(ascii: "}") { return true }
        }
        let inside = source.text((block.lowerBound + 1)..<(block.upperBound - 1))
        let last = inside.split(whereSeparator: { $0 == "\n" || $0 == ";" }).map { $0.trimmingWhitespace }.last { !$0.isEmpty } ?? ""
        return ["return", "throw", "fatalError", "preconditionFailure"].contains(String(last.prefix { $0.isLetter }))
    }

    /// Whether the block opening at `later` is a further branch of the `if` chain whose branch is `block`.
    private static func sameChain(_ block: Range<Int>, _ later: Int, in source: SourceText) -> Bool {
        var end = block.upperBound
        for _ in 0..<16 {
            let after = source.skippingSpaces(from: end)
            guard source.word(at: after) == "else", let brace = source.firstBrace(after: after + 4), let next = source.block(at: brace) else { return false }
            if brace == later { return true }
            end = next.upperBound
        }
        return false
    }

    /// Whether the block opening at `open` is a `switch`'s.
    private static func isSwitch(_ open: Int, in source: SourceText) -> Bool {
        var start = open
        while start > 0, source.bytes[start - 1] != UInt8(ascii: "\n"), open - start < 512 { start -= 1 }
        return source.text(start..<open).trimmingWhitespace.hasPrefix("switch")
    }

    /// Whether the block opening at `open` is the body of a `Task` (`Task {`, `Task.detached {`,
    /// `Task(priority: .background) {`): an error thrown in it ends the task, and nobody reads it.
    static func isTaskBody(_ open: Int, in source: SourceText) -> Bool {
        var end = source.skippingSpacesBack(from: open)
        if end > 0, source.bytes[end - 1] == UInt8(ascii: ")") {
            guard let parenthesis = source.openingParenthesis(before: end - 1, within: 256) else { return false }
            end = source.skippingSpacesBack(from: parenthesis)
        }
        var start = end
        while start > 0, SourceText.isIdentifier(source.bytes[start - 1]) || source.bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        let callee = source.text(start..<end)
        return callee == "Task" || callee == "Task.detached"
    }

    /// Whether the `return` at `offset` returns no value: its line (or statement) ends after it.
    static func isBareReturn(at offset: Int, in source: SourceText) -> Bool {
        var index = offset + 6
        while index < source.bytes.count, source.bytes[index] == UInt8(ascii: " ") || source.bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index >= source.bytes.count || [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "}"), UInt8(ascii: ";")].contains(source.bytes[index])
    }

    /// Whether the parameter `name`, the last of the method's `signature`, is an `@escaping`
    /// closure, as WidgetKit's providers declare their completion: a service's own
    /// `getTimeline(for date: Date) async -> [Timeline]` has none (held-out PetterBraka+reHydrate).
    static func isEscapingClosure(_ name: String, signature: Range<Int>, in source: SourceText) -> Bool {
        let text = source.text(signature.lowerBound..<min(signature.upperBound, signature.lowerBound + SourceText.maximumArgumentBytes))
        guard let declared = text.ranges(of: name).last else { return false }
        return text[declared.upperBound...].contains("@escaping")
    }

    /// Whether the `try` at `offset` is `try?` or `try!`.
    static func isOptionalTry(at offset: Int, in source: SourceText) -> Bool {
        let next = offset + 3
        return next < source.bytes.count && (source.bytes[next] == UInt8(ascii: "?") || source.bytes[next] == UInt8(ascii: "!"))
    }
}
