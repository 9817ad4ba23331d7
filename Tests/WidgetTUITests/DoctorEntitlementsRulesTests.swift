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

    func doctor(_ home: AppTestHome, _ files: [String], _ rest: [String] = []) -> (code: Int32, out: String, err: String) {
        home.run(["doctor"] + files.flatMap { ["--entitlements", $0] } + rest)
    }

    @Test("Whitespace inside <string> is reported as whitespace, not as a missing group. prefix")
    func whitespaceInsideString() throws {
        let home = try AppTestHome()
        let paths = try files(home, ["Runner": ["group.com.example.pets"], "PetWidgetExtension": [" group.com.example.pets"]])
        let result = doctor(home, paths, ["--group", "group.com.example.pets"])
        #expect(result.code == 1)
        #expect(result.out.contains("  \(paths[1])\n    PROBLEM  line 7: lists ' group.com.example.pets', which is group.com.example.pets with "
            + "whitespace around it: identifiers are compared exactly, so this target opens a different, empty group\n"), "\(result.out)")
        #expect(!result.out.contains("prefix"))
        #expect(!result.out.contains("character away"))

        // Both targets list it so: it is the group inferred, and each file says what is wrong with it.
        let both = try files(home, ["Runner": [" group.com.example.pets"], "PetWidgetExtension": [" group.com.example.pets"]])
        let inferred = doctor(home, both)
        #expect(inferred.code == 1, "\(inferred.err)")
        let whitespace = inferred.out.components(separatedBy: "PROBLEM  line 7: ' group.com.example.pets' has whitespace inside <string> "
            + "around the identifier").count - 1
        #expect(whitespace == 2, "\(inferred.out)")
        #expect(inferred.out.contains("fix: remove the whitespace: <string>group.com.example.pets</string>"))
        #expect(!inferred.out.contains("does not start with group."))
    }

    @Test("A character the developer portal refuses is a warning, and the group works")
    func portalCharacterIsAWarning() throws {
        let home = try AppTestHome()
        makeGroup(home, "group.home_widget_flutter")
        let paths = try files(home, ["Runner": ["group.home_widget_flutter"], "HomeWidgetExtension": ["group.home_widget_flutter"]])
        let result = doctor(home, paths)
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.hasPrefix("doctor: group.home_widget_flutter on iOS (the group most targets list (2 of 2))\n"))
        #expect(result.out.contains("  \(paths[0])\n    OK       lists group.home_widget_flutter\n    WARNING  line 7: "
            + "'group.home_widget_flutter' contains '_', which the developer portal refuses when registering a group"), "\(result.out)")
        #expect(result.out.hasSuffix("doctor: 0 problems, 2 warnings\n"))
    }

    @Test("group.kekable in the files is a group like any other")
    func singleComponentGroup() throws {
        let home = try AppTestHome()
        makeGroup(home, "group.kekable")
        let paths = try files(home, ["Runner": ["group.kekable"], "KekableWidget": ["group.kekable"]])
        let result = doctor(home, paths)
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.hasPrefix("doctor: group.kekable on iOS (the group most targets list (2 of 2))\n"))
        #expect(!result.out.contains("WARNING"))
    }

    @Test("$(TeamIdentifierPrefix) is unresolved without a team, and Team-ID style on macOS once --setting gives one")
    func teamIdentifierPrefix() throws {
        let home = try AppTestHome()
        let paths = try files(home, ["MacWeather": ["$(TeamIdentifierPrefix)com.example.weather"],
                                     "WeatherWidget": ["$(TeamIdentifierPrefix)com.example.weather"]])
        let unresolved = doctor(home, paths, ["--platform", "macOS"])
        #expect(unresolved.code == 1, "no container, so a problem: \(unresolved.out)")
        #expect(unresolved.out.contains("    NOTE     line 7: the group $(TeamIdentifierPrefix)com.example.weather does not resolve: "
            + "$(TeamIdentifierPrefix) comes from DEVELOPMENT_TEAM, which is empty or not set; looked in --setting (no project was read)\n"),
                "\(unresolved.out)")
        #expect(unresolved.out.contains("fix: set the team (Signing & Capabilities, Team: DEVELOPMENT_TEAM), or pass --setting DEVELOPMENT_TEAM="))
        #expect(!unresolved.out.contains("group. prefix") && !unresolved.out.contains("not an App Group"))

        makeGroup(home, "A1B2C3D4E5.com.example.weather")
        let expanded = doctor(home, paths, ["--platform", "macOS", "--setting", "DEVELOPMENT_TEAM=A1B2C3D4E5"])
        #expect(expanded.out.hasPrefix("doctor: A1B2C3D4E5.com.example.weather on macOS (the group most targets list (2 of 2))\n"))
        #expect(expanded.out.contains("  \(paths[0])\n    OK       lists A1B2C3D4E5.com.example.weather\n"
            + "    OK       line 7: A1B2C3D4E5.com.example.weather is a Team-ID-style group, valid on macOS\n"), "\(expanded.out)")
        #expect(!expanded.out.contains("does not resolve"))

        let otherTeam = try files(home, ["MacWeather": ["Z9Y8X7W6V5.com.example.weather"], "WeatherWidget": ["Z9Y8X7W6V5.com.example.weather"]])
        let mismatch = doctor(home, otherTeam, ["--platform", "macOS", "--setting", "DEVELOPMENT_TEAM=A1B2C3D4E5"])
        #expect(mismatch.code == 1)
        #expect(mismatch.out.contains("Z9Y8X7W6V5.com.example.weather is Team-ID style with the prefix Z9Y8X7W6V5, but the signing team is A1B2C3D4E5"))
        #expect(mismatch.out.contains("fix: write it as $(TeamIdentifierPrefix)com.example.weather"))
    }

    @Test("Any group string in a file is parsed and reported, never a usage error")
    func groupsInFilesAreNeverUsageErrors() throws {
        let home = try AppTestHome()
        for groups in [["com.example.pets"], ["group..pets"], [""], ["A1B2C3D4E5.com.example.pets"], ["group.com.example.pets\n"]] {
            let paths = try files(home, ["Runner": groups, "PetWidgetExtension": groups])
            let result = doctor(home, paths)
            #expect(result.code == 1, "\(groups): \(result.err)")
            #expect(result.err.isEmpty, "\(groups): \(result.err)")
            #expect(result.out.contains("    PROBLEM  "), "\(groups): \(result.out)")
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
        let result = doctor(home, [utf16.path, ascii.path])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("  \(utf16.path)\n    OK       lists group.com.example.pets\n"))
        #expect(result.out.contains("  \(ascii.path)\n    OK       lists group.com.example.pets\n"))
    }
}
