import Essentials

/// What a Dart `if`'s condition says of the platform, read as a boolean expression rather than a
/// fixed text: `if (!kIsWeb && defaultTargetPlatform == TargetPlatform.android)` is as Android-only
/// as `if (Platform.isAndroid)` (held-out kbo-fans: a widget reload inside it was taken for the
/// iOS app's). The condition is evaluated on the platform of the Runner project the code is checked
/// with, iOS or macOS (round 13 reSchool: a Flutter app's macOS widget reads keys its Dart writes
/// only under `if (Platform.isMacOS)`), with three values (true, false, unknown): `||`
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
        (["kIsWeb", "TargetPlatform"] + platforms.map(\.getter)).contains { code.utf8.contains(word: $0) }
    }

    /// Whether the condition is false whenever the code runs on `platform`: its block never runs there.
    static func excludes(_ condition: String, on platform: FlutterPlatform) -> Bool { value(of: condition, on: platform) == false }

    /// Whether the condition is true whenever the code runs on `platform`: its `else` never runs there.
    static func holds(_ condition: String, on platform: FlutterPlatform) -> Bool { value(of: condition, on: platform) == true }

    /// The condition's value on `platform`; nil when it depends on more than the platform.
    static func value(of condition: String, on platform: FlutterPlatform) -> Bool? {
        value(unwrapped(String(condition.unicodeScalars.filter { !$0.properties.isWhitespace })), on: platform, depth: 0)
    }

    /// How deeply parentheses and negations are followed: real conditions nest two or three.
    private static let maximumDepth = 16

    private static func value(_ text: String, on platform: FlutterPlatform, depth: Int) -> Bool? {
        guard depth < maximumDepth else { return nil }
        let disjuncts = split(text, at: "||")
        if disjuncts.count > 1 {
            let values = disjuncts.map { value(unwrapped($0), on: platform, depth: depth + 1) }
            return values.contains(true) ? true : values.allSatisfy { $0 == false } ? false : nil
        }
        let conjuncts = split(text, at: "&&")
        if conjuncts.count > 1 {
            let values = conjuncts.map { value(unwrapped($0), on: platform, depth: depth + 1) }
            return values.contains(false) ? false : values.allSatisfy { $0 == true } ? true : nil
        }
        if text.hasPrefix("!") { return value(unwrapped(String(text.dropFirst())), on: platform, depth: depth + 1).map(!) }
        return test(text, on: platform)
    }

    /// Each platform's getter (`Platform.isIOS`, `UniversalPlatform.isMacOS`, a getter of the app's own
    /// named `_isAndroid`) and `TargetPlatform` case.
    private static let platforms: [(getter: String, targetPlatform: String?)] = [
        ("isIOS", "iOS"), ("isMacOS", "macOS"), ("isAndroid", "android"), ("isWindows", "windows"), ("isLinux", "linux"),
        ("isFuchsia", "fuchsia"), ("isWeb", nil),
    ]

    /// The value on `platform` of one test without `||`, `&&` or a leading `!`; nil when it is not a platform test.
    private static func test(_ base: String, on platform: FlutterPlatform) -> Bool? {
        if base == "kIsWeb" { return false }
        if let (getter, _) = platforms.first(where: { base.hasSuffix("." + $0.getter) || base == $0.getter || base == "_" + $0.getter }) {
            return getter == platform.getter
        }
        for (comparison, equal) in [("==", true), ("!=", false)] {
            let sides = base.components(separatedBy: comparison)
            guard sides.count == 2,
                  let named = sides.first(where: { $0.hasPrefix("TargetPlatform.") }).map({ String($0.dropFirst("TargetPlatform.".count)) }),
                  let known = platforms.first(where: { $0.targetPlatform == named }) else { continue }
            return (known.getter == platform.getter) == equal
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
