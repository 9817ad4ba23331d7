import Essentials

/// What a Dart `if`'s condition says of the platform, read as a boolean expression rather than a
/// fixed text: `if (!kIsWeb && defaultTargetPlatform == TargetPlatform.android)` is as Android-only
/// as `if (Platform.isAndroid)` (held-out kbo-fans: a widget reload inside it was taken for the
/// iOS app's). A conjunction holding a test that is false on iOS is false on iOS; a disjunction
/// only when each of its parts is. The tests: `Platform.isAndroid` and any `.isAndroid`
/// (`UniversalPlatform.isAndroid`), a getter named `isAndroid`/`_isAndroid`, `== TargetPlatform.android`
/// on either side, `!= TargetPlatform.iOS`, and the negations of the iOS ones.
enum DartPlatformCondition {
    /// Conditions longer than this are not read (no real platform test is).
    static let maximumBytes = 400

    /// Whether a file's code may hold a platform test at all: each test names `isAndroid`,
    /// `isIOS` or `TargetPlatform`. Most files hold none, and are passed over without reading
    /// their `if`s (a project of 1,700 Dart files read each `if` of each file three times a run).
    static func mayTest(_ code: String) -> Bool {
        code.utf8.contains(word: "isAndroid") || code.utf8.contains(word: "isIOS") || code.utf8.contains(word: "TargetPlatform")
    }

    /// Whether the condition is false whenever the code runs on iOS: its block never runs there.
    static func excludesIOS(_ condition: String) -> Bool {
        let text = String(condition.unicodeScalars.filter { !$0.properties.isWhitespace })
        let disjuncts = split(text, at: "||")
        return disjuncts.allSatisfy { disjunct in split(disjunct, at: "&&").contains { term(unwrapped($0)) == .notIOS } }
    }

    /// Whether the condition is true whenever the code runs on iOS: its `else` never runs there.
    static func holdsOnIOS(_ condition: String) -> Bool {
        let text = String(condition.unicodeScalars.filter { !$0.properties.isWhitespace })
        return split(text, at: "||").contains { disjunct in split(disjunct, at: "&&").allSatisfy { term(unwrapped($0)) == .iOS } }
    }

    private enum Term { case iOS, notIOS }

    private static func term(_ text: String) -> Term? {
        var base = Substring(text), negated = false
        while base.hasPrefix("!") {
            base = Substring(unwrapped(String(base.dropFirst())))
            negated.toggle()
        }
        let platform: Term?
        if base.hasSuffix(".isAndroid") || base == "isAndroid" || base == "_isAndroid" || base.hasSuffix("==TargetPlatform.android")
            || base.hasPrefix("TargetPlatform.android==") {
            platform = .notIOS
        } else if base.hasSuffix(".isIOS") || base == "isIOS" || base == "_isIOS" || base.hasSuffix("==TargetPlatform.iOS")
                    || base.hasPrefix("TargetPlatform.iOS==") {
            platform = .iOS
        } else if base.hasSuffix("!=TargetPlatform.iOS") || base.hasPrefix("TargetPlatform.iOS!=") {
            platform = .notIOS
        } else {
            platform = nil
        }
        guard let platform else { return nil }
        guard negated else { return platform }
        return platform == .iOS ? .notIOS : .iOS
    }

    /// The parts of `text` between `separator`s outside parentheses and brackets.
    private static func split(_ text: String, at separator: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        var rest = Substring(text)
        while let first = rest.first {
            if depth == 0, rest.hasPrefix(separator) {
                parts.append(current)
                current = ""
                rest = rest.dropFirst(separator.count)
                continue
            }
            if first == "(" || first == "[" { depth += 1 } else if first == ")" || first == "]" { depth -= 1 }
            current.append(first)
            rest = rest.dropFirst()
        }
        parts.append(current)
        return parts
    }

    /// `text` without the parentheses wrapping all of it.
    private static func unwrapped(_ text: String) -> String {
        var text = Substring(text)
        while text.hasPrefix("("), text.hasSuffix(")"), encloses(text) { text = text.dropFirst().dropLast() }
        return String(text)
    }

    /// Whether the first `(` of `text` closes at its last character.
    private static func encloses(_ text: Substring) -> Bool {
        var depth = 0
        for (index, character) in zip(text.indices, text) {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return index == text.index(before: text.endIndex) }
        }
        return false
    }
}
