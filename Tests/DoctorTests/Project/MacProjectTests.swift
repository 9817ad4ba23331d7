import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// A macOS app with a widget: its groups are `$(TeamIdentifierPrefix)name`, Team-ID style once
/// expanded, and the team is not in the public repository.
@Suite("doctor --project on a macOS widget project")
struct MacProjectTests {
    @Test("$(TeamIdentifierPrefix) without a team is unresolved, naming where it was looked for")
    func unresolvedTeamPrefix() throws {
        let report = try ProjectFixture.examine("MacWeather")
        let app = try #require(report.target("MacWeather")?.configuration("Debug"))
        #expect(app.platform == .macOS)
        let group = try #require(app.entitlements?.groups.first)
        #expect(group.unresolved.map(\.name) == ["TeamIdentifierPrefix"])
        let findings = report.findings(UnresolvedSetting.self, target: "MacWeather")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        // Only the team is missing: the project is not wrong, the check needs --setting.
        #expect(finding.severity == .note)
        #expect(finding.message.contains("in Debug and Release"))
        #expect(finding.file == "MacWeather/MacWeather.entitlements")
        #expect(finding.line == 9)
        #expect(finding.message.contains("DEVELOPMENT_TEAM"))
        #expect(finding.message.contains("MacWeather.xcodeproj/project.pbxproj (target MacWeather Debug)"))
        #expect(finding.fix?.contains("--setting DEVELOPMENT_TEAM=") == true)
        #expect(!report.findings.contains { $0.check == GroupIdentifierCheck.id && $0.severity == .problem })
        #expect(!report.findings.contains { $0.message.contains("add the group. prefix") })
    }

    @Test("--setting DEVELOPMENT_TEAM supplies the team: the groups are Team-ID style, valid on macOS and shared")
    func teamFromTheCommandLine() throws {
        var options = ProjectReader.Options()
        let accepted = options.addSetting("DEVELOPMENT_TEAM=A1B2C3D4E5")
        #expect(accepted)
        let report = try ProjectFixture.examine("MacWeather", options)
        #expect(report.findings(UnresolvedSetting.self).isEmpty)
        let shared = try #require(report.sharedGroup(app: "MacWeather", widget: "WeatherWidgetExtension", configuration: "Release"))
        #expect(shared.shared == ["A1B2C3D4E5.com.example.macweather.shared"])
        #expect(report.findings(TeamIDGroup.self).contains { $0.severity == .ok })
        #expect(!report.findings(TeamIDGroup.self).contains { $0.severity == .problem })
        #expect(report.target("MacWeather")?.configuration("Debug")?.developmentTeam?.definedIn == "--setting")
    }

    @Test("A Team-ID-style group whose prefix is not the signing team is a problem")
    func teamIDPrefixMismatch() throws {
        let scratch = try ProjectFixture.copy("MacWeather")
        for target in ["MacWeather", "WeatherWidget"] {
            try scratch.write("MacWeather/\(target)/\(target).entitlements", entitlementsXML(["Z9Y8X7W6V5.com.example.macweather.shared"]))
        }
        var options = ProjectReader.Options()
        _ = options.addSetting("DEVELOPMENT_TEAM=A1B2C3D4E5")
        let report = try ProjectDoctor.examine(scratch.path("MacWeather"), options: options)
        let problems = report.findings(TeamIDGroup.self).filter { $0.severity == .problem }
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.message.contains("Z9Y8X7W6V5") && $0.message.contains("A1B2C3D4E5") })
    }
}
