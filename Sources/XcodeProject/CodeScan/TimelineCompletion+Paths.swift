extension TimelineCompletion {
    /// Whether the path through the `return` or `try` at `offset` leaves its `scope` (the closure
    /// or method body it ends: `blocks` are the blocks around it, innermost first) silent, by the
    /// rule `TimelineCompletion` states: no call runs before it on its own path, while the scope
    /// calls `completion` further on (`guard let data else { return }` before the call) or, for
    /// a place that `endsWork` (a bare `return`, a task's `try`), only on paths that do not lead
    /// here (held-out TelemetryDeck+TelemetryViewer: a callback's `case .failure: return` beside
    /// the `.success` case that calls it; Celechron: a `catch { return }` beside the `do` that
    /// calls it). A call or hand-on in the statement itself makes the path fine. A closure
    /// returning a value hands it to whoever called it, whose work goes on (held-out
    /// conath+FrontRowTrailers' `onMoviesAvailable = { model in ... return info }`, whose results
    /// another callback turns into the timeline).
    static func skipsCompletion(at offset: Int, endsWork: Bool, blocks: [Int], scope: Int, paths: inout CompletionPaths) -> Bool {
        let source = paths.source
        guard let close = source.block(at: scope)?.upperBound else { return false }
        let end = statementEnd(from: offset, in: source)
        if paths.named.any(in: offset..<end) { return false }
        let earlier = paths.named.offsets(in: (scope + 1)..<offset).prefix(maximumReturns)
        // Called on its own path before it.
        if earlier.contains(where: { paths.runsBefore($0, offset, placeBlocks: blocks) }) { return false }
        // Called further on, past this exit.
        if paths.named.any(in: end..<close) { return true }
        // Called only on paths that do not lead here: a sibling branch, an `if` not taken.
        return endsWork && !earlier.isEmpty
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
