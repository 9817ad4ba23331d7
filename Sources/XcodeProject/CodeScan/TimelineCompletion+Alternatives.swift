extension TimelineCompletion {
    /// One statement that runs one of several branches: an `if` chain's blocks, a `do` block and
    /// its `catch`es (the `do` runs; what it throws, a `catch` takes), a `switch`'s cases.
    struct Alternatives {
        /// Each branch's code: a block, braces included, or a case's stretch from its label.
        let branches: [Range<Int>]
        /// Whether every path through the statement runs one of them: an `if` chain ending in a
        /// plain `else`, a `do`, a `switch` (the compiler holds its cases exhaustive).
        let exhaustive: Bool
        /// Where the statement ends, after its last `}`.
        let end: Int
        /// The `{` of each of its blocks: the branches' for an `if` chain or a `do`, the `switch`'s own.
        let opens: [Int]
    }

    /// Branches read in one statement: an `if` chain has a handful; past them it is not read.
    static let maximumBranches = 16

    /// The statement whose keyword (`if`, `do`, `switch`) stands at `keyword`; nil when none is
    /// well formed there.
    static func alternatives(at keyword: Int, in source: SourceText) -> Alternatives? {
        switch source.word(at: keyword) {
        case "if":
            var branches: [Range<Int>] = []
            var position = keyword
            while branches.count < maximumBranches {
                guard let brace = source.firstBrace(after: position + 2), let block = source.block(at: brace) else { return nil }
                branches.append(block)
                let after = source.skippingSpaces(from: block.upperBound)
                guard source.word(at: after) == "else" else { return Alternatives(blocks: branches, exhaustive: false) }
                let next = source.skippingSpaces(from: after + 4)
                if source.word(at: next) == "if" { position = next; continue }
                guard let last = source.block(at: next) else { return nil }
                return Alternatives(blocks: branches + [last], exhaustive: true)
            }
            return nil
        case "do":
            guard let block = source.block(at: keyword + 2) else { return nil }
            var branches = [block]
            while branches.count < maximumBranches, let previous = branches.last {
                let after = source.skippingSpaces(from: previous.upperBound)
                guard source.word(at: after) == "catch", let brace = source.firstBrace(after: after + 5), let handler = source.block(at: brace) else { break }
                branches.append(handler)
            }
            return Alternatives(blocks: branches, exhaustive: true)
        case "switch":
            guard let brace = source.firstBrace(after: keyword + 6), let block = source.block(at: brace) else { return nil }
            return Alternatives(branches: source.switchCases(in: block), exhaustive: true, end: block.upperBound, opens: [brace])
        default:
            return nil
        }
    }

    /// The statement one of whose blocks opens at `open`, a block directly inside the one opening
    /// at `parent`: the last `if` (not an `else if`), `do` or `switch` before it at the parent's
    /// level, when that statement's blocks include it. Nil for a `guard`'s `else` and a loop's block.
    static func alternatives(opening open: Int, directlyIn parent: Int, in source: SourceText) -> Alternatives? {
        let bytes = source.bytes
        var depth = 0
        var keyword: Int?
        for index in source.codeOffsets(from: parent + 1, to: open) {
            switch bytes[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "i"), UInt8(ascii: "d"), UInt8(ascii: "s"):
                let before = bytes[index - 1]
                guard depth == 0, !SourceText.isIdentifier(before), before != UInt8(ascii: "."), before != UInt8(ascii: "#") else { continue }
                let length = source.identifierRun(at: index).count
                if length == 2 && source.starts(with: "do", at: index) || length == 6 && source.starts(with: "switch", at: index)
                    || length == 2 && source.starts(with: "if", at: index) && source.word(before: index) != "else" { keyword = index }
            default: break
            }
        }
        guard let keyword, let statement = alternatives(at: keyword, in: source), statement.opens.contains(open) else { return nil }
        return statement
    }
}

private extension TimelineCompletion.Alternatives {
    /// A statement of blocks in a row: an `if` chain, a `do` and its `catch`es.
    init(blocks: [Range<Int>], exhaustive: Bool) {
        self.init(branches: blocks, exhaustive: exhaustive, end: blocks.last?.upperBound ?? 0, opens: blocks.map(\.lowerBound))
    }
}
