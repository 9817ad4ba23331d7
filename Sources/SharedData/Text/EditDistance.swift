/// Edit distance over characters, for "did you mean" hints: group spellings (`GroupSpelling`),
/// doctor's on group identifiers, the command line's on commands, options and their values.
public enum EditDistance {
    /// Levenshtein distance: how many insertions, deletions and substitutions turn one string into
    /// the other; with `swapsCountOne`, two neighbours swapped count as one edit (optimal string
    /// alignment), as a typist's commonest slip (`redner`) deserves.
    public static func between(_ a: String, _ b: String, swapsCountOne: Bool = false) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if swapsCountOne, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// At most this many edits count as a typo of an identifier rather than another name.
    public static let typoLimit = 2

    /// The name `typed` most likely meant, as git and swift-argument-parser suggest one: the only
    /// name it begins (`snap` for `snapshot`), else the nearest within one edit (a swap counting
    /// as one), two from 7 characters on and three from 12, the first listed among equals. Nil
    /// when nothing is that close, so an unrelated word gets no hint.
    public static func nearest(to typed: String, among names: [String]) -> String? {
        guard !typed.isEmpty, !names.contains(typed) else { return nil }
        let extending = names.filter { $0.hasPrefix(typed) }
        if extending.count == 1, typed.count >= 2 { return extending[0] }
        let limit = typed.count < 7 ? 1 : typed.count < 12 ? 2 : 3
        let near = names.map { ($0, between(typed.lowercased(), $0.lowercased(), swapsCountOne: true)) }.filter { $0.1 <= limit }
        return near.min { $0.1 < $1.1 }?.0
    }
}
