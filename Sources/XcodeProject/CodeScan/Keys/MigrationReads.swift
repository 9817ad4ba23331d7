import Essentials

/// A read that carries an older version's data forward, not one that shows anything: in a
/// function named for it (`migrateLegacySpecIfNeeded`, `upgradeFromV1`), or in a function that
/// also removes the same key (read once, then cleared). The key it reads is one no current code
/// writes, by design: held-out WidgetWeaver's spec and steps stores, whose migrations read eleven
/// legacy keys, were said to leave their widget on its placeholder. (A presence test whose block
/// removes the key is `SwiftKeyScanner.onlyClears`.) So is a read that is only the fallback of a
/// value stored under another key (`isFallback`).
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
        let bytes = source.bytes
        var depth = 0, index = offset - 1
        // Past a line break that ends a statement, a `??` is another statement's.
        var statementStart: Int?
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
                if isFallbackArgument(from: index + 1, to: offset, coalescingFrom: statementStart, in: source) { return true }
            case UInt8(ascii: "\n") where depth == 0 && statementStart == nil:
                // A line break ends the statement unless the next line goes on with `??` or `.`.
                let next = source.skippingSpaces(from: index + 1)
                if next < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: ".")].contains(bytes[next]) { continue }
                statementStart = index + 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                guard depth == 0 else { continue }
                return isFallbackArgument(from: index + 1, to: offset, coalescingFrom: statementStart, in: source, labelled: false)
            default:
                break
            }
        }
        return false
    }

    /// An argument (from `start` to the read at `end`) labelled `default:` in a call with a `key:`,
    /// or holding `??` after another key's read before the read, within the statement (from
    /// `coalescingFrom` when a line break ended it).
    private static func isFallbackArgument(from start: Int, to end: Int, coalescingFrom statement: Int?, in source: SourceText,
                                           labelled: Bool = true) -> Bool {
        if labelled, source.text(start..<end).prefixMatch(of: #/\s*default(?:Value)?\s*:/#) != nil { return callNamesKey(before: start, in: source) }
        return source.text(max(start, statement ?? start)..<end).firstMatch(of: #/forKey\s*:[^?]*\)[^?]*\?\?/#) != nil
    }

    /// Whether the call whose argument starts at `start` has a `key:` argument before it.
    private static func callNamesKey(before start: Int, in source: SourceText) -> Bool {
        var depth = 0, index = start - 1
        while index >= max(0, start - maximumLookBack) {
            defer { index -= 1 }
            guard !source.isInString(offset: index) else { continue }
            switch source.bytes[index] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                if depth == 0 { return source.text(index + 1..<start).firstMatch(of: #/(?:^|[(,\s])key\s*:/#) != nil }
                depth -= 1
            default:
                break
            }
        }
        return false
    }
}
