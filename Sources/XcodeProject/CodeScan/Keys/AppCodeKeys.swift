import Essentials

/// The key writes of the app's Kotlin and C# (`BindingKeyScanner`), each key resolved through the
/// definitions of every file of its language (a Multiplatform app names its keys by constants of
/// `commonMain`), and those files, whose string literals are mentions of keys as in Swift.
struct AppCodeKeys {
    var writes: [KeyAccess] = []
    /// The files, parsed, for the mentions of a key (`KeyInspection.mentions`).
    var sources: [(source: SourceText, file: String)] = []
    /// The languages whose writes were read whole: some write was found and every key written is
    /// known (or built from a known head or tail). Their code writes no other key through these
    /// calls, so the widget's reads are held to it; a language whose code writes through names
    /// not followed (or through another library) stays a writer of unknown keys.
    var read: Set<CodeRoot.Language> = []

    init() {}

    /// `sources`: every file the code scan read; `tables`: its definitions by language.
    init(_ sources: [CodeScanner.Source], tables: [CodeOccurrence.Language: SymbolTable]) {
        for (language, shown) in [(CodeOccurrence.Language.kotlin, CodeRoot.Language.kotlin), (.csharp, .cSharp)] {
            let files = sources.filter { $0.language == language }
            guard !files.isEmpty, let table = tables[language] else { continue }
            var resolvedAll = true, found = false
            for (index, file) in files.enumerated() {
                self.sources.append((file.parsed, file.file))
                for write in BindingKeyScanner.writes(file.parsed) {
                    found = true
                    let values = table.values(of: write.expression, file: index, offset: write.offset).compactMap { value in value.literal.map { (value, $0) } }
                    // Kotlin's string templates are Dart's (`"item_$id"`, `"${name}_state"`).
                    let parts = values.isEmpty && language == .kotlin ? KeySyntax.interpolation(write.expression, language: .dart) : nil
                    if values.isEmpty, parts == nil { resolvedAll = false }
                    let keys: [(key: String?, at: String?)] = values.isEmpty ? [(nil, nil)]
                        : values.map { value, literal in (literal, value.place.flatMap { $0.isDefinition ? $0.shown : nil }) }
                    for (key, at) in keys {
                        writes.append(KeyAccess(role: .write, language: language == .kotlin ? .kotlin : .csharp, call: write.call, key: key,
                                                expression: DartScanner.shortened(write.expression), prefix: parts?.head, suffix: parts?.tail,
                                                type: write.type, suite: write.suite, file: file.file, line: write.line, definedAt: at))
                    }
                }
            }
            if found, resolvedAll { read.insert(shown) }
        }
    }
}
