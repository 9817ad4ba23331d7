/// Byte ranges of a file (the blocks that run only on Android), merged where they overlap and
/// kept in order, so whether an offset lies in one is a binary search: asked of every call of a
/// file, a walk of every range made a scan quadratic in a file of many such blocks.
struct OffsetRanges: Sendable {
    private(set) var ranges: [Range<Int>] = []

    init(_ unordered: [Range<Int>]) {
        for range in unordered.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
    }

    func contains(_ offset: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }
}
