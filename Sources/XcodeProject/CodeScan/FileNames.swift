import Essentials

/// The files code writes in the group's container, by name: an App Intent's `data.write(to:)` in
/// the extension and the app's own writes (Swift's `write(to:)`, C#'s `File.WriteAllText`) are the
/// same file only when they name the same one (lead's decision 2). A write is named by the file
/// names its function's body holds: a literal (`"state.json"`), or a name whose definition
/// anywhere in the project holds one (`Settings.fromWidgetFile`, `WidgetConstants.FromAppFile`),
/// as the path is usually built a line or a helper call before the write.
enum FileNames {
    /// What a data file's name ends with: a group id (`group.com.example.app`) or a bundle id is no file.
    static let extensions: Set<String> = ["json", "plist", "txt", "dat", "data", "bin", "png", "jpg", "jpeg", "heic", "gif", "webp", "pdf",
                                          "csv", "xml", "yaml", "yml", "sqlite", "db", "realm", "store", "cache", "archive", "log", "md"]
    /// Names a body may hold: real functions name one or two.
    static let maximumNames = 16

    /// Whether a literal names a data file: a path whose last part ends with a known extension.
    static func isFileName(_ literal: String) -> Bool {
        guard literal.utf8.count <= 200, let last = literal.split(separator: "/").last, let dot = last.lastIndex(of: "."),
              last.startIndex < dot else { return false }
        return extensions.contains(last[last.index(after: dot)...].lowercased())
            && last.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
    }

    /// The file name a literal names: its last path part.
    static func name(_ literal: String) -> String { String(literal.split(separator: "/").last ?? Substring(literal)) }

    /// Per name, the file name its constant holds (`static let fromWidgetFile = "x.json"`,
    /// `public const string FromAppFile = "x.json";`), over the given texts (Swift and C# alike).
    /// Only a constant: a local `let url = dir.appendingPathComponent("x.json")` is its body's
    /// literal, and its name (`url`) names other files elsewhere.
    static func definitions(_ texts: [String]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for text in texts where text.utf8.contains(word: "=") {
            for line in text.split(separator: "\n") where line.contains("\"") && line.contains("=") {
                guard let equals = line.firstIndex(of: "=") else { continue }
                var value = line[line.index(after: equals)...].trimmingWhitespace
                if value.hasSuffix(";") { value.removeLast() }
                let literals = IntentInspection.stringLiterals(in: value)
                guard literals.count == 1, value.hasPrefix("\""), value.hasSuffix("\""), isFileName(literals[0]) else { continue }
                let names = [name(literals[0])]
                guard line[line.index(after: equals)...].first != "=",
                      let defined = line[..<equals].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last,
                      defined.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
                found[String(defined), default: []] += names
            }
        }
        return found
    }

    /// The file names a function body names: its literals that name files, and the names it uses
    /// whose definitions hold one; empty when it names none (a URL passed in).
    static func named(in body: String, definitions: [String: [String]]) -> [String] {
        var names = IntentInspection.stringLiterals(in: body).filter(isFileName).map(name)
        if !definitions.isEmpty {
            var word = ""
            for character in body + " " {
                if character.isLetter || character.isNumber || character == "_" { word.append(character); continue }
                if !word.isEmpty, let defined = definitions[word] { names += defined }
                word = ""
            }
        }
        return Array(OrderedSet(names).elements.prefix(maximumNames))
    }

    // MARK: C#

    nonisolated(unsafe) private static let csharpWrite =
        #/(?:\bFile\s*\.\s*(?:WriteAllText|WriteAllBytes|WriteAllLines|AppendAllText|AppendAllLines|Create|Copy|Move|Replace)(?:Async)?|\bnew\s+(?:FileStream|StreamWriter)|\.\s*Save)\s*\(/#

    /// Blocks climbed from a write when its own names no file (`if (path != null) { File.Write... }`).
    static let maximumClimb = 2

    /// The file names a C# file's writes name (`File.WriteAllText(path, json)` with `path` built
    /// from `WidgetConstants.FromAppFile` in the same method): each write's innermost block, or
    /// the one or two around it until one names a file.
    static func csharpWrites(_ text: String, definitions: [String: [String]]) -> [String] {
        guard text.utf8.contains(word: "File") || text.utf8.contains(word: "Save") || text.utf8.contains(word: "Stream") else { return [] }
        let source = SourceText(text, language: .csharp)
        let offsets = source.code.matches(of: csharpWrite).prefix(CodeScanner.maximumOccurrencesPerFile)
            .filter { !source.isInString($0.range.lowerBound) }.map { source.offset(of: $0.range.lowerBound) }
        guard !offsets.isEmpty else { return [] }
        var names: [String] = []
        for var block in source.innermostBlocks(around: offsets) {
            for _ in 0...maximumClimb {
                guard let current = block else { break }
                let found = named(in: source.text(current), definitions: definitions)
                if !found.isEmpty { names += found; break }
                block = current.lowerBound > 0 ? source.innermostBlocks(around: [current.lowerBound]).first ?? nil : nil
            }
        }
        return OrderedSet(names).elements
    }
}
