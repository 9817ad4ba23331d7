import Essentials

/// Finds the keys an app's Kotlin and C# write to a suite: the `NSUserDefaults` setters Swift calls,
/// as each binding spells them, and .NET MAUI's (and Xamarin.Essentials') `Preferences`.
/// - Kotlin/Native (a Multiplatform app's iOS source sets): `defaults.setObject(value, forKey = KEY)`,
///   `setInteger`, `setBool`, `setDouble`, `setFloat`, `setValue`.
/// - C# (.NET for iOS, MAUI, Xamarin): `defaults.SetString(value, "key")`, `SetInt`, `SetBool`,
///   `SetDouble`, `SetFloat`, `SetURL`, `SetValueForKey(value, new NSString("key"))`; and
///   `Preferences.Set("key", value, sharedName)`, which on iOS writes the suite named `sharedName`
///   (`new NSUserDefaults(sharedName, NSUserDefaultsType.SuiteName)`) and, without it, the app's
///   own defaults (`KeyAccess.Suite.app`: decision 12).
/// A receiver bound to `standardUserDefaults` is the app's own suite and is skipped, as in Swift; one
/// bound to a suite by name is the group's; any other is a suite not told (`unknown`), which still
/// counts as a write. The key is returned as written; the caller resolves it through the language's
/// symbol table, across files (a Multiplatform app's keys are constants of `commonMain`).
enum BindingKeyScanner {
    /// One write as found, before its key is resolved.
    struct Write {
        let call: String
        /// The key argument as written, and where it starts (names resolve from there).
        let expression: String
        let offset: Int
        let line: Int
        let type: KeyAccess.StoredType?
        let suite: KeyAccess.Suite
    }

    private static let kotlinSetters: [StaticString] = ["setObject", "setInteger", "setBool", "setDouble", "setFloat", "setValue"]
    private static let csharpSetters: [StaticString] = ["SetString", "SetInt", "SetBool", "SetDouble", "SetFloat", "SetURL", "SetValueForKey"]

    static func writes(_ source: SourceText) -> [Write] {
        switch source.language {
        case .kotlin:
            guard source.code.utf8.contains(word: "NSUserDefaults") else { return [] }
            return setterWrites(source, setters: kotlinSetters)
        case .csharp:
            var found = source.code.utf8.contains(word: "NSUserDefaults") ? setterWrites(source, setters: csharpSetters) : []
            if source.code.utf8.contains(word: "Preferences") { found += preferencesWrites(source, from: found.count) }
            return found
        default:
            return []
        }
    }

    /// The setters of `NSUserDefaults` called on a receiver that is not the standard suite.
    private static func setterWrites(_ source: SourceText, setters: [StaticString]) -> [Write] {
        let bindings = suiteBindings(source)
        var found: [Write] = []
        for offset in source.wordOffsets(setters) where !source.isInString(offset: offset) {
            guard source.keeps(found.count) else { break }
            let method = wordText(source, at: offset)
            let open = source.skippingSpaces(from: offset + method.utf8.count)
            guard open < source.bytes.count, source.bytes[open] == UInt8(ascii: "("),
                  let arguments = source.arguments(fromOffset: open + 1), arguments.count == 2 else { continue }
            // A declaration is no call: `fun setValue(`, `public void SetString(`.
            if let before = source.word(before: offset), ["fun", "func", "void", "override"].contains(before) { continue }
            guard let suite = suite(receiver(source, before: offset), bindings: bindings) else { continue }
            guard let key = keyArgument(arguments[1], language: source.language) else { continue }
            let value = arguments[0].expression
            let type: KeyAccess.StoredType? = switch method {
            case "SetString": .string
            case "setInteger", "setBool", "setDouble", "setFloat", "SetInt", "SetBool", "SetDouble", "SetFloat": .number
            default: SourceText.literal(value, language: source.language) != nil ? .string : nil
            }
            found.append(Write(call: source.language == .kotlin ? "\(method)(_, forKey =)" : "NSUserDefaults.\(method)", expression: key.expression,
                               offset: key.offset, line: source.line(at: offset), type: type, suite: suite))
        }
        return found
    }

    /// MAUI's `Preferences.Set(key, value[, sharedName])` and `Preferences.Default.Set(...)`.
    private static func preferencesWrites(_ source: SourceText, from count: Int) -> [Write] {
        var found: [Write] = []
        for offset in source.wordOffsets(["Set"]) where !source.isInString(offset: offset) {
            guard source.keeps(count + found.count) else { break }
            let receiver = receiver(source, before: offset)
            guard receiver == "Preferences" || receiver.hasSuffix(".Preferences") || receiver.hasSuffix("Preferences.Default") else { continue }
            var open = source.skippingSpaces(from: offset + 3)
            // A generic call: `Set<string>(`.
            if open < source.bytes.count, source.bytes[open] == UInt8(ascii: "<") {
                guard let close = source.bytes[open..<min(source.bytes.count, open + 64)].firstIndex(of: UInt8(ascii: ">")) else { continue }
                open = source.skippingSpaces(from: close + 1)
            }
            guard open < source.bytes.count, source.bytes[open] == UInt8(ascii: "("),
                  let arguments = source.arguments(fromOffset: open + 1), (2...3).contains(arguments.count) else { continue }
            let shared = arguments.count == 3 && !["null", "\"\""].contains(arguments[2].expression)
            let value = arguments[1].expression
            found.append(Write(call: "Preferences.Set", expression: arguments[0].expression, offset: arguments[0].offset, line: source.line(at: offset),
                               type: SourceText.literal(value, language: .csharp) != nil ? .string : nil, suite: shared ? .group : .app))
        }
        return found
    }

    /// The key argument: Kotlin's `forKey = KEY` (read as one unlabeled expression) or a bare one;
    /// C#'s `new NSString("key")` or `(NSString)"key"` unwrapped.
    private static func keyArgument(_ argument: SourceText.Argument, language: SourceText.Language) -> SourceText.Argument? {
        var expression = argument.expression, offset = argument.offset
        func drop(_ prefix: String) {
            let rest = expression.dropFirst(prefix.count)
            let kept = rest.drop { $0 == " " || $0 == "\t" }
            offset += prefix.utf8.count + rest.utf8.count - kept.utf8.count
            expression = String(kept)
        }
        if language == .kotlin, let equals = expression.firstIndex(of: "="), expression[..<equals].trimmingWhitespace == "forKey" {
            drop(String(expression[...equals]))
        }
        if language == .csharp {
            for wrapper in ["new NSString(", "(NSString)", "NSString.FromString(", "new Foundation.NSString("] where expression.hasPrefix(wrapper) {
                drop(wrapper)
                if wrapper.hasSuffix("("), expression.hasSuffix(")") { expression.removeLast() }
            }
        }
        return expression.isEmpty ? nil : SourceText.Argument(label: nil, expression: expression.trimmingWhitespace, offset: offset)
    }

    /// The receiver a method is called on, as written before its `.` (`defaults`, `NSUserDefaults.StandardUserDefaults`,
    /// `NSUserDefaults(suiteName = group)`); empty when none is written (inside `with(defaults) { }`).
    private static func receiver(_ source: SourceText, before offset: Int) -> String {
        var end = source.skippingSpacesBack(from: offset)
        guard end > 0, source.bytes[end - 1] == UInt8(ascii: ".") else { return "" }
        end -= 1
        if end > 0, source.bytes[end - 1] == UInt8(ascii: "?") { end -= 1 }
        return source.text(KeySyntax.postfixStart(in: source, before: end)..<end).trimmingWhitespace
    }

    /// What the names the file binds to `NSUserDefaults` stand for: the group's suite
    /// (`val defaults = NSUserDefaults(suiteName = group)`, `var defaults = new NSUserDefaults(group,
    /// NSUserDefaultsType.SuiteName)`), nil for the standard one, `unknown` for a name bound to both.
    private static func suiteBindings(_ source: SourceText) -> [String: KeyAccess.Suite?] {
        var bindings: [String: KeyAccess.Suite?] = [:]
        for offset in source.wordOffsets(["NSUserDefaults"]).prefix(SwiftKeyScanner.maximumCandidates) where !source.isInString(offset: offset) {
            var start = source.skippingSpacesBack(from: offset)
            if source.word(before: start) == "new" { start = source.skippingSpacesBack(from: start - 3) }
            // `=`, not `==`, `!=`, `<=` or `>=`.
            guard start > 1, source.bytes[start - 1] == UInt8(ascii: "="), !"=!<>".utf8.contains(source.bytes[start - 2]) else { continue }
            let lineStart = source.bytes[max(0, start - 120)..<(start - 1)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? max(0, start - 120)
            guard let name = source.text(lineStart..<(start - 1)).firstMatch(of: Self.boundName)?.1 else { continue }
            let after = source.text(offset..<min(source.bytes.count, offset + 200))
            let suite: KeyAccess.Suite?
            if after.hasPrefix("NSUserDefaults.standardUserDefaults") || after.hasPrefix("NSUserDefaults.StandardUserDefaults") {
                suite = nil
            } else if after.contains("suiteName") || after.contains("SuiteName") {
                suite = .group
            } else {
                continue
            }
            if let known = bindings[String(name)], known != suite { bindings[String(name)] = .some(.unknown) } else { bindings[String(name)] = .some(suite) }
        }
        return bindings
    }

    /// The name a declaration binds, before its `=`: `val defaults: NSUserDefaults`, `NSUserDefaults defaults`, `var defaults`.
    nonisolated(unsafe) private static let boundName = #/([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[A-Za-z0-9_.?<>]+\s*)?$/#

    /// The suite a receiver names: nil for the standard one (skipped).
    private static func suite(_ receiver: String, bindings: [String: KeyAccess.Suite?]) -> KeyAccess.Suite? {
        if receiver.contains("standardUserDefaults") || receiver.contains("StandardUserDefaults") { return nil }
        if receiver.contains("NSUserDefaults(") { return receiver.contains("uiteName") ? .group : nil }
        let name = receiver.split(separator: ".").last.map(String.init) ?? receiver
        return bindings[name] ?? .unknown
    }

    private static func wordText(_ source: SourceText, at offset: Int) -> String {
        var end = offset
        while end < source.bytes.count, SourceText.isIdentifier(source.bytes[end]) { end += 1 }
        return source.text(offset..<end)
    }
}
