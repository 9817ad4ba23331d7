import Foundation
import ProjectFixtures
import Testing
@testable import WidgetTUI

/// `doctor --entitlements` holds each file to the rules a project's entitlements are held to:
/// the same spelling variants, identifier rules and build-setting expansion.
@Suite("doctor --entitlements under the project's group rules")
struct DoctorEntitlementsRulesTests {
    /// Writes each target's entitlements (name: its groups) into the home; their paths in order.
    func files(_ home: AppTestHome, _ targets: KeyValuePairs<String, [String]>) throws -> [String] {
        try targets.map { name, groups in
            let url = home.url.appendingPathComponent("\(name).entitlements")
            try Data(entitlementsXML(groups).utf8).write(to: url)
            return url.path
        }
    }

    /// A container for `group` in which the app wrote one setting.
    func makeGroup(_ home: AppTestHome, _ group: String) {
        #expect(home.run(["app", "create-group", group]).code == 0)
        #expect(home.run(["app", "set", "counter", "1", "--type", "int", "--group", group]).code == 0)
    }

    /// `doctor --entitlements FILE ... REST --json`: its findings by check, severity, file and line.
    func doctor(_ home: AppTestHome, _ files: [String], _ rest: [String] = []) throws -> DoctorFindings {
        try DoctorFindings(home, ["doctor"] + files.flatMap { ["--entitlements", $0] } + rest)
    }

    /// The text of a finding's field. One check (`group-identifier`, `entitlements-group`) covers
    /// several rules and says which one fired only in its words: a test about which rule it is
    /// asserts them there, and only there.
    static func text(_ finding: [String: Any]?, _ field: String = "message") -> String {
        finding?[field] as? String ?? ""
    }

    @Test("Whitespace inside <string> is reported as whitespace, not as a missing group. prefix")
    func whitespaceInsideString() throws {
        let home = try AppTestHome()
        let paths = try files(home, ["Runner": ["group.com.example.pets"], "PetWidgetExtension": [" group.com.example.pets"]])
        let result = try doctor(home, paths, ["--group", "group.com.example.pets"])
        #expect(result.code == 1)
        // The widget's file lists a variant of the group, at its line; the app's lists the group.
        let variant = try #require(result.of("entitlements-group", "problem", file: paths[1], line: 7).first, "\(result.summary)")
        #expect(result.of("entitlements-group", "problem").count == 1 && result.of("entitlements-group", "ok", file: paths[0]).count == 1)
        // Trimmed, the identifier breaks no rule: no missing group. prefix, nothing else of group-identifier.
        #expect(result.of("group-identifier").isEmpty, "\(result.summary)")
        // Which variant is the point, and only the words tell it: whitespace, not a typo a character away.
        #expect(Self.text(variant).contains("with whitespace around it") && !Self.text(variant).contains("character away"), "\(variant)")

        // Both targets list it so: it is the group inferred, and each file says what is wrong with it.
        let both = try files(home, ["Runner": [" group.com.example.pets"], "PetWidgetExtension": [" group.com.example.pets"]])
        let inferred = try doctor(home, both)
        #expect(inferred.code == 1)
        for path in both { #expect(inferred.of("group-identifier", "problem", file: path, line: 7).count == 1, "\(inferred.summary)") }
        #expect(inferred.of("group-identifier").count == 2)
        // The rule that fired is whitespace, not the missing prefix (one check, told apart by its fix and words).
        for finding in inferred.of("group-identifier") {
            #expect(Self.text(finding, "fix") == "remove the whitespace: <string>group.com.example.pets</string>", "\(finding)")
            #expect(!Self.text(finding).contains("does not start with group."), "\(finding)")
        }
    }

    @Test("A character the developer portal refuses for a new group is a note, and the group works")
    func portalCharacterIsANote() throws {
        let home = try AppTestHome()
        makeGroup(home, "group.home_widget_flutter")
        let paths = try files(home, ["Runner": ["group.home_widget_flutter"], "HomeWidgetExtension": ["group.home_widget_flutter"]])
        let result = try doctor(home, paths)
        #expect(result.code == 0, "\(result.summary)")
        #expect(result.group == ("group.home_widget_flutter", "the group most targets list (2 of 2)"))
        for path in paths {
            #expect(result.of("entitlements-group", "ok", file: path).count == 1, "\(result.summary)")
            #expect(result.of("group-identifier", "note", file: path, line: 7).count == 1, "\(result.summary)")
        }
        // The character is named in the words, the one place a finding of this check says which rule it is.
        #expect(result.of("group-identifier").allSatisfy { Self.text($0).contains("contains '_'") })
        #expect(result.counts == (0, 0))
    }

    @Test("group.kekable in the files is a group like any other")
    func singleComponentGroup() throws {
        let home = try AppTestHome()
        makeGroup(home, "group.kekable")
        let paths = try files(home, ["Runner": ["group.kekable"], "KekableWidget": ["group.kekable"]])
        let result = try doctor(home, paths)
        #expect(result.code == 0, "\(result.summary)")
        #expect(result.group == ("group.kekable", "the group most targets list (2 of 2)"))
        #expect(result.of("group-identifier").isEmpty && result.counts == (0, 0), "\(result.summary)")
        for path in paths { #expect(result.of("entitlements-group", "ok", file: path).count == 1) }
    }

    @Test("$(TeamIdentifierPrefix) is unresolved without a team, and Team-ID style on macOS once --setting gives one")
    func teamIdentifierPrefix() throws {
        let home = try AppTestHome()
        let paths = try files(home, ["MacWeather": ["$(TeamIdentifierPrefix)com.example.weather"],
                                     "WeatherWidget": ["$(TeamIdentifierPrefix)com.example.weather"]])
        let unresolved = try doctor(home, paths, ["--platform", "macOS"])
        #expect(unresolved.code == 1, "no container, so a problem: \(unresolved.summary)")
        for path in paths {
            let note = try #require(unresolved.of("unresolved-setting", "note", file: path, line: 7).first, "\(unresolved.summary)")
            // What to pass is the point of the fix: the setting the prefix comes from.
            #expect(Self.text(note, "fix").hasPrefix("set the team (Signing & Capabilities, Team: DEVELOPMENT_TEAM), or pass --setting DEVELOPMENT_TEAM="),
                    "\(note)")
        }
        // Unresolved is not wrong: no identifier rule and no Team-ID verdict.
        #expect(unresolved.of("group-identifier").isEmpty && unresolved.of("team-id-group").isEmpty, "\(unresolved.summary)")

        makeGroup(home, "A1B2C3D4E5.com.example.weather")
        let expanded = try doctor(home, paths, ["--platform", "macOS", "--setting", "DEVELOPMENT_TEAM=A1B2C3D4E5"])
        #expect(expanded.group == ("A1B2C3D4E5.com.example.weather", "the group most targets list (2 of 2)"))
        for path in paths {
            #expect(expanded.of("entitlements-group", "ok", file: path).count == 1, "\(expanded.summary)")
            #expect(expanded.of("team-id-group", "ok", file: path, line: 7).count == 1, "\(expanded.summary)")
        }
        #expect(expanded.of("unresolved-setting").isEmpty, "\(expanded.summary)")

        let otherTeam = try files(home, ["MacWeather": ["Z9Y8X7W6V5.com.example.weather"], "WeatherWidget": ["Z9Y8X7W6V5.com.example.weather"]])
        let mismatch = try doctor(home, otherTeam, ["--platform", "macOS", "--setting", "DEVELOPMENT_TEAM=A1B2C3D4E5"])
        #expect(mismatch.code == 1)
        for path in otherTeam {
            let problem = try #require(mismatch.of("team-id-group", "problem", file: path, line: 7).first, "\(mismatch.summary)")
            // The fix is the spelling to write, exactly; the two teams are named only in the words.
            #expect(Self.text(problem, "fix") == "write it as $(TeamIdentifierPrefix)com.example.weather", "\(problem)")
            #expect(Self.text(problem).contains("prefix Z9Y8X7W6V5, but the signing team is A1B2C3D4E5"), "\(problem)")
        }
    }

    @Test("Any group string in a file is parsed and reported, never a usage error")
    func groupsInFilesAreNeverUsageErrors() throws {
        let home = try AppTestHome()
        for groups in [["com.example.pets"], ["group..pets"], [""], ["A1B2C3D4E5.com.example.pets"], ["group.com.example.pets\n"]] {
            let paths = try files(home, ["Runner": groups, "PetWidgetExtension": groups])
            let result = try doctor(home, paths)
            #expect(result.code == 1, "\(groups): \(result.summary)")
            // Each file's identifier is a problem of the identifier rules, placed on that file.
            for path in paths {
                #expect(!(result.of("group-identifier", "problem", file: path) + result.of("team-id-group", "problem", file: path)).isEmpty,
                        "\(groups): \(result.summary)")
            }
        }
    }

    @Test("Entitlements in UTF-16 with a byte-order mark and in the old ASCII format are read")
    func otherEncodings() throws {
        let home = try AppTestHome()
        let utf16 = home.url.appendingPathComponent("Runner.entitlements")
        try entitlementsXML(["group.com.example.pets"]).replacingOccurrences(of: "UTF-8", with: "UTF-16")
            .data(using: .utf16)?.write(to: utf16)
        let ascii = home.url.appendingPathComponent("PetWidgetExtension.entitlements")
        try Data("{\n    \"com.apple.security.application-groups\" = (\n        \"group.com.example.pets\",\n    );\n}\n".utf8).write(to: ascii)
        let result = try doctor(home, [utf16.path, ascii.path])
        #expect(result.code == 0, "\(result.summary)")
        // Both files read, and the group both list is the one inferred.
        #expect(result.group == ("group.com.example.pets", "the group most targets list (2 of 2)"))
        #expect(result.of("entitlements-group", "ok", file: utf16.path).count == 1, "\(result.summary)")
        #expect(result.of("entitlements-group", "ok", file: ascii.path).count == 1, "\(result.summary)")
    }
}
