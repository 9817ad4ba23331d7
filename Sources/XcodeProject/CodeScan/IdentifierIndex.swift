/// A source's identifier starts grouped by the identifier's first byte and length, laid out flat
/// (one array of starts, one of where each group begins): a word is looked for only among the
/// identifiers that begin as it does and are as long, in ascending order within a group.
struct IdentifierIndex {
    /// 256 groups: a word's group is its first byte and length mixed (collisions only cost reads).
    private static let groupCount = 256
    private let groupStarts: [UInt32]
    private let starts: [UInt32]

    static func group(first: UInt8, length: Int) -> Int {
        (Int(first) &* 31 &+ length) & (groupCount - 1)
    }

    init(_ bytes: [UInt8], starts identifierStarts: [UInt32], lengths: [Int]) {
        var counts = [UInt32](repeating: 0, count: Self.groupCount + 1)
        let groups = zip(identifierStarts, lengths).map { Self.group(first: bytes[Int($0)], length: $1) }
        for group in groups { counts[group + 1] += 1 }
        for group in 0..<Self.groupCount { counts[group + 1] += counts[group] }
        var next = counts
        var starts = [UInt32](repeating: 0, count: identifierStarts.count)
        for (start, group) in zip(identifierStarts, groups) {
            starts[Int(next[group])] = start
            next[group] += 1
        }
        groupStarts = counts
        self.starts = starts
    }

    /// The starts of the identifiers in `group`, ascending.
    func starts(inGroup group: Int) -> ArraySlice<UInt32> {
        starts[Int(groupStarts[group])..<Int(groupStarts[group + 1])]
    }

    /// The length of the identifier starting at `start`.
    func length(at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start + 1
        while end < text.count, SourceText.isIdentifier(text[end]) { end += 1 }
        return end - start
    }
}
