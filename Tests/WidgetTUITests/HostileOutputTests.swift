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

    /// One command's output on each stream.
    struct Run: CustomStringConvertible {
        let arguments: [String]
        let code: Int32
        let out: String
        let err: String
        /// Our own colour codes are allowed on standard output.
        let ansi: Bool

        var description: String { "widget-tui \(arguments.map { String(reflecting: $0) }.joined(separator: " "))" }

        /// Files the run wrote for CI (JUnit XML, the job summary), shown as its output is.
        var files: [(name: String, text: String)] = []
        /// Data a JSON document stores as it is besides strings holding the payload's ESC (a
        /// group or target name without it).
        var data: Set<String> = []

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

    let home: AppTestHome
    let p = HostileOutputTests.payload

    init() throws {
        home = try AppTestHome(suffix: "-home\(HostileOutputTests.payload)")
    }

    func run(_ arguments: [String], stdin: Data = Data(), terminal: Bool = false, ansi: Bool = false, data: Set<String> = []) -> Run {
        let result = home.run(arguments, stdin: stdin, terminal: terminal)
        var run = Run(arguments: arguments, code: result.code, out: result.out, err: result.err, ansi: ansi)
        run.data = data
        return run
    }

    /// `run` with every CI report asked for: annotations, a JUnit file, the job summary and, for
    /// `verify`, the artifacts page; the files are kept on the run, the summary's and the page's
    /// backslashes as their readers see them (`&#92;`, written so Markdown keeps them).
    func ciRun(_ arguments: [String]) throws -> Run {
        let folder = home.folder("ci-\(UUID().uuidString)\(p)")
        let junit = folder.appendingPathComponent("junit.xml"), summary = folder.appendingPathComponent("summary.md")
        let page = folder.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let extra = ["--report", "github", "--junit", junit.path] + (arguments.first == "verify" ? ["--artifacts", page.path] : [])
        let result = home.run(arguments + extra, environment: [ReportOptions.summaryVariable: summary.path])
        var run = Run(arguments: arguments + extra, code: result.code, out: result.out, err: result.err, ansi: false)
        for file in [junit, summary, page.appendingPathComponent("index.html")] {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            run.files.append((file.lastPathComponent, text.replacingOccurrences(of: "&#92;", with: "\\")))
        }
        return run
    }

    /// The demo group rewritten by the app with the payload in every string it stores: pet names
    /// and a stage, a key and its value, quiet hours, an image file's name and its path, a kind.
    func hostileGroup() throws -> [Run] {
        var runs = [run(["app", "create-group"])]
        let pets: [[String: Any]] = [
            ["name": "Mochi\(p)", "stage": "adult", "valueA": 82, "valueB": 64, "valueC": 91],
            ["name": "Pip\(p)", "stage": "baby\(p)", "valueA": 55, "valueB": 90, "valueC": 40],
            ["name": "\(p)", "stage": "egg", "valueA": 1, "valueB": 2, "valueC": 3],
        ]
        let items = home.url.appendingPathComponent("items\(p).json")
        try JSONSerialization.data(withJSONObject: pets).write(to: items)
        // A pet of a name alone is stored, its other fields defaulted with notes; the three pets replace it.
        runs.append(run(["app", "update-items", "-"], stdin: try JSONSerialization.data(withJSONObject: [["name": p]])))
        runs.append(run(["app", "update-items", items.path]))
        runs.append(run(["app", "update-items", home.url.appendingPathComponent("none\(p).json").path]))
        runs.append(run(["app", "set", "note\(p)", "value\(p)", "--type", "string"]))
        runs.append(run(["app", "set", "count\(p)", "x\(p)", "--type", "int"]))
        runs.append(run(["app", "set", "payload\(p)", String(decoding: try JSONSerialization.data(withJSONObject: [p]), as: UTF8.self), "--type", "json"]))
        runs.append(run(["app", "increment", "note\(p)"]))
        runs.append(run(["app", "remove", "gone\(p)"]))
        runs.append(run(["app", "set-quiet-hours", p]))
        runs.append(run(["app", "reload", "--kind", "Kind\(p)"]))
        runs.append(run(["app", "create-group", "group.\(p)"]))
        runs.append(run(["app", "\(p)"]))

        let container = try home.container()
        let png = try PNGCodec.encode(RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255]))
        try GroupWriter(container: container).withLock { session in
            try session.saveHomeWidgetImage(png, forKey: "photo\(p)")
            try session.set(.string(container.url.appendingPathComponent("home_widget/photo\(p).png").path), forKey: "photo\(p)")
            try session.set(.string("/elsewhere\(p)/shot.png"), forKey: "outside\(p)")
            try session.set(.string("22:00-07:00\(p)"), forKey: "quietHours")
            try session.set(.string("many\(p)"), forKey: "streakDays")
        }
        // A file and a folder with the payload in their names, where doctor and the writer look.
        try Data().write(to: container.url.appendingPathComponent("Library/note\(p).txt"))
        try FileManager.default.createDirectory(at: container.url.appendingPathComponent("Library/Caches/folder\(p)"),
                                                withIntermediateDirectories: true)
        return runs
    }

    /// A second container in the groups root whose metadata names a group made of the payload.
    func hostileMetadataContainer() throws -> URL {
        let folder = home.groupsRoot.appendingPathComponent("0BAD0000-0000-4000-8000-\(p)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let metadata = try PropertyListFormat.encodeBinary(.dictionary(["MCMMetadataIdentifier": .string("group.\(p)")]))
        try metadata.write(to: folder.appendingPathComponent(ContainerMetadata.fileName))
        return folder
    }

    /// An `.entitlements` file with the payload in its name and in every group it lists.
    func hostileEntitlements() throws -> String {
        let file = home.url.appendingPathComponent("Runner\(p).entitlements")
        let groups = ["group.com.example.pets", "group.\(p)", p, "GROUP.com.example.pets\(p)"]
        try Data(entitlementsXML(groups).utf8).write(to: file)
        return file.path
    }

    /// A snapshot folder whose index carries the payload in one field, the others as recorded.
    func hostileIndex(_ field: String, _ value: Any, from recorded: URL) throws -> URL {
        let folder = home.folder("index-\(field)\(p)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var index = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: recorded.appendingPathComponent("index.json"))) as? [String: Any])
        if field.hasPrefix("snapshots.") {
            var items = try #require(index["snapshots"] as? [[String: Any]])
            items[0][String(field.dropFirst("snapshots.".count))] = value
            index["snapshots"] = items
        } else {
            index[field] = value
        }
        try JSONSerialization.data(withJSONObject: index).write(to: folder.appendingPathComponent("index.json"))
        return folder
    }

    @Test("Every command on a hostile group shows the payload only as visible escapes")
    func everyCommand() throws {
        var runs = try hostileGroup()
        let metadataFolder = try hostileMetadataContainer()
        let entitlements = try hostileEntitlements()
        let fixed = ["--now", "2026-11-29T12:00:00Z", "--tz", "UTC"]

        for format in ["ansi", "text", "json"] {
            runs.append(run(["render", "--format", format] + fixed, ansi: format == "ansi"))
            runs.append(run(["render", "--format", format, "--surface", "lock-screen", "--pet", "2"] + fixed, ansi: format == "ansi"))
        }
        runs.append(run(["render", "--at", "2026-11-29T12:00:02Z", "--format", "ansi", "--tz", "UTC"], terminal: true, ansi: true))
        runs.append(run(["render", "--format", "json", "--placeholder"] + fixed))
        runs.append(run(["timeline", "--count", "3"] + fixed))
        runs.append(run(["timeline", "--count", "3", "--json"] + fixed))

        let snapshots = home.folder("snaps\(p)")
        runs.append(run(["snapshot", "--out", snapshots.path, "--entries", "0", "--surface", "home,lock-screen"] + fixed))
        runs.append(run(["verify", snapshots.path]))
        // A changed header field and a changed data digest: the failure report quotes both.
        let small = snapshots.appendingPathComponent("small-entry-0000.txt")
        let medium = snapshots.appendingPathComponent("medium-entry-0000.txt")
        try home.text(small).replacingOccurrences(of: "appearance: light", with: "appearance: light\(p)").write(to: small, atomically: true, encoding: .utf8)
        let digestLine = try #require(try home.text(medium).split(separator: "\n").first { $0.hasPrefix("digest: ") })
        try home.text(medium).replacingOccurrences(of: String(digestLine), with: "digest: \(p)").write(to: medium, atomically: true, encoding: .utf8)
        // And one changed pixel, so the report draws its crops (in colour on a terminal).
        let large = snapshots.appendingPathComponent("large-entry-0000.txt")
        var lines = try home.text(large).components(separatedBy: "\n")
        let row = try #require(lines.firstIndex(of: "pixels:")) + 1
        lines[row] = (lines[row].first == "a" ? "b" : "a") + lines[row].dropFirst()
        try lines.joined(separator: "\n").write(to: large, atomically: true, encoding: .utf8)
        runs.append(run(["verify", snapshots.path]))
        let colour = run(["verify", snapshots.path], terminal: true, ansi: true)
        let drawsCrops = colour.out.contains("FAIL large-entry-0000.txt: rendering changed") && colour.out.contains("\u{1B}[")
        #expect(drawsCrops, "\(String(reflecting: colour.out))")
        runs.append(colour)
        runs.append(try ciRun(["verify", snapshots.path]))
        runs.append(run(["verify", snapshots.path, "--sprites", home.folder("sprites\(p)").path]))
        runs.append(run(["verify", snapshots.path, "--record", "failed"]))
        for (field, value) in [("group", "group.\(p)"), ("timeZone", p), ("now", p), ("device", p), ("sprites", "/sprites\(p)"),
                               ("format", p), ("snapshots.file", "x\(p).txt"), ("snapshots.date", p), ("snapshots.family", p)] as [(String, Any)] {
            runs.append(run(["verify", try hostileIndex(field, value, from: snapshots).path]))
        }
        runs.append(run(["verify", home.folder("none\(p)").path]))

        runs.append(run(["check"] + fixed))
        runs.append(run(["check", "--json"] + fixed))
        runs.append(run(["doctor"]))
        runs.append(try ciRun(["doctor"]))
        runs.append(run(["doctor", "--json"]))
        runs.append(try ciRun(["check"] + fixed))
        runs.append(run(["doctor", "--entitlements", entitlements]))
        runs.append(run(["doctor", "--entitlements", entitlements, "--group", "group.com.example.none"]))
        runs.append(run(["doctor", "--entitlements", home.url.appendingPathComponent("missing\(p).entitlements").path]))
        runs.append(run(["doctor", "--project", home.folder("noproject\(p)").path]))
        runs.append(run(["intent", "--project", home.folder("noproject\(p)").path]))
        // A project whose folder, app target and an #include carry the payload: the first lines
        // name the folder and the targets, the xcconfig finding the file.
        let scratch = try ScratchFolder()
        var project = ClonedProject.flutter()
        project.project.update("Runner") { $0.name = "Run\(p)ner" }
        project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"Sec\(p).xcconfig\"\n"
        // A group may hold a backslash (a warning, not a refusal): its literal shows escaped once too.
        let literalGroup = #"group.com.acme.t\u{7F}ally"#
        for file in ["ios/Runner/Runner.entitlements", "ios/TallyWidgetExtension.entitlements"] { project.files[file] = entitlementsXML([literalGroup]) }
        let projectFolder = try project.write(to: scratch, as: "App\(p)")
        runs.append(run(["doctor", "--project", projectFolder.path]))
        runs.append(run(["doctor", "--project", projectFolder.path, "--json"], data: [literalGroup, "Run\(p)ner"]))
        runs.append(try ciRun(["doctor", "--project", projectFolder.path]))
        runs.append(run(["activity"]))
        runs.append(run(["activity", "--json", "--pet", "2"]))
        runs.append(run(["intent", "feed"] + ["--now", "2026-11-29T12:00:00Z"]))
        runs.append(run(["intent", "pet", "--pet", "2", "--app", "warm"]))
        runs.append(run(["intent", "refresh", "--targets", "default", "--linked", "main,widgetKitExtension"]))
        runs.append(run(["export", "--sheet", home.url.appendingPathComponent("sheet\(p).png").path, "--entries", "0", "--family", "small"] + fixed))
        runs.append(run(["preview"]))

        // Errors that quote the request or what the locator found.
        runs.append(run([p]))
        runs.append(run(["help", p]))
        runs.append(run(["version"]))
        runs.append(run(["completions", p]))
        runs.append(run(["render", "--\(p)"]))
        runs.append(run(["render", "--famil\(p)", "small"]))
        runs.append(run(["--\(p)"]))
        runs.append(run(["render", "--family", p]))
        runs.append(run(["render", "--sprites", home.folder("sprites\(p)").path] + fixed))
        runs.append(run(["timeline", "--tz", p]))
        runs.append(run(["render", "--group", "group.com.example.none"]))
        runs.append(run(["render", "--container", metadataFolder.path]))
        runs.append(run(["render", "--container", home.folder("nothing\(p)").path]))
        runs.append(run(["render", "--groups-root", home.folder("root\(p)").path]))
        runs.append(run(["render", "--entitlements", entitlements, "--group", "group.com.example.other"]))

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
        _ = try hostileGroup()
        let json = run(["activity", "--json"]).out
        let escaped = json.contains(#"Mochi\u001b]52;c;aGFja2Vk\u0007\u001b[2J\u009b31m\u202e"#)
        #expect(escaped, "\(String(reflecting: json))")
        // Still the same document once decoded.
        let state = try PetActivityAttributes.ContentState.decode(Data(json.dropLast().utf8))
        let same = state.name == "Mochi\(p)"
        #expect(same)
    }
}
