import Testing
import WidgetContract
@testable import XcodeProject

/// The code scan's reads over bytes give what the `Character` and per-call passes they stand in
/// for gave (issue 41): the innermost block around an offset from the block index, a text's words
/// split at ASCII white space, a plain literal's text, an expression shortened for a message. Each
/// is compared with the reading it replaced on edge cases and on generated text of their pieces.
@Suite("Code scan byte paths")
struct ScanBytePathTests {
    /// The pass `innermostBlocks` made before: over the code with a stack, each block's end kept by its `{`.
    static func scannedBlocks(_ source: SourceText, around offsets: [Int]) -> [Range<Int>?] {
        let bytes = source.bytes, language = source.language
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var opens: [Int?] = Array(repeating: nil, count: offsets.count)
        var closes: [Int: Int] = [:]
        var stack: [Int] = []
        var next = 0, index = 0
        while index <= bytes.count {
            while next < order.count, offsets[order[next]] <= index {
                opens[order[next]] = stack.last
                next += 1
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if language.opensString(byte) {
                index = SourceText.skipString(in: bytes, from: index, language: language) ?? bytes.count
                continue
            }
            if byte == UInt8(ascii: "{") { stack.append(index) }
            if byte == UInt8(ascii: "}"), let open = stack.popLast() { closes[open] = index + 1 }
            index += 1
        }
        return opens.map { open in open.map { $0..<(closes[$0] ?? bytes.count) } }
    }

    /// A fixed pseudo-random sequence, so a failure is the same on every run.
    struct Pieces {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func text(of pieces: [String], count: Int) -> String {
            (0..<count).map { _ in pieces[next(pieces.count)] }.joined()
        }
    }

    @Test("The innermost block around each offset is the one a pass over the code finds", arguments: [
        "", "{", "}", "{ { { {", "} { } } { { } x", "a { b { c } d } e { f",
        "func f() { let s = \"\"\"\n{ \n\"\"\"; g { $0 } }",
        "class A { var x = \"{\\\"\" ; func b() { if c { } } }",
        "void main() { if (Platform.isAndroid) { a('}'); } else { b(\"{\"); } } }",
    ])
    func innermostBlocks(_ text: String) {
        for language in [SourceText.Language.dart, .swift, .kotlin, .javaScript] {
            let source = SourceText(text, language: language)
            let offsets = Array(-1...(source.bytes.count + 1))
            #expect(source.innermostBlocks(around: offsets) == Self.scannedBlocks(source, around: offsets), "\(language) \(text.debugDescription)")
            // Asked in any order, and some offsets twice.
            let shuffled = offsets.reversed() + [0, source.bytes.count / 2]
            #expect(source.innermostBlocks(around: shuffled) == Self.scannedBlocks(source, around: shuffled), "\(language) \(text.debugDescription)")
        }
    }

    @Test("Generated text of braces, strings and words: the same blocks")
    func generatedBlocks() {
        var pieces = Pieces()
        let parts = ["{", "}", "{ ", " }", "\"", "'", "\"\"\"", "`", "\\", "\n", "a", "é", " ", "$", "x {", "} y"]
        var nested = 0
        for _ in 0..<400 {
            let text = pieces.text(of: parts, count: 30)
            for language in [SourceText.Language.dart, .swift, .javaScript] {
                let source = SourceText(text, language: language)
                let offsets = Array(0...source.bytes.count)
                let expected = Self.scannedBlocks(source, around: offsets)
                #expect(source.innermostBlocks(around: offsets) == expected, "\(language) \(text.debugDescription)")
                nested += expected.filter { $0 != nil }.count
            }
        }
        #expect(nested > 10_000, "the generated text had \(nested) offsets inside a block")
    }

    @Test("Words split at white space over bytes: the same as split(whereSeparator: \\.isWhitespace)")
    func words() {
        let examples = ["", " ", "a", " a ", "a  b\tc\nd", "\r\n", "a\r\nb", "label name", "_ name", "a\u{0B}b\u{0C}c", "a\u{1C}b",
                        "é b", "a\u{A0}b", " \u{301}a", "a\u{2003}b", "x: Int"]
        var pieces = Pieces()
        let parts = [" ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", "a", "bc", ":", "é", "\u{301}", "\u{A0}", "\u{85}", "_"]
        let generated = (0..<500).map { _ in pieces.text(of: parts, count: 12) }
        for text in examples + generated {
            #expect(text.whitespaceSeparatedWords == text.split(whereSeparator: \.isWhitespace), "\(text.debugDescription)")
            let sub = text.dropFirst()
            #expect(sub.whitespaceSeparatedWords == sub.split(whereSeparator: \.isWhitespace), "\(sub.debugDescription)")
        }
    }

    @Test("Trimming over an ASCII scalar's bytes: the same as Unicode's White_Space")
    func trimming() {
        var pieces = Pieces()
        let parts = [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "a", "é", "\u{A0}", "\u{85}", "\u{2003}", "\u{301}"]
        for _ in 0..<500 {
            let text = pieces.text(of: parts, count: 8)
            let scalars = text.unicodeScalars
            let first = scalars.firstIndex { !$0.properties.isWhitespace }
            let last = scalars.lastIndex { !$0.properties.isWhitespace }
            let expected = first.flatMap { first in last.map { String(String.UnicodeScalarView(scalars[first...$0])) } } ?? ""
            #expect(text.trimmingWhitespace == expected, "\(text.debugDescription)")
        }
    }

    @Test("A plain literal read over bytes has the parts the Character loop gives")
    func plainLiterals() {
        var pieces = Pieces()
        let parts = ["\"", "'", "`", "a", "group.", " ", "$", "{", "}", "\\", "(", "\n", "\r\n", "é", "x", "-", "@", "\t"]
        var plain = 0
        for index in 0..<3_000 {
            let quote = ["\"", "'", "`"][index % 3]
            let text = quote + pieces.text(of: parts, count: index % 7) + quote
            for language in SourceText.Language.allCases {
                for (raw, interpolates) in [(false, true), (true, true), (true, false), (false, false)] {
                    let literal = Substring(text)
                    guard let fast = SourceText.plainLiteral(literal, language: language) else { continue }
                    plain += 1
                    #expect(fast == SourceText.literalParts(literal, language: language, raw: raw, interpolates: interpolates),
                            "\(language) \(text.debugDescription)")
                }
            }
        }
        #expect(plain > 10_000, "\(plain) generated literals were plain")
        #expect(SourceText.stringParts(" 'group.com.example' ", language: .dart) == [.text("group.com.example")])
        #expect(SourceText.stringParts("r'a$b'", language: .dart) == [.text("a$b")])
        #expect(SourceText.stringParts("'a$b'", language: .dart) == [.text("a"), .expression("b")])
        #expect(SourceText.stringParts("\"\"", language: .swift) == [.text("")])
        #expect(SourceText.stringParts("\"\"\"a\"\"\"", language: .swift) == nil)
    }

    @Test("An expression shortened for a message: white space made single spaces, at most 80 characters")
    func shortened() {
        let long = String(repeating: "ab ", count: 40)
        let examples = ["", "  a\n\t b  ", "a\r\nb", long, long + "é", String(repeating: "é", count: 81), String(repeating: "x", count: 80),
                        String(repeating: "x", count: 81), "a\u{A0}b", " \u{301}a"]
        for text in examples {
            let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(DartScanner.shortened(text) == (line.count <= 80 ? line : String(line.prefix(77)) + "..."), "\(text.debugDescription)")
        }
    }
}
