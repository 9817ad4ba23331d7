import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// What a target's entitlements say, read the way codesign and the device compare them.
@Suite("Entitlements in a project")
struct EntitlementsFindingTests {
    @Test("Whitespace inside <string> is reported as whitespace, not as a missing group. prefix, once")
    func whitespaceInsideString() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        try scratch.write("FlutterPets/ios/PetWidgetExtension.entitlements", entitlementsXML([" group.com.example.flutterPets"]))
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        // One cause, one finding: the membership finding names the variant; the identifier rules do not again.
        let lacks = report.findings(ConfigurationLacksGroup.self, target: "PetWidgetExtension")
        #expect(lacks.count == 1)
        #expect(lacks.first?.file == "ios/PetWidgetExtension.entitlements")
        #expect(lacks.first?.line == 7)
        #expect(lacks.first?.message.contains("whitespace") == true)
        #expect(lacks.first?.message.contains("group. prefix") == false)
        #expect(report.findings(GroupIdentifierCheck.self).filter { $0.severity == .problem }.isEmpty)
        #expect(report.findings(NoSharedGroup.self).isEmpty)
    }

    @Test("An entitlements file that does not parse is named, and its text quoted, escaped once")
    func unreadableEntitlementsShownOnce() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        let project = "FlutterPets/ios/Runner.xcodeproj/project.pbxproj"
        // The setting names a file whose name literally holds \u{7F} (a backslash in OpenStep text is written \\).
        let pbxproj = try String(contentsOf: scratch.path(project), encoding: .utf8)
            .replacingOccurrences(of: "CODE_SIGN_ENTITLEMENTS = Runner/Runner.entitlements;",
                                  with: #"CODE_SIGN_ENTITLEMENTS = "Runner/Run\\u{7F}.entitlements";"#)
        try scratch.write(project, pbxproj)
        try scratch.write(#"FlutterPets/ios/Runner/Run\u{7F}.entitlements"#, #"<plist version="1.0"><dict><key>k\u{7F}</key></dict></plist>"#)
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        let finding = try #require(report.findings(EntitlementsFileCheck.self, target: "Runner").first)
        #expect(finding.file == #"ios/Runner/Run\\u{7F}.entitlements"#)
        let quoted = finding.message.hasPrefix(#"cannot be read as entitlements: ios/Runner/Run\\u{7F}.entitlements: not a property list: "#
            + #"<key>k\\u{7F}</key> has no value before </dict>"#)
        #expect(quoted, "\(finding.message)")
        #expect(!finding.message.contains(#"\\\"#), "\(finding.message)")
    }

    @Test("An entitlements file refused unread (a link) names what it is, escaped once")
    func refusedEntitlementsShownOnce() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        let file = scratch.path("FlutterPets/ios/Runner/Runner.entitlements")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: #"x\u{7F}.entitlements"#)
        try scratch.write(#"FlutterPets/ios/Runner/x\u{7F}.entitlements"#, entitlementsXML(["group.com.example.flutterPets"]))
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        let finding = try #require(report.findings(EntitlementsFileCheck.self, target: "Runner").first)
        #expect(finding.message.contains(#"a symbolic link to x\\u{7F}.entitlements"#), "\(finding.message)")
        #expect(!finding.message.contains(#"\\\"#), "\(finding.message)")
    }

    @Test("Entitlements in the old ASCII format are read like XML ones")
    func oldASCIIEntitlements() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        try scratch.write("FlutterPets/ios/Runner/Runner.entitlements", """
        {
            "com.apple.security.application-groups" = (
                "group.com.example.flutterPets",
            );
        }
        """)
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        #expect(report.target("Runner")?.configuration("Release")?.groups == ["group.com.example.flutterPets"])
        #expect(report.target("Runner")?.configuration("Release")?.entitlements?.groups.first?.line == 3)
        #expect(report.sharedGroup(app: "Runner", widget: "PetWidgetExtension", configuration: "Release")?.shared == ["group.com.example.flutterPets"])
    }

    @Test("Working single-component groups are fine; characters the portal refuses for a new group are a note")
    func appleGroupRules() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        try scratch.write("FlutterPets/ios/Runner/Runner.entitlements", entitlementsXML(["group.kekable", "group.home_widget_flutter"]))
        try scratch.write("FlutterPets/ios/PetWidgetExtension.entitlements", entitlementsXML(["group.kekable", "group.home_widget_flutter"]))
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        #expect(report.sharedGroup(app: "Runner", widget: "PetWidgetExtension", configuration: "Debug")?.shared == ["group.kekable", "group.home_widget_flutter"])
        // One finding per identifier, however many files list it.
        let notes = report.findings(GroupIdentifierCheck.self)
        #expect(notes.count == 1)
        #expect(notes.allSatisfy { $0.severity == .note && $0.message.contains("group.home_widget_flutter") })
        #expect(!report.findings.contains { $0.message.contains("group.kekable") && [GroupIdentifierCheck.id, ConfigurationLacksGroup.id].contains($0.check) })
    }

    @Test("A Team-ID-style group on iOS is a problem after expansion")
    func teamIDStyleOnIOS() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        for file in ["ios/Runner/Runner.entitlements", "ios/PetWidgetExtension.entitlements"] {
            try scratch.write("FlutterPets/\(file)", entitlementsXML(["$(TeamIdentifierPrefix)com.example.flutterPets"]))
        }
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        #expect(report.target("Runner")?.configuration("Debug")?.groups == ["7Q2XK4M9PB.com.example.flutterPets"])
        let problems = report.findings(TeamIDGroup.self).filter { $0.severity == .problem }
        #expect(problems.count == 1)
        #expect(problems.allSatisfy { $0.message.contains("only macOS") })
    }

    @Test("A widget extension that lists another group than the app in every configuration is one problem, naming them all")
    func widgetWithAnotherGroup() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        try scratch.write("FlutterPets/ios/PetWidgetExtension.entitlements", entitlementsXML(["group.com.example.flutterPet"]))
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        #expect(report.findings(NoSharedGroup.self).isEmpty)
        let lacks = report.findings(ConfigurationLacksGroup.self, target: "PetWidgetExtension")
        #expect(lacks.count == 1)
        #expect(lacks.first?.configuration == nil)
        #expect(lacks.first?.message.contains("1 character") == true)
        #expect(lacks.first?.message.contains("Debug, Release and Profile") == true)
    }

    @Test("A widget extension without App Groups whose code opens no group is a note (a Live Activity)")
    func widgetThatReadsNothing() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        try scratch.write("FlutterPets/ios/PetWidgetExtension.entitlements", """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict/>
        </plist>
        """)
        try scratch.write("FlutterPets/ios/PetWidget/PetWidget.swift", """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct PetWidget: Widget {
          let kind: String = "PetWidget"

          var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { _ in Text("Pets") }
          }
        }
        """)
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        let note = try #require(report.findings(WidgetWithoutGroup.self).first)
        #expect(note.severity == .note)
        #expect(note.target == "PetWidgetExtension")
        #expect(report.findings(ConfigurationLacksGroup.self, target: "PetWidgetExtension").isEmpty)
    }

    @Test("CODE_SIGN_ENTITLEMENTS naming a missing file is a problem naming the file")
    func missingEntitlementsFile() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        try FileManager.default.removeItem(at: scratch.path("FlutterPets/ios/Runner/Runner.entitlements"))
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        // One finding naming both configurations that name the file.
        let missing = report.findings(EntitlementsFileCheck.self, target: "Runner")
        #expect(missing.count == 1)
        #expect(missing.allSatisfy { $0.severity == .problem && $0.message.contains("Runner/Runner.entitlements") && $0.message.contains("Debug and Release") })
        #expect(missing.first?.file == "ios/Runner.xcodeproj/project.pbxproj")
    }
}
