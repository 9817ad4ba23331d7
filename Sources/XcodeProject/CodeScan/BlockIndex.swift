/// Each closed `{ }` block of a file's code, found in one pass with a stack, strings skipped as
/// `SourceText.block(at:)` skips them. Searching for a block's end from each start made a scan
/// quadratic where blocks nest deeply or are never closed (1 MiB of `if (Platform.isAndroid) {`,
/// each scanned to the end of the file: 60 s); with the index a block is one binary search.
/// Memory: 8 bytes a closed block (each at least 2 bytes of code) and, while it is built, 4 bytes
/// an open one: at most 4 bytes per byte of code.
struct BlockIndex: Sendable {
    /// Each closed block as its `{`'s offset (high 32 bits) and its end after the `}`, by `{`.
    private let blocks: [UInt64]
    /// Past this many bytes the offsets would not fit 32 bits; such a file (past every read
    /// limit) has no index and `block(at:)` finds no block.
    static let maximumBytes = Int(UInt32.max)

    init(_ bytes: [UInt8], language: SourceText.Language) {
        var blocks: [UInt64] = []
        guard bytes.count < Self.maximumBytes else { self.blocks = []; return }
        var open: [UInt32] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if language.opensString(byte) {
                index = SourceText.skipString(in: bytes, from: index, language: language) ?? bytes.count
                continue
            }
            if byte == UInt8(ascii: "{") {
                open.append(UInt32(index))
            } else if byte == UInt8(ascii: "}"), let start = open.popLast() {
                blocks.append(UInt64(start) << 32 | UInt64(index + 1))
            }
            index += 1
        }
        blocks.sort()
        self.blocks = blocks
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
}
