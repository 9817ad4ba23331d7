/// Finds the string constants `SourceText.definitions()` reads, over the bytes of the code, in
/// one pass from each keyword: Swift's `let|var|case NAME [: String] = VALUE` at a line's end or
/// before `;` or `}`, Dart's `const|final|var|String [String] NAME = VALUE;`, a VALUE being one
/// string literal on one line or a dotted name. What the regular expressions it replaces
/// matched, without their cost: Swift's `Regex` kept a backtracking state for every character
/// of a string literal, about 190 bytes each (a 1 MiB literal took 197 MiB and 1.8 s).
/// Work: each keyword's definition is read once and matches do not overlap, so a file costs at
/// most a few steps per byte (`wordOffsets`' search, then each byte of a match read once), and
/// memory is the list of matches.
struct DefinitionScanner {
    struct Match {
        /// Where the keyword starts.
        let start: Int
        let name: Range<Int>
        let value: Range<Int>
    }

    let source: SourceText
    private let bytes: [UInt8]

    init(source: SourceText) {
        self.source = source
        bytes = source.bytes
    }

    func matches() -> [Match] {
        let keywords: [StaticString] = source.language == .swift ? ["let", "var", "case"] : ["const", "final", "var", "String"]
        var found: [Match] = []
        var resume = 0
        for start in source.wordOffsets(keywords) where start >= resume {
            guard let match = source.language == .swift ? swift(at: start) : dart(at: start) else { continue }
            found.append(match)
            resume = max(start + 1, match.value.upperBound)
        }
        return found
    }

    // MARK: The two shapes

    private func swift(at start: Int) -> Match? {
        guard var index = keyword(at: start, in: ["let", "var", "case"]), let spaced = spaces(from: index), spaced > index else { return nil }
        index = spaced
        guard let name = identifier(at: index, dollar: false) else { return nil }
        index = spaces(from: name.upperBound) ?? name.upperBound
        // `: String`, when `=` follows it.
        if byte(at: index) == UInt8(ascii: ":") {
            let type = spaces(from: index + 1) ?? index + 1
            guard starts(with: "String", at: type) else { return nil }
            index = spaces(from: type + 6) ?? type + 6
        }
        guard byte(at: index) == UInt8(ascii: "=") else { return nil }
        index = spaces(from: index + 1) ?? index + 1
        if byte(at: index) == UInt8(ascii: "\"") {
            guard let end = literal(at: index, quote: UInt8(ascii: "\"")), endsSwiftStatement(at: end) else { return nil }
            return Match(start: start, name: name, value: index..<end)
        }
        // The longest dotted name the statement ends after (a shorter one only where a line ends).
        for end in dottedName(at: index).reversed() where endsSwiftStatement(at: end) {
            return Match(start: start, name: name, value: index..<end)
        }
        return nil
    }

    private func dart(at start: Int) -> Match? {
        guard let after = keyword(at: start, in: ["const", "final", "var", "String"]), let spaced = spaces(from: after), spaced > after else { return nil }
        // `String` after the keyword is the type, unless it is the name itself.
        if starts(with: "String", at: spaced), let typed = spaces(from: spaced + 6), typed > spaced + 6, let match = dartRest(start: start, at: typed) {
            return match
        }
        return dartRest(start: start, at: spaced)
    }

    private func dartRest(start: Int, at nameStart: Int) -> Match? {
        guard let name = identifier(at: nameStart, dollar: true) else { return nil }
        var index = spaces(from: name.upperBound) ?? name.upperBound
        guard byte(at: index) == UInt8(ascii: "=") else { return nil }
        index = spaces(from: index + 1) ?? index + 1
        let end: Int?
        if let quote = byte(at: index), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
            end = literal(at: index, quote: quote)
        } else {
            end = dottedName(at: index).last
        }
        guard let end, byte(at: spaces(from: end) ?? end) == UInt8(ascii: ";") else { return nil }
        return Match(start: start, name: name, value: index..<end)
    }

    // MARK: Pieces

    private func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// The offset after the white space (new lines included) from `index`.
    private func spaces(from index: Int) -> Int? {
        var index = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index
    }

    private func starts(with word: StaticString, at index: Int) -> Bool {
        word.withUTF8Buffer { word in
            index + word.count <= bytes.count && (0..<word.count).allSatisfy { bytes[index + $0] == word[$0] }
        }
    }

    /// The offset after the keyword of `words` at `index`.
    private func keyword(at index: Int, in words: [StaticString]) -> Int? {
        for word in words where starts(with: word, at: index) { return index + word.utf8CodeUnitCount }
        return nil
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, with `$` as a letter where `dollar`.
    private func identifier(at index: Int, dollar: Bool) -> Range<Int>? {
        func letter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (dollar && byte == UInt8(ascii: "$")) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        guard let first = byte(at: index), letter(first) else { return nil }
        var end = index + 1
        while end < bytes.count, letter(bytes[end]) || (bytes[end] >= 0x30 && bytes[end] <= 0x39) { end += 1 }
        return index..<end
    }

    /// The end of each prefix of `a.b.c` (spaces allowed around the dots, `$` a letter) at `index`:
    /// after `a`, after `a.b`, after `a.b.c`; empty when no name starts there.
    private func dottedName(at index: Int) -> [Int] {
        guard var part = identifier(at: index, dollar: true) else { return [] }
        var ends = [part.upperBound]
        while true {
            let dot = spaces(from: part.upperBound) ?? part.upperBound
            guard byte(at: dot) == UInt8(ascii: "."), let next = identifier(at: spaces(from: dot + 1) ?? dot + 1, dollar: true) else { break }
            part = next
            ends.append(next.upperBound)
        }
        return ends
    }

    /// The end of a one-line string literal opened by `quote` at `index` (a backslash escapes
    /// the next character but a new line); nil when the line ends first.
    private func literal(at index: Int, quote: UInt8) -> Int? {
        var index = index + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote { return index + 1 }
            if byte == UInt8(ascii: "\n") { return nil }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\n") else { return nil }
                index += 2
                continue
            }
            index += 1
        }
        return nil
    }

    /// Whether a Swift statement ends at `index`: white space up to a line's end or the file's,
    /// or up to `;` or `}`.
    private func endsSwiftStatement(at index: Int) -> Bool {
        var index = index
        while index < bytes.count, Self.isSpace(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { return true }
            index += 1
        }
        return index == bytes.count || bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: "}")
    }
}
