#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        var constants: [String: String]
    }

    static func scan(_ files: [(text: String, file: String)], language: CodeOccurrence.Language) -> [CodeOccurrence] {
        let scanned = files.map { file in
            switch language {
            case .dart: DartScanner.scan(file.text, file: file.file)
            case .swift: SwiftScanner.scan(file.text, file: file.file)
            }
        }
        var values: [String: Set<String>] = [:]
        for file in scanned {
            for (name, value) in file.constants { values[name, default: []].insert(value) }
        }
        let unique = values.compactMapValues { $0.count == 1 ? $0.first : nil }
        return scanned.flatMap { file in
            file.occurrences.map { occurrence in
                guard occurrence.value == nil, let name = SourceText.constantName(in: occurrence.expression, language: language),
                      let value = unique[name] else { return occurrence }
                return occurrence.with(value: value)
            }
        }
    }
}

extension CodeOccurrence {
    func with(value: String) -> CodeOccurrence {
        CodeOccurrence(kind: kind, language: language, call: call, value: value, expression: expression, file: file, line: line, targets: targets)
    }
}
