import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// A Flutter app's ios/ folder as `flutter create` and Xcode leave it, with the mistakes
/// home_widget users report most.
@Suite("doctor --project on a Flutter project")
struct FlutterProjectTests {
    @Test("The Flutter root, its ios/ folder and Runner.xcodeproj all find the same project")
    func findsTheProject() throws {
        let root = try ProjectFixture.url("FlutterPets")
        for path in [root, root.appendingPathComponent("ios"), root.appendingPathComponent("ios/Runner.xcodeproj")] {
            let report = try ProjectDoctor.examine(path)
            #expect(report.projects.map(\.project) == ["ios/Runner.xcodeproj"], "\(path.path)")
            #expect(report.root == root.path)
        }
    }

    @Test("Targets, roles and configurations are read from the project file and the Info.plists")
    func readsTargets() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let runner = try #require(report.target("Runner"))
        #expect(runner.role == .app)
        #expect(runner.configurations.map(\.name) == ["Debug", "Release", "Profile"])
        #expect(runner.configuration("Debug")?.bundleIdentifier?.value == "com.example.flutterPets")
        #expect(runner.configuration("Debug")?.developmentTeam?.value == "7Q2XK4M9PB")
        #expect(runner.configuration("Debug")?.entitlements?.file == "ios/Runner/Runner.entitlements")
        let widget = try #require(report.target("PetWidgetExtension"))
        #expect(widget.role == .widgetExtension)
        #expect(widget.hostIDs.compactMap { id in report.projects[0].targets.first { $0.id == id }?.name } == ["Runner"])
        #expect(widget.configuration("Release")?.extensionPoint == "com.apple.widgetkit-extension")
        #expect(widget.configuration("Release")?.infoPlist == "ios/PetWidget/Info.plist")
        #expect(report.target("RunnerTests")?.role == .test)
    }

    @Test("The shared group is the one the app and the widget share, not the one most files name")
    func sharedGroupIsNotTheMostMentioned() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        // Three stale files name group.com.example.pets.old; the two wired ones name the real group.
        let stale = report.projects[0].targets.isEmpty ? [] : ["ios/Runner.entitlements", "ios/RunnerProfile.entitlements", "ios/PetWidget/PetWidget.entitlements"]
        #expect(stale.count == 3)
        for configuration in ["Debug", "Release"] {
            let shared = try #require(report.sharedGroup(app: "Runner", widget: "PetWidgetExtension", configuration: configuration))
            #expect(shared.shared == ["group.com.example.flutterPets"])
            #expect(shared.expected == "group.com.example.flutterPets")
        }
        let ok = report.findings(SharedGroupCheck.self)
        #expect(ok.count == 1)
        #expect(ok.first?.severity == .ok)
        #expect(ok.first?.message.contains("group.com.example.flutterPets") == true)
        #expect(!report.findings.contains { $0.check == SharedGroupCheck.id && $0.message.contains("pets.old") })
    }

    @Test("A Profile configuration without CODE_SIGN_ENTITLEMENTS is a problem, though Debug and Release have it")
    func profileWithoutEntitlements() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let profile = try #require(report.sharedGroup(app: "Runner", widget: "PetWidgetExtension", configuration: "Profile"))
        #expect(profile.shared.isEmpty)
        #expect(profile.expected == "group.com.example.flutterPets")
        let findings = report.findings(NoEntitlementsSetting.self, target: "Runner")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.severity == .problem)
        #expect(finding.configuration == "Profile")
        #expect(finding.file == "ios/Runner.xcodeproj/project.pbxproj")
        #expect(finding.message.contains("group.com.example.flutterPets"))
        #expect(finding.fix?.contains("Runner/Runner.entitlements") == true)
        #expect(report.findings(NoEntitlementsSetting.self, target: "Runner", configuration: "Debug").isEmpty)
        #expect(report.findings(ConfigurationLacksGroup.self, target: "PetWidgetExtension").isEmpty)
    }

    @Test("A CODE_SIGN_ENTITLEMENTS path that differs from the file only in case is a warning, and the file is read")
    func caseOnlyPathDifference() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let entitlements = try #require(report.target("PetWidgetExtension")?.configuration("Debug")?.entitlements)
        #expect(entitlements.caseDiffers)
        #expect(entitlements.file == "ios/PetWidgetExtension.entitlements")
        #expect(entitlements.groups.map(\.value) == ["group.com.example.flutterPets"])
        // One finding for the three configurations that use the same setting.
        let findings = report.findings(EntitlementsPathCase.self, target: "PetWidgetExtension")
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings.first?.message.contains("petwidgetExtension.entitlements") == true)
        #expect(findings.first?.fix?.contains("PetWidgetExtension.entitlements") == true)
    }

    @Test("Entitlements files no configuration uses are named as unused, with the groups they would mislead with")
    func unusedEntitlementsFiles() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let unused = report.findings(UnusedEntitlements.self)
        #expect(Set(unused.compactMap(\.file)) == ["ios/Runner.entitlements", "ios/RunnerProfile.entitlements", "ios/PetWidget/PetWidget.entitlements"])
        #expect(unused.allSatisfy { $0.severity == .warning && $0.message.contains("group.com.example.pets.old") })
        #expect(!unused.contains { $0.file == "ios/Runner/Runner.entitlements" || $0.file == "ios/PetWidgetExtension.entitlements" })
    }

    @Test("Dart: the group set with setAppGroupId through a constant is checked against the entitlements")
    func dartGroupThroughAConstant() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let set = try #require(report.code.first { $0.call == "HomeWidget.setAppGroupId" && $0.file == "lib/main.dart" })
        #expect(set.value == "group.com.example.flutterPets")
        #expect(set.expression == "appGroupId")
        #expect(set.line == 9)
        #expect(!report.code.contains { $0.value == "group.com.example.commented.out" })
        #expect(report.findings.contains { $0.check == CodeGroup.id && $0.severity == .ok && $0.file == "lib/main.dart" && $0.line == 9 })
    }

    @Test("Dart: an appGroupId: argument that differs from the entitled group in case is a problem")
    func dartGroupCaseMismatch() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let findings = report.findings(CodeGroup.self).filter { $0.severity == .problem }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.file == "lib/widgets/pet_widget_sync.dart")
        #expect(finding.line == 24)
        #expect(finding.message.contains("group.com.example.FlutterPets"))
        #expect(finding.message.contains("case"))
        #expect(finding.fix?.contains("group.com.example.flutterPets") == true)
    }

    @Test("Dart: a placeholder group is reported as a placeholder")
    func dartPlaceholder() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let placeholders = report.findings(PlaceholderCheck.self)
        #expect(placeholders.count == 1)
        #expect(placeholders.first?.file == "lib/widgets/widget_setup_example.dart")
        #expect(placeholders.first?.message.contains("YOUR_GROUP_ID") == true)
        #expect(placeholders.first?.fix?.contains("group.com.example.flutterPets") == true)
        #expect(!report.findings(CodeGroup.self).contains { $0.message.contains("YOUR_GROUP_ID") })
    }

    @Test("Dart: updateWidget names are checked against the widget kinds; only iOS names count")
    func dartReloads() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        let kinds = report.code.filter { $0.kind == .widgetKind }
        #expect(kinds.map(\.value) == ["PetWidget"])
        #expect(kinds.first?.targets == ["PetWidgetExtension"])
        let reloads = report.findings(ReloadKind.self)
        let good = try #require(reloads.first { $0.severity == .ok })
        #expect(good.message.contains("PetWidget"))
        let wrong = try #require(reloads.first { $0.severity == .problem })
        #expect(wrong.message.contains("PetsWidget"))
        #expect(wrong.message.contains("reloads nothing"))
        #expect(wrong.fix?.contains("iOSName: 'PetWidget'") == true)
        #expect(wrong.line == 26)
        let androidOnly = try #require(reloads.first { $0.line == 30 })
        #expect(androidOnly.severity == .note)
        #expect(androidOnly.message.contains("only an Android widget"))
        #expect(!reloads.contains { $0.message.contains("StreakWidgetProvider") && $0.severity == .problem })
    }

    @Test("Build output, Pods and Dart tests are not scanned")
    func skipsGeneratedFolders() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        #expect(!report.code.contains { $0.file.contains("Pods/") || $0.file.hasPrefix("test/") })
        #expect(!report.code.contains { $0.value == "group.never.scanned" || $0.value == "group.test.mock" })
    }

    @Test("Flutter's missing Generated.xcconfig is a note, not a problem; the Pods include is found from the project folder")
    func generatedXCConfigIsNormal() throws {
        let report = try ProjectFixture.examine("FlutterPets")
        #expect(report.generatedFiles.contains(AbsentGeneratedFile(file: "ios/Flutter/Generated.xcconfig", madeBy: "flutter pub get")))
        #expect(report.findings(GeneratedFilesCheck.self).first?.severity == .note)
        #expect(!report.findings(XCConfigCheck.self).contains { $0.severity == .problem })
        let places = try #require(report.target("Runner")?.configuration("Debug")?.settingsLookedIn)
        #expect(places.contains("ios/Pods/Target Support Files/Pods-Runner/Pods-Runner.debug.xcconfig"))
        #expect(places.contains("ios/Flutter/Generated.xcconfig (missing)"))
    }

    @Test("An old Today extension (com.apple.widget-extension) is a widget too")
    func todayExtension() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        let plist = scratch.path("FlutterPets/ios/PetWidget/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8).replacingOccurrences(of: "com.apple.widgetkit-extension", with: "com.apple.widget-extension")
        try Data(text.utf8).write(to: plist)
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        #expect(report.target("PetWidgetExtension")?.role == .todayExtension)
        #expect(report.sharedGroup(app: "Runner", widget: "PetWidgetExtension", configuration: "Debug")?.shared == ["group.com.example.flutterPets"])
    }

    @Test("A Flutter root with ios/ and macos/ examines both, and reports the Dart code once")
    func iOSAndMacOS() throws {
        let scratch = try ProjectFixture.copy("FlutterPets")
        try FileManager.default.copyItem(at: try ProjectFixture.url("MacWeather"), to: scratch.path("FlutterPets/macos"))
        let report = try ProjectDoctor.examine(scratch.path("FlutterPets"))
        #expect(report.projects.map(\.project) == ["ios/Runner.xcodeproj", "macos/MacWeather.xcodeproj"])
        #expect(report.findings(PlaceholderCheck.self).count == 1)
        #expect(report.code.filter { $0.file == "lib/main.dart" }.count == 1)
        #expect(report.findings(UnusedEntitlements.self).allSatisfy { $0.file?.hasPrefix("ios/") == true })
    }
}
