import Essentials

/// Code that runs only on systems older than the accented rendering mode: WidgetKit draws widgets
/// tinted on the Home Screen from iOS 18, so an image drawn only below it is never a silhouette.
/// The forms: the `else` of `if #available(...)` (a `containerBackground` fallback drawing its
/// picture inline, `.background { }` below iOS 17), the `else` of `guard #available(...)`, the
/// statements after an `if #available(...) { ... return ... }` with no `else` (in the same `case`
/// of a `switch`, with no `#if` between), and the body of `if #unavailable(...)`. The condition
/// must be the availability check alone (a compound one, `#available(...), flag`, may fail for
/// its other clause) and name only iOS (or its extension form) at 18.0 or below, or macOS at 14.0
/// or below (no Desktop widgets before it): watchOS draws complications accented at every
/// version. Each read is bounded (`maximumHeaderBytes`, `maximumStatementLookBack`) and compares
/// keywords in place, so a long identifier or run of spaces costs no more than a short one.
extension WidgetImages {
    /// The newest version, per platform a condition may name, whose `else` runs only where no
    /// widget is drawn in the accented mode.
    static let accentedModeSince: [String: [Int]] = [
        "iOS": [18, 0], "iOSApplicationExtension": [18, 0], "macOS": [14, 0], "macOSApplicationExtension": [14, 0],
    ]
    /// How many bytes an early return's `if` is looked for before the image, per enclosing block.
    static let maximumStatementLookBack = 4096

    /// Whether one of the blocks around the image (innermost first, `offset` the image's) runs
    /// only below the accented mode.
    static func runsOnlyBelowAccentedMode(_ text: SourceText, offset: Int, blocks: [Int], matching: Matching) -> Bool {
        var inner = offset
        for open in blocks {
            if branchRunsOnlyBelowAccentedMode(text, open: open, matching: matching)
                || followsEarlyReturnBelowAccentedMode(text, block: open, before: inner, matching: matching) { return true }
            inner = open
        }
        return false
    }

    /// The block opening at `open` is an `else` of `if #available` or `guard #available`, or the
    /// body of `if #unavailable`, whose condition only systems without the accented mode fail
    /// (or, for `#unavailable`, meet). The last `else` of an `else if` chain runs only where its
    /// last check failed, so that check is the one read.
    private static func branchRunsOnlyBelowAccentedMode(_ text: SourceText, open: Int, matching: Matching) -> Bool {
        let bytes = text.bytes
        let before = spacesBack(bytes, from: open)
        guard let elseStart = keyword("else", endingAt: before, in: bytes) else {
            return availabilityCheck(text, endingAt: before, statement: "if", keyword: "unavailable", matching: matching) != nil
        }
        let end = spacesBack(bytes, from: elseStart)
        guard end > 0 else { return false }
        if bytes[end - 1] == UInt8(ascii: "}") {
            guard let ifOpen = matching.opening[end - 1] else { return false }
            return availabilityCheck(text, endingAt: spacesBack(bytes, from: ifOpen), statement: "if", keyword: "available", matching: matching) != nil
        }
        return availabilityCheck(text, endingAt: end, statement: "guard", keyword: "available", matching: matching) != nil
    }

    /// Whether, in the block opening at `open`, an `if #available(...) { ... return ... }` that is
    /// neither an `else if` nor followed by an `else` comes before `offset` at the block's own
    /// level: what follows it runs only where the check fails. Read back at most
    /// `maximumStatementLookBack` bytes, nested groups skipped; a `case` or `default` label (the
    /// return was another case's) or a compiler directive (`#if`, `#else`: the code may be
    /// another platform's) between them ends the read.
    private static func followsEarlyReturnBelowAccentedMode(_ text: SourceText, block open: Int, before offset: Int, matching: Matching) -> Bool {
        let bytes = text.bytes
        var index = offset - 1
        let stop = max(open + 1, offset - maximumStatementLookBack)
        while index >= stop {
            switch bytes[index] {
            case UInt8(ascii: "}"):
                // A block beginning before the read's start is not read.
                guard let groupOpen = matching.opening[index], groupOpen >= stop else { return false }
                if let start = availabilityCheck(text, endingAt: spacesBack(bytes, from: groupOpen), statement: "if", keyword: "available", matching: matching),
                   keyword("else", endingAt: spacesBack(bytes, from: start), in: bytes) == nil,
                   returnsEarly(text, block: groupOpen..<index, matching: matching) {
                    return true
                }
                index = groupOpen
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                // A call's arguments or a literal: skipped whole (an unmatched one ends the read).
                guard let groupOpen = matching.opening[index] ?? squareOpening(bytes, closing: index, stop: stop) else { return false }
                index = groupOpen
            case UInt8(ascii: "{"):
                // The block's own brace is `open`; another is a string's, read no further.
                return false
            case UInt8(ascii: "#"):
                if isDirective(bytes, at: index) { return false }
            case UInt8(ascii: "e"), UInt8(ascii: "t"):
                if keyword("case", endingAt: index + 1, in: bytes) != nil || keyword("default", endingAt: index + 1, in: bytes) != nil { return false }
            default: break
            }
            index -= 1
        }
        return false
    }

    /// Whether the `if` block `block` (its braces, within the read's window) returns at its own
    /// level, with no compiler directive in it, and no `else` follows it.
    private static func returnsEarly(_ text: SourceText, block: Range<Int>, matching: Matching) -> Bool {
        let bytes = text.bytes
        var after = block.upperBound + 1
        while after < min(bytes.count, block.upperBound + 1 + maximumHeaderBytes), SourceText.isSpace(bytes[after]) { after += 1 }
        if keyword("else", endingAt: min(after + 4, bytes.count), in: bytes) == after { return false }
        var code = text.codeOffsets(from: block.lowerBound + 1, to: block.upperBound)
        var returns = false
        while let index = code.next() {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                // A nested block or call: a `return` in it is not this block's.
                guard let close = matching.closing[index] else { return false }
                code = text.codeOffsets(from: close + 1, to: block.upperBound)
                continue
            }
            if byte == UInt8(ascii: "#"), isDirective(bytes, at: index) { return false }
            if byte == UInt8(ascii: "n"), keyword("return", endingAt: index + 1, in: bytes) != nil { returns = true }
        }
        return returns
    }

    /// `[` for the `]` at `closing` (Matching pairs parentheses and braces only), read back within `stop`.
    private static func squareOpening(_ bytes: [UInt8], closing: Int, stop: Int) -> Int? {
        guard bytes[closing] == UInt8(ascii: "]") else { return nil }
        var index = closing - 1, depth = 0
        while index >= stop {
            if bytes[index] == UInt8(ascii: "]") { depth += 1 }
            if bytes[index] == UInt8(ascii: "[") {
                if depth == 0 { return index }
                depth -= 1
            }
            index -= 1
        }
        return nil
    }

    /// Where `statement #keyword(platforms)` starts when it ends at `end` (just past its `)`),
    /// with only platforms below the accented mode named; nil otherwise.
    private static func availabilityCheck(_ text: SourceText, endingAt end: Int, statement: String, keyword check: String, matching: Matching) -> Int? {
        let bytes = text.bytes
        guard end > 0, bytes[end - 1] == UInt8(ascii: ")"), let open = matching.opening[end - 1], end - open <= maximumHeaderBytes,
              let checkStart = keyword(check, endingAt: spacesBack(bytes, from: open), in: bytes),
              checkStart > 0, bytes[checkStart - 1] == UInt8(ascii: "#"),
              let start = keyword(statement, endingAt: spacesBack(bytes, from: checkStart - 1), in: bytes) else { return nil }
        let arguments = text.text((open + 1)..<(end - 1)).split(separator: ",").map { $0.trimmingWhitespace }
        var named = 0
        for argument in arguments where argument != "*" {
            let parts = argument.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard parts.count == 2, let limit = accentedModeSince[String(parts[0])] else { return nil }
            let version = parts[1].split(separator: ".").map { Int($0) }
            guard !version.isEmpty, version.count <= 3, version.allSatisfy({ $0 != nil }) else { return nil }
            let numbers = version.compactMap { $0 } + [0, 0]
            guard numbers[0] < limit[0] || (numbers[0] == limit[0] && numbers[1] <= limit[1] && numbers[2] == 0) else { return nil }
            named += 1
        }
        return named > 0 ? start : nil
    }

    /// Where `word` starts when it ends at `end` as a whole identifier; nil otherwise. Compared in
    /// place, so a long identifier before `end` is not walked.
    static func keyword(_ word: String, endingAt end: Int, in bytes: [UInt8]) -> Int? {
        let start = end - word.utf8.count
        guard start >= 0, end <= bytes.count, bytes[start..<end].elementsEqual(word.utf8),
              start == 0 || !SourceText.isIdentifier(bytes[start - 1]),
              end == bytes.count || !SourceText.isIdentifier(bytes[end]) else { return nil }
        return start
    }

    /// `offset` moved back over at most `maximumHeaderBytes` spaces: a longer run holds no header.
    static func spacesBack(_ bytes: [UInt8], from offset: Int) -> Int {
        var end = offset
        let floor = max(0, offset - maximumHeaderBytes)
        while end > floor, SourceText.isSpace(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// Whether the `#` at `index` begins a compiler directive (`#if`, `#elseif`, `#else`, `#endif`).
    private static func isDirective(_ bytes: [UInt8], at index: Int) -> Bool {
        ["if", "elseif", "else", "endif"].contains { name in
            let end = index + 1 + name.utf8.count
            return keyword(name, endingAt: end, in: bytes) == index + 1
        }
    }
}
