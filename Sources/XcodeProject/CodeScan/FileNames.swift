import Essentials

/// The files code writes in the group's container, by name: an App Intent's `data.write(to:)` in
/// the extension and the app's own writes (Swift's `write(to:)`, C#'s `File.WriteAllText`) are the
/// same file only when they name the same one (lead's decision 2). A write is named by the file
/// names its function's body holds: a literal (`"state.json"`), or a name whose definition in the
/// project holds one (`Settings.fromWidgetFile`, `WidgetConstants.FromAppFile`: that type's), as
/// the path is usually built a line or a helper call before the write.
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

    /// The project's constants that hold a file name (`static let fromWidgetFile = "x.json"`,
    /// `public const string FromAppFile = "x.json";`), as the symbol tables (Swift's, a .NET app's
    /// C#) hold their declarations: each by its own name (never its declared type's, `: String`)
    /// and the type that owns it, so `Files.latest` is `Files`'s constant and not another type's
    /// `latest`. Only a definition whose whole value is a literal: a local `let url =
    /// dir.appendingPathComponent("x.json")` is its body's literal, and its name (`url`) names
    /// other files elsewhere.
    struct Definitions {
        let tables: [SymbolTable]

        init(_ tables: [SymbolTable]) { self.tables = tables }

        static let none = Definitions([])

        /// The file names `name` holds, written after `qualifier` (`Files.latest`: `Files`): that
        /// type's (or what it inherits) when it has one of the name, else every definition of it.
        func files(_ name: String, qualifier: String?) -> [String] {
            tables.flatMap { table in
                let owned = qualifier.map { table.members(name, of: $0) } ?? []
                return (owned.isEmpty ? table.definitions(named: name) : owned).compactMap { id -> String? in
                    let found = table.definition(id)
                    guard found.expressions.count == 1, found.kind == .constant || found.kind == .variable || found.kind == .enumCase,
                          let literal = SourceText.literal(found.expressions[0].text, language: table.files[id.file].source.language),
                          isFileName(literal) else { return nil }
                    return FileNames.name(literal)
                }
            }
        }
    }

    /// The file names a function body names: its literals that name files, and the names it uses
    /// (with the type written before them, `Files.latest`) whose definitions hold one; empty when
    /// it names none (a URL passed in).
    static func named(in body: String, definitions: Definitions) -> [String] {
        var names = IntentInspection.stringLiterals(in: body).filter(isFileName).map(name)
        if !definitions.tables.isEmpty {
            // The word before a `.` (spaces around it allowed) qualifies the next; anything else
            // between two words (`f().latest`) leaves the next unqualified.
            var word = "", previous: String?, qualified = false
            for character in body + " " {
                if character.isLetter || character.isNumber || character == "_" { word.append(character); continue }
                if !word.isEmpty {
                    names += definitions.files(word, qualifier: qualified ? previous : nil)
                    previous = word
                    qualified = false
                    word = ""
                }
                if character == "." {
                    qualified = previous != nil
                } else if !character.isWhitespace {
                    previous = nil
                    qualified = false
                }
            }
        }
        return Array(OrderedSet(names).elements.prefix(maximumNames))
    }

    // MARK: C#

    nonisolated(unsafe) private static let csharpWrite =
        #/(?:\bFile\s*\.\s*(?:WriteAllText|WriteAllBytes|WriteAllLines|AppendAllText|AppendAllLines|Create|Copy|Move|Replace)(?:Async)?|\bnew\s+(?:FileStream|StreamWriter)|\.\s*Save)\s*\(/#.wordBoundaryKind(.simple)

    /// Blocks climbed from a write when its own names no file (`if (path != null) { File.Write... }`).
    static let maximumClimb = 2

    /// The file names a C# file's writes name (`File.WriteAllText(path, json)` with `path` built
    /// from `WidgetConstants.FromAppFile` in the same method): each write's innermost block, or
    /// the one or two around it until one names a file.
    static func csharpWrites(_ text: String, file: String, definitions: Definitions) -> [String] {
        guard text.utf8.contains(word: "File") || text.utf8.contains(word: "Save") || text.utf8.contains(word: "Stream") else { return [] }
        let source = SourceText(text, language: .csharp, file: file)
        let offsets = source.capped(source.code.matches(of: csharpWrite))
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
