extension SourceText {
    /// Where `pieces` stand one after another from `offset`, each after optional white space (a
    /// regular expression's `\s*` between them): the offset after the last; nil when they do not.
    /// The calls' shapes (`UserDefaults ( suiteName :`, `if ( Platform . isAndroid )`) are read
    /// this way over the bytes, each byte once: as Swift `Regex`es, tried at each of their words,
    /// they cost ten times `grep -P`'s scan of the same files (issue 41).
    func after(_ pieces: [StaticString], from offset: Int) -> Int? {
        var index = offset
        for piece in pieces {
            index = skippingWhitespace(from: index)
            guard starts(with: piece, at: index) else { return nil }
            index += piece.utf8CodeUnitCount
        }
        return index
    }

    /// The offset after a generic clause `<...>` at `offset` that holds none of `<>()`: the
    /// `(?:<[^<>()]*>)` of the patterns; nil when there is none.
    func genericClause(at offset: Int) -> Int? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else { return nil }
        var index = offset + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"): return index + 1
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: ")"): return nil
            default: index += 1
            }
        }
        return nil
    }

    /// The shapes that start where one of `words` stands as a whole word, as byte ranges, left to
    /// right and not overlapping (a word inside a shape found is not tried): `shape` gives the
    /// offset after the shape that starts at a word's offset, or nil.
    func shapes(at words: [StaticString], _ shape: (Int) -> Int?) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var resume = 0
        for offset in wordOffsets(words) where offset >= resume {
            guard let end = shape(offset) else { continue }
            found.append(offset..<end)
            resume = max(offset + 1, end)
        }
        return found
    }

    /// The offset after the white space from `offset`: ASCII's, as a regular expression's `\s`
    /// reads it in code (form feeds and vertical tabs too).
    func skippingWhitespace(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    func starts(with word: StaticString, at index: Int) -> Bool {
        word.withUTF8Buffer { word in
            index + word.count <= bytes.count && (0..<word.count).allSatisfy { bytes[index + $0] == word[$0] }
        }
    }

    /// The identifier (`[A-Za-z0-9_]` and any non-ASCII byte, as `wordOffsets` counts them)
    /// that starts at `offset`, as a byte range; empty when none does.
    func identifierRun(at offset: Int) -> Range<Int> {
        var end = offset
        while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
        return offset..<end
    }
}
