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

    /// The methods a React Native module exports (`RCT_EXPORT_METHOD(save:(NSString *)key
    /// value:(id)value) { ... }`) that write the key one of their parameters gives (`[shared
    /// setObject:value forKey:key]`): JavaScript calls `PetModule.save(KEY, value)` with the
    /// selector's parameters in order, so each call names the key it writes (round 11
    /// bdebut01+nobs-weather; the Swift shape is `ScriptKeyScanner.BridgeMethod`'s).
    static func bridgeMethods(_ source: SourceText) -> [(name: String, position: Int, parameter: String, suite: KeyAccess.Suite)] {
        guard source.code.utf8.contains(word: "RCT_EXPORT_METHOD") else { return [] }
        let bytes = source.bytes
        var found: [(name: String, position: Int, parameter: String, suite: KeyAccess.Suite)] = []
        for offset in source.wordOffsets(["RCT_EXPORT_METHOD"]) where !source.isInString(offset: offset) && source.keeps(found.count) {
            let open = source.skippingSpaces(from: offset + "RCT_EXPORT_METHOD".utf8.count)
            guard open < bytes.count, bytes[open] == UInt8(ascii: "("), let close = source.closingParenthesis(of: open, within: maximumSelectorBytes) else { continue }
            let parameters = source.text((open + 1)..<close).matches(of: Self.selectorPart).map { (label: String($0.1), name: String($0.2)) }
            guard let name = parameters.first?.label, let block = source.block(at: close + 1), block.count <= maximumBodyBytes else { continue }
            let body = source.text(block)
            let suite: KeyAccess.Suite = body.contains("initWithSuiteName") ? .group : .unknown
            for match in body.matches(of: Self.setter) where match.3 == "forKey" && !body[..<match.range.lowerBound].hasSuffix("standardUserDefaults] ") {
                guard let position = parameters.firstIndex(where: { $0.name == match.4 }),
                      !found.contains(where: { $0.name == name && $0.position == position }) else { continue }
                found.append((name, position, parameters[position].name, suite))
            }
        }
        return found
    }

    /// One part of a selector with its parameter: `value:(nonnull NSNumber *)value`.
    nonisolated(unsafe) private static let selectorPart = #/([A-Za-z_][A-Za-z0-9_]*)\s*:\s*\((?:[^()]|\([^()]*\))*\)\s*([A-Za-z_][A-Za-z0-9_]*)/#
    /// An exported method's selector, and its body, as long as real ones are.
    static let maximumSelectorBytes = 2_000
    static let maximumBodyBytes = 20_000
}
