/// A pattern of git's `wildmatch` (wildmatch.c, with `WM_PATHNAME`, as `.gitignore` patterns are
/// matched) run as an automaton: time bounded by the pattern's length times the text's, where
/// git's own backtracking took minutes on `/**/**/**/**/**/**/x` against a path 40 folders deep.
///
/// git's rules, on bytes: `?` is any byte but `/`; `*` any run of bytes without `/`; `**` as a
/// whole component (after `/` or at the start, before `/` or at the end) any run of bytes, and
/// `**/` also no folder at all; `**` elsewhere is `*`; `[...]` one byte of a set (`!` or `^` first
/// negates it; ranges `a-z`; classes `[:alpha:]` and the rest of POSIX's, ASCII only; `]` first is
/// a member), never `/`; `\x` is `x`. A set that never closes, an unknown class or a trailing `\`
/// make a pattern that matches nothing, as wildmatch's `WM_ABORT_ALL` does. Case-sensitive, as
/// git is unless `core.ignoreCase` is set.
struct WildMatch: Sendable {
    /// One step of the automaton; each consumes one byte but `choice`, which consumes none.
    enum Node: Sendable {
        /// Goes on to the next node, or past it to `to`, without a byte: `**/` matching no folder.
        case choice(to: Int)
        case byte(UInt8)
        /// `?`: any byte but `/`.
        case anyButSlash
        /// `[...]`: a byte of the set (or not, negated), never `/`.
        case set(ByteSet, negated: Bool)
        /// `*`: any bytes but `/`, any number of them.
        case star
        /// `**` as a whole component: any bytes, any number of them.
        case everything
    }

    let nodes: [Node]

    /// Nil when the pattern is malformed and matches nothing.
    init?(_ pattern: some Collection<UInt8>) {
        let p = Array(pattern)
        var nodes: [Node] = []
        var i = 0
        while i < p.count {
            switch p[i] {
            case UInt8(ascii: "\\"):
                guard i + 1 < p.count else { return nil }
                nodes.append(.byte(p[i + 1]))
                i += 2
            case UInt8(ascii: "?"):
                nodes.append(.anyButSlash)
                i += 1
            case UInt8(ascii: "*"):
                var end = i
                while end < p.count, p[end] == UInt8(ascii: "*") { end += 1 }
                let startsComponent = i == 0 || p[i - 1] == UInt8(ascii: "/")
                let slashNext = end < p.count && p[end] == UInt8(ascii: "/")
                let escapedSlashNext = end + 1 < p.count && p[end] == UInt8(ascii: "\\") && p[end + 1] == UInt8(ascii: "/")
                guard end - i >= 2, startsComponent, end == p.count || slashNext || escapedSlashNext else {
                    nodes.append(.star)
                    i = end
                    continue
                }
                i = end
                if slashNext {
                    // `**/`: any bytes then `/`, or nothing at all.
                    nodes.append(.choice(to: nodes.count + 3))
                    nodes.append(.everything)
                    nodes.append(.byte(UInt8(ascii: "/")))
                    i += 1
                } else {
                    nodes.append(.everything)
                }
            case UInt8(ascii: "["):
                guard let (set, negated, end) = Self.set(p, at: i) else { return nil }
                nodes.append(.set(set, negated: negated))
                i = end
            default:
                nodes.append(.byte(p[i]))
                i += 1
            }
        }
        self.nodes = nodes
    }

    /// For every length of a prefix of `text`, whether the pattern matches that prefix whole;
    /// `work` counts the states visited, `nodes.count + 1` a byte at most.
    func prefixMatches(_ text: some Collection<UInt8>, work: inout Int) -> [Bool] {
        var active = [Bool](repeating: false, count: nodes.count + 1)
        active[0] = true
        close(&active, work: &work)
        var ends = [active[nodes.count]]
        ends.reserveCapacity(text.count + 1)
        var next = active
        var any = true
        for byte in text {
            guard any else {
                ends.append(false)
                continue
            }
            for i in next.indices { next[i] = false }
            for (i, node) in nodes.enumerated() where active[i] {
                work += 1
                switch node {
                case let .byte(expected): if byte == expected { next[i + 1] = true }
                case .anyButSlash: if byte != UInt8(ascii: "/") { next[i + 1] = true }
                case let .set(set, negated): if byte != UInt8(ascii: "/"), set.contains(byte) != negated { next[i + 1] = true }
                case .star: if byte != UInt8(ascii: "/") { next[i] = true }
                case .everything: next[i] = true
                case .choice: break
                }
            }
            close(&next, work: &work)
            swap(&active, &next)
            any = active.contains(true)
            ends.append(active[nodes.count])
        }
        return ends
    }

    /// Whether the pattern matches all of `text`.
    func matches(_ text: some Collection<UInt8>, work: inout Int) -> Bool {
        prefixMatches(text, work: &work).last ?? false
    }

    /// The states reachable without a byte: past a star, and both ways of a choice. Every ε-move
    /// leads forward, so one pass in order closes the set.
    private func close(_ states: inout [Bool], work: inout Int) {
        for (i, node) in nodes.enumerated() where states[i] {
            work += 1
            switch node {
            case .star, .everything: states[i + 1] = true
            case let .choice(target):
                states[i + 1] = true
                states[target] = true
            default: break
            }
        }
    }

    /// The set at `start` (`[`), as wildmatch reads one, and where the pattern goes on; nil when
    /// it is malformed.
    private static func set(_ p: [UInt8], at start: Int) -> (ByteSet, Bool, Int)? {
        var k = start + 1
        guard k < p.count else { return nil }
        let negated = p[k] == UInt8(ascii: "!") || p[k] == UInt8(ascii: "^")
        if negated { k += 1 }
        var set = ByteSet()
        // The byte before, for a range; none after a range or a class.
        var previous: UInt8?
        while true {
            guard k < p.count else { return nil }
            let byte = p[k]
            if byte == UInt8(ascii: "\\") {
                k += 1
                guard k < p.count else { return nil }
                set.insert(p[k])
                previous = p[k]
            } else if byte == UInt8(ascii: "-"), let low = previous, k + 1 < p.count, p[k + 1] != UInt8(ascii: "]") {
                k += 1
                var high = p[k]
                if high == UInt8(ascii: "\\") {
                    k += 1
                    guard k < p.count else { return nil }
                    high = p[k]
                }
                if low <= high { set.insert(low...high) }
                previous = nil
            } else if byte == UInt8(ascii: "["), k + 1 < p.count, p[k + 1] == UInt8(ascii: ":") {
                let nameStart = k + 2
                var close = nameStart
                while close < p.count, p[close] != UInt8(ascii: "]") { close += 1 }
                guard close < p.count else { return nil }
                if close - nameStart < 1 || p[close - 1] != UInt8(ascii: ":") {
                    // No `:]`: the `[` is a member like any other, and reading goes on after it.
                    set.insert(byte)
                    previous = byte
                } else {
                    guard let members = ByteSet.posixClass(p[nameStart..<(close - 1)]) else { return nil }
                    set.formUnion(members)
                    previous = nil
                    k = close
                }
            } else {
                set.insert(byte)
                previous = byte
            }
            k += 1
            guard k < p.count else { return nil }
            if p[k] == UInt8(ascii: "]") { return (set, negated, k + 1) }
        }
    }
}

/// A set of bytes, 256 bits.
struct ByteSet: Sendable, Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    mutating func insert(_ bytes: ClosedRange<UInt8>) {
        for byte in bytes { insert(byte) }
    }

    mutating func formUnion(_ other: ByteSet) {
        words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
    }

    static func == (lhs: ByteSet, rhs: ByteSet) -> Bool { lhs.words == rhs.words }

    /// A POSIX class by name, as git's own ctype has it (ASCII only); nil for an unknown name.
    static func posixClass(_ name: some Collection<UInt8>) -> ByteSet? {
        let test: (UInt8) -> Bool
        switch String(decoding: name, as: UTF8.self) {
        case "alnum": test = { isAlpha($0) || isDigit($0) }
        case "alpha": test = isAlpha
        case "blank": test = { $0 == 0x20 || $0 == 0x09 }
        case "cntrl": test = { $0 < 0x20 || $0 == 0x7F }
        case "digit": test = isDigit
        case "graph": test = { (0x21...0x7E).contains($0) }
        case "lower": test = { (0x61...0x7A).contains($0) }
        case "print": test = { (0x20...0x7E).contains($0) }
        case "punct": test = { (0x21...0x7E).contains($0) && !isAlpha($0) && !isDigit($0) }
        case "space": test = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        case "upper": test = { (0x41...0x5A).contains($0) }
        case "xdigit": test = { isDigit($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
        default: return nil
        }
        var set = ByteSet()
        for byte in UInt8(0)...UInt8(127) where test(byte) { set.insert(byte) }
        return set
    }

    private static func isAlpha(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
