extension SourceText {
    /// The innermost `{ }` block around each offset (nil: at the top of the file), strings
    /// skipped; a block never closed runs to the end. Read from the blocks found once (`BlockIndex`):
    /// a pass over the code for each call, with a dictionary of the blocks' ends, was a twentieth
    /// of the code scan (issue 41).
    func innermostBlocks(around offsets: [Int]) -> [Range<Int>?] {
        blocks.innermost(around: offsets, count: bytes.count)
    }
}

