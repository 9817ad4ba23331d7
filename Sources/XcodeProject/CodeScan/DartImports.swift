import Essentials

/// The Dart files of an app's `lib/` that no entry point reaches through imports, exports and
/// parts. Flutter compiles into the app only the libraries its `main` reaches, so a file nothing
/// imports never runs: its home_widget calls are no one's (round 12 atomic-blend+app: home_widget's
/// counter example copied into `lib/` and imported by nothing gave two PROBLEMs whose fixes edit
/// dead code). Entry points are the files declaring a top-level `main` (`lib/main.dart`, a
/// flavor's `main_dev.dart`); where none is read, every file counts as reached. A `package:`
/// URI reaches each file read whose path ends in `lib/` and the URI's path (any package: the
/// app's name in pubspec.yaml is not needed to stay on the safe side); a conditional import
/// reaches each of its choices.
enum DartImports {
    /// Indices of `files` (paths as shown, relative to one another) that no entry point reaches.
    static func unreached(_ files: [(text: String, file: String)]) -> Set<Int> {
        let roots = files.indices.filter { files[$0].text.utf8.contains(word: "main") && files[$0].text.firstMatch(of: entryPoint) != nil }
        guard !roots.isEmpty else { return [] }
        var byPath: [String: Int] = [:], byPackagePath: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            let path = normalized(file.file)
            byPath[path] = index
            // Each path after a `lib` folder, as a `package:` URI names it: found in one lookup, not
            // by comparing every file with every import (a 1,700-file app took a quarter longer).
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            for (position, part) in parts.enumerated() where part == "lib" && position + 1 < parts.count {
                byPackagePath[parts[(position + 1)...].joined(separator: "/"), default: []].append(index)
            }
        }
        var reached = Set(roots), queue = roots
        while let index = queue.popLast() {
            let file = files[index]
            for uri in uris(in: file.text) {
                for target in resolve(uri, from: file.file, byPath: byPath, byPackagePath: byPackagePath) where reached.insert(target).inserted {
                    queue.append(target)
                }
            }
        }
        return Set(files.indices).subtracting(reached)
    }

    /// A top-level `main` at the start of a line: `void main(`, `Future<void> main(`, `main(`.
    nonisolated(unsafe) private static let entryPoint =
        #/(?m)^(?:(?:void|dynamic|Future\s*<\s*void\s*>|FutureOr\s*<\s*void\s*>)\s+)?main\s*\(/#
    nonisolated(unsafe) private static let quoted = #/['"]([^'"\n]+)['"]/#

    /// The URIs of a file's `import`, `export` and `part` directives (not `part of`), each choice of
    /// a conditional import among them. Dart puts every directive before the file's first
    /// declaration, so the lines are read only that far (comments, `library` and annotations
    /// passed over), not the whole file.
    private static func uris(in text: String) -> [String] {
        var found: [String] = [], statement = "", inComment = false
        // `\r\n` is one Character: split on every line break, Windows' too.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingWhitespace
            if inComment || trimmed.hasPrefix("/*") {
                inComment = !trimmed.contains("*/")
                continue
            }
            if statement.isEmpty {
                if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("@") || trimmed.hasPrefix("library") { continue }
                let word = trimmed.prefix { $0.isLetter }
                guard ["import", "export", "part"].contains(word), !trimmed.hasPrefix("part of") else { break }
            }
            statement += trimmed + " "
            guard trimmed.contains(";") || statement.utf8.count > 600 else { continue }
            found += statement.matches(of: quoted).map { String($0.1) }
            statement = ""
        }
        return found
    }

    /// The files a URI names: `dart:` none, `package:p/x.dart` every file ending in `lib/x.dart`,
    /// else the path relative to the importing file's folder.
    private static func resolve(_ uri: String, from file: String, byPath: [String: Int], byPackagePath: [String: [Int]]) -> [Int] {
        if uri.hasPrefix("dart:") { return [] }
        if uri.hasPrefix("package:") {
            guard let slash = uri.firstIndex(of: "/") else { return [] }
            return byPackagePath[normalized(String(uri[uri.index(after: slash)...]))] ?? []
        }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return byPath[normalized(folder.isEmpty ? uri : folder + "/" + uri, floor: libraryRoot(of: file))].map { [$0] } ?? []
    }

    /// The `lib/` folder holding a file, as shown (its last `lib` part): a file there is a library
    /// of its package, its URI `package:app/...`, and a `..` never climbs above the package's
    /// `lib/` (round 16 unustasis: `lib/main.dart` imports `'../background/widget_handler.dart'`,
    /// which Dart reads as `package:unustasis/background/widget_handler.dart`, lib/background/'s;
    /// taken as a file beside lib/, the handler went unreached, its writes dead: 14 false PROBLEMs).
    private static func libraryRoot(of file: String) -> String? {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard let lib = parts.dropLast().lastIndex(of: "lib") else { return nil }
        return parts[...lib].joined(separator: "/")
    }

    /// A path with `.` and `..` parts resolved; below `floor` (a folder of the path), a `..` that
    /// would climb above it is dropped, as a package URI's past its package's root is.
    private static func normalized(_ path: String, floor: String? = nil) -> String {
        var parts: [Substring] = []
        var rest = path[...]
        // The floor's own parts are kept as written (`../lib` shown from ios/).
        if let floor, path.hasPrefix(floor + "/") {
            parts = floor.split(separator: "/", omittingEmptySubsequences: false)
            rest = path.dropFirst(floor.count + 1)
        }
        let floorParts = parts.count
        for part in rest.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", floorParts > 0, parts.count <= floorParts { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
