import Foundation
import FrameOutput
import PetRenderer
import PNGCodec
import ProjectFixtures
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// Every command run on data whose every string carries one payload, in every place outside data
/// reaches widget-tui: the home folder's name (the environment), the suite's keys and values, pet
/// names, file and folder names in the container, another container's metadata, an entitlements
/// file, a project's folder, targets and includes, a snapshot folder's name and its index's fields,
/// the paths of the CI reports, and the arguments themselves. The suites that hold the output to
/// a rule (`HostileOutputTests`: no terminal control; `WorkflowCommandTests`: no workflow command)
/// build the same runs with their own payload.
struct HostileRuns {
    /// One command's output on each stream.
    struct Run: CustomStringConvertible {
        let arguments: [String]
        let code: Int32
        let out: String
        let err: String
        /// Our own colour codes are allowed on standard output.
        let ansi: Bool
        /// The command and subcommand that ran (`app set`), when the arguments named one.
        var path: String?
        /// The workflow commands widget-tui wrote itself (`CommandIO.workflowCommand`).
        var commands = ""

        var description: String { "widget-tui \(arguments.map { String(reflecting: $0) }.joined(separator: " "))" }

        /// Files the run wrote for CI (JUnit XML, the job summary), shown as its output is.
        var files: [(name: String, text: String)] = []
        /// Data a JSON document stores as it is besides strings holding the payload's ESC (a
        /// group or target name without it).
        var data: Set<String> = []
    }

    let home: AppTestHome
    let p: String

    init(payload: String) throws {
        p = payload
        home = try AppTestHome(suffix: "-home\(payload)")
    }

    func run(_ arguments: [String], stdin: Data = Data(), terminal: Bool = false, ansi: Bool = false, data: Set<String> = [],
             environment: [String: String] = [:]) -> Run {
        let sink = OutputSink(stdin: stdin, environment: home.environment.merging(environment) { $1 }, outputIsTerminal: terminal)
        let outcome = CommandRouter.execute(arguments, io: sink.io)
        var run = Run(arguments: arguments, code: outcome.code, out: sink.out, err: sink.err, ansi: ansi)
        run.path = outcome.arguments?.path.words
        run.commands = sink.commands
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
        var run = run(arguments + extra, environment: [ReportOptions.summaryVariable: summary.path])
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
        runs.append(run(["app", "set", "\(p)", "\(p)", "--type", "string"]))
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
        try Data().write(to: container.url.appendingPathComponent("Library/\(p)"))
        try FileManager.default.createDirectory(at: container.url.appendingPathComponent("Library/Caches/folder\(p)"),
                                                withIntermediateDirectories: true)
        // The hostile container captured into a folder named with the payload, as a repository's fixture.
        runs.append(run(["app", "capture", home.folder("capture\(p)").path, "--container", container.url.path]))
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

    /// A group may hold a backslash (a warning, not a refusal): its literal shows escaped once too.
    static let literalGroup = #"group.com.acme.t\u{7F}ally"#

    /// Every command on the hostile data, in the order a user would meet them.
    func all() throws -> [Run] {
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
        runs.append(run(["verify", snapshots.path], terminal: true, ansi: true))
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
        runs.append(run(["doctor", "--verbose"]))
        runs.append(run(["doctor", "--list-checks"]))
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
        for file in ["ios/Runner/Runner.entitlements", "ios/TallyWidgetExtension.entitlements"] { project.files[file] = entitlementsXML([Self.literalGroup]) }
        // The widget's view in a file named with the payload opens a URL home_widget does not
        // pass to the Dart code that listens for taps: a home-widget-url problem naming that file.
        let tapFile = "TallyWidget/Tap\(p).swift"
        project.files["ios/\(tapFile)"] = "import SwiftUI\n\nstruct TapView: View {\n  var body: some View {\n    Text(\"1\").widgetURL(URL(string: \"tally://open\"))\n  }\n}\n"
        project.project.update("TallyWidgetExtension") { $0.sources.append(tapFile) }
        project.files["lib/main.dart"]! += "void listen() {\n  HomeWidget.widgetClicked.listen((uri) {});\n}\n"
        let projectFolder = try project.write(to: scratch, as: "App\(p)")
        runs.append(run(["doctor", "--project", projectFolder.path]))
        runs.append(run(["doctor", "--project", projectFolder.path, "--verbose"]))
        runs.append(run(["doctor", "--project", projectFolder.path, "--json"], data: [Self.literalGroup, "Run\(p)ner"]))
        runs.append(try ciRun(["doctor", "--project", projectFolder.path]))
        runs.append(run(["intent", "--project", projectFolder.path]))
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
        for shell in ["bash", "zsh", "fish"] { runs.append(run(["completions", shell])) }
        runs.append(run(["completions", p]))
        runs.append(run(["render", "--\(p)"]))
        runs.append(run(["render", "--famil\(p)", "small"]))
        runs.append(run(["--\(p)"]))
        runs.append(run(["render", "--family", p]))
        runs.append(run(["render", "--sprites", home.folder("sprites\(p)").path] + fixed))
        runs.append(run(["timeline", "--tz", p]))
        runs.append(run(["render", "--group", "group.com.example.none"]))
        runs.append(run(["render", "--group", "group.\(p)"]))
        runs.append(run(["render", "--container", metadataFolder.path]))
        runs.append(run(["render", "--container", home.folder("nothing\(p)").path]))
        runs.append(run(["render", "--groups-root", home.folder("root\(p)").path]))
        runs.append(run(["render", "--entitlements", entitlements, "--group", "group.com.example.other"]))
        return runs
    }
}
