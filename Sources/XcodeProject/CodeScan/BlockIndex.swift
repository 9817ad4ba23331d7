/// Each closed `{ }` block of a file's code, found in one pass with a stack over its code
/// (`SourceText.codeOffsets`), strings skipped. Searching for a block's end from each start made a scan
/// quadratic where blocks nest deeply or are never closed (1 MiB of `if (Platform.isAndroid) {`,
/// each scanned to the end of the file: 60 s); with the index a block is one binary search.
/// Memory: 8 bytes a closed block (each at least 2 bytes of code) and 4 bytes a brace never
/// closed: at most 4 bytes per byte of code.
struct BlockIndex: Sendable {
    /// Each closed block as its `{`'s offset (high 32 bits) and its end after the `}`, by `{`.
    private let blocks: [UInt64]
    /// The `{`s never closed, ascending: each runs to the end of the file.
    private let unclosed: [UInt32]
    /// Past this many bytes the offsets would not fit 32 bits; such a file (past every read
    /// limit) has no index and `block(at:)` finds no block.
    static let maximumBytes = Int(UInt32.max)

    init(_ bytes: [UInt8], code: SourceText.CodeOffsets) {
        var blocks: [UInt64] = []
        guard bytes.count < Self.maximumBytes else { self.blocks = []; unclosed = []; return }
        var open: [UInt32] = []
        for index in code {
            if bytes[index] == UInt8(ascii: "{") {
                open.append(UInt32(index))
            } else if bytes[index] == UInt8(ascii: "}"), let start = open.popLast() {
                blocks.append(UInt64(start) << 32 | UInt64(index + 1))
            }
        }
        blocks.sort()
        self.blocks = blocks
        unclosed = open
    }

    /// The block whose `{` is at `start`, as byte offsets; nil when none is there or it is never closed.
    func block(at start: Int) -> Range<Int>? {
        guard start >= 0, start < Self.maximumBytes else { return nil }
        let key = UInt64(start) << 32
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < blocks.count, blocks[low] >> 32 == UInt64(start) else { return nil }
        return start..<Int(blocks[low] & 0xFFFF_FFFF)
    }

    /// The innermost block around each offset (nil: at the top of the file; a `{` never closed
    /// runs to `count`, the end of the file), as a pass over the code with a stack of open
    /// braces finds it: the block whose `{` comes before the offset and whose `}` not before it.
    /// Read from the index, sweeping the blocks and the offsets in order (blocks nest: a brace
    /// never closed is open around everything after it), so the code is not read again.
    func innermost(around offsets: [Int], count: Int) -> [Range<Int>?] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var found: [Range<Int>?] = Array(repeating: nil, count: offsets.count)
        // The blocks open at the offset being answered, outermost first; a never-closed one ends at Int.max.
        var around: [Range<Int>] = []
        var nextBlock = 0, nextUnclosed = 0
        for position in order {
            let offset = offsets[position]
            guard offset <= count else { break }
            while true {
                let block = nextBlock < blocks.count ? Int(blocks[nextBlock] >> 32) : Int.max
                let open = nextUnclosed < unclosed.count ? Int(unclosed[nextUnclosed]) : Int.max
                let start = min(block, open)
                guard start < offset else { break }
                while let last = around.last, last.upperBound <= start { around.removeLast() }
                if block < open {
                    around.append(block..<Int(blocks[nextBlock] & 0xFFFF_FFFF))
                    nextBlock += 1
                } else {
                    around.append(open..<Int.max)
                    nextUnclosed += 1
                }
            }
            while let last = around.last, last.upperBound <= offset { around.removeLast() }
            found[position] = around.last.map { $0.lowerBound..<min($0.upperBound, count) }
        }
        return found
    }
}
