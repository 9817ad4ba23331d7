extension SourceText {
    /// The innermost `{ }` block around each offset (nil: at the top of the file), strings
    /// skipped; a block never closed runs to the end. Read from the blocks found once (`BlockIndex`):
    /// a pass over the code for each call, with a dictionary of the blocks' ends, was a twentieth
    /// of the code scan (issue 41).
    func innermostBlocks(around offsets: [Int]) -> [Range<Int>?] {
        blocks.innermost(around: offsets, count: bytes.count)
    }
}


extension SourceText {
    /// Enclosing blocks looked at for a function's parameters.
    static let maximumParameterBlocks = 16

    /// Whether `name` is a parameter of a function or closure around `offset` whose header the
    /// table does not read as a declaration (Dart's `setAppGroup({String id = x}) async {`,
    /// JavaScript's `function save(group) {`, a closure's `(id) {`): the block's `{` comes after
    /// a parenthesised list (then `async`, `async*`, `sync*`) naming it as a parameter (before
    /// `,` `)` `}` `]` `=` `:`, or `this.name`). Such a name is that parameter, never a member
    /// of another type the project happens to declare with the same name.
    func declaresParameter(_ name: String, around offset: Int) -> Bool {
        var place = offset
        for _ in 0..<Self.maximumParameterBlocks {
            guard let block = innermostBlocks(around: [place]).first ?? nil, block.lowerBound < place else { return false }
            if parameterList(before: block.lowerBound).map({ Self.names(name, amongParameters: $0) }) == true { return true }
            place = block.lowerBound
        }
        return false
    }

    /// The text inside the parentheses that end right before a block's `{` (modifiers skipped).
    private func parameterList(before brace: Int) -> String? {
        var end = skippingSpacesBack(from: brace)
        while let word = word(before: end), ["async", "sync", "throws"].contains(word) {
            end = skippingSpacesBack(from: end - word.utf8.count)
        }
        if end > 0, bytes[end - 1] == UInt8(ascii: "*") { end = skippingSpacesBack(from: end - 1) }
        if let word = word(before: end), ["async", "sync"].contains(word) { end = skippingSpacesBack(from: end - word.utf8.count) }
        guard end > 0, bytes[end - 1] == UInt8(ascii: ")") else { return nil }
        var depth = 0, index = end - 1
        while index >= 0 {
            switch bytes[index] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                depth -= 1
                // A condition's parentheses (`if (id == x) {`) declare nothing.
                if depth == 0 { return word(before: index).map(Self.controlWords.contains) == true ? nil : text((index + 1)..<(end - 1)) }
            default: break
            }
            index -= 1
            guard end - index < 4096 else { return nil }
        }
        return nil
    }

    private static let controlWords: Set<String> = ["if", "for", "while", "switch", "catch", "when", "with", "synchronized", "else"]

    private static func names(_ name: String, amongParameters list: String) -> Bool {
        var search = list[...]
        while let range = search.firstRange(of: name) {
            let before = list[..<range.lowerBound].last, after = list[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }.first
            let wordBefore = before.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false
            let wordAfter = list[range.upperBound...].first.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false
            let dotted = before == "." && !list[..<range.lowerBound].hasSuffix("this.")
            if !wordBefore, !wordAfter, !dotted, after.map({ ",)}]=:?".contains($0) }) ?? true { return true }
            search = list[range.upperBound...]
        }
        return false
    }
}

extension SourceText {
    /// Whether `name` is bound by a `for` loop's pattern (`for (key, value) in parameters {`,
    /// `for case let key? in keys {`) or a closure's parameters (`{ key, value in`, `{ (key, _) in`)
    /// of a block around `offset`: Swift's locals the symbol table does not hold.
    func bindsLocally(_ name: String, around offset: Int) -> Bool {
        var place = offset
        for _ in 0..<Self.maximumParameterBlocks {
            guard let block = innermostBlocks(around: [place]).first ?? nil, block.lowerBound < place else { return false }
            // A closure's parameters: right after its `{`, up to `in`.
            let after = text((block.lowerBound + 1)..<min(bytes.count, block.lowerBound + 200))
            if let header = after.prefixMatch(of: Self.closureParameters), Self.names(name, amongPattern: String(header.1)) { return true }
            // A `for` loop's pattern: its line up to the `{`.
            if let loop = text(lineStart(before: block.lowerBound, within: 300)..<block.lowerBound).firstMatch(of: Self.forPattern), Self.names(name, amongPattern: String(loop.1)) { return true }
            place = block.lowerBound
        }
        return false
    }

    nonisolated(unsafe) private static let closureParameters = #/\s*\(?([A-Za-z_][A-Za-z0-9_]*(?:\s*,\s*[A-Za-z_][A-Za-z0-9_]*)*)\)?\s+in\b/#
    nonisolated(unsafe) private static let forPattern = #/\bfor\s+(?:case\s+)?(?:let\s+|var\s+)?(.{1,120}?)\s+in\s/#

    /// Whether `name` stands as a whole word in a loop's or closure's pattern.
    private static func names(_ name: String, amongPattern pattern: String) -> Bool {
        pattern.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { $0 == name }
    }

    /// Whether the declaration at `offset` (its name or keyword) is marked `private` or
    /// `fileprivate` on its line: at a file's top level, visible in that file alone (Swift, Kotlin).
    func isFilePrivate(at offset: Int) -> Bool {
        guard language == .swift || language == .kotlin else { return false }
        let words = text(lineStart(before: offset, within: 200)..<offset).split { !($0.isLetter || $0 == "(" || $0 == ")") }
        return words.contains("fileprivate") || words.contains("private")
    }
}
