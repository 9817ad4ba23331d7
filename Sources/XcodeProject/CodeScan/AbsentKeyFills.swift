import Essentials

/// Which of an app's writes of a key run only where the store holds nothing for it: a legacy value
/// healed into the group, a default seeded once. Such a write replaces nothing an extension's intent
/// stored, so it makes the app no second writer of the key beside the intent (issue 36,
/// WidgetWeaver's reminders store). The key is read (`object`, `string`, `double`, ...
/// `(forKey: key)`) in the condition itself or through a name bound to a read of it earlier in the
/// function (`let at = defaults.double(forKey: key)`), in either shape:
/// - the write inside `if <read> == nil {`;
/// - the write after an exit, in a block around it, taken when the key holds something:
///   `if <read> != nil { return }`, `if at > 0 { return at }`, `if let value = <read> { return value }`,
///   `guard <read> == nil else { return }`, `guard !<read> else { return }`.
/// Other tests joined to the key's count as they let the write run: `if <absent> && other {` is a
/// fill, `if <present> && other { return }` is not.
struct AbsentKeyFills {
    let source: SourceText
    /// Offsets of `if` and `guard` outside strings, ascending: found once a file.
    private let conditions: [Int]

    /// How far before a write its exits and the names bound to reads are looked for: a function's length.
    static let lookBack = 2_000

    init(_ source: SourceText) {
        self.source = source
        conditions = source.wordOffsets(["if", "guard"]).filter { !source.isInString(offset: $0) }.sorted()
    }

    /// Whether the write of `key` at `offset`, whose innermost block is `block`, runs only where
    /// the store holds nothing for `key`.
    func fillsOnlyWhenAbsent(_ key: Substring, at offset: Int, block: Range<Int>?) -> Bool {
        let start = max(0, offset - Self.lookBack)
        let candidates = conditions.filter { $0 >= start && $0 < offset }
        guard !candidates.isEmpty else { return false }
        let names = boundNames(reading: key, in: start..<offset)
        let testsKey = { (clause: String) in Self.reads(key, in: clause) || names.contains { Self.mentions($0, in: clause) } }
        return inAbsenceTest(block: block, candidates: candidates, testsKey: testsKey)
            || afterExitWhenPresent(at: offset, candidates: candidates, testsKey: testsKey)
    }

    /// `if <read of key> == nil { <the write> }`.
    private func inAbsenceTest(block: Range<Int>?, candidates: [Int], testsKey: (String) -> Bool) -> Bool {
        guard let block else { return false }
        // The header from the last `if` after the block or statement before it to the `{`: a
        // condition may span lines, and the statements before it on other lines are not it.
        var start = block.lowerBound
        while start > max(0, block.lowerBound - 300), !";{}".utf8.contains(source.bytes[start - 1]) { start -= 1 }
        guard let keyword = candidates.last(where: { $0 >= start && $0 < block.lowerBound }), source.word(at: keyword) == "if",
              let clauses = Self.clauses(of: source.text(keyword + 2..<block.lowerBound), conjunction: true) else { return false }
        return clauses.contains { testsKey($0) && Self.testsAbsence($0) }
    }

    /// An exit before the write, in a block around it, taken when the key holds something.
    private func afterExitWhenPresent(at offset: Int, candidates: [Int], testsKey: (String) -> Bool) -> Bool {
        let enclosing = source.innermostBlocks(around: candidates)
        for (keyword, around) in zip(candidates, enclosing) where around.map({ $0.contains(offset) }) ?? true {
            let isGuard = source.word(at: keyword) == "guard"
            guard let brace = source.firstBrace(after: keyword), let body = source.block(at: brace), body.upperBound <= offset,
                  Self.exits(source.text(body)) else { continue }
            var condition = source.text((keyword + (isGuard ? 5 : 2))..<brace).trimmingWhitespace
            if isGuard {
                guard condition.hasSuffix(" else") || condition.hasSuffix("\nelse") else { continue }
                condition = String(condition.dropLast(4))
            }
            // `if a || b { return }` leaves whenever `a` holds; `guard a, b else { return }` goes on only where both do.
            guard let clauses = Self.clauses(of: condition, conjunction: isGuard) else { continue }
            if clauses.contains(where: { testsKey($0) && (isGuard ? Self.testsAbsence($0) : Self.testsPresence($0)) }) { return true }
        }
        return false
    }

    /// The names bound to a read of `key` in `range`: `let at = defaults.double(forKey: key)`.
    private func boundNames(reading key: Substring, in range: Range<Int>) -> [String] {
        source.text(range).matches(of: #/\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=\n]+)?=([^\n]*)/#.wordBoundaryKind(.simple)).compactMap { match in
            Self.reads(key, in: match.2) ? String(match.1) : nil
        }
    }

    /// Whether `text` reads `key`: `forKey: key`, the whole expression (`Keys.kind` is not `Keys.kindV2`).
    static func reads(_ key: Substring, in text: some StringProtocol) -> Bool {
        text.ranges(of: "forKey:").contains { read in
            let argument = text[read.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard argument.hasPrefix(key) else { return false }
            return argument.dropFirst(key.count).first.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
        }
    }

    /// Whether `name` is written in `text` as itself: not part of a longer name, nor another value's member.
    private static func mentions(_ name: String, in text: String) -> Bool {
        text.ranges(of: name).contains { range in
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            return !(before.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false)
                && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
        }
    }

    /// The tests a condition joins with `&&` (and `,`) when `conjunction`, else with `||`; nil when
    /// it mixes in the other (`a && b || c`).
    private static func clauses(of condition: String, conjunction: Bool) -> [String]? {
        if conjunction {
            guard !condition.contains("||") else { return nil }
            return condition.split(separator: "&&").flatMap { $0.split(separator: ",") }.map { $0.trimmingWhitespace }
        }
        guard !condition.contains("&&"), !condition.contains(",") else { return nil }
        return condition.split(separator: "||").map { $0.trimmingWhitespace }
    }

    /// `!= nil`, `> 0`, `!= 0`, `!= ""`, `!x.isEmpty`, or an optional binding `let v = <read>`.
    private static func testsPresence(_ condition: String) -> Bool {
        condition.hasPrefix("let ") || condition.hasPrefix("var ")
            || ["!= nil", "> 0", "!= 0", "!= \"\""].contains { condition.contains($0) }
            || condition.hasPrefix("!") && condition.hasSuffix(".isEmpty")
    }

    /// `== nil`, `== 0`, `<= 0`, `== ""`, `x.isEmpty`, `!<read>` (a flag not yet set).
    private static func testsAbsence(_ condition: String) -> Bool {
        ["== nil", "== 0", "<= 0", "== \"\""].contains { condition.contains($0) }
            || !condition.hasPrefix("!") && condition.hasSuffix(".isEmpty")
            || condition.hasPrefix("!") && !condition.contains("=")
    }

    /// Whether a block leaves what it is in: a statement of it starts with `return`, `throw`, `continue` or `break`.
    private static func exits(_ block: String) -> Bool {
        block.dropFirst().split(whereSeparator: { $0 == "\n" || $0 == ";" }).contains { statement in
            let words = statement.trimmingWhitespace.prefix { $0.isLetter }
            return ["return", "throw", "continue", "break"].contains(String(words))
        }
    }
}
