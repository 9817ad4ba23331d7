import Foundation
import ProjectFixtures
import RenderFixtures
import Testing
@testable import XcodeProject

/// `.gitignore` patterns are a pull request's data: matched as git matches them, in time bounded
/// by the pattern's length times the path's.
@Suite("gitignore matching")
struct GitIgnoreTests {
    /// The decision for a file `path` under `files` (folder → its `.gitignore`), as (file, line).
    static func decision(_ path: String, _ files: [String: String], work: inout Int) -> (source: String, line: Int)? {
        let components = path.split(separator: "/")
        let parsed = files.mapValues(GitIgnore.init)
        let decided = GitIgnore.deciding(components, ignores: { parsed[components[..<$0].joined(separator: "/")] }, work: &work)
        return decided.map { decision in
            let folder = components[..<decision.depth].joined(separator: "/")
            return ((folder.isEmpty ? "" : folder + "/") + ".gitignore", decision.pattern.line)
        }
    }

    static func ignored(_ path: String, _ files: [String: String]) -> Bool {
        let components = path.split(separator: "/")
        let parsed = files.mapValues(GitIgnore.init)
        var work = 0
        return GitIgnore.deciding(components, ignores: { parsed[components[..<$0].joined(separator: "/")] }, work: &work)
            .map { !$0.pattern.negated } ?? false
    }

    @Test("git's rules, case by case", arguments: [
        // (.gitignore, path, ignored)
        ("*.log", "a/b/c.log", true),
        ("/build", "build/x", true), ("/build", "a/build/x", false),
        ("build/", "a/build/x", true), ("build/", "a/build", false),
        ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true), ("a/**/b", "ab", false),
        ("**/foo", "x/y/foo", true), ("foo/**", "foo", false), ("foo/**", "foo/x/y", true),
        ("a**b", "axxb", true), ("a**b/c", "ax/yb/c", false),
        ("*", "a/b", true), ("!important.log\n*.log", "important.log", true), ("*.log\n!important.log", "important.log", false),
        // A folder excluded cannot be included again below it.
        ("out/\n!out/keep", "out/keep", true),
        ("\\#x", "#x", true), ("#x", "#x", false), ("\\!x", "!x", true),
        ("x\\ ", "x ", true), ("x  ", "x", true),
        ("[a-c]?", "bz", true), ("[!a-c]z", "bz", false), ("[[:digit:]]x", "7x", true), ("[[:nope:]]x", "7x", false),
        ("[]]x", "]x", true), ("[a", "[a", false), ("x\\", "x", false), ("\\[a]", "[a]", true),
        ("?", "é", false), ("d/*/f", "d/x/y/f", false), ("d/*/f", "d/x/f", true),
    ] as [(String, String, Bool)])
    func rules(ignore: String, path: String, expected: Bool) {
        #expect(Self.ignored(path, ["": ignore]) == expected, "\(String(reflecting: ignore)) on \(path)")
    }

    /// The issue's pattern took 50 s at six `**` and over 120 s at eight against a path 40
    /// folders deep (167,531,773 steps of the old matcher at six, 122 s in a debug build). The
    /// automaton visits at most (nodes + 1) states per byte of the path, plus its ε-closures.
    @Test("Matching costs at most the pattern's length times the path's", arguments: [2, 6, 8, 16, 64])
    func linear(stars: Int) {
        for depth in [10, 40, 80] {
            let pattern = "/" + String(repeating: "**/", count: stars) + "nomatch"
            let path = (0..<depth).map { "d\($0)" }.joined(separator: "/") + "/Generated.xcconfig"
            var work = 0
            #expect(Self.decision(path, ["": pattern], work: &work) == nil)
            let bound = 2 * (pattern.utf8.count + 1) * (path.utf8.count + 1)
            #expect(work <= bound, "\(stars) ** on \(depth) folders: \(work) steps, more than \(bound)")
        }
    }

    @Test("A .gitignore's patterns are read up to the limits: count and length")
    func bounded() {
        let many = (0..<(GitIgnore.maximumPatterns + 10)).map { "p\($0)" }.joined(separator: "\n")
        #expect(GitIgnore(many).patterns.count == GitIgnore.maximumPatterns)
        let long = String(repeating: "a", count: GitIgnore.maximumPatternBytes + 1) + "\nshort"
        #expect(GitIgnore(long).patterns.map(\.line) == [2])
    }

    // MARK: Against git

    /// Patterns made of the pieces git treats specially, at random but the same every run.
    static func randomPattern(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "b", "ab", "x.y", "*", "?", "**", "[ab]", "[!a]", "[a-b]", "[[:alpha:]]", "\\*", "a b", "B", "[]a]", "[^b]x"]
        var parts = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            (0..<Int.random(in: 1...2, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        if Bool.random(using: &random), Bool.random(using: &random) { parts.insert("**", at: Int.random(in: 0...parts.count, using: &random)) }
        var pattern = parts.joined(separator: "/")
        if Int.random(in: 0..<4, using: &random) == 0 { pattern = "/" + pattern }
        if Int.random(in: 0..<4, using: &random) == 0 { pattern += "/" }
        if Int.random(in: 0..<5, using: &random) == 0 { pattern = "!" + pattern }
        if Int.random(in: 0..<10, using: &random) == 0 { pattern += "  " }
        if Int.random(in: 0..<12, using: &random) == 0 { pattern = "#" + pattern }
        return pattern
    }

    /// Random trees of files with random `.gitignore`s at the root and in folders, each file's
    /// decision compared with `git check-ignore -v`'s (which file and line decide, or none).
    @Test("Every decision is git's on random patterns and paths", RequiredProgram.needed("git"))
    func sameAsGit() throws {
        let git = try #require(RequiredProgram.path("git"))
        var random = SeededGenerator(seed: 35)
        let names = ["a", "b", "ab", "x.y", "B", "a b", "*", "[a]", "ba"]
        var compared = 0, ignoredByGit = 0
        for round in 0..<60 {
            let scratch = try ScratchFolder()
            let root = scratch.url
            var folders: Set<String> = [""]
            var files: Set<String> = []
            for _ in 0..<40 {
                let depth = Int.random(in: 1...5, using: &random)
                let components = (0..<depth).map { _ in names.randomElement(using: &random)! }
                let path = components.joined(separator: "/")
                let parents = (1..<depth).map { components[..<$0].joined(separator: "/") }
                guard !files.contains(path), !folders.contains(path), parents.allSatisfy({ !files.contains($0) }) else { continue }
                folders.formUnion(parents)
                files.insert(path)
            }
            var ignores: [String: String] = [:]
            for folder in folders.sorted() where folder.isEmpty || Int.random(in: 0..<3, using: &random) == 0 {
                ignores[folder] = (0..<Int.random(in: 1...6, using: &random)).map { _ in Self.randomPattern(&random) }.joined(separator: "\n") + "\n"
            }
            for folder in folders { try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true) }
            for file in files { try Data().write(to: root.appendingPathComponent(file)) }
            for (folder, text) in ignores { try Data(text.utf8).write(to: root.appendingPathComponent(folder).appendingPathComponent(".gitignore")) }
            let theirs = try Self.checkIgnore(git, in: root, files.sorted())
            for file in files.sorted() {
                var work = 0
                let ours = Self.decision(file, ignores, work: &work)
                let expected = theirs[file] ?? nil
                #expect(ours?.source == expected?.source && ours?.line == expected?.line,
                        "round \(round): \(file): ours \(String(describing: ours)), git's \(String(describing: expected)); .gitignore files \(ignores)")
                compared += 1
                if expected != nil { ignoredByGit += 1 }
            }
        }
        // Not a comparison that holds because nothing matched.
        #expect(compared > 1_000 && ignoredByGit > compared / 5, "\(compared) compared, \(ignoredByGit) decided by a pattern")
    }

    /// `git check-ignore --no-index -v -n -z` on `paths`: each path's deciding file and line, nil when none.
    static func checkIgnore(_ git: String, in root: URL, _ paths: [String]) throws -> [String: (source: String, line: Int)?] {
        let initialised = Process()
        initialised.executableURL = URL(fileURLWithPath: git)
        initialised.arguments = ["init", "-q", root.path]
        try initialised.run()
        initialised.waitUntilExit()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["-C", root.path, "-c", "core.ignoreCase=false", "check-ignore", "--no-index", "-v", "-n", "-z", "--stdin"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(paths.map { $0 + "\0" }.joined().utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var result: [String: (source: String, line: Int)?] = [:]
        var i = 0
        while i + 3 < fields.count {
            let (source, line, path) = (fields[i], fields[i + 1], fields[i + 3])
            result[path] = source.isEmpty ? nil : (source, Int(line) ?? -1)
            i += 4
        }
        return result
    }
}
