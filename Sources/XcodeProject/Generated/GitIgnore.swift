import SharedData

/// The patterns of one `.gitignore`, read and matched as git reads and matches them (dir.c):
/// `#` starts a comment; trailing spaces are dropped unless escaped (`\ `); `!` negates; a
/// trailing `/` matches folders only; a pattern with no other `/` matches a name at any depth,
/// one with a `/` the path from the file's folder (a leading `/` only anchors); the rest is
/// `WildMatch`. Enough to tell whether a file a clone lacks is one the repository keeps out on
/// purpose; pure, no file access.
///
/// Outside data: at most `maximumPatterns` patterns of at most `maximumPatternBytes` bytes are
/// read from a file (longer lines are skipped), and matching costs the pattern's length times the
/// path's (docs/limits.md).
struct GitIgnore: Sendable {
    struct Pattern: Sendable {
        let negated: Bool
        let folderOnly: Bool
        /// No `/` but a trailing one: matched against each name, at any depth.
        let nameOnly: Bool
        /// Nil when the pattern is malformed and matches nothing.
        let matcher: WildMatch?
        /// The line it is written on, for messages.
        let line: Int
    }

    static let maximumPatterns = 4_096
    static let maximumPatternBytes = 1_024

    let patterns: [Pattern]

    init(_ text: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var patterns: [Pattern] = []
        for (index, raw) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard patterns.count < Self.maximumPatterns else { break }
            var line = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            guard let first = line.first, first != UInt8(ascii: "#"), line.count <= Self.maximumPatternBytes else { continue }
            line = Self.trimmingTrailingSpaces(line)
            let negated = first == UInt8(ascii: "!")
            if negated { line = line.dropFirst() }
            let folderOnly = line.last == UInt8(ascii: "/")
            if folderOnly { line = line.dropLast() }
            let nameOnly = !line.contains(UInt8(ascii: "/"))
            if !nameOnly, line.first == UInt8(ascii: "/") { line = line.dropFirst() }
            guard !line.isEmpty else { continue }
            patterns.append(Pattern(negated: negated, folderOnly: folderOnly, nameOnly: nameOnly, matcher: WildMatch(line), line: index + 1))
        }
        self.patterns = patterns
    }

    /// git's `trim_trailing_spaces`: the spaces at the end, unless the first is escaped.
    private static func trimmingTrailingSpaces(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var lastSpace: Int?
        var i = line.startIndex
        while i < line.endIndex {
            switch line[i] {
            case UInt8(ascii: " "):
                if lastSpace == nil { lastSpace = i }
            case UInt8(ascii: "\\"):
                i += 1
                guard i < line.endIndex else { return line }
                lastSpace = nil
            default:
                lastSpace = nil
            }
            i += 1
        }
        return lastSpace.map { line[..<$0] } ?? line
    }

    /// What decides a path: the pattern, and how many folders below the root its `.gitignore` is.
    struct Decision {
        let pattern: Pattern
        let depth: Int
    }

    /// The pattern that decides `path` (a file's components relative to the root), as git decides
    /// it: a folder on the way that a pattern excludes excludes everything in it, and nothing
    /// below can include it again; otherwise the deepest `.gitignore` with a pattern that matches
    /// decides, by its last such pattern (ignored unless that is negated). `ignores(d)` is the
    /// `.gitignore` of the folder `d` components deep, if any; it is asked for in order, and not
    /// below an excluded folder, as git reads them. `work` counts the automata's states visited.
    static func deciding(_ path: [Substring], ignores: (Int) -> GitIgnore?, work: inout Int) -> Decision? {
        var lists: [(depth: Int, ignore: GitIgnore, matches: [[Bool]])] = []
        for depth in 0..<path.count {
            if let ignore = ignores(depth) {
                lists.append((depth, ignore, ignore.patterns.map { $0.componentMatches(Array(path[depth...]), work: &work) }))
            }
            // The folder `path[...depth]` (the last step, the file itself).
            let isFile = depth == path.count - 1
            for list in lists.reversed() {
                let component = depth - list.depth
                guard let index = list.ignore.patterns.indices.last(where: { i in
                    list.matches[i][component] && (!isFile || !list.ignore.patterns[i].folderOnly)
                }) else { continue }
                let decision = Decision(pattern: list.ignore.patterns[index], depth: list.depth)
                if isFile || !decision.pattern.negated { return decision }
                break
            }
        }
        return nil
    }
}

extension GitIgnore.Pattern {
    /// For each of `path`'s components, whether the pattern matches the path up to it (or, for a
    /// name pattern, its name): one pass of the automaton over the path, `work` counting.
    func componentMatches(_ path: [Substring], work: inout Int) -> [Bool] {
        guard let matcher else { return [Bool](repeating: false, count: path.count) }
        if nameOnly { return path.map { matcher.matches($0.utf8, work: &work) } }
        let text = Array(path.joined(separator: "/").utf8)
        let prefixes = matcher.prefixMatches(text, work: &work)
        var ends: [Bool] = []
        var length = 0
        for component in path {
            length += component.utf8.count
            ends.append(prefixes[length])
            length += 1
        }
        return ends
    }
}
