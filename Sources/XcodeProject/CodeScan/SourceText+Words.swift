extension SourceText {
    /// The matches of `pattern` that start where one of `words` stands as a whole word, left to
    /// right and not overlapping: what `code.matches(of:)` finds for the pattern written with a
    /// leading `\b(?:words)`, with the regex tried only there. Swift's Regex tries a pattern at
    /// every position of a file and tests each for a word boundary through the Unicode tables: a
    /// project of 1,200 Swift files took half a minute to scan that way.
    func matches<Output>(of pattern: Regex<Output>, at words: [StaticString]) -> [Regex<Output>.Match] {
        var matches: [Regex<Output>.Match] = []
        var resume = 0
        for offset in wordOffsets(words) where offset >= resume {
            let start = code.utf8.index(code.startIndex, offsetBy: offset)
            guard let match = try? pattern.prefixMatch(in: code[start...]) else { continue }
            matches.append(match)
            resume = max(offset + 1, self.offset(of: match.range.upperBound))
        }
        return matches
    }

    /// The identifier that ends right before `offset`, white space skipped (`func` before a
    /// declared name); nil after punctuation.
    func word(before offset: Int) -> String? {
        let end = skippingSpacesBack(from: offset)
        var start = end
        while start > 0, Self.isIdentifier(bytes[start - 1]) { start -= 1 }
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// The offset after the code that comes before `offset`, white space skipped backwards.
    func skippingSpacesBack(from offset: Int) -> Int {
        var end = offset
        while end > 0, Self.isSpace(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// Whether `text` is one plain name (`key`, `_count2`): an ASCII letter or `_`, then letters, digits and `_`.
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// Where any of `words` stands in `code` as a whole word (no identifier character, ASCII or
    /// not, right before or after it), as ascending byte offsets.
    /// Words of identifier characters (all of them, in practice) are looked for only where an
    /// identifier starts (`identifierStarts`), all words in one pass; a word of other characters
    /// is searched for alone over every byte.
    func wordOffsets(_ words: [StaticString]) -> [Int] {
        let identifier = Self.isIdentifier
        if words.allSatisfy({ $0.withUTF8Buffer { !$0.isEmpty && $0.allSatisfy(identifier) } }) {
            return identifierOffsets(words)
        }
        var offsets: [Int] = []
        bytes.withUnsafeBufferPointer { text in
            for word in words {
                word.withUTF8Buffer { word in
                    guard let first = word.first, text.count >= word.count else { return }
                    var index = 0
                    let last = text.count - word.count
                    while index <= last {
                        if text[index] == first, (1..<word.count).allSatisfy({ text[index + $0] == word[$0] }),
                           index == 0 || !identifier(text[index - 1]), index + word.count == text.count || !identifier(text[index + word.count]) {
                            offsets.append(index)
                            index += word.count
                        } else {
                            index += 1
                        }
                    }
                }
            }
        }
        return words.count > 1 ? offsets.sorted() : offsets
    }

    /// `wordOffsets` for words made only of identifier bytes: the identifiers equal to one of them,
    /// read from the index's groups those words fall in.
    private func identifierOffsets(_ words: [StaticString]) -> [Int] {
        var offsets: [Int] = []
        var groups: Set<Int> = []
        bytes.withUnsafeBufferPointer { text in
            for word in words {
                word.withUTF8Buffer { word in
                    let group = IdentifierIndex.group(first: word[0], length: word.count)
                    guard groups.insert(group).inserted else { return }
                    for start in identifiers.starts(inGroup: group).lazy.map(Int.init) {
                        let length = identifiers.length(at: start, in: text)
                        let matches = words.contains { word in
                            word.withUTF8Buffer { word in
                                word.count == length && (0..<length).allSatisfy { text[start + $0] == word[$0] }
                            }
                        }
                        if matches { offsets.append(start) }
                    }
                }
            }
        }
        return groups.count > 1 ? offsets.sorted() : offsets
    }

    /// Where the line holding `offset` starts, read back at most `within` bytes (a one-line file
    /// is not read back to its start for each question): the one backward search for a line's
    /// start that the scanners share.
    func lineStart(before offset: Int, within: Int) -> Int {
        var start = offset
        let from = max(0, offset - within)
        while start > from, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The `)` that closes a parenthesis already open at `start` (the first byte of a call's
    /// arguments), brackets of every kind nested, strings and comments skipped, within `within`
    /// bytes; nil past that. The one forward search every scanner uses for a call's end.
    func closingParenthesis(inside start: Int, within: Int = SourceText.maximumArgumentBytes) -> Int? {
        var depth = 0
        for index in codeOffsets(from: start, to: start + within) {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")") where depth == 0: return index
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }

    /// The `)` closing the `(` at `open`: `closingParenthesis(inside: open + 1)`.
    func closingParenthesis(of open: Int, within: Int = SourceText.maximumArgumentBytes) -> Int? {
        closingParenthesis(inside: open + 1, within: within)
    }

    /// The `(` that the `)` at `close` closes, looking back at most `within` bytes (strings not
    /// skipped: a header's parentheses); nil past that.
    func openingParenthesis(before close: Int, within: Int) -> Int? {
        unclosedParenthesis(before: close, within: within)
    }

    /// The nearest `(` before `offset` that is not closed before it (the call an argument at
    /// `offset` belongs to), looking back at most `within` bytes, skipping strings when
    /// `skippingStrings`; nil past that.
    func unclosedParenthesis(before offset: Int, within: Int, skippingStrings: Bool = false) -> Int? {
        var depth = 0, index = offset - 1
        while index >= max(0, offset - within) {
            defer { index -= 1 }
            if skippingStrings, isInString(offset: index) { continue }
            switch bytes[index] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
        }
        return nil
    }
}

extension String.UTF8View {
    /// Whether `word` occurs anywhere in the text, compared byte by byte: a test cheap enough to
    /// skip a regex over text that cannot match it.
    func contains(word: String) -> Bool {
        let needle = Array(word.utf8)
        func search(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
            for index in 0...(haystack.count - needle.count) where haystack[index] == first {
                if (1..<needle.count).allSatisfy({ haystack[index + $0] == needle[$0] }) { return true }
            }
            return false
        }
        return withContiguousStorageIfAvailable(search) ?? Array(self).withUnsafeBufferPointer(search)
    }
}
