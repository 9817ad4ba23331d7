import Foundation
import ProjectFixtures
import Testing
@testable import WidgetTUI
import Doctor

/// `doctor --project` end to end, on project folders shaped like Xcode's and Flutter's
/// (Tests/ProjectFixtures): the report's grouping, the JSON document, exit codes, `--setting`,
/// `--profile`, and a project checked together with its group's container.
@Suite("widget-tui doctor --project")
struct DoctorProjectTests {
    static let findingKeys: Set<String> = ["severity", "area", "check", "target", "configuration", "file", "line", "subject", "message", "fix"]
    static let documentKeys: Set<String> = ["format", "version", "group", "groupSource", "platform", "project", "containerSkipped",
                                            "incomplete", "problems", "warnings", "findings"]

    func doctor(_ home: AppTestHome, _ fixture: String, _ rest: [String] = []) throws -> (code: Int32, out: String, err: String) {
        home.run(["doctor", "--project", try ProjectFixture.url(fixture).path] + rest)
    }

    /// The same run's findings, by check, severity, target, configuration, file and line.
    func findings(_ home: AppTestHome, _ fixture: String, _ rest: [String] = []) throws -> DoctorFindings {
        try DoctorFindings(home, ["doctor", "--project", try ProjectFixture.url(fixture).path] + rest)
    }

    /// A finding's words, for what only they say: the configurations a shared group spans (the
    /// finding has one target and no configuration), or a fix in the app's language.
    static func text(_ finding: [String: Any]?, _ field: String = "message") -> String { finding?[field] as? String ?? "" }

    /// N of a finding's `line N:`.
    static func lineNumber(_ text: Substring) -> Int? {
        guard let range = text.range(of: "line ") else { return nil }
        return Int(text[range.upperBound...].prefix(while: \.isNumber))
    }

    /// The report's section titles, in order.
    func sections(_ out: String) -> [String] {
        out.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            index > 0 && !line.isEmpty && !line.hasPrefix(" ") && !line.hasPrefix("doctor:") ? String(line) : nil
        }
    }

    /// The text of one section: its title to the next blank line.
    func section(_ title: String, in out: String) throws -> String {
        let start = try #require(out.range(of: "\n\n\(title)\n"), "no section \(title)")
        let rest = out[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)])
    }

    @Test("A Flutter ios/ project: findings grouped by target and configuration, then file and line; the container skipped in one line")
    func flutterProjectText() throws {
        let home = try AppTestHome()
        let root = try ProjectFixture.url("FlutterPets")
        let result = try doctor(home, "FlutterPets")
        #expect(result.code == 1, "\(result.out)")
        #expect(result.out.hasPrefix("doctor: project \(root.path) (ios/Runner.xcodeproj)\n"), "\(result.out)")
        // The text report's layout is this test's point: the container skipped in one line, the sections in order.
        #expect(result.out.components(separatedBy: "container checks skipped").count == 2)
        // The three configurations' letter-case warning is one finding, under the target.
        #expect(sections(result.out) == ["project", "settings", "target Runner, configuration Profile", "target PetWidgetExtension",
                                         "entitlements", "code"], "\(result.out)")
        let json = try findings(home, "FlutterPets")
        for file in ["ios/PetWidget/PetWidget.entitlements", "ios/Runner.entitlements", "ios/RunnerProfile.entitlements"] {
            #expect(json.of("unused-entitlements", "warning", file: file).count == 1, "\(file): \(json.summary)")
            // Under the entitlements section, its file's line first (the text layout).
            #expect(try section("entitlements", in: result.out).split(separator: "\n").contains { $0 == "  \(file)" }, "\(file)")
        }
        // Lines in order inside a file, each with its verdict and fix.
        let code = try section("code", in: result.out)
        let sync = try #require(code.range(of: "  lib/widgets/pet_widget_sync.dart\n"))
        let inFile = code[sync.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("    ") }
        // Line 30's Android-only call is a note, counted in the notes line.
        #expect(inFile.compactMap(Self.lineNumber) == [13, 24, 26])
        #expect(json.findings.allSatisfy { !["container", "data"].contains($0["area"] as? String ?? "") }, "\(json.summary)")
        // The placeholder group the app opens is a problem: the data never reaches the widget (decision 19).
        #expect(result.out.hasSuffix("doctor: 4 problems, 4 warnings\n"))
        #expect(result.err.isEmpty, "\(result.err)")
        Transcript.expect(result.out, matches: "flutter-project", in: "DoctorProjectTests", replacing: [root.path: "<project>"])
    }

    @Test("--json for a project: one document, every key present, counts that match the findings")
    func flutterProjectJSON() throws {
        let home = try AppTestHome()
        let result = try doctor(home, "FlutterPets", ["--json"])
        #expect(result.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(Set(document.keys) == Self.documentKeys)
        #expect(document["format"] as? String == "widget-tui-doctor")
        #expect(document["version"] as? Int == 4)
        #expect((document["incomplete"] as? [Any])?.isEmpty == true)
        #expect(document["group"] is NSNull && document["groupSource"] is NSNull)
        #expect((document["containerSkipped"] as? String)?.hasPrefix("no --group, --container, --groups-root or --simulator given") == true)
        let project = try #require(document["project"] as? [String: Any])
        #expect(Set(project.keys) == ["root", "projects", "code", "generatedFiles"])
        #expect(project["root"] as? String == (try ProjectFixture.url("FlutterPets")).path)
        let projects = try #require(project["projects"] as? [[String: Any]])
        #expect(projects.map { $0["project"] as? String } == ["ios/Runner.xcodeproj"])
        let shared = try #require(projects.first?["sharedGroups"] as? [[String: Any]])
        #expect(shared.allSatisfy { Set($0.keys) == ["app", "widget", "configuration", "shared", "expected"] })
        let profile = try #require(shared.first { $0["configuration"] as? String == "Profile" })
        #expect(profile["shared"] as? [String] == [])
        #expect(profile["expected"] as? String == "group.com.example.flutterPets")
        let code = try #require(project["code"] as? [[String: Any]])
        #expect(code.allSatisfy { Set($0.keys) == ["kind", "language", "call", "value", "expression", "file", "line", "definedAt", "targets"] })
        #expect(code.contains { $0["file"] as? String == "lib/widgets/pet_widget_sync.dart" && $0["line"] as? Int == 24
            && $0["value"] as? String == "group.com.example.FlutterPets" })

        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings { #expect(Set(finding.keys) == Self.findingKeys, "\(finding)") }
        #expect(findings.allSatisfy { ["ok", "note", "warning", "problem"].contains($0["severity"] as? String ?? "") })
        #expect(findings.allSatisfy { ["project", "settings", "entitlements", "code", "profile"].contains($0["area"] as? String ?? "") })
        #expect(findings.allSatisfy { $0["check"] is String })
        #expect(document["problems"] as? Int == findings.filter { $0["severity"] as? String == "problem" }.count)
        #expect(document["warnings"] as? Int == findings.filter { $0["severity"] as? String == "warning" }.count)
        let profileProblem = try #require(findings.first { $0["check"] as? String == "no-entitlements-setting" })
        #expect(profileProblem["target"] as? String == "Runner")
        #expect(profileProblem["configuration"] as? String == "Profile")
        #expect(profileProblem["file"] as? String == "ios/Runner.xcodeproj/project.pbxproj")
        #expect(profileProblem["line"] is NSNull)
        #expect(profileProblem["fix"] is String)
        let caseMismatch = try #require(findings.first { $0["check"] as? String == "code-group" && $0["severity"] as? String == "problem" })
        #expect(caseMismatch["line"] as? Int == 24)
        #expect(caseMismatch["target"] is NSNull && caseMismatch["configuration"] is NSNull && caseMismatch["subject"] is NSNull)
    }

    @Test("--json for the container alone has the same schema, with no project, and a check id on every finding")
    func containerJSON() throws {
        let home = try AppTestHome()
        let result = home.run(["doctor", "--json"])
        #expect(result.code == 0, "\(result.out)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(Set(document.keys) == Self.documentKeys)
        #expect(document["group"] as? String == "group.com.example.pets")
        #expect(document["groupSource"] as? String == "the default")
        #expect(document["platform"] as? String == "iOS")
        #expect(document["project"] is NSNull && document["containerSkipped"] is NSNull)
        let findings = try #require(document["findings"] as? [[String: Any]])
        for finding in findings { #expect(Set(finding.keys) == Self.findingKeys, "\(finding)") }
        #expect(Set(findings.compactMap { $0["area"] as? String }) == ["entitlements", "container", "data"])
        #expect(findings.map { $0["check"] as? String } == ["no-targets", "container", "pet-data"])
        let entitlements = try #require(findings.first { $0["area"] as? String == "entitlements" })
        #expect(entitlements["subject"] as? String == "--entitlements")
        #expect(entitlements["file"] is NSNull)
        let data = try #require(findings.first { $0["area"] as? String == "data" })
        #expect(data["subject"] as? String == "items, quietHours, streakDays")
        #expect((data["file"] as? String)?.hasSuffix("/Library/Preferences/group.com.example.pets.plist") == true)
    }

    @Test("Exit codes: 0 without a problem, 1 with one, 64 for a --setting that is not NAME=VALUE")
    func exitCodes() throws {
        let home = try AppTestHome()
        #expect(try doctor(home, "MacWeather").code == 0)
        #expect(try doctor(home, "NativeNotes").code == 1)
        for bad in ["DEVELOPMENT_TEAM", "=A1B2C3D4E5", "TEAM ID=A1B2C3D4E5", "TEAM[sdk=iphoneos*=x"] {
            let result = try doctor(home, "MacWeather", ["--setting", bad])
            #expect(result.code == 64, "\(bad)")
            #expect(result.err.hasPrefix("widget-tui doctor: --setting: '\(bad)' is not NAME=VALUE"), "\(result.err)")
            #expect(result.out.isEmpty)
        }
        let nowhere = home.run(["doctor", "--project", home.url.appendingPathComponent("nowhere").path, "--json"])
        #expect(nowhere.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(nowhere.out.utf8)) as? [String: Any])
        let finding = try #require((document["findings"] as? [[String: Any]])?.first)
        #expect(finding["check"] as? String == "project-file")
        #expect(finding["message"] as? String == "no such file or folder")
    }

    @Test("--setting supplies a variable the project leaves unresolved: $(TeamIdentifierPrefix) on macOS")
    func settingSuppliesAnUnresolvedVariable() throws {
        let home = try AppTestHome()
        let root = try ProjectFixture.url("MacWeather")
        let without = try doctor(home, "MacWeather")
        #expect(without.code == 0)
        // Only the team is missing: one note per target on its entitlements' line, Debug and Release
        // together (the configurations said in its words), its fix naming what to pass.
        let json = try findings(home, "MacWeather")
        let note = try #require(json.of("unresolved-setting", "note", target: "MacWeather", file: "MacWeather/MacWeather.entitlements", line: 9).first,
                                "\(json.summary)")
        #expect(json.of("unresolved-setting", target: "MacWeather").count == 1 && json.of("unresolved-setting").count == 2, "\(json.summary)")
        #expect(Self.text(note).contains("does not resolve for MacWeather in Debug and Release"), "\(note)")
        #expect(Self.text(note, "fix").hasSuffix("--setting DEVELOPMENT_TEAM=<your team id>"), "\(note)")
        #expect(without.out.hasSuffix("doctor: 0 problems, 0 warnings\n"))
        // One cause, one line: the second target's note on the same unresolved group folds (--verbose lists it).
        let noteLines = without.out.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("NOTE") }
        #expect(noteLines.count == 1, "\(without.out)")
        Transcript.expect(without.out, matches: "team-unresolved", in: "DoctorProjectTests", replacing: [root.path: "<project>"])

        let with = try doctor(home, "MacWeather", ["--setting", "DEVELOPMENT_TEAM=A1B2C3D4E5"])
        #expect(with.code == 0)
        let withJSON = try findings(home, "MacWeather", ["--setting", "DEVELOPMENT_TEAM=A1B2C3D4E5"])
        #expect(withJSON.of("unresolved-setting").isEmpty, "\(withJSON.summary)")
        #expect(withJSON.of("team-id-group", "ok", target: "MacWeather", file: "MacWeather/MacWeather.entitlements", line: 9).count == 1,
                "\(withJSON.summary)")
        #expect(with.out.hasSuffix("doctor: 0 problems, 0 warnings\n"))
        Transcript.expect(with.out, matches: "team-from-setting", in: "DoctorProjectTests", replacing: [root.path: "<project>"])
    }

    @Test("A native project: groups from the xcconfig #include chain per configuration, a notification extension's own group is fine")
    func nativeProject() throws {
        let home = try AppTestHome()
        let root = try ProjectFixture.url("NativeNotes")
        let result = try doctor(home, "NativeNotes")
        #expect(result.code == 1)
        let json = try findings(home, "NativeNotes")
        // A group per configuration, from the xcconfig chain: one finding each, the configuration in its words.
        let shared = json.of("shared-group", "ok", target: "NotesWidgetExtension").map { Self.text($0) }
        #expect(shared.contains { $0.hasSuffix("share group.com.example.notes.debug (Debug)") }
            && shared.contains { $0.hasSuffix("share group.com.example.notes (Release)") } && shared.count == 2, "\(shared)")
        // The notification extension's own group is fine: only OKs (and a configuration note) on it.
        #expect(json.of("extension-group", "ok", target: "NotificationService").count == 2, "\(json.summary)")
        #expect(json.findings.allSatisfy { $0["target"] as? String != "NotificationService"
            || !["problem", "warning"].contains($0["severity"] as? String ?? "") }, "\(json.summary)")
        // The app's two problems, at their lines: the group's letter case (its constant's definition named) and the reload's kind.
        let letterCase = try #require(json.of("code-group", "problem", target: "NativeNotes", file: "NativeNotes/NoteStore.swift", line: 16).first,
                                      "\(json.summary)")
        #expect(Self.text(letterCase).contains("(defined at NativeNotes/NoteStore.swift:7)"), "\(letterCase)")
        #expect(json.of("reload-kind", "problem", target: "NativeNotes", file: "NativeNotes/NoteStore.swift", line: 25).count == 1, "\(json.summary)")
        #expect(json.counts == (2, 0), "\(json.summary)")
        // The text report puts the app's file first in its target's section, and the ignored xcconfig in settings.
        #expect(try section("target NativeNotes", in: result.out).hasPrefix("  NativeNotes/NoteStore.swift\n    PROBLEM  line 16: "))
        #expect(json.of("generated-files", "note").contains { Self.text($0).contains("Config/Local.xcconfig (.gitignore line 2 keeps it out of the repository)") },
                "\(json.summary)")
        Transcript.expect(result.out, matches: "native-project", in: "DoctorProjectTests", replacing: [root.path: "<project>"])
    }

    @Test("--profile: a profile without the group is a problem for the target it signs, on the device only")
    func profileWithoutTheGroup() throws {
        let home = try AppTestHome()
        let lacking = home.url.appendingPathComponent("Runner.mobileprovision")
        try ProfileBuilder.der(ProfileBuilder.plist(appID: "com.example.flutterPets", team: "7Q2XK4M9PB", groups: [])).write(to: lacking)
        let listing = home.url.appendingPathComponent("PetWidget.mobileprovision")
        try ProfileBuilder.der(ProfileBuilder.plist(appID: "com.example.flutterPets.PetWidget", team: "7Q2XK4M9PB",
                                                    groups: ["group.com.example.flutterPets"])).write(to: listing)
        let result = try doctor(home, "FlutterPets", ["--profile", lacking.path, "--profile", listing.path])
        #expect(result.code == 1)
        // One profile lacking the group for Debug and Release is one finding, under the target.
        let json = try DoctorFindings(home, ["doctor", "--project", try ProjectFixture.url("FlutterPets").path, "--profile", lacking.path, "--profile", listing.path])
        let problem = try #require(json.of("profile-groups", "problem", target: "Runner", file: lacking.path).first, "\(json.summary)")
        #expect(problem["configuration"] is NSNull && (problem["message"] as? String)?.hasSuffix("(in Debug and Release)") == true)
        #expect(json.of("profile-groups", "problem").count == 1)
        #expect(json.of("profile-groups", "ok", target: "PetWidgetExtension", file: listing.path).count == 1, "\(json.summary)")
        Transcript.expect(result.out, matches: "profile-without-group", in: "DoctorProjectTests",
                          replacing: [try ProjectFixture.url("FlutterPets").path: "<project>", home.url.path: "<home>"])
    }

    @Test("A project and its group's container in one report: the shared group is the one checked")
    func projectAndContainer() throws {
        let home = try AppTestHome()
        let group = "group.com.example.flutterPets"
        #expect(home.run(["app", "create-group", group]).code == 0)
        #expect(home.run(["app", "set", "pet_name", "Mochi", "--group", group]).code == 0)
        let root = try ProjectFixture.url("FlutterPets")
        let result = try doctor(home, "FlutterPets", ["--groups-root", home.groupsRoot.path])
        #expect(result.code == 1)
        #expect(result.out.hasPrefix("doctor: project \(root.path) (ios/Runner.xcodeproj)\ndoctor: \(group) on iOS ("), "\(result.out)")
        let json = try findings(home, "FlutterPets", ["--groups-root", home.groupsRoot.path])
        #expect(json.document["containerSkipped"] is NSNull && json.group == (group, "the group Runner and PetWidgetExtension share in Debug (ios/Runner.xcodeproj)"),
                "\(String(describing: json.group))")
        #expect(Array(sections(result.out).suffix(4)) == ["entitlements", "code", "container", "data"])
        let suite = try home.container(group).suiteURL.path
        // The suite's data: another app's (no items), its key listed with its type and size.
        #expect(json.of("data-contract", "note", file: suite).count == 1, "\(json.summary)")
        #expect(json.of("suite-keys", "ok", file: suite, subject: "pet_name").map { Self.text($0) } == ["String, 5 bytes"], "\(json.summary)")
        // The project gave the targets: no finding asks for --entitlements.
        #expect(json.of("no-targets").isEmpty, "\(json.summary)")
        Transcript.expect(result.out, matches: "project-and-container", in: "DoctorProjectTests",
                          replacing: [root.path: "<project>", try home.container(group).url.path: "<container>"])

        let other = try doctor(home, "FlutterPets", ["--group", "group.com.example.pets"])
        let otherJSON = try findings(home, "FlutterPets", ["--group", "group.com.example.pets"])
        #expect(otherJSON.group == ("group.com.example.pets", "--group"))
        // The group named is not the one the project shares: a warning on --group.
        #expect(otherJSON.of("group-option", "warning", subject: "--group").count == 1, "\(otherJSON.summary)")
        Transcript.expect(other.out, matches: "project-and-other-group", in: "DoctorProjectTests",
                          replacing: [root.path: "<project>", home.url.path: "<home>"])
    }

    @Test("In a Flutter project the data's fixes are Dart (home_widget's saveWidgetData); without a project, Swift")
    func dataFixesInTheAppsLanguage() throws {
        let home = try AppTestHome()
        let group = "group.com.example.flutterPets"
        #expect(home.run(["app", "create-group", group]).code == 0)
        #expect(home.run(["app", "update-items", "-", "--group", group], stdin: Data(#"[{"name": "Mochi", "stage": "egg", "valueA": 1, "valueB": 2, "valueC": 3}]"#.utf8)).code == 0)
        #expect(home.run(["app", "set", "quietHours", "22", "--type", "int", "--group", group]).code == 0)
        let flutter = try findings(home, "FlutterPets", ["--groups-root", home.groupsRoot.path])
        let problem = try #require(flutter.of("pet-data", "problem", subject: "quietHours").first, "\(flutter.summary)")
        // The fix's language is the point: Dart with home_widget for a Flutter project, plain words without one.
        #expect(Self.text(problem, "fix") == "store quietHours as a String \"HH:MM-HH:MM\": HomeWidget.saveWidgetData<String>('quietHours', '22:00-07:00')",
                "\(problem)")
        let alone = try DoctorFindings(home, ["doctor", "--group", group, "--groups-root", home.groupsRoot.path])
        let aloneProblem = try #require(alone.of("pet-data", "problem", subject: "quietHours").first, "\(alone.summary)")
        #expect(Self.text(aloneProblem, "fix") == "store quietHours as a String \"HH:MM-HH:MM\", for example \"22:00-07:00\"", "\(aloneProblem)")
        // No home_widget wording without a Flutter project, in any finding.
        #expect(!alone.findings.contains { Self.text($0).contains("HomeWidget.") || Self.text($0, "fix").contains("HomeWidget.") }, "\(alone.summary)")
    }

    @Test("--allow-outside names a folder outside the project that doctor may read; without it the include is a note")
    func allowOutside() throws {
        let home = try AppTestHome()
        let scratch = try ScratchFolder()
        try scratch.write("Override/Team.xcconfig", "TALLY_GROUP = group.com.acme.tally\n")
        var project = ClonedProject.flutter()
        for file in ["ios/Flutter/Debug.xcconfig", "ios/Flutter/Release.xcconfig"] {
            project.files[file]! += "#include? \"\(scratch.path("Override").path)/Team.xcconfig\"\n"
        }
        project.files["ios/Runner/Runner.entitlements"] = entitlementsXML(["$(TALLY_GROUP)"])
        let root = try project.write(to: scratch)
        let without = try DoctorFindings(home, ["doctor", "--project", root.path, "--verbose"])
        #expect(without.code == 0, "an unread file makes the group unknown, not wrong: \(without.summary)")
        // The include outside is a note on the xcconfig that includes it, one per file, and the group it sets is not shared.
        for file in ["ios/Flutter/Debug.xcconfig", "ios/Flutter/Release.xcconfig"] {
            #expect(without.of("xcconfig", "note", file: file).contains { Self.text($0).contains("is not read: outside the project") },
                    "\(file): \(without.summary)")
        }
        #expect(!without.of("shared-group").contains { Self.text($0).contains("group.com.acme.tally") }, "\(without.summary)")
        let with = try DoctorFindings(home, ["doctor", "--project", root.path, "--allow-outside", scratch.path("Override").path])
        #expect(with.code == 0, "\(with.summary)")
        // The group, now read, is shared in every configuration: the finding has the widget as its target, the configurations in its words.
        #expect(with.of("shared-group", "ok", target: "TallyWidgetExtension").map { Self.text($0) }
            == ["Runner and TallyWidgetExtension share group.com.acme.tally (Debug, Release and Profile)"], "\(with.summary)")
        #expect(with.of("xcconfig").allSatisfy { !Self.text($0).contains("outside the project") }, "\(with.summary)")
    }
}

/// `intent --project`: the project's widget buttons with the process WidgetKit would pick.
@Suite struct IntentProjectCommandTests {
    /// The Flutter clone with `Button(intent: CountIntent())` in its widget, the intent (writing the
    /// group, with `pin` after its title or as a conformance after it) compiled by both targets.
    private static func project(pin: String, in scratch: ScratchFolder) throws -> URL {
        var project = ClonedProject.flutter()
        let conformance = pin.hasPrefix("extension") ? "@available(iOSApplicationExtension, unavailable)\n\(pin)\n" : ""
        let member = pin.hasPrefix("extension") ? "" : "  \(pin)\n"
        project.files["ios/TallyWidget/CountIntent.swift"] = """
            import AppIntents

            struct CountIntent: AppIntent {
              static var title: LocalizedStringResource = "Count"
            \(member)  func perform() async throws -> some IntentResult {
                UserDefaults(suiteName: "group.com.acme.tally")?.set(1, forKey: "count")
                return .result()
              }
            }

            \(conformance)
            """
        project.files["ios/TallyWidget/TallyWidget.swift"] = project.files["ios/TallyWidget/TallyWidget.swift"]!
            .replacingOccurrences(of: "Text(\"\\(entry.count)\")", with: "Button(intent: CountIntent()) { Text(\"\\(entry.count)\") }")
        project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/CountIntent.swift") }
        project.project.update("Runner") { $0.sources.append("TallyWidget/CountIntent.swift") }
        return try project.write(to: scratch)
    }

    @Test("intent --project lists each button with the process picked cold and warm, as the targets and pins say")
    func listsButtons() throws {
        let home = try AppTestHome()
        let scratch = try ScratchFolder()
        let root = try Self.project(pin: "extension CountIntent: ForegroundContinuableIntent {}", in: scratch)
        let result = home.run(["intent", "--project", root.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("CountIntent: Button(intent:) at ios/TallyWidget/TallyWidget.swift:"), "\(result.out)")
        #expect(result.out.contains("  compiled by  Runner, TallyWidgetExtension; pinned by ForegroundContinuableIntent\n"), "\(result.out)")
        // Apple: a ForegroundContinuableIntent begins its work with the app in the background and may ask to continue in the foreground.
        #expect(result.out.contains("  app cold     the main app, launched in the background: only the main app may run it"), "\(result.out)")
        #expect(result.out.contains("  app warm     the main app: the app is running and may run it"), "\(result.out)")
        #expect(result.out.contains("writes: a shared UserDefaults write (UserDefaults(suiteName: \"group.com.acme.tally\")?.set(1, forKey: \"count\"))"), "\(result.out)")
        #expect(home.run(["intent", "feed", "--project", root.path]).code == 64)
    }

    // The wording is the point: openAppWhenRun = true opens the app, so "in the background" would mislead.
    @Test("intent --project on openAppWhenRun = true: the app is opened in the foreground, cold and warm, never 'in the background'")
    func openAppWhenRun() throws {
        let home = try AppTestHome()
        let scratch = try ScratchFolder()
        let root = try Self.project(pin: "static var openAppWhenRun: Bool = true", in: scratch)
        let result = home.run(["intent", "--project", root.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("  compiled by  Runner, TallyWidgetExtension; pinned by openAppWhenRun = true\n"), "\(result.out)")
        #expect(result.out.contains("  app cold     the main app, opened in the foreground: "), "\(result.out)")
        #expect(result.out.contains("  app warm     the main app, opened in the foreground: "), "\(result.out)")
        #expect(!result.out.contains("background"), "\(result.out)")
    }
}

extension DoctorProjectTests {
    @Test("A project past the walk's 20,000 source files: the first lines name the incomplete checks, --json marks them, exit 1")
    func scanPastItsLimit() throws {
        let home = try AppTestHome()
        let scratch = try ProjectFixture.copy("NativeNotes")
        let generated = scratch.path("NativeNotes/Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        for index in 0...20_000 { _ = FileManager.default.createFile(atPath: generated.appendingPathComponent("File\(index).swift").path, contents: Data()) }
        let text = home.run(["doctor", "--project", scratch.path("NativeNotes").path])
        #expect(text.code == 1)
        let lines = text.out.split(separator: "\n")
        #expect(lines.count > 2 && lines[1].hasPrefix("doctor: scan incomplete: the Swift scan of . stopped after 20000 files; not completed: "), "\(lines.prefix(3))")
        let json = home.run(["doctor", "--project", scratch.path("NativeNotes").path, "--json"])
        #expect(json.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let incomplete = try #require(document["incomplete"] as? [[String: Any]])
        #expect(incomplete.count == 1 && incomplete.first?["reason"] as? String == "stopped after 20000 files")
        #expect((incomplete.first?["checks"] as? [String])?.contains("code-group") == true)
    }
}

extension DoctorProjectTests {
    @Test("--list-checks lists every check, in report order, with its area and severities, and runs none")
    func listChecks() throws {
        let home = try AppTestHome()
        let result = home.run(["doctor", "--list-checks"])
        #expect(result.code == 0)
        let rows = result.out.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.count == Doctor.checks.count)
        #expect(rows.map { $0[0] } == Doctor.checks.map(\.id))
        #expect(rows.first?.prefix(3) == ["scan-incomplete", "project", "warning"])
        #expect(rows.contains { $0.prefix(3) == ["bundle-identifier", "project", "problem"] })
        #expect(rows.contains { $0.prefix(3) == ["stored-image", "data", "ok,warning,problem"] })
        #expect(!result.out.contains("doctor: group"))
    }
}
