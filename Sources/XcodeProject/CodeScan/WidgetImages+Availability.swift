import Essentials

/// Code that runs only on systems older than the accented rendering mode: WidgetKit draws widgets
/// tinted on the Home Screen from iOS 18, so an image drawn only below it is never a silhouette.
/// The forms: the `else` of `if #available(...)` (a `containerBackground` fallback drawing its
/// picture inline, `.background { }` below iOS 17), the `else` of `guard #available(...)`, the
/// statements after an `if #available(...) { ... return ... }` with no `else`, and the body of
/// `if #unavailable(...)`. The condition must be the availability check alone (a compound one,
/// `#available(...), flag`, may fail for its other clause) and name only iOS (or its extension
/// form) at 18.0 or below, or macOS at 14.0 or below (no Desktop widgets before it): watchOS
/// draws complications accented at every version. An `else if` chain after the check is not read.
extension WidgetImages {
    /// The newest version, per platform a condition may name, below which no widget is drawn in
    /// the accented mode.
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
    /// (or, for `#unavailable`, meet).
    private static func branchRunsOnlyBelowAccentedMode(_ text: SourceText, open: Int, matching: Matching) -> Bool {
        let before = text.skippingSpacesBack(from: open)
        guard text.word(before: before) == "else" else {
            return isAvailabilityCheck(text, endingAt: before, statement: "if", keyword: "unavailable", matching: matching)
        }
        let end = text.skippingSpacesBack(from: before - 4)
        guard end > 0 else { return false }
        if text.bytes[end - 1] == UInt8(ascii: "}") {
            guard let ifOpen = matching.opening[end - 1] else { return false }
            return isAvailabilityCheck(text, endingAt: text.skippingSpacesBack(from: ifOpen), statement: "if", keyword: "available", matching: matching)
        }
        return isAvailabilityCheck(text, endingAt: end, statement: "guard", keyword: "available", matching: matching)
    }

    /// Whether, in the block opening at `open`, an `if #available(...) { ... return ... }` with no
    /// `else` comes before `offset` at the block's own level: what follows it runs only where the
    /// check fails. Read back at most `maximumStatementLookBack` bytes, nested groups skipped.
    private static func followsEarlyReturnBelowAccentedMode(_ text: SourceText, block open: Int, before offset: Int, matching: Matching) -> Bool {
        let bytes = text.bytes
        var index = offset - 1
        let stop = max(open + 1, offset - maximumStatementLookBack)
        while index >= stop {
            switch bytes[index] {
            case UInt8(ascii: "}"):
                // A block beginning before the read's start is not read.
                guard let groupOpen = matching.opening[index], groupOpen >= stop else { return false }
                if isAvailabilityCheck(text, endingAt: text.skippingSpacesBack(from: groupOpen), statement: "if", keyword: "available", matching: matching),
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
            default: break
            }
            index -= 1
        }
        return false
    }

    /// Whether the `if` block `block` (its braces, within the read's window) returns at its own
    /// level and no `else` follows it.
    private static func returnsEarly(_ text: SourceText, block: Range<Int>, matching: Matching) -> Bool {
        let bytes = text.bytes
        let after = skippingSpaces(bytes, from: block.upperBound + 1)
        if after + 4 <= bytes.count, bytes[after..<(after + 4)].elementsEqual("else".utf8),
           after + 4 == bytes.count || !SourceText.isIdentifier(bytes[after + 4]) { return false }
        var index = block.lowerBound + 1
        while index < block.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                guard let close = matching.closing[index] else { return false }
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: "r"), !SourceText.isIdentifier(bytes[index - 1]), index + 6 <= block.upperBound,
               bytes[index..<(index + 6)].elementsEqual("return".utf8), index + 6 == bytes.count || !SourceText.isIdentifier(bytes[index + 6]) {
                return true
            }
            if byte == UInt8(ascii: "\"") {
                index = SourceText.skipString(in: bytes, from: index, language: text.language) ?? block.upperBound
                continue
            }
            index += 1
        }
        return false
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

    /// Whether `statement #keyword(platforms)` ends at `end` (just past its `)`), with only
    /// platforms below the accented mode named.
    private static func isAvailabilityCheck(_ text: SourceText, endingAt end: Int, statement: String, keyword: String, matching: Matching) -> Bool {
        let bytes = text.bytes
        guard end > 0, bytes[end - 1] == UInt8(ascii: ")"), let open = matching.opening[end - 1],
              end - open <= maximumHeaderBytes, text.word(before: open) == keyword else { return false }
        let wordStart = text.skippingSpacesBack(from: open) - keyword.utf8.count
        guard wordStart > 0, bytes[wordStart - 1] == UInt8(ascii: "#"), text.word(before: wordStart - 1) == statement else { return false }
        let arguments = text.text((open + 1)..<(end - 1)).split(separator: ",").map { $0.trimmingWhitespace }
        var named = 0
        for argument in arguments where argument != "*" {
            let parts = argument.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard parts.count == 2, let limit = accentedModeSince[String(parts[0])] else { return false }
            let version = parts[1].split(separator: ".").map { Int($0) }
            guard !version.isEmpty, version.count <= 3, version.allSatisfy({ $0 != nil }) else { return false }
            let numbers = version.compactMap { $0 } + [0, 0]
            guard numbers[0] < limit[0] || (numbers[0] == limit[0] && numbers[1] <= limit[1] && numbers[2] == 0) else { return false }
            named += 1
        }
        return named > 0
    }
}
