import Foundation
@testable import FrameOutput
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

    @Test func theRunnersRulesAsTheParserReadsThem() {
        #expect(RunnerCommandParser.commands(in: "  ::warning::x").map(\.name) == ["warning"])
        #expect(RunnerCommandParser.commands(in: "a\r::stop-commands::t").map(\.name) == ["stop-commands"])
        #expect(RunnerCommandParser.commands(in: "\u{A0}::x\nb ##[add-mask]w").map(\.form) == [.current, .old])
        #expect(RunnerCommandParser.commands(in: "a :: b\n#[x] ## [y]").isEmpty)
        #expect(RunnerCommandParser.commands(in: ":\u{FE0F}:x").count == 1)
    }
}
