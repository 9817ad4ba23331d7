import Foundation
import FrameOutput
import PetRenderer
import PNGCodec
import ProjectFixtures
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// Every command run on a group whose every string carries terminal controls: none of them may
/// reach standard output or standard error raw, only as visible escapes.
@Suite("Hostile data never reaches the terminal raw")
struct HostileOutputTests {
    /// ESC, an OSC 52 clipboard write ended by BEL, a CSI clearing the screen, the one-byte C1
    /// CSI (U+009B) and a right-to-left override: what a crafted container would hide in a string.
    /// Then what only looks like an escape: a literal `\u{7F}` (six characters, no DEL) and a
    /// lone backslash, which must never print as a real DEL's escape would.
    static let payload = "\u{1B}]52;c;aGFja2Vk\u{07}\u{1B}[2J\u{9B}31m\u{202E}" + literals
    static let literals = #"\u{7F}\ZQ"#
    /// What follows each literal backslash of the payload: shown text must put exactly two
    /// backslashes before it (one is the ambiguity, four is escaping twice).
    static let afterBackslash = ["u{7F}", "ZQ"]
    static let forbidden: Set<Unicode.Scalar> = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"]
    /// How the payload's ESC shows when it is escaped, to prove the data reached the output.
    static let shownEscape = #"\u{1B}]52;c;aGFja2Vk\u{07}"#

    /// The lines where a literal backslash of the payload shows with other than two backslashes.
    /// In a JSON document the data itself is stored as it is (JSON's own escapes keep `\u{7F}`
    /// apart from a DEL, `\u007f`): a string holding the payload's raw ESC is that data, any
    /// other string is text for a reader and is checked as output is.
    static func ambiguous(in text: String, json: Bool, data: Set<String> = []) -> [String] {
        if json {
            guard let document = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else {
                return ["not a JSON document: \(String(reflecting: text.prefix(200)))"]
            }
            return strings(in: document).filter { !$0.contains("\u{1B}") && !data.contains($0) }.flatMap { ambiguous(in: $0, json: false) }
        }
        return text.split(separator: "\n").filter { line in
            afterBackslash.contains { marker in
                line.ranges(of: marker).contains { line[..<$0.lowerBound].reversed().prefix { $0 == "\\" }.count != 2 }
            }
        }.map { String(reflecting: String($0.prefix(300))) }
    }

    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings)
        default: []
        }
    }

    /// The text without the SGR sequences (`ESC [ digits ; ... m`) a frame is coloured with.
    static func withoutSGR(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    let world: HostileRuns
    var home: AppTestHome { world.home }
    let p = HostileOutputTests.payload

    init() throws {
        world = try HostileRuns(payload: HostileOutputTests.payload)
    }

    func run(_ arguments: [String], stdin: Data = Data(), terminal: Bool = false, ansi: Bool = false) -> HostileRuns.Run {
        world.run(arguments, stdin: stdin, terminal: terminal, ansi: ansi)
    }

    @Test("Every command on a hostile group shows the payload only as visible escapes")
    func everyCommand() throws {
        let runs = try world.all()
        let colour = try #require(runs.first { $0.ansi && $0.arguments.first == "verify" })
        let drawsCrops = colour.out.contains("FAIL large-entry-0000.txt: rendering changed") && colour.out.contains("\u{1B}[")
        #expect(drawsCrops, "\(String(reflecting: colour.out))")

        for run in runs {
            #expect(run.leaks.isEmpty, "\(run) exited \(run.code) and wrote \(run.leaks.joined(separator: "; "))")
            #expect(run.ambiguous.isEmpty, "\(run) exited \(run.code) and showed \(run.ambiguous.joined(separator: "; "))")
        }
        // The CI files were written and read, so their text was checked too.
        for run in runs where run.arguments.contains("--junit") {
            let names = run.files.map(\.name)
            #expect(names.contains("junit.xml") && names.contains("summary.md"), "\(run) exited \(run.code) and wrote \(names)")
        }
        // Not a test that passes by printing nothing: the payload was shown, escaped.
        // (Each output is checked first and quoted only in Swift's escaped notation, so a failing
        // test does not write the payload to the terminal either.)
        let doctor = try #require(runs.first { $0.arguments == ["doctor"] })
        let doctorShows = doctor.out.contains(Self.shownEscape)
        #expect(doctorShows, "\(String(reflecting: doctor.out))")
        let activity = try #require(runs.first { $0.arguments == ["activity"] })
        let activityShows = activity.out.contains("Mochi" + Self.shownEscape)
        #expect(activityShows, "\(String(reflecting: activity.out))")
        // And the literals, doubled, as VisibleText shows them.
        let shownLiterals = #"\\u{7F}\\ZQ"#
        let missingItems = home.url.appendingPathComponent("none\(p).json").path
        for arguments in [["doctor"], ["activity"], ["app", "update-items", missingItems]] {
            let run = try #require(runs.first { $0.arguments == arguments })
            let shows = (run.out + run.err).contains(shownLiterals)
            #expect(shows, "\(run): \(String(reflecting: run.out + run.err))")
        }
    }

    @Test("The check of the literals tells shown text from text not escaped and text escaped twice")
    func literalCheck() throws {
        let shown = VisibleText.escaped(p), once = TerminalText.escaped(p), twice = VisibleText.escaped(shown)
        #expect(Self.ambiguous(in: "name \(shown)", json: false).isEmpty)
        #expect(Self.ambiguous(in: "name \(once)", json: false).count == 1)
        #expect(Self.ambiguous(in: "name \(twice)", json: false).count == 1)
        // JSON: the data as it is passes, a message holding the data unescaped does not.
        let document = String(decoding: try JSONSerialization.data(withJSONObject: ["name": p, "message": "pet \(shown)"]), as: UTF8.self)
        #expect(Self.ambiguous(in: document, json: true).isEmpty)
        let unescaped = String(decoding: try JSONSerialization.data(withJSONObject: ["message": "pet \(once)"]), as: UTF8.self)
        #expect(Self.ambiguous(in: unescaped, json: true).count == 1)
    }

    @Test("JSON output escapes C1 controls and bidirectional and invisible format characters")
    func jsonEscapes() throws {
        _ = try world.hostileGroup()
        let json = run(["activity", "--json"]).out
        let escaped = json.contains(#"Mochi\u001b]52;c;aGFja2Vk\u0007\u001b[2J\u009b31m\u202e"#)
        #expect(escaped, "\(String(reflecting: json))")
        // Still the same document once decoded.
        let state = try PetActivityAttributes.ContentState.decode(Data(json.dropLast().utf8))
        let same = state.name == "Mochi\(p)"
        #expect(same)
    }
}

extension HostileRuns.Run {
    /// The forbidden characters that got through, with the text around the first one.
    var leaks: [String] {
        [("stdout", ansi ? HostileOutputTests.withoutSGR(out) : out), ("stderr", err)].compactMap { stream, text in
            guard let index = text.unicodeScalars.firstIndex(where: HostileOutputTests.forbidden.contains) else { return nil }
            let start = text.unicodeScalars.index(index, offsetBy: -40, limitedBy: text.unicodeScalars.startIndex) ?? text.unicodeScalars.startIndex
            let end = text.unicodeScalars.index(index, offsetBy: 40, limitedBy: text.unicodeScalars.endIndex) ?? text.unicodeScalars.endIndex
            return "\(stream): \(String(reflecting: String(text.unicodeScalars[start..<end])))"
        }
    }

    /// The places where the payload's literal backslashes show other than doubled: a JSON
    /// document is read first, and each string in it that holds shown text is checked.
    var ambiguous: [String] {
        let json = arguments.contains("--json") || zip(arguments, arguments.dropFirst()).contains { $0 == ("--format", "json") }
        return ([("stdout", out, json), ("stderr", err, false)] + files.map { ($0.name, $0.text, false) }).flatMap { stream, text, json in
            HostileOutputTests.ambiguous(in: text, json: json, data: data).map { "\(stream): \($0)" }
        }
    }
}
