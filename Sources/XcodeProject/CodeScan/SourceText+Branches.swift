extension SourceText {
    /// Of `calls` (sorted byte offsets of code), those on the path through `range` that meets
    /// the most, in order: only one branch of an `if`/`else if`/`else` chain, one case of a
    /// `switch` and one stretch of `#if`/`#elseif`/`#else` is taken, so calls in different branches never add up (a SwiftUI view builds one
    /// branch at a time); a call outside the branches counts on every path. Below
    /// `maximumBranchDepth` nested alternatives every call counts, so a crafted file cannot
    /// recurse without end. With `weight`, a path is as busy as the sum of its calls' weights (a
    /// helper that sets `.widgetURL` twice weighs two).
    func busiestPath(through range: Range<Int>, calls: [Int], weight: (Int) -> Int = { _ in 1 }, depth: Int = 0) -> [Int] {
        let inRange = calls.filter(range.contains)
        guard !inRange.isEmpty, depth < Self.maximumBranchDepth else { return inRange }
        var path: [Int] = []
        var next = inRange.makeIterator(), call = next.next()
        var code = codeOffsets(from: range.lowerBound, to: range.upperBound)
        while let index = code.next() {
            // A match inside a string literal, skipped, is no call.
            while let skipped = call, skipped < index { call = next.next() }
            guard let pending = call else { break }
            if index == pending {
                path.append(pending)
                call = next.next()
                continue
            }
            var alternatives: [Range<Int>] = [], end = index
            if isWord("if", at: index) {
                (alternatives, end) = ifChain(from: index, within: range)
            } else if isWord("switch", at: index), let brace = firstBrace(after: index + 6), let block = block(at: brace), block.upperBound <= range.upperBound {
                (alternatives, end) = (switchCases(in: block), block.upperBound)
            } else if directive(at: index) == "if" {
                (alternatives, end) = directiveChain(from: index, within: range)
            }
            guard !alternatives.isEmpty else { continue }
            // The condition or subject before the first branch may hold calls too.
            path += inRange.filter { $0 >= index && $0 < alternatives[0].lowerBound }
            path += alternatives.map { busiestPath(through: $0, calls: inRange, weight: weight, depth: depth + 1) }
                .max { $0.reduce(0) { $0 + weight($1) } < $1.reduce(0) { $0 + weight($1) } } ?? []
            code = codeOffsets(from: end, to: range.upperBound)
        }
        return path
    }

    /// The most nested `if` and `switch` alternatives `busiestPath` tells apart.
    static let maximumBranchDepth = 16

    /// The insides of the blocks of `if ... { } else if ... { } else { }` starting at `start`,
    /// and the offset after the chain; no blocks when there is no well-formed chain there.
    private func ifChain(from start: Int, within range: Range<Int>) -> ([Range<Int>], Int) {
        var branches: [Range<Int>] = []
        var keyword = start
        while let brace = firstBrace(after: keyword + 2), let branch = block(at: brace), branch.upperBound <= range.upperBound {
            branches.append((branch.lowerBound + 1)..<(branch.upperBound - 1))
            var after = skippingSpaces(from: branch.upperBound)
            guard isWord("else", at: after) else { return (branches, branch.upperBound) }
            after = skippingSpaces(from: after + 4)
            if isWord("if", at: after) {
                keyword = after
                continue
            }
            guard let last = block(at: after), last.upperBound <= range.upperBound else { return (branches, branch.upperBound) }
            branches.append((last.lowerBound + 1)..<(last.upperBound - 1))
            return (branches, last.upperBound)
        }
        return (branches, branches.last.map { $0.upperBound + 1 } ?? start)
    }

    /// The stretches of `#if ... #elseif ... #else ... #endif` starting at `start` (its `#`), and
    /// the offset after `#endif`: one of them is compiled, as one branch of an `if` runs. None when
    /// the chain does not end within `range`.
    private func directiveChain(from start: Int, within range: Range<Int>) -> ([Range<Int>], Int) {
        func lineEnd(after offset: Int) -> Int {
            var index = offset
            while index < range.upperBound, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return min(index + 1, range.upperBound)
        }
        var branches: [Range<Int>] = []
        var branchStart = lineEnd(after: start), depth = 0
        for index in codeOffsets(from: branchStart, to: range.upperBound) {
            switch directive(at: index) {
            case "if"?: depth += 1
            case "endif"? where depth > 0: depth -= 1
            case "endif"?:
                branches.append(branchStart..<index)
                return (branches, index + 6)
            case "elseif"?, "else"?:
                if depth == 0 {
                    branches.append(branchStart..<index)
                    branchStart = lineEnd(after: index)
                }
            default: break
            }
        }
        return ([], start)
    }

    /// The compiler directive (`if`, `elseif`, `else`, `endif`) whose `#` is at `offset`, if one is.
    private func directive(at offset: Int) -> String? {
        guard bytes[offset] == UInt8(ascii: "#") else { return nil }
        var end = offset + 1
        while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        return ["if", "elseif", "else", "endif"].contains(word) ? word : nil
    }

    /// A `switch` block's cases: the stretches between its own `case` and `default` labels (not
    /// the `case` of an `if case`, `guard case` or `for case` pattern in a case's body).
    func switchCases(in block: Range<Int>) -> [Range<Int>] {
        var labels: [Int] = []
        var depth = 0
        for index in codeOffsets(from: block.lowerBound + 1, to: block.upperBound - 1) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0, isWord("case", at: index) && !["if", "guard", "while", "for"].contains(word(before: index) ?? "")
                && bytes[max(0, skippingSpacesBack(from: index) - 1)] != UInt8(ascii: ",") || isWord("default", at: index) { labels.append(index) }
        }
        return zip(labels, labels.dropFirst() + [block.upperBound - 1]).map { $0..<$1 }
    }

    /// Whether `word` stands at `offset` as a whole word of code (not `#if`, not `.if`).
    private func isWord(_ word: StaticString, at offset: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { bytes[offset..<(offset + count)].elementsEqual($0) }
        guard matches else { return false }
        if offset > 0, Self.isIdentifier(bytes[offset - 1]) || bytes[offset - 1] == UInt8(ascii: ".") || bytes[offset - 1] == UInt8(ascii: "#") { return false }
        return offset + count == bytes.count || !Self.isIdentifier(bytes[offset + count])
    }
}

extension SourceText {
    /// Whether the `.name(` whose dot is at `dot` is a method called on a value, as a SwiftUI
    /// modifier is (`Text("a").widgetURL(u)`, `view\n.widgetURL(u)`), rather than an enum case or
    /// a static member with the same name: `action: .widgetURL(u)` and `case .widgetURL(let u)`
    /// (an implicit member after punctuation or a keyword), `Entry.widgetURL(for:)` (a type's).
    func isModifierCall(at dot: Int) -> Bool {
        let end = skippingSpacesBack(from: dot)
        guard end > 0 else { return false }
        if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[end - 1]) { return true }
        guard let word = word(before: dot), !Self.keywordsBeforeImplicitMembers.contains(word) else { return false }
        // `Entry.widgetURL(`: written against the type, not a view.
        return !(end == dot && word.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true)
    }

    /// Words after which `.name` is an implicit member expression, not a call on a value.
    static let keywordsBeforeImplicitMembers: Set<String> = ["case", "let", "var", "return", "in", "else", "try", "await", "is", "as", "where", "throw"]
}
