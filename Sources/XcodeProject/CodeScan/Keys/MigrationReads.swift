import Essentials

/// A read that carries an older version's data forward, not one that shows anything: in a
/// function named for it (`migrateLegacySpecIfNeeded`, `upgradeFromV1`), or in a function that
/// also removes the same key (read once, then cleared). The key it reads is one no current code
/// writes, by design: held-out WidgetWeaver's spec and steps stores, whose migrations read eleven
/// legacy keys, were said to leave their widget on its placeholder. (A presence test whose block
/// removes the key is `SwiftKeyScanner.onlyClears`.) So is a read that is only the fallback of a
/// value stored under another key (`isFallback`): right of `??`, a `default:` argument, or the
/// reassignment of a variable read from another key in an `if` that finds it empty.
enum MigrationReads {
    /// Words in a function's name that say it migrates.
    static let words = ["migrat", "legacy", "upgrade"]

    static func isMigration(readAt offset: Int, key expression: String, in source: SourceText, declarations: SourceDeclarations) -> Bool {
        guard let index = declarations.enclosingFunction(at: offset) else { return false }
        let function = declarations.functions[index]
        let name = function.name.lowercased()
        if words.contains(where: name.contains) { return true }
        guard let body = function.body else { return false }
        let key = expression.trimmingWhitespace
        return source.text(body).matches(of: #/removeObject\s*\(\s*forKey\s*:\s*([^)]*)\)/#).contains { $0.1.trimmingWhitespace == key }
    }

    /// Bytes looked back from a read for the call or statement it is part of.
    static let maximumLookBack = 2_000

    /// Whether the read whose getter (`string(forKey:)`) starts at `offset` is only another value's fallback: within the
    /// `default:` (`defaultValue:`) argument of a call that names its own `key:` (a settings
    /// wrapper, `StoredValue(key: "upperBound", default: group.object(forKey: "alertIfAboveValue") ?? 180)`),
    /// or right of `??` after a read of another key (`string(forKey: "name") ?? string(forKey: "legacyName")`).
    /// It is consulted only while the other key is unset, which that key's own read is checked for
    /// (held-out nightscout+nightguard's settings, whose defaults read the keys a 2019 version wrote).
    static func isFallback(readAt offset: Int, in source: SourceText) -> Bool {
        if reassignsWhenEmpty(readAt: offset, in: source) { return true }
        let bytes = source.bytes
        var depth = 0, index = offset - 1
        // Past a line break that ends a statement, a `??` is another statement's.
        var statementStart: Int?
        // The start of the outermost argument the read is part of, so far.
        var outermostArgument: Int?
        let stop = max(0, offset - maximumLookBack)
        while index >= stop {
            defer { index -= 1 }
            guard !source.isInString(offset: index) else { continue }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","):
                if byte != UInt8(ascii: ","), depth > 0 { depth -= 1; continue }
                guard depth == 0 else { continue }
                // The start of an argument the read is part of.
                if isDefaultArgument(from: index + 1, in: source) { return true }
                outermostArgument = index + 1
            case UInt8(ascii: "\n") where depth == 0 && statementStart == nil:
                // A line break ends the statement unless the next line goes on with `??` or `.`.
                let next = source.skippingSpaces(from: index + 1)
                if next < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: ".")].contains(bytes[next]) { continue }
                statementStart = index + 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                guard depth == 0 else { continue }
                return coalesces(from: index + 1, to: offset, statement: statementStart, in: source)
            default:
                break
            }
        }
        // Each argument holds the ones inside it: a `??` in any of them is in the outermost one, read once.
        return outermostArgument.map { coalesces(from: $0, to: offset, statement: statementStart, in: source) } ?? false
    }

    /// Whether the read at `offset` is assigned to a variable, inside an `if` that finds that
    /// variable empty (`== 0`, `== nil`, `== ""`, `.isEmpty`), which an earlier `var` read from a
    /// key: `var count = defaults.integer(forKey: "task_count"); if count == 0 { count =
    /// defaults.integer(forKey: "widgetData-task_count") }` (round 14 UniTask: the second key, tried
    /// only while the first holds nothing, was said to leave the widget on 0 always).
    private static func reassignsWhenEmpty(readAt offset: Int, in source: SourceText) -> Bool {
        guard let block = source.innermostBlocks(around: [offset]).first ?? nil else { return false }
        let statement = source.text(max(block.lowerBound + 1, source.lineStart(before: offset, within: maximumLookBack))..<offset)
        guard let name = statement.prefixMatch(of: #/\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)[^;=]*/#)?.1 else { return false }
        let condition = source.text(source.lineStart(before: block.lowerBound, within: maximumLookBack)..<block.lowerBound)
        let empty = #/\bif\s+(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*(?:==\s*(?:0|0\.0|nil|""|\[\])|\.isEmpty)\s*$/#
        guard let tested = condition.firstMatch(of: empty)?.1, tested == name else { return false }
        let before = source.text(max(0, block.lowerBound - maximumLookBack)..<block.lowerBound)
        return before.matches(of: #/\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\b[^\n]*forKey\s*:/#).contains { $0.1 == name }
    }

    /// An argument starting at `start` labelled `default:` (`defaultValue:`) in a call with a `key:`.
    private static func isDefaultArgument(from start: Int, in source: SourceText) -> Bool {
        let label = source.skippingSpaces(from: start)
        return source.text(label..<min(source.bytes.count, label + 16)).prefixMatch(of: #/default(?:Value)?\s*:/#) != nil
            && callNamesKey(before: start, in: source)
    }

    /// Whether the text from `start` (from `statement` when a line break ended the statement after
    /// it) to the read at `end` holds `??` after another key's read.
    private static func coalesces(from start: Int, to end: Int, statement: Int?, in source: SourceText) -> Bool {
        source.text(max(start, statement ?? start)..<end).firstMatch(of: #/forKey\s*:[^?]*\)[^?]*\?\?/#) != nil
    }

    /// Whether the call whose argument starts at `start` has a `key:` argument before it.
    private static func callNamesKey(before start: Int, in source: SourceText) -> Bool {
        guard let open = source.unclosedParenthesis(before: start, within: maximumLookBack, skippingStrings: true) else { return false }
        return source.text(open + 1..<start).firstMatch(of: #/(?:^|[(,\s])key\s*:/#) != nil
    }
}
