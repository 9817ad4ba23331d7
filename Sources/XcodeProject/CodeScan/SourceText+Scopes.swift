extension SourceText {
    /// The innermost `{ }` block around each offset (nil: at the top of the file), found in one
    /// pass over the code with strings skipped; a block never closed runs to the end.
    func innermostBlocks(around offsets: [Int]) -> [Range<Int>?] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var opens: [Int?] = Array(repeating: nil, count: offsets.count)
        var closes: [Int: Int] = [:]
        var stack: [Int] = []
        var next = 0, index = 0
        while index <= bytes.count {
            while next < order.count, offsets[order[next]] <= index {
                opens[order[next]] = stack.last
                next += 1
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || (language == .dart && byte == UInt8(ascii: "'")) {
                index = Self.skipString(in: bytes, from: index, language: language) ?? bytes.count
                continue
            }
            if byte == UInt8(ascii: "{") { stack.append(index) }
            if byte == UInt8(ascii: "}"), let open = stack.popLast() { closes[open] = index + 1 }
            index += 1
        }
        return opens.map { open in open.map { $0..<(closes[$0] ?? bytes.count) } }
    }
}

/// A file's definitions with the block each is made in, so a bare name resolves at its use to
/// the definition of the innermost block around it that defines it: each widget struct's own
/// `let kind`, where the file-wide lookup (`SourceText.constants()`) sees one name defined
/// differently several times and gives up.
struct ScopedDefinitions {
    private let definitions: [SourceText.Definition]
    private let scopes: [Range<Int>?]
    private let byName: [String: [Int]]

    init(_ source: SourceText) {
        let found = source.definitions()
        definitions = found
        scopes = source.innermostBlocks(around: found.map(\.offset))
        byName = Dictionary(grouping: found.indices, by: { found[$0].name })
    }

    /// What a bare name (`kind`, `self.kind`, `Self.kind`) used at `offset` stands for, and the
    /// line that defines it. nil when no block around the use defines the name, when that block
    /// defines it twice differently, or for a qualified name (`Kinds.tally`, another type's).
    func value(of expression: String, at offset: Int) -> (value: String, line: Int)? {
        let parts = expression.split(separator: ".").map(\.trimmingWhitespace)
        guard parts.count == 1 || (parts.count == 2 && (parts[0] == "self" || parts[0] == "Self")) else { return nil }
        var name = parts[parts.count - 1]
        for _ in 0..<SourceText.maximumAliasHops {
            let around = (byName[name] ?? []).filter { scopes[$0]?.contains(offset) ?? true }
            // Of the blocks around one offset, the deeper starts later; the top of the file first.
            let depth = { (index: Int) in scopes[index]?.lowerBound ?? -1 }
            guard let innermost = around.map(depth).max() else { return nil }
            let chosen = around.filter { depth($0) == innermost }
            guard Set(chosen.map { definitions[$0].constant.value }).count == 1 else { return nil }
            let constant = definitions[chosen[0]].constant
            switch constant.value {
            case let .literal(value): return (value, constant.line)
            case let .name(other): name = other
            }
        }
        return nil
    }
}
