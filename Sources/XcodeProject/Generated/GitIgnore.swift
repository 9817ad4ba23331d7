import SharedData

/// The patterns of one `.gitignore`, matched as git matches them: `#` comments, `!` negation
/// (the last matching pattern wins), a trailing `/` for folders only, a pattern with a `/`
/// anchored to the file's folder, `*`, `?` and `**` across folders. Enough to tell whether a
/// file a clone lacks is one the repository keeps out on purpose; pure, no file access.
struct GitIgnore: Sendable {
    struct Pattern: Sendable {
        let segments: [Substring]
        let negated: Bool
        let folderOnly: Bool
        let anchored: Bool
        /// The line it is written on, for messages.
        let line: Int
    }

    let patterns: [Pattern]

    init(_ text: String) {
        var patterns: [Pattern] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw.trimmingWhitespace)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line = line.dropFirst() }
            let folderOnly = line.hasSuffix("/")
            if folderOnly { line = line.dropLast() }
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line = line.dropFirst() }
            let segments = line.split(separator: "/", omittingEmptySubsequences: true)
            guard !segments.isEmpty else { continue }
            patterns.append(Pattern(segments: segments, negated: negated, folderOnly: folderOnly, anchored: anchored, line: index + 1))
        }
        self.patterns = patterns
    }

    /// The last pattern matching `path` (relative to the `.gitignore`'s folder, components
    /// split), which decides: ignored unless it is negated; nil when none matches. A file
    /// matches when it or a folder above it does.
    func deciding(_ path: [Substring]) -> Pattern? {
        var decided: Pattern?
        for pattern in patterns {
            // A folder above the file matches any pattern; the file itself only one without a trailing '/'.
            let matches = (1...path.count).contains { length in
                (length < path.count || !pattern.folderOnly) && Self.matches(pattern, Array(path.prefix(length)))
            }
            if matches { decided = pattern }
        }
        return decided
    }

    private static func matches(_ pattern: Pattern, _ path: [Substring]) -> Bool {
        if pattern.anchored { return matches(pattern.segments[...], path[...]) }
        // A pattern without '/' matches the last component at any depth.
        return path.last.map { glob(pattern.segments[0], $0) } ?? false
    }

    private static func matches(_ segments: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = segments.first else { return path.isEmpty }
        if first == "**" {
            let rest = segments.dropFirst()
            return (0...path.count).contains { matches(rest, path.dropFirst($0)) }
        }
        guard let component = path.first, glob(first, component) else { return false }
        return matches(segments.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component; `[...]` is taken literally (rare in these files).
    static func glob(_ pattern: Substring, _ text: Substring) -> Bool {
        let pattern = Array(pattern.utf8), text = Array(text.utf8)
        var p = 0, t = 0, star: Int?, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                mark = t
                p += 1
            } else if let star {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
