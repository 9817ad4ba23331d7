import Foundation
@testable import FrameOutput
import PropertyList
import RenderFixtures
import RunnerRules
import Testing

@Suite struct WorkflowCommandTextTests {
    @Test func aColonThatStartsALineIsWrittenAsAVisibleEscape() {
        #expect(WorkflowCommandText.neutralised("::warning title=F::x") == #"\u{3A}:warning title=F::x"#)
        #expect(WorkflowCommandText.neutralised("  \u{A0}\u{3000}::x") == "  \u{A0}\u{3000}" + #"\u{3A}:x"#)
        #expect(WorkflowCommandText.neutralised("a\n::b\r::c\r\n\t::d") == "a\n" + #"\u{3A}:b"# + "\r" + #"\u{3A}:c"# + "\r\n\t" + #"\u{3A}:d"#)
        // After colour codes, as `ANSIWriter` starts a line.
        #expect(WorkflowCommandText.neutralised("\u{1B}[31m::x") == "\u{1B}[31m" + #"\u{3A}:x"#)
        // Mid-line, a colon is only a colon.
        #expect(WorkflowCommandText.neutralised("doctor: 2 problems :: see") == "doctor: 2 problems :: see")
    }

    @Test func noOldFormCommandIsLeftAnywhere() {
        #expect(WorkflowCommandText.neutralised("target ##[add-mask]X") == #"target ##\u{5B}add-mask]X"#)
        #expect(WorkflowCommandText.neutralised("###[x] #[y] [z]") == #"###\u{5B}x] #[y] [z]"#)
        #expect(WorkflowCommandText.neutralised("#\u{FE0F}#[x]") == "#\u{FE0F}#" + #"\u{5B}x]"#)
        // A write that ends in `#` cannot be completed by the next.
        #expect(WorkflowCommandText.neutralised("issue #") == #"issue \u{23}"#)
        #expect(WorkflowCommandText.neutralised("#3 #\n") == "#3 #\n")
    }

    @Test func jsonGetsJSONEscapesThatDecodeToTheSameStrings() throws {
        let value = ["##[add-mask]X", "a\n::b"]
        let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let escaped = WorkflowCommandText.neutralised(json, as: .json)
        #expect(escaped.contains(#"##\u005badd-mask]X"#))
        #expect(try JSONDecoder().decode([String].self, from: Data(escaped.utf8)) == value)
    }

    @Test func textWithoutTheCharactersIsReturnedAsItIs() {
        let text = "Mochi 🐶 café ▀ → 日本語\n"
        #expect(WorkflowCommandText.neutralised(text) == text)
    }

    /// Random text of the characters that matter, written in random pieces as a command writes
    /// its output: the runner reads no command in what arrives, however the pieces fall.
    @Test func noWritesInAnyPiecesMakeACommand() {
        let alphabet: [String] = [":", ":", "#", "#", "[", " ", "\u{A0}", "\u{3000}", "\n", "\r", "\u{FE0F}", "x", "\u{1B}[1m", "]"]
        var random = SeededGenerator(seed: 35)
        for _ in 0..<20_000 {
            let pieces = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            }
            let written = pieces.map { WorkflowCommandText.neutralised($0) }.joined()
            let read = RunnerCommandParser.commands(in: written)
            #expect(read.isEmpty, "\(pieces.map { String(reflecting: $0) }) became \(String(reflecting: written)): \(read)")
            if !read.isEmpty { break }
        }
    }

    /// The rules read over bytes give what they gave read a scalar at a time (`ScalarReference`,
    /// the form before), in both spellings and inside a line or not, on random text of what
    /// matters: white space of both kinds, ignorables, colour codes, line breaks, ASCII's controls.
    @Test func bytesGiveWhatScalarsGave() {
        let alphabet: [String] = [":", "#", "#", "[", " ", "\t", "\u{0B}", "\u{1C}", "\u{85}", "\u{A0}", "\u{3000}", "\n", "\r", "\r\n",
                                  "\u{FE0F}", "\u{AD}", "\u{E0001}", "\u{200B}", "x", "é", "日", "🐶", "\u{1B}[1m", "\u{1B}[3;4:1m",
                                  "\u{1B}[", "\u{1B}", "]", "m", "1"]
        var random = SeededGenerator(seed: 41)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            for spelling in [WorkflowCommandText.Spelling.visible, .json] {
                for withinLine in [false, true] {
                    let bytes = WorkflowCommandText.neutralised(text, as: spelling, withinLine: withinLine)
                    let scalars = ScalarReference.neutralised(text, as: spelling, withinLine: withinLine)
                    #expect(bytes == scalars, "\(String(reflecting: text)) \(spelling) withinLine \(withinLine)")
                    if bytes != scalars { return }
                }
            }
        }
    }

    /// A line decodes no scalar unless it starts with one beyond ASCII or has one after a `#`: a
    /// report's text of any length is copied, not read a scalar at a time.
    @Test func onlyScalarsThatCouldMatterAreDecoded() {
        let line = "  warning: Widget [widget-target] 日本語 café 🐶 ## not a command #3\n"
        let text = String(repeating: line, count: 10_000)
        var decoded = 0
        #expect(WorkflowCommandText.neutralised(text, as: .visible, withinLine: false, decoded: &decoded) == text)
        #expect(decoded == 0)
        // A scalar beyond ASCII right after a `#` is decoded twice: whether the write ends at the
        // `#` (only ignorables after it), and whether it keeps the `#` for a `[`.
        let hashes = String(repeating: "#日\u{FE0F}é ", count: 10_000) + "#\u{FE0F}"
        decoded = 0
        _ = WorkflowCommandText.neutralised(hashes, as: .visible, withinLine: false, decoded: &decoded)
        #expect(decoded == 2 * 10_000 + 2)
        // A line that starts with white space beyond ASCII decodes it.
        decoded = 0
        _ = WorkflowCommandText.neutralised(String(repeating: "\u{A0}\u{3000}: x\n", count: 100), as: .visible, withinLine: false, decoded: &decoded)
        #expect(decoded == 200)
    }

    @Test func theRunnersRulesAsTheParserReadsThem() {
        #expect(RunnerCommandParser.commands(in: "  ::warning::x").map(\.name) == ["warning"])
        #expect(RunnerCommandParser.commands(in: "a\r::stop-commands::t").map(\.name) == ["stop-commands"])
        #expect(RunnerCommandParser.commands(in: "\u{A0}::x\nb ##[add-mask]w").map(\.form) == [.current, .old])
        #expect(RunnerCommandParser.commands(in: "a :: b\n#[x] ## [y]").isEmpty)
        #expect(RunnerCommandParser.commands(in: ":\u{FE0F}:x").count == 1)
    }
}

/// `WorkflowCommandText.neutralised` as it was written over scalars, one appended at a time: the
/// reference its reading over bytes is held to.
private enum ScalarReference {
    static func neutralised(_ text: String, as spelling: WorkflowCommandText.Spelling, withinLine: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        var atLineStart = !withinLine
        var i = 0
        while i < scalars.count {
            if atLineStart {
                atLineStart = false
                let start = i
                i = afterLeadingSpace(scalars, from: i)
                out.append(contentsOf: scalars[start..<i])
                if i < scalars.count, scalars[i] == ":" {
                    out.append(contentsOf: escape(":", spelling).unicodeScalars)
                    previous = (previous.1, ":")
                    i += 1
                    continue
                }
                if i == scalars.count { break }
            }
            let scalar = scalars[i]
            i += 1
            if scalar == "\n" || scalar == "\r" {
                out.append(scalar)
                previous = (nil, nil)
                atLineStart = !withinLine
                continue
            }
            let ignorable = scalar.properties.isDefaultIgnorableCodePoint
            if scalar == "[", previous == ("#", "#") {
                out.append(contentsOf: escape(scalar, spelling).unicodeScalars)
            } else if scalar == "#", spelling == .visible, !withinLine, scalars[i...].allSatisfy(\.properties.isDefaultIgnorableCodePoint) {
                out.append(contentsOf: escape(scalar, spelling).unicodeScalars)
            } else {
                out.append(scalar)
            }
            if !ignorable { previous = (previous.1, scalar) }
        }
        return String(out)
    }

    private static func afterLeadingSpace(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\n" || scalar == "\r" { return i }
            if scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint {
                i += 1
            } else if scalar == "\u{1B}", i + 1 < scalars.count, scalars[i + 1] == "[" {
                var end = i + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" || scalars[end] == ":" { end += 1 }
                guard end < scalars.count, scalars[end] == "m" else { return i }
                i = end + 1
            } else {
                return i
            }
        }
        return i
    }

    private static func escape(_ scalar: Unicode.Scalar, _ spelling: WorkflowCommandText.Spelling) -> String {
        switch spelling {
        case .visible: VisibleText.escape(scalar)
        case .json: "\\u00" + String(scalar.value, radix: 16)
        }
    }
}
