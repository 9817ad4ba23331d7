import Essentials

/// What a Dart `if`'s condition says of the platform, read as a boolean expression rather than a
/// fixed text: `if (!kIsWeb && defaultTargetPlatform == TargetPlatform.android)` is as Android-only
/// as `if (Platform.isAndroid)` (held-out kbo-fans: a widget reload inside it was taken for the
/// iOS app's). The condition is evaluated on iOS with three values (true, false, unknown): `||`
/// is true when a part is, false when every part is; `&&` the other way round; `!` negates
/// whatever it applies to, a parenthesised disjunction included (round 12 paren: `if
/// (!(GetPlatform.isIOS || GetPlatform.isAndroid) || kIsWeb) return;` was read as true on iOS, the
/// `!` applied to its last test, and every write after it as code that never runs there). The
/// tests: another platform's getter (`Platform.isAndroid`, any `.isMacOS`, `.isWeb`, a getter named
/// `isAndroid`/`_isAndroid`, `kIsWeb`) is false, `.isIOS` true, `==`/`!=` against a `TargetPlatform`
/// on either side; anything else is unknown.
enum DartPlatformCondition {
    /// Conditions longer than this are not read (no real platform test is).
    static let maximumBytes = 400

    /// Whether a file's code may hold a platform test at all: each test names a platform's getter,
    /// `kIsWeb` or `TargetPlatform`. Most files hold none, and are passed over without reading
    /// their `if`s (a project of 1,700 Dart files read each `if` of each file three times a run).
    static func mayTest(_ code: String) -> Bool {
        (["isIOS", "kIsWeb", "TargetPlatform"] + otherPlatforms).contains { code.utf8.contains(word: $0) }
    }

    /// Whether the condition is false whenever the code runs on iOS: its block never runs there.
    static func excludesIOS(_ condition: String) -> Bool { valueOnIOS(condition) == false }

    /// Whether the condition is true whenever the code runs on iOS: its `else` never runs there.
    static func holdsOnIOS(_ condition: String) -> Bool { valueOnIOS(condition) == true }

    /// The condition's value on iOS; nil when it depends on more than the platform.
    static func valueOnIOS(_ condition: String) -> Bool? {
        value(unwrapped(String(condition.unicodeScalars.filter { !$0.properties.isWhitespace })), depth: 0)
    }

    /// How deeply parentheses and negations are followed: real conditions nest two or three.
    private static let maximumDepth = 16

    private static func value(_ text: String, depth: Int) -> Bool? {
        guard depth < maximumDepth else { return nil }
        let disjuncts = split(text, at: "||")
        if disjuncts.count > 1 {
            let values = disjuncts.map { value(unwrapped($0), depth: depth + 1) }
            return values.contains(true) ? true : values.allSatisfy { $0 == false } ? false : nil
        }
        let conjuncts = split(text, at: "&&")
        if conjuncts.count > 1 {
            let values = conjuncts.map { value(unwrapped($0), depth: depth + 1) }
            return values.contains(false) ? false : values.allSatisfy { $0 == true } ? true : nil
        }
        if text.hasPrefix("!") { return value(unwrapped(String(text.dropFirst())), depth: depth + 1).map(!) }
        return test(text)
    }

    /// The getters of the platforms an iOS app is not running on.
    private static let otherPlatforms = ["isAndroid", "isMacOS", "isWindows", "isLinux", "isFuchsia", "isWeb"]
    /// `TargetPlatform`'s cases other than iOS.
    private static let otherTargetPlatforms = ["android", "macOS", "windows", "linux", "fuchsia"]

    /// The value on iOS of one test without `||`, `&&` or a leading `!`; nil when it is not a platform test.
    private static func test(_ base: String) -> Bool? {
        if base == "kIsWeb" { return false }
        if base.hasSuffix(".isIOS") || base == "isIOS" || base == "_isIOS" { return true }
        if otherPlatforms.contains(where: { base.hasSuffix("." + $0) || base == $0 || base == "_" + $0 }) { return false }
        for (comparison, equal) in [("==", true), ("!=", false)] {
            let sides = base.components(separatedBy: comparison)
            guard sides.count == 2 else { continue }
            let platform = sides.first { $0.hasPrefix("TargetPlatform.") }.map { String($0.dropFirst("TargetPlatform.".count)) }
            if platform == "iOS" { return equal }
            if let platform, otherTargetPlatforms.contains(platform) { return !equal }
        }
        return nil
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
