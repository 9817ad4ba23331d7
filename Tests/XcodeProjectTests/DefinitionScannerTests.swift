import Testing
@testable import XcodeProject

/// The hand-written definition scanner finds what the regular expressions it replaced found
/// (issue 41): the same names, values and places, on the shapes real code writes and on the
/// edges of each part of the patterns.
@Suite("Definition scanner")
struct DefinitionScannerTests {
    // The patterns SourceText used before, kept here as the reference.
    static let identifier = #"[A-Za-z_$][A-Za-z0-9_$]*(?:\s*\.\s*[A-Za-z_$][A-Za-z0-9_$]*)*"#
    nonisolated(unsafe) static let swift = try! Regex(
        #"(?:let|var|case)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*String\s*)?=\s*("(?:[^"\\\n]|\\.)*"|"# + identifier + #")(?=\s*(?:$|[;}\n]))"#)
        .anchorsMatchLineEndings().wordBoundaryKind(.simple)
    nonisolated(unsafe) static let dart = try! Regex(
        #"\b(?:const|final|var|String)\s+(?:String\s+)?([A-Za-z_$][A-Za-z0-9_$]*)\s*=\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|"# + identifier + #")(?=\s*;)"#)
        .wordBoundaryKind(.simple)

    static func reference(_ source: SourceText) -> [String] {
        let matches = source.language == .swift ? source.matches(of: swift, at: ["let", "var", "case"]) : source.code.matches(of: dart)
        return matches.compactMap { match in
            guard let name = match.output[1].substring, let value = match.output[2].substring else { return nil }
            return "\(source.offset(of: match.range.lowerBound)) \(name) = \(value)"
        }
    }

    static func scanned(_ source: SourceText) -> [String] {
        DefinitionScanner(source: source).matches().map { "\($0.start) \(source.text($0.name)) = \(source.text($0.value))" }
    }

    @Test("Swift: the same definitions as the regular expression", arguments: [
        "let group = \"group.com.example\"\nlet kind: String = \"PetWidget\"; var other = Constants.group\n",
        "enum Keys { case suite = \"group.a\" }\nstatic let x = Keys.suite }",
        "let a = b\n.c\nlet d = e . f;\nlet g = h.i j\nlet k = \"unclosed\nlet l = \"esc\\\"aped\" ",
        "let x: StringBuilder = \"no\"\nlet y : String= \"yes\"\nvar letter = 1\nlet z = \"let w = \\\"in\\\"\" }",
        "let s = \"\"\"\nmulti\n\"\"\"\nlet t = \"a\\\nb\"\nlet $u = v\nlet w = $x.y\ncase  q  =  r",
        "let é = \"x\"\nlet long = \"" + String(repeating: "a", count: 5_000) + "\"",
    ])
    func swiftDefinitions(_ text: String) {
        let source = SourceText(text, language: .swift)
        #expect(Self.scanned(source) == Self.reference(source))
        #expect(!Self.scanned(source).isEmpty)
    }

    @Test("Dart: the same definitions as the regular expression", arguments: [
        "const String group = 'group.com.example';\nfinal kind = \"PetWidget\" ;\nvar other = Constants.group;\n",
        "String appGroupId = 'group.a';\nstatic const String String = 'b';\nvar String = c;\nfinal Stringy d = 'e';",
        "const a = 'b' 'c';\nconst d = r'raw';\nfinal e = f.g . h;\nvar $i = j$;\nconst k = 'unclosed\n';\nconst l = 'x\\'y';",
        "xconst m = 'n';\n$const o = 'p';\nconst\nq\n=\n'r'\n;\nconst s = '''t''';",
    ])
    func dartDefinitions(_ text: String) {
        let source = SourceText(text, language: .dart)
        #expect(Self.scanned(source) == Self.reference(source))
        #expect(!Self.scanned(source).isEmpty)
    }

    @Test("A long string literal is one definition, its value whole")
    func longLiteral() {
        let literal = String(repeating: "a", count: 300_000)
        let source = SourceText("let s = \"\(literal)\"\n", language: .swift)
        let found = DefinitionScanner(source: source).matches()
        #expect(found.count == 1)
        #expect(found.first.map { $0.value.count } == literal.utf8.count + 2)
        #expect(source.constants()["s"]?.value == .literal(literal))
    }

    @Test("The intents' string literals: the same bodies as the regular expression they replace", arguments: [
        "defaults.set(1, forKey: \"count\"); let s = \"a\\\"b\" + \"\"",
        "\"unclosed\nlet k = \"key\" \"\\\"\\\"\\\"\nx = \"esc\\\n\"\n\"end\\",
        "let u = \"é\\u{1F600}\"; let t = \"\"\"\nmulti \"q\"\n\"\"\"",
    ])
    func stringLiterals(_ text: String) {
        let reference = text.matches(of: #/"((?:[^"\\\n]|\\.)*)"/#).map { String($0.1) }
        #expect(IntentInspection.stringLiterals(in: text) == reference)
    }
}

