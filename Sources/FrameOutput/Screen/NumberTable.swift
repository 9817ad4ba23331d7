/// Small numbers for 64-bit keys, in one open-addressed table with a multiplicative hash. The
/// screen writer numbers the colours, looks and pen requirements of an update and looks them up a
/// few thousand times a step: a `Dictionary` hashes every key with a seeded SipHash, which cost
/// more than everything else a look-up did (docs/performance-journal.md).
struct NumberTable {
    /// Never a key: marks a free slot.
    private static let free = UInt64.max

    private var keys: [UInt64]
    private var values: [Int32]
    /// 64 less the bits of a slot's index: the top bits of the product are the best mixed.
    private var shift: UInt64
    private(set) var count = 0

    /// Room for `capacity` keys before the table grows.
    init(capacity: Int) {
        var slots = 16, bits: UInt64 = 4
        while slots < 2 * capacity { (slots, bits) = (2 * slots, bits + 1) }
        keys = [UInt64](repeating: Self.free, count: slots)
        values = [Int32](repeating: 0, count: slots)
        shift = 64 - bits
    }

    subscript(key: UInt64) -> Int? {
        var i = slot(key)
        while true {
            let found = keys[i]
            if found == key { return Int(values[i]) }
            if found == Self.free { return nil }
            i = (i + 1) & (keys.count - 1)
        }
    }

    /// Adds `key`, which the table does not hold (nor `UInt64.max`), with `value`.
    mutating func insert(_ value: Int, for key: UInt64) {
        if 2 * (count + 1) > keys.count { grow() }
        var i = slot(key)
        while keys[i] != Self.free { i = (i + 1) & (keys.count - 1) }
        keys[i] = key
        values[i] = Int32(value)
        count += 1
    }

    private func slot(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    private mutating func grow() {
        var bigger = NumberTable(capacity: keys.count)
        for (key, value) in zip(keys, values) where key != Self.free { bigger.insert(Int(value), for: key) }
        self = bigger
    }
}
