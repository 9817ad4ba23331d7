import Essentials

/// Finds the keys Objective-C code writes to a suite other than `standardUserDefaults`:
/// `[defaults setObject:value forKey:@"key"]`, `setInteger:`, `setBool:`, `setDouble:`,
/// `setFloat:`, `setValue:` (`forKeyPath:` too), the key a literal or a constant of the file
/// (`static NSString *const kKey = @"key";`, `#define kKey @"key"`) or, through `definition`, of
/// another file (a header every file imports).
enum ObjectiveCKeyScanner {
    nonisolated(unsafe) private static let setter =
        #/set(Object|Integer|Bool|Double|Float|Value)\s*:\s*([^\n\];]{1,200}?)\s+(forKey(?:Path)?)\s*:\s*(@"(?:[^"\\\n]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*)\s*\]/#
    nonisolated(unsafe) private static let constant =
        #/(?:NSString\s*\*\s*(?:const\s+)?|#define\s+)([A-Za-z_][A-Za-z0-9_]*)\s*=?\s*@"((?:[^"\\\n]|\\.)*)"/#

    /// `source`: the file parsed as Swift, whose quotes and comments are Objective-C's; `definition`:
    /// the value of a name the project defines once, and where.
    static func scan(_ source: SourceText, file: String,
                     definition: (String) -> (value: String, at: String)? = { _ in nil }) -> [KeyAccess] {
        guard source.code.utf8.contains(word: "forKey") else { return [] }
        var constants: [String: (value: String, line: Int)] = [:]
        for match in source.capped(source.code.matches(of: Self.constant)) {
            constants[String(match.1)] = (String(match.2), source.line(of: match.range.lowerBound))
        }
        var found: [KeyAccess] = []
        for match in source.matches(of: Self.setter, at: ["setObject", "setInteger", "setBool", "setDouble", "setFloat", "setValue"])
            where !source.isInString(match.range.lowerBound) && source.keeps(found.count) {
            let offset = source.offset(of: match.range.lowerBound)
            // The receiver: from the `[` that opens the message to the selector.
            let line = source.text(max(0, offset - 200)..<offset)
            guard let open = line.lastIndex(of: "[") else { continue }
            let receiver = line[line.index(after: open)...]
            if receiver.contains("standardUserDefaults") { continue }
            let suite: KeyAccess.Suite = receiver.contains("initWithSuiteName") ? .group : .unknown
            let keyText = String(match.4)
            // Key-value coding's `setValue:forKeyPath:` of one key sets that key.
            guard match.3 == "forKey" || (match.1 == "Value" && KeySyntax.isOneKey(keyPath: keyText.hasPrefix("@") ? String(keyText.dropFirst()) : keyText)) else { continue }
            let literal = keyText.hasPrefix("@") ? SourceText.literal(String(keyText.dropFirst()), language: .swift) : nil
            let constant = literal == nil ? constants[keyText].map { ($0.value, "\(file):\($0.line)") } ?? definition(keyText) : nil
            let value = String(match.2).trimmingWhitespace
            let type: KeyAccess.StoredType? = switch match.1 {
            case "Integer", "Bool", "Double", "Float": .number
            default: value.hasPrefix("@\"") ? .string : value.hasPrefix("@(") || value.first?.isNumber == true || value.hasPrefix("@YES") || value.hasPrefix("@NO")
                || (value.hasPrefix("@") && value.dropFirst().first?.isNumber == true) ? .number : value.contains("archivedData") ? .data : nil
            }
            found.append(KeyAccess(role: .write, language: .objectiveC, call: "set\(match.1):\(match.3):", key: literal ?? constant?.0,
                                   expression: DartScanner.shortened(keyText), type: type, suite: suite, file: file, line: source.line(at: offset),
                                   definedAt: constant?.1))
        }
        return found
    }
}
