import Foundation
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
    static let payload = "\u{1B}]52;c;aGFja2Vk\u{07}\u{1B}[2J\u{9B}31m\u{202E}"
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

        /// The forbidden characters that got through, with the text around the first one.
        var leaks: [String] {
            [("stdout", ansi ? HostileOutputTests.withoutSGR(out) : out), ("stderr", err)].compactMap { stream, text in
                guard let index = text.unicodeScalars.firstIndex(where: HostileOutputTests.forbidden.contains) else { return nil }
                let start = text.unicodeScalars.index(index, offsetBy: -40, limitedBy: text.unicodeScalars.startIndex) ?? text.unicodeScalars.startIndex
                let end = text.unicodeScalars.index(index, offsetBy: 40, limitedBy: text.unicodeScalars.endIndex) ?? text.unicodeScalars.endIndex
                return "\(stream): \(String(reflecting: String(text.unicodeScalars[start..<end])))"
            }
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

    func run(_ arguments: [String], stdin: Data = Data(), terminal: Bool = false, ansi: Bool = false) -> Run {
        let result = home.run(arguments, stdin: stdin, terminal: terminal)
        return Run(arguments: arguments, code: result.code, out: result.out, err: result.err, ansi: ansi)
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
        runs.append(run(["app", "update-items", items.path]))
        runs.append(run(["app", "update-items", "-"], stdin: Data("[{\"name\":\"\(p)\"}]".utf8)))
        runs.append(run(["app", "update-items", home.url.appendingPathComponent("none\(p).json").path]))
        runs.append(run(["app", "set", "note\(p)", "value\(p)", "--type", "string"]))
        runs.append(run(["app", "set", "count\(p)", "x\(p)", "--type", "int"]))
        runs.append(run(["app", "set", "payload\(p)", "[\"\(p)\"]", "--type", "json"]))
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
        runs.append(run(["doctor", "--entitlements", entitlements]))
        runs.append(run(["doctor", "--entitlements", entitlements, "--group", "group.com.example.none"]))
        runs.append(run(["doctor", "--entitlements", home.url.appendingPathComponent("missing\(p).entitlements").path]))
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
