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
            if language.opensString(byte) {
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

