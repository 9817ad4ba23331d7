import Essentials

/// The bodies a provider method's completion paths run through besides its own. A path of the
/// provider ends where its duty to hand WidgetKit a value is passed on, so whoever it is passed to
/// owes the same on every path of its own:
///
/// - A helper the method hands its completion to, as the argument itself (`load(completion:
///   completion)`, `self.load(completion)`) or inside a closure argument that calls it (`getEntry
///   { entry in completion(Timeline(...)) }`, a trailing or a labelled closure), must call the
///   closure parameter it received on every path: its body is judged as the method's is (a
///   `Task`'s uncaught `try`, a `guard`'s `else { return }`, a `catch` or a branch that falls
///   through), with that parameter as the completion (unseen LoopKit+LoopCaregiver: `getEntry`'s
///   `Task` tries a fetch, and after a network error no timeline ever comes).
/// - A `with{Checked,Unsafe}{,Throwing}Continuation { continuation in ... }` body in an async
///   provider method (`timeline(for:in:) async`, `snapshot(for:in:) async`), or in a function such
///   a method (or a `getTimeline`) awaits, must call `continuation.resume` on every path: a `Task`
///   in it whose `try` ends it first leaks the continuation, and the provider's call never
///   returns (the LoopCaregiver watch widget).
///
/// Helpers are resolved by name among the file's functions (the caller's type first, or another
/// type for a call through another value), up to `maximumHelperDepth` calls away; a helper not
/// found there (another file, another module) is not judged, nor a continuation handed on as a
/// value (stored, passed along), whose `resume` is written elsewhere.
extension TimelineCompletion {
    /// Calls followed from a provider method, and helpers judged per method: a provider's helpers
    /// are a call or two away, and few.
    static let maximumHelperDepth = 2
    static let maximumHelpers = 16
    static let continuationFunctions: [StaticString] = [
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    ]

    /// One body judged once per file, whichever provider method reaches it first (a `getEntry`
    /// both `getTimeline` and `getSnapshot` call).
    struct Judged: Hashable {
        let body: Int
        let completion: String
    }

    /// A body a provider method reaches whose every path must call `completion`.
    struct Reached {
        let function: SourceDeclarations.Function
        /// The helper's closure parameter, or the continuation's name.
        let completion: String
        let body: Range<Int>
        /// Reached by `await` (a continuation's body), not by handing the completion on.
        let awaited: Bool
        /// The provider method's own body (a continuation written in it).
        let isProvider: Bool

        var judged: Judged { Judged(body: body.lowerBound, completion: completion) }

        func via(in source: SourceText) -> SilentProviderExit.Helper? {
            isProvider ? nil : SilentProviderExit.Helper(name: function.name, line: source.line(at: function.offset), awaited: awaited)
        }
    }

    /// Whether `function` is a provider's method: `getTimeline`/`getSnapshot`, or an async
    /// `timeline(for:in:)`/`snapshot(for:in:)` (`AppIntentTimelineProvider`) taking a context `in`.
    static func isProviderMethod(_ function: SourceDeclarations.Function, in source: SourceText) -> Bool {
        if methods.contains(function.name) { return true }
        guard function.name == "timeline" || function.name == "snapshot", let body = function.body,
              function.parameters.contains(where: { $0.label == "in" }) else { return false }
        return source.text(function.offset..<body.lowerBound).utf8.contains(word: "async")
    }

    /// The helpers `function` hands its completion (`completion`, in `body`) to, and those they
    /// hand theirs to, up to `maximumHelperDepth` calls away.
    static func helpers(handed completion: String, in body: Range<Int>, of function: SourceDeclarations.Function,
                        declarations: SourceDeclarations) -> [Reached] {
        let source = declarations.source
        var found: [Reached] = []
        var visited: Set<Judged> = [Judged(body: body.lowerBound, completion: completion)]
        var frontier = [(function: function, body: body, completion: completion, depth: 1)]
        while let caller = frontier.popLast() {
            let named = Mentions(caller.completion, in: caller.body, of: source)
            for mention in named.offsets.prefix(maximumReturns) {
                for call in handingCalls(of: mention, named: named, within: caller.body, in: source) {
                    guard let helper = resolve(call, from: caller.function, declarations: declarations), let helperBody = helper.function.body else { continue }
                    let reached = Reached(function: helper.function, completion: helper.parameter, body: helperBody, awaited: false, isProvider: false)
                    // The first call around the mention that resolves is the one it is handed to.
                    if visited.insert(reached.judged).inserted, found.count < maximumHelpers {
                        found.append(reached)
                        if caller.depth < maximumHelperDepth { frontier.append((helper.function, helperBody, helper.parameter, caller.depth + 1)) }
                    }
                    break
                }
            }
        }
        return found
    }

    /// A call that may receive the completion: its callee's name, the value it is called on
    /// (`self`, `Server.shared`), and the argument's label (nil for a trailing closure or an
    /// unlabelled argument: the callee's last closure parameter).
    struct HandingCall {
        let callee: String
        let qualifier: String?
        let label: String?
    }

    /// The calls around the mention at `mention` that may receive the completion, innermost
    /// first: the call whose argument it is (`load(completion: completion)`), or the calls whose
    /// closure argument holds its call (`getEntry { entry in completion(entry) }`,
    /// `fetch(then: { completion($0) })`).
    static func handingCalls(of mention: Int, named: Mentions, within body: Range<Int>, in source: SourceText) -> [HandingCall] {
        let bytes = source.bytes
        var after = source.skippingSpaces(from: mention + named.name.utf8.count)
        if after < bytes.count, bytes[after] == UInt8(ascii: "?") { after += 1 }
        let isCall = after < bytes.count && bytes[after] == UInt8(ascii: "(")
        if !isCall {
            // An argument: `helper(completion)`, `helper(completion: completion)`.
            guard let open = source.unclosedParenthesis(before: mention, within: SourceText.maximumArgumentBytes, skippingStrings: true),
                  body.contains(open), let call = call(before: open, in: source) else { return [] }
            let before = source.skippingSpacesBack(from: mention)
            let label = before > 0 && bytes[before - 1] == UInt8(ascii: ":") ? source.word(before: before - 1) : nil
            return [HandingCall(callee: call.callee, qualifier: call.qualifier, label: label)]
        }
        // A call in closures: each closure's call, innermost first (the body's own `{` is no closure).
        var calls: [HandingCall] = []
        for open in enclosingBlocks(of: mention, within: body, in: source).dropLast() where !isBranch(open, in: source) {
            let before = source.skippingSpacesBack(from: open)
            guard before > 0 else { continue }
            switch bytes[before - 1] {
            case UInt8(ascii: ")"):
                // `helper(for: context) { entry in ... }`
                if let parenthesis = source.openingParenthesis(before: before - 1, within: SourceText.maximumArgumentBytes),
                   let call = call(before: parenthesis, in: source) {
                    calls.append(HandingCall(callee: call.callee, qualifier: call.qualifier, label: nil))
                }
            case UInt8(ascii: ":"):
                // `helper(then: { entry in ... })`
                if let parenthesis = source.unclosedParenthesis(before: open, within: SourceText.maximumArgumentBytes, skippingStrings: true),
                   let call = call(before: parenthesis, in: source) {
                    calls.append(HandingCall(callee: call.callee, qualifier: call.qualifier, label: source.word(before: before - 1)))
                }
            case UInt8(ascii: "("):
                // `helper({ entry in ... })`
                if let call = call(before: before - 1, in: source) { calls.append(HandingCall(callee: call.callee, qualifier: call.qualifier, label: nil)) }
            default:
                // `helper { entry in ... }`
                if let call = call(before: open, in: source) { calls.append(HandingCall(callee: call.callee, qualifier: call.qualifier, label: nil)) }
            }
        }
        return calls
    }

    /// The callee written right before `offset` (a call's `(` or trailing `{`): its name and the
    /// value it is called on, if any.
    private static func call(before offset: Int, in source: SourceText) -> (callee: String, qualifier: String?)? {
        let end = source.skippingSpacesBack(from: offset)
        var start = end
        while start > 0, SourceText.isIdentifier(source.bytes[start - 1]) { start -= 1 }
        guard start < end else { return nil }
        let callee = source.text(start..<end)
        guard !branchKeywords.contains(callee), callee != "return", callee != "in" else { return nil }
        let qualifier = start > 0 && source.bytes[start - 1] == UInt8(ascii: ".") ? source.word(before: start - 1) ?? "" : nil
        return (callee, qualifier)
    }

    /// The file's function a call names, and its closure parameter the completion is handed as:
    /// the caller's type's first for a bare or `self.` call, another type's first for a call
    /// through another value; nil when none is found, or it takes no such closure.
    static func resolve(_ call: HandingCall, from caller: SourceDeclarations.Function,
                        declarations: SourceDeclarations) -> (function: SourceDeclarations.Function, parameter: String)? {
        let source = declarations.source
        let candidates = declarations.functions.filter {
            $0.name == call.callee && $0.body != nil && $0.offset != caller.offset && !isProviderMethod($0, in: source)
        }
        let onSelf = call.qualifier == nil || call.qualifier == "self" || call.qualifier == "Self"
        let ordered = candidates.filter { ($0.owner == caller.owner) == onSelf } + candidates.filter { ($0.owner == caller.owner) != onSelf }
        for function in ordered {
            guard let body = function.body else { continue }
            let signature = function.offset..<body.lowerBound
            let parameter = call.label.flatMap { label in function.parameters.first { $0.label == label } }
                ?? (call.label == nil ? function.parameters.last { isClosure($0.name, signature: signature, in: source) } : nil)
            if let parameter, parameter.name != "_", isClosure(parameter.name, signature: signature, in: source) { return (function, parameter.name) }
        }
        return nil
    }

    /// Whether the parameter `name` of the function declared in `signature` has a function type
    /// (`(Entry) -> Void`, `@escaping`, optional or not).
    static func isClosure(_ name: String, signature: Range<Int>, in source: SourceText) -> Bool {
        let text = Array(source.text(signature.lowerBound..<min(signature.upperBound, signature.lowerBound + SourceText.maximumArgumentBytes)).utf8)
        let word = Array(name.utf8)
        var index = 0
        while index + word.count <= text.count {
            defer { index += 1 }
            guard text[index..<(index + word.count)].elementsEqual(word), index == 0 || !SourceText.isIdentifier(text[index - 1]) else { continue }
            var next = index + word.count
            while next < text.count, text[next] == UInt8(ascii: " ") { next += 1 }
            guard next < text.count, text[next] == UInt8(ascii: ":") else { continue }
            // Its type: up to the `,` or `)` that ends it.
            var depth = 0, position = next + 1
            while position < text.count {
                switch text[position] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
                case UInt8(ascii: ")") where depth == 0, UInt8(ascii: ",") where depth == 0:
                    return false
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: ">") where text[position - 1] == UInt8(ascii: "-"):
                    return true
                case UInt8(ascii: ">"): depth -= 1
                default: break
                }
                position += 1
            }
            return false
        }
        return false
    }

    /// The continuation bodies a provider method awaits: written in its body, or in a function
    /// of the file it awaits (`await getEntry(...)`, `await self.entry()`), up to
    /// `maximumHelperDepth` calls away.
    static func awaitedContinuations(in function: SourceDeclarations.Function, declarations: SourceDeclarations, words: Words) -> [Reached] {
        let source = declarations.source
        var found: [Reached] = []
        var visited: Set<Int> = [function.offset]
        var frontier = [(function: function, depth: 0)]
        while let current = frontier.popLast(), found.count < maximumHelpers {
            guard let body = current.function.body else { continue }
            for offset in words.continuations where body.contains(offset) && !source.isInString(offset: offset) {
                guard let open = source.firstBrace(after: offset), let block = source.block(at: open) else { continue }
                let start = source.skippingSpaces(from: open + 1)
                guard let name = source.word(at: start), source.word(at: source.skippingSpaces(from: start + name.utf8.count)) == "in" else { continue }
                // Handed on as a value (stored, passed along): its `resume` is written elsewhere.
                let mentions = Mentions(name, in: (start + name.utf8.count)..<block.upperBound, of: source)
                guard mentions.offsets.allSatisfy({ source.text($0..<min(source.bytes.count, $0 + name.utf8.count + 7)) == name + ".resume" }) else { continue }
                found.append(Reached(function: current.function, completion: name, body: block, awaited: true, isProvider: current.function.offset == function.offset))
            }
            guard current.depth < maximumHelperDepth else { continue }
            for offset in words.awaits where body.contains(offset) && !source.isInString(offset: offset) {
                var index = source.skippingSpaces(from: offset + 5)
                if source.word(at: index) == "self", index + 4 < source.bytes.count, source.bytes[index + 4] == UInt8(ascii: ".") { index += 5 }
                guard let callee = source.word(at: index) else { continue }
                let next = source.skippingSpaces(from: index + callee.utf8.count)
                guard next < source.bytes.count, source.bytes[next] == UInt8(ascii: "(") || source.bytes[next] == UInt8(ascii: "{") else { continue }
                let candidates = declarations.functions.filter { $0.name == callee && $0.body != nil && !visited.contains($0.offset) }
                guard let helper = candidates.first(where: { $0.owner == current.function.owner }) ?? candidates.first else { continue }
                visited.insert(helper.offset)
                frontier.append((helper, current.depth + 1))
            }
        }
        return found
    }
}
