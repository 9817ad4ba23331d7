import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

@Suite("The --json schema and finding the project")
struct ReportSchemaTests {
    @Test("Every finding encodes all ten keys, null when absent")
    func findingKeys() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let data = try JSONEncoder().encode(report.findings)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(!objects.isEmpty)
        for object in objects {
            #expect(Set(object.keys) == ["severity", "area", "check", "target", "configuration", "file", "line", "subject", "message", "fix"])
        }
        let finding = DoctorFinding(check: SourceScan.id, area: .code, Finding(.note, message: "m"))
        let text = String(decoding: try JSONEncoder().encode(finding), as: UTF8.self)
        #expect(text.contains("\"target\":null") && text.contains("\"line\":null") && text.contains("\"subject\":null") && text.contains("\"fix\":null"))
        let decoded = try JSONDecoder().decode([DoctorFinding].self, from: data)
        #expect(decoded == report.findings)
    }

    @Test("A path without a project says where it looked")
    func noProject() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(at: scratch.path("ios"), withIntermediateDirectories: true)
        let error = #expect(throws: ProjectDoctorError.self) { try ProjectDoctor.examine(scratch.url) }
        #expect(error?.description.contains("no .xcodeproj found") == true)
        #expect(error?.description.contains("up to \(ProjectLocator.searchDepth) folders below") == true)
        #expect(throws: ProjectDoctorError.noSuchPath(scratch.path("nope").path)) { try ProjectDoctor.examine(scratch.path("nope")) }
    }

    @Test("A damaged project file is a finding with its file and line, not a failure")
    func damagedProjectFile() throws {
        let scratch = try ProjectFixture.copy("MacWeather")
        try scratch.write("MacWeather/MacWeather.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n")
        let report = try ProjectDoctor.examine(scratch.path("MacWeather"))
        let finding = try #require(report.findings(ProjectFileCheck.self).first)
        #expect(finding.severity == .problem)
        #expect(finding.file == "MacWeather.xcodeproj/project.pbxproj")
        #expect(finding.line == 5)
    }

    @Test("--setting takes NAME=VALUE, conditions included, and refuses anything else")
    func settingOption() {
        var options = ProjectReader.Options()
        let accepted = [options.addSetting("DEVELOPMENT_TEAM=A1B2C3D4E5"), options.addSetting("APP_GROUP[config=Release]=group.com.example=odd"),
                        options.addSetting("no equals sign"), options.addSetting("=value")]
        #expect(accepted == [true, true, false, false])
        #expect(options.settings.map(\.name) == ["DEVELOPMENT_TEAM", "APP_GROUP"])
        #expect(options.settings[1].value == "group.com.example=odd")
        #expect(options.settings[1].conditions == [SettingCondition(key: "config", pattern: "Release")])
    }
}
