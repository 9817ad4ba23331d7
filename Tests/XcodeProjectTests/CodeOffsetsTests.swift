import Testing
@testable import XcodeProject

/// `SourceText.codeOffsets`, the walk over a file's code the bracket-matching and statement-ending
/// scans share: string literals passed over as `skipString` passes over them, from any start
/// (inside a literal too) to any end, the file's own literals (`strings`) jumped over.
@Suite("Code offsets")
struct CodeOffsetsTests {
    /// The walk each scan wrote for itself before: from `start`, each literal met skipped with `skipString`.
    static func walked(_ source: SourceText, from start: Int, to end: Int) -> [Int] {
        let bytes = source.bytes
        var offsets: [Int] = []
        var index = max(0, start)
        let end = min(end, bytes.count)
        while index < end {
            if source.language.opensString(bytes[index]) {
                index = SourceText.skipString(in: bytes, from: index, language: source.language) ?? end
                continue
            }
            offsets.append(index)
            index += 1
        }
        return offsets
    }

    /// The code bytes the walk meets, as text.
    static func code(_ text: String, language: SourceText.Language, from start: Int = 0) -> String {
        let source = SourceText(text, language: language)
        return String(decoding: source.codeOffsets(from: start).map { source.bytes[$0] }, as: UTF8.self)
    }

    @Test("An escaped quote does not end a literal, and brackets inside one are not code")
    func escapedQuotesAndBrackets() {
        #expect(Self.code(#"f("a\"(b") + g[")]"]"#, language: .swift) == "f() + g[]")
        #expect(Self.code(#"f('a\'(', "{\"}") { x; }"#, language: .dart) == "f(, ) { x; }")
        #expect(Self.code(#"f(`a${")"}`, '\\', ']')"#, language: .javaScript) == "f(, , )")
        // A backslash escapes itself: the quote after `\\` closes the literal.
        #expect(Self.code(#"a("\\")(b)"#, language: .swift) == "a()(b)")
        // Swift's `'` opens nothing; Kotlin's character literal is one.
        #expect(Self.code("f(')') + g(\")\")", language: .swift) == "f(')') + g()")
        #expect(Self.code("f(')') + g(\")\")", language: .kotlin) == "f() + g()")
    }

    @Test("Triple-quoted literals span lines; a literal left open runs to its line's end, or the file's")
    func openLiterals() {
        #expect(Self.code("let s = \"\"\"\n(\"x\")\n\"\"\"; f()", language: .swift) == "let s = ; f()")
        #expect(Self.code("f(\"abc\ng()", language: .swift) == "f(\ng()")
        #expect(Self.code("f(\"abc", language: .swift) == "f(")
        #expect(Self.code("f('abc\\", language: .dart) == "f(")
        #expect(Self.code("let s = \"\"\"\n(x", language: .swift) == "let s = ")
        #expect(Self.code("a(`x\n)", language: .javaScript) == "a(")
    }

    @Test("A walk from inside a literal reads its tail as code, lexed on its own, until it meets the file's lexing")
    func fromInsideALiteral() {
        let text = #"f("a(b", c) + "d" + g(")")"#
        // From `a`: `a(b` is code, its closing quote opens `", c) + "`, then `d` is code until the
        // file's literal `" + g("` starts where this walk's next one does.
        #expect(Self.code(text, language: .swift, from: 3) == "a(bd)")
        // From a literal's opening quote, as from code.
        #expect(Self.code(text, language: .swift, from: 2) == ", c) +  + g()")
    }

    @Test("Every start and end, in every language: the offsets a walk of its own finds", arguments: [
        #"f("a\"(b", 'c') + g[")]"] { "x" }"#,
        "let s = \"\"\"\n{ \"(\" }\n\"\"\"; f(\"\\(x)\", ')')",
        "a(`x${'y'}`, \"z\n b) '",
        "\"\"\"\"\"\"'''\"",
        "",
    ])
    func everyStart(_ text: String) {
        for language in [SourceText.Language.swift, .dart, .javaScript, .kotlin, .objectiveC, .csharp] {
            let source = SourceText(text, language: language)
            let count = source.bytes.count
            for start in -1...(count + 1) {
                for end in [start, start + 1, start + 5, count, count + 3] {
                    #expect(Array(source.codeOffsets(from: start, to: end)) == Self.walked(source, from: start, to: end),
                            "\(language) \(start)..<\(end) of \(text.debugDescription)")
                }
            }
        }
    }

    @Test("Generated text of quotes, escapes, brackets and line ends: the offsets a walk of its own finds")
    func generated() {
        var pieces = ScanBytePathTests.Pieces()
        let parts = ["\"", "'", "\"\"\"", "`", "\\", "\n", "(", ")", "{", "}", "a", "é", " ", "$", "${", "\\("]
        var skipped = 0
        for _ in 0..<300 {
            let text = pieces.text(of: parts, count: 24)
            for language in [SourceText.Language.swift, .dart, .javaScript] {
                let source = SourceText(text, language: language)
                let count = source.bytes.count
                for start in 0...count {
                    let offsets = Array(source.codeOffsets(from: start))
                    #expect(offsets == Self.walked(source, from: start, to: count), "\(language) from \(start) of \(text.debugDescription)")
                    skipped += count - start - offsets.count
                }
            }
        }
        #expect(skipped > 100_000, "the generated text had \(skipped) bytes in literals")
    }
}
