import Essentials

/// Scans a project's code in every language it is written in and resolves what each call is
/// given through the project's definitions (`SymbolTable`): a literal, a constant in any file, a
/// member of a namespace, an enum's raw value, a parameter through its callers, a variable
/// through every value it is given, or the running bundle's Info.plist key or identifier, which
/// `CodeValueExpansion` settles per target.
public enum CodeScanner {
    /// Matches of one call kept per file: far more than any real file holds.
    static let maximumOccurrencesPerFile = 500
    /// Declarations kept per file (types, functions, properties with bodies): a generated file of
    /// a real app declares thousands (Home Assistant's SwiftGen `Strings.swift`, 528 KB: 4,245;
    /// Pocket Casts' `ThemeColor.swift`: 606 functions), a file of the largest read (1 MiB) at
    /// that density about 8,500.
    static let maximumDeclarationsPerFile = 10_000

    /// One call found in a file, before what it is given is resolved.
    struct Use {
        let kind: CodeOccurrence.Kind
        let call: String
        /// The argument as written; nil when the call takes none (a home_widget data call).
        let expression: String?
        /// Where the argument starts (the call's place when there is none): names resolve from here.
        let offset: Int
        /// The line of the call.
        let line: Int
        /// For a widget kind: the `Widget` type whose configuration it is.
        var widget: String?
    }

    /// A file to scan, parsed once: the run's other readers of the file share `parsed`.
    struct Source {
        let text: String
        let file: String
        let parsed: SourceText
        var language: CodeOccurrence.Language { parsed.language }

        init(text: String, file: String, language: CodeOccurrence.Language) {
            self.text = text
            self.file = file
            parsed = SourceText(text, language: language, file: file)
        }
    }

    /// A use with every value its argument may stand for.
    struct Resolved {
        /// As shown: `value` set when the argument is one literal, whatever runs the code.
        var occurrence: CodeOccurrence
        /// Every value it may be: several for an enum's cases or a function's callers; empty when unknown.
        var values: [CodeValue]
        var widget: String?
    }

    /// What a scan of a project's files gives.
    struct Result {
        var resolved: [Resolved] = []
        /// Occurrences that need no resolving (home_widget calls made before `setAppGroupId`).
        var complete: [CodeOccurrence] = []
        /// The definitions of each language's files.
        var tables: [CodeOccurrence.Language: SymbolTable] = [:]
    }

    /// The fuzzable entry point: one file's bytes (decoded as UTF-8, invalid bytes replaced).
    public static func scan(_ data: Data, file: String, language: CodeOccurrence.Language) -> [CodeOccurrence] {
        scan([(String(decoding: data, as: UTF8.self), file)], language: language)
    }

    /// The occurrences of files of one language, each value settled as far as the code alone
    /// settles it (a value the running bundle supplies is left nil).
    static func scan(_ files: [(text: String, file: String)], language: CodeOccurrence.Language) -> [CodeOccurrence] {
        language == .dart ? scan(DartCode(files)) : occurrences(resolve(files.map { Source(text: $0.text, file: $0.file, language: language) }))
    }

    /// A Flutter app's Dart code, read as parsed once (`DartCode`).
    static func scan(_ dart: DartCode) -> [CodeOccurrence] {
        occurrences(resolve(dart.files, dartNeverRuns: dart.neverRuns))
    }

    private static func occurrences(_ result: Result) -> [CodeOccurrence] {
        result.resolved.flatMap(\.plainOccurrences) + result.complete
    }

    /// `dartNeverRuns`: the Dart files' code that never runs on their platform, when read already
    /// (`DartCode`); else the code that never runs on iOS.
    static func resolve(_ sources: [Source], dartNeverRuns: [OffsetRanges]? = nil) -> Result {
        var result = Result()
        for language in CodeOccurrence.Language.allCases {
            let files = sources.filter { $0.language == language }
            guard !files.isEmpty else { continue }
            var scanned: [[Use]] = []
            var tableFiles: [SymbolTable.File] = []
            let android = language != .dart ? [] : dartNeverRuns ?? DartPlatformReach.neverRuns(files.map(\.parsed), on: .iOS)
            for (index, file) in files.enumerated() {
                let source = file.parsed
                let declarations = SourceDeclarations(source)
                tableFiles.append(SymbolTable.File(name: file.file, source: source, declarations: declarations))
                switch language {
                case .swift:
                    scanned.append(SwiftScanner.uses(source, declarations: declarations))
                case .dart:
                    let (uses, complete) = DartScanner.uses(source, file: file.file, android: android[index])
                    scanned.append(uses)
                    result.complete += complete
                case .objectiveC, .javaScript, .kotlin, .csharp:
                    scanned.append(AppLanguageScanner.uses(source))
                }
            }
            var table = SymbolTable(tableFiles)
            table.neverRuns = android
            result.tables[language] = table
            for (index, uses) in scanned.enumerated() {
                for use in uses {
                    let values = use.expression.map { table.values(of: typed($0, call: use.call, table: table), file: index, offset: use.offset) } ?? []
                    var occurrence = CodeOccurrence(kind: use.kind, language: language, call: use.call, value: nil,
                                                    expression: DartScanner.shortened(use.expression ?? ""), file: files[index].file, line: use.line)
                    if values.count == 1, let literal = values[0].literal {
                        occurrence = occurrence.with(value: literal, definedAt: values[0].place.flatMap { $0.isDefinition ? $0.shown : nil })
                    }
                    result.resolved.append(Resolved(occurrence: occurrence, values: values, widget: use.widget))
                }
            }
        }
        return result
    }

    /// An implicit member (`.vpn`) passed to a call the project overloads with a typed parameter
    /// (`reloadTimelines(ofKind kind: WidgetKind)`), as that type's member (`WidgetKind.vpn`): never
    /// every enum's case of that name (duckduckgo's `Feedback*.vpn`).
    private static func typed(_ expression: String, call: String, table: SymbolTable) -> String {
        let trimmed = expression.trimmingWhitespace
        guard trimmed.hasPrefix("."), trimmed.dropFirst().first?.isLetter == true, trimmed.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let open = call.firstIndex(of: "("), let colon = call.firstIndex(of: ":"), open < colon else { return expression }
        let name = String(call[..<open]), label = String(call[call.index(after: open)..<colon])
        guard let type = table.parameterType(of: name, label: label) else { return expression }
        return type + trimmed
    }
}

extension CodeScanner.Resolved {
    /// The occurrences the code alone settles: one per literal value it may be (each with the
    /// place that defines it), or one without a value.
    var plainOccurrences: [CodeOccurrence] {
        let literals = values.compactMap { value in value.literal.map { (value, $0) } }
        guard !literals.isEmpty, literals.count == values.count, values.count > 1 else { return [occurrence] }
        return literals.map { value, literal in occurrence.with(value: literal, definedAt: value.place.flatMap { $0.isDefinition ? $0.shown : nil }) }
    }
}

extension CodeOccurrence {
    func with(value: String?, definedAt: String?) -> CodeOccurrence {
        CodeOccurrence(kind: kind, language: language, call: call, value: value, expression: expression, file: file, line: line,
                       definedAt: definedAt, targets: targets, configurations: configurations)
    }
}
