import Foundation
@testable import XcodeProject

/// A `.gitignore` from a pull request matched against a path, as the fuzz target `gitignore`
/// checks it: the input up to its first NUL byte is the path (a file 40 folders deep when there
/// is none), the rest the file. Nil when matching kept its bound: no more states visited than
/// twice each pattern's automaton (a node a byte of the pattern at most) times the path's length
/// (`WildMatch`), however the patterns nest `**`.
enum GitIgnoreFuzzing {
    static let deepPath = (0..<40).map { "d\($0)" }.joined(separator: "/") + "/Generated.xcconfig"

    static func match(_ data: Data) -> String? {
        let parts = data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts.count == 2 ? String(decoding: parts[0], as: UTF8.self) : deepPath
        let text = String(decoding: parts.last ?? Data(), as: UTF8.self)
        let components = path.split(separator: "/")
        guard !components.isEmpty else { return nil }
        let ignore = GitIgnore(text)
        var work = 0
        _ = GitIgnore.deciding(components, ignores: { $0 == 0 ? ignore : nil }, work: &work)
        let bytes = components.joined(separator: "/").utf8.count
        let bound = ignore.patterns.reduce(0) { total, pattern in
            total + 2 * ((pattern.matcher?.nodes.count ?? 0) + 1) * (bytes + components.count + 2)
        }
        return work <= bound ? nil : "\(work) states visited, past the bound \(bound) for \(ignore.patterns.count) patterns and a \(bytes)-byte path"
    }
}
