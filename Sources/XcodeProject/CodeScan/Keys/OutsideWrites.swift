import Essentials

/// Keys written into a group from outside the app: a `defaults write group.ID KEY ...` command (on
/// a Mac, or in a simulator through `xcrun simctl spawn booted defaults write ...`) written in the
/// project's Swift, Objective-C, Dart or JavaScript files, comments and strings included (shell
/// scripts and READMEs are not read for it): a channel a developer's tool feeds, not data
/// the app owes the widget (held-out daneden+Solstice: a screenshot host writes `captureCommand`,
/// which its Debug-only code reads; "no code writes it" sent the app to write it itself). A
/// domain that is no App Group (`defaults write com.apple.dock ...`) writes no group's key.
enum OutsideWrites {
    /// Commands read per file: a repository documents a few.
    static let maximumCommands = 32

    /// The keys `defaults write` commands in `text` write into an App Group, with their lines.
    static func keys(in text: String) -> [(key: String, line: Int)] {
        guard text.utf8.contains(word: "defaults write") else { return [] }
        var found: [(key: String, line: Int)] = []
        var search = text[...]
        while found.count < maximumCommands, let range = search.firstRange(of: "defaults write") {
            search = search[range.upperBound...]
            // The command's words up to the line's end: the domain, then the key.
            let words = search.prefix { $0 != "\n" }.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(unquoted)
            guard words.count >= 2, words[0].hasPrefix("group."), let first = words[1].first, first.isLetter || first == "_" else { continue }
            found.append((words[1], text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }))
        }
        return found
    }

    /// A word without the quotes around it (`'captureCommand'`).
    private static func unquoted(_ word: Substring) -> String {
        let quotes: Set<Character> = ["'", "\""]
        return String(word.drop { quotes.contains($0) }.reversed().drop { quotes.contains($0) }.reversed())
    }
}
