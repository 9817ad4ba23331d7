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
        let roots = files.indices.filter { files[$0].text.firstMatch(of: entryPoint) != nil }
        guard !roots.isEmpty else { return [] }
        var byPath: [String: Int] = [:]
        for (index, file) in files.enumerated() { byPath[normalized(file.file)] = index }
        var reached = Set(roots), queue = roots
        while let index = queue.popLast() {
            let file = files[index]
            for uri in uris(in: file.text) {
                for target in resolve(uri, from: file.file, byPath: byPath) where reached.insert(target).inserted { queue.append(target) }
            }
        }
        return Set(files.indices).subtracting(reached)
    }

    /// A top-level `main` at the start of a line: `void main(`, `Future<void> main(`, `main(`.
    nonisolated(unsafe) private static let entryPoint =
        #/(?m)^(?:(?:void|dynamic|Future\s*<\s*void\s*>|FutureOr\s*<\s*void\s*>)\s+)?main\s*\(/#
    /// An `import`, `export` or `part` directive (not `part of`) up to its `;`.
    nonisolated(unsafe) private static let directive = #/(?m)^\s*(?:import|export|part)\s+(?!of\b)([^;]{1,600});/#
    nonisolated(unsafe) private static let quoted = #/['"]([^'"\n]+)['"]/#

    /// The URIs of a file's directives, each choice of a conditional import among them.
    private static func uris(in text: String) -> [String] {
        guard text.utf8.contains(word: "import") || text.utf8.contains(word: "export") || text.utf8.contains(word: "part") else { return [] }
        return text.matches(of: directive).flatMap { match in match.1.matches(of: quoted).map { String($0.1) } }
    }

    /// The files a URI names: `dart:` none, `package:p/x.dart` every file ending in `lib/x.dart`,
    /// else the path relative to the importing file's folder.
    private static func resolve(_ uri: String, from file: String, byPath: [String: Int]) -> [Int] {
        if uri.hasPrefix("dart:") { return [] }
        if uri.hasPrefix("package:") {
            guard let slash = uri.firstIndex(of: "/") else { return [] }
            let path = "lib/" + uri[uri.index(after: slash)...]
            return byPath.compactMap { key, index in key == path || key.hasSuffix("/" + path) ? index : nil }
        }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return byPath[normalized(folder.isEmpty ? uri : folder + "/" + uri)].map { [$0] } ?? []
    }

    /// A path with `.` and `..` parts resolved.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
