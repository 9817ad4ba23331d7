import Essentials

/// Scans a project's files of one language and resolves the identifiers they pass: first from
/// constants in the same file, then from a constant defined exactly once elsewhere in the
/// project (`StringConstants.iOSGroupId` in a constants file is common).
public enum CodeScanner {
    /// Occurrences kept per file: far more than any real file holds.
    static let maximumOccurrencesPerFile = 500

    /// The fuzzable entry point: one file's bytes (decoded as UTF-8, invalid bytes replaced).
    public static func scan(_ data: Data, file: String, language: CodeOccurrence.Language) -> [CodeOccurrence] {
        scan([(String(decoding: data, as: UTF8.self), file)], language: language)
    }

    /// What one file holds: its occurrences and the string constants it defines.
    struct ScannedFile {
        var occurrences: [CodeOccurrence]
        var constants: [String: SourceText.Constant]
        let file: String
    }

    static func scan(_ files: [(text: String, file: String)], language: CodeOccurrence.Language) -> [CodeOccurrence] {
        let scanned = files.map { file in
            switch language {
            case .dart: DartScanner.scan(file.text, file: file.file)
            case .swift: SwiftScanner.scan(file.text, file: file.file)
            }
        }
        // Names defined the same way everywhere they are defined, with the first place.
        var definitions: [String: (value: SourceText.Constant.Value, at: String)?] = [:]
        for file in scanned {
            for (name, constant) in file.constants.sorted(by: { $0.key < $1.key }) {
                let place = "\(file.file):\(constant.line)"
                switch definitions[name] {
                case nil: definitions[name] = (constant.value, place)
                case let known?? where known.value != constant.value: definitions[name] = .some(nil)
                default: break
                }
            }
        }
        // The file's own definitions first (a `kind` in every widget file means this file's),
        // then the one definition of the project.
        func resolve(_ expression: String, in file: ScannedFile) -> (value: String, at: String)? {
            var name = SourceText.constantName(in: expression, language: language)
            for _ in 0..<SourceText.maximumAliasHops {
                guard let current = name else { return nil }
                let local = file.constants[current].map { (value: $0.value, at: "\(file.file):\($0.line)") }
                guard let definition = local ?? definitions[current] ?? nil else { return nil }
                switch definition.value {
                case let .literal(value): return (value, definition.at)
                case let .name(next): name = next
                }
            }
            return nil
        }
        return scanned.flatMap { file in
            file.occurrences.map { occurrence in
                guard occurrence.value == nil, let (value, at) = resolve(occurrence.expression, in: file) else { return occurrence }
                return occurrence.with(value: value, definedAt: at)
            }
        }
    }
}

extension CodeOccurrence {
    func with(value: String, definedAt: String?) -> CodeOccurrence {
        CodeOccurrence(kind: kind, language: language, call: call, value: value, expression: expression, file: file, line: line,
                       definedAt: definedAt, targets: targets)
    }
}
