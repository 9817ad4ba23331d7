import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// Projects as after `git clone`, shaped like the public projects doctor was tried on: generated
/// files absent, tests and Android code beside the iOS code, constants across files. Each test
/// changes one thing of a healthy Flutter app and checks the one verdict that changes.
@Suite("doctor --project on fresh clones")
struct ClonedProjectTests {
    private func examine(_ change: (inout ClonedProject) -> Void = { _ in }, options: ProjectReader.Options = .init()) throws -> ProjectRun {
        var project = ClonedProject.flutter()
        change(&project)
        let scratch = try ScratchFolder()
        return try ProjectDoctor.examine(try project.write(to: scratch), options: options)
    }

    private func serious(_ report: ProjectRun) -> [DoctorFinding] {
        report.findings.filter { $0.severity == .problem || $0.severity == .warning }
    }

    @Test("A healthy clone with CocoaPods and no Generated.xcconfig has no problem and no warning")
    func healthyClone() throws {
        let report = try examine()
        #expect(serious(report).isEmpty, "\(serious(report).map(\.message))")
        #expect(report.sharedGroup(app: "Runner", widget: "TallyWidgetExtension", configuration: "Profile")?.shared == [ClonedProject.flutterGroup])
    }

    @Test("A missing Pods base configuration is a generated file: a note naming pod install, never a problem")
    func podsBaseConfiguration() throws {
        let report = try examine()
        let generated = report.findings(GeneratedFilesCheck.self)
        #expect(generated.count == 1)
        let note = try #require(generated.first)
        #expect(note.severity == .note)
        #expect(report.generatedFiles.contains(AbsentGeneratedFile(
            file: "ios/Pods/Target Support Files/Pods-TallyWidgetExtension/Pods-TallyWidgetExtension.debug.xcconfig", madeBy: "pod install")))
        #expect(report.generatedFiles.contains(AbsentGeneratedFile(file: "ios/Flutter/Generated.xcconfig", madeBy: "flutter pub get")))
        #expect(note.message.contains("under ios/Pods/"))
        #expect(note.message.contains("pod install"))
        #expect(note.message.contains("flutter pub get"))
        #expect(!report.findings.contains { $0.check == XCConfigCheck.id && $0.severity == .problem })
    }

    @Test("Without a Podfile, a missing base configuration under Pods/ is still a problem")
    func podsWithoutPodfile() throws {
        let report = try examine { project in
            project.files["ios/Podfile"] = nil
            project.files["ios/.gitignore"] = nil
        }
        let problems = report.findings(XCConfigCheck.self).filter { $0.severity == .problem }
        #expect(problems.count == 6)
        #expect(problems.allSatisfy { $0.message.contains("Pods-RunnerTests") || $0.message.contains("Pods-TallyWidgetExtension") })
    }

    @Test("A missing file the repository's .gitignore covers is generated, named with the file that ignores it")
    func gitignoredXCConfig() throws {
        let report = try examine { project in
            project.files["ios/.gitignore"]! += "Flutter/Secrets.xcconfig\n"
            project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"Secrets.xcconfig\"\n"
        }
        #expect(!serious(report).contains { $0.message.contains("Secrets.xcconfig") })
        #expect(report.generatedFiles.contains(AbsentGeneratedFile(file: "ios/Flutter/Secrets.xcconfig", madeBy: "ios/.gitignore line 6 keeps it out of the repository")))
        #expect(report.findings(GeneratedFilesCheck.self).first?.message.contains("ios/Flutter/Secrets.xcconfig") == true)
    }

    /// As a project whose README says "copy the .xcconfig template, then set your prefix": the
    /// group is written with a variable only that gitignored file defines.
    @Test("A group that needs a variable a gitignored xcconfig would define is unknown, a note: not a warning a clean clone never clears")
    func groupFromAbsentXCConfig() throws {
        let report = try examine { project in
            project.files["ios/.gitignore"]! += "Flutter/Secrets.xcconfig\n"
            for file in ["ios/Flutter/Debug.xcconfig", "ios/Flutter/Release.xcconfig"] {
                project.files[file]! += "#include \"Secrets.xcconfig\"\n"
            }
            project.files["ios/Runner/Runner.entitlements"] = entitlementsXML(["group.$(GROUP_PREFIX).tally"])
        }
        let unresolved = report.findings(UnresolvedSetting.self, target: "Runner")
        #expect(!unresolved.isEmpty)
        #expect(unresolved.allSatisfy { $0.severity == .note }, "\(unresolved)")
        #expect(unresolved.allSatisfy { $0.message.contains("ios/Flutter/Secrets.xcconfig") && $0.message.contains("GROUP_PREFIX") })
        #expect(unresolved.allSatisfy { $0.fix?.contains("ios/Flutter/Secrets.xcconfig") == true && $0.fix?.contains("--setting GROUP_PREFIX=") == true })
        // Without the absent file in the chain the same variable is a warning, as before.
        let plain = try examine { project in
            project.files["ios/Runner/Runner.entitlements"] = entitlementsXML(["group.$(GROUP_PREFIX).tally"])
        }
        let warned = plain.findings(UnresolvedSetting.self, target: "Runner")
        #expect(!warned.isEmpty && warned.allSatisfy { $0.severity == .warning }, "\(warned)")
    }

    @Test("An include is looked up beside the including file, then from the project folder")
    func includeResolvedFromProjectFolder() throws {
        let report = try examine()
        let places = try #require(report.target("Runner")?.configuration("Debug")?.settingsLookedIn)
        #expect(places.contains("ios/Pods/Target Support Files/Pods-Runner/Pods-Runner.debug.xcconfig (missing)"))
        #expect(!places.contains { $0.contains("ios/Flutter/Pods") })
    }

    @Test("Dart outside lib/ and Android-only branches do not count for iOS")
    func androidOnlyCode() throws {
        let report = try examine { project in
            project.files["lib/android_widgets.dart"] = """
                import 'dart:io';
                import 'package:home_widget/home_widget.dart';

                Future<void> refresh() async {
                  if (Platform.isAndroid) {
                    await HomeWidget.updateWidget(qualifiedAndroidName: 'com.acme.tally.TallyWidgetReceiver');
                  } else {
                    await HomeWidget.updateWidget(iOSName: 'TallyWidget');
                  }
                  if (defaultTargetPlatform == TargetPlatform.android) {
                    await HomeWidget.updateWidget(androidName: 'TallyWidgetProvider');
                  }
                }

                """
            // main reaches it: a file nothing imports is no code of the app's.
            project.files["lib/main.dart"] = project.files["lib/main.dart"]!.replacingOccurrences(
                of: "import 'package:home_widget/home_widget.dart';\n", with: "import 'package:home_widget/home_widget.dart';\nimport 'android_widgets.dart';\n")
            project.files["integration_test/android_test.dart"] = """
                import 'package:home_widget/home_widget.dart';

                Future<void> main() async {
                  await HomeWidget.setAppGroupId('group.test.only');
                  await HomeWidget.updateWidget(name: 'NotAWidget');
                }

                """
        }
        #expect(serious(report).isEmpty, "\(serious(report).map(\.message))")
        #expect(!report.code.contains { $0.file.hasPrefix("integration_test/") })
        #expect(report.code.contains { $0.kind == .reload && $0.file == "lib/android_widgets.dart" && $0.value == "TallyWidget" })
    }

    @Test("A Dart file past the scan limit gets the same note as a Swift one, naming it")
    func largeDartFile() throws {
        let report = try examine { project in
            project.files["lib/generated_strings.dart"] = "// generated\n" + String(repeating: "const a = 'x';\n", count: 80_000)
        }
        let note = try #require(report.findings(SourceScan.self).first { $0.file == "lib/generated_strings.dart" })
        #expect(note.severity == .note)
        #expect(note.message.hasPrefix("not scanned: "))
        #expect(note.message.contains("not checked"))
    }

    @Test("Another app's preferences domain and a test target's private suite are not App Groups")
    func suitesThatAreNotGroups() throws {
        let report = try examine { project in
            project.files["ios/Runner/AppDelegate.swift"]! += """

                func dockSettings() -> Any? {
                  UserDefaults(suiteName: "com.apple.dock")?.object(forKey: "orientation")
                }

                """
            project.files["ios/RunnerTests/RunnerTests.swift"]! += """

                let scratchDefaults = UserDefaults(suiteName: "RunnerTests.scratch")

                """
        }
        #expect(serious(report).isEmpty, "\(serious(report).map(\.message))")
    }

    @Test("A widget extension that holds only a Live Activity needs no group: a note")
    func liveActivityOnly() throws {
        let report = try examine { project in
            project.files["ios/TallyWidget/TallyWidget.swift"] = """
                import ActivityKit
                import SwiftUI
                import WidgetKit

                struct TallyWidget: Widget {
                  var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TallyAttributes.self) { context in
                      Text("\\(context.state.count)")
                    } dynamicIsland: { context in
                      DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("tally") } } compactLeading: { Text("t") } compactTrailing: { Text("") } minimal: { Text("") }
                    }
                  }
                }

                """
            project.project.update("TallyWidgetExtension") { target in
                for name in target.settings.keys { target.settings[name]?["CODE_SIGN_ENTITLEMENTS"] = nil }
            }
            project.files["ios/TallyWidgetExtension.entitlements"] = nil
        }
        #expect(serious(report).isEmpty, "\(serious(report).map(\.message))")
        #expect(report.findings(WidgetWithoutGroup.self).first?.severity == .note)
    }

    @Test("An empty team in a group is unresolved, not an identifier with an empty component")
    func emptyTeam() throws {
        let report = try examine { project in
            project.files["ios/Flutter/Team.xcconfig"] = "ACME_TEAM =\nDEVELOPMENT_TEAM = $(ACME_TEAM)\n"
            for file in ["ios/Flutter/Debug.xcconfig", "ios/Flutter/Release.xcconfig"] { project.files[file]! += "#include \"Team.xcconfig\"\n" }
            for file in ["ios/Runner/Runner.entitlements", "ios/TallyWidgetExtension.entitlements"] {
                project.files[file] = entitlementsXML(["group.com.$(DEVELOPMENT_TEAM).tally"])
            }
        }
        #expect(report.findings(GroupIdentifierCheck.self).isEmpty)
        let problems = report.findings.filter { $0.severity == .problem }
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let unresolved = try #require(report.findings(UnresolvedSetting.self).first)
        #expect(unresolved.message.contains("DEVELOPMENT_TEAM"))
        #expect(unresolved.fix?.contains("--setting DEVELOPMENT_TEAM=") == true)
        #expect(!report.findings.contains { $0.fix?.contains("use group.com.$(") == true })
    }

    @Test("A placeholder is a whole token: a real name containing xxx is not one")
    func placeholderTokens() {
        #expect(!Placeholder.matches("3665V726AE.group.ddddxxx.LyricsX"))
        #expect(!Placeholder.matches("group.com.yourway.app"))
        #expect(!Placeholder.matches("group.com.replacement.app"))
        #expect(Placeholder.matches("YOUR_APP_GROUP_ID"))
        #expect(Placeholder.matches("group.YOUR_BUNDLE_ID"))
        #expect(Placeholder.matches("group.com.xxx.app"))
        #expect(Placeholder.matches("<your group>"))
        #expect(Placeholder.matches("group.TODO"))
    }

    @Test("An app configuration without entitlements is a problem, though the widget has none anywhere and reads no group")
    func appProfileWithoutEntitlements() throws {
        let report = try examine { project in
            project.project.update("Runner") { $0.settings["Profile"]?["CODE_SIGN_ENTITLEMENTS"] = nil }
            project.project.update("TallyWidgetExtension") { target in
                for name in target.settings.keys { target.settings[name]?["CODE_SIGN_ENTITLEMENTS"] = nil }
            }
            // A widget that draws static content: its code opens no group.
            project.files["ios/TallyWidget/TallyWidget.swift"] = project.files["ios/TallyWidget/TallyWidget.swift"]!
                .replacingOccurrences(of: "UserDefaults(suiteName: \"\(ClonedProject.flutterGroup)\")", with: "UserDefaults.standard as UserDefaults?")
        }
        let problems = report.findings.filter { $0.severity == .problem }
        #expect(problems.count == 1, "\(problems.map(\.message))")
        #expect(problems.contains { $0.target == "Runner" && $0.configuration == "Profile" && $0.check == NoEntitlementsSetting.id })
        // The widget's own file lists the group but nothing signs with it: said in the widget's note.
        let note = try #require(report.findings(WidgetWithoutGroup.self).first)
        #expect(note.message.contains("ios/TallyWidgetExtension.entitlements lists the app's group"))
    }

    @Test("A setting that refers to itself takes the value from the level below")
    func selfReference() throws {
        let report = try examine { project in
            project.files["ios/Flutter/Debug.xcconfig"]! += "DEVELOPMENT_TEAM = A1B2C3D4E5\n"
            project.project.update("Runner") { $0.settings["Debug"]?["DEVELOPMENT_TEAM"] = "$(DEVELOPMENT_TEAM)" }
        }
        let team = try #require(report.target("Runner")?.configuration("Debug")?.developmentTeam)
        #expect(team.value == "A1B2C3D4E5")
        #expect(team.isResolved)
    }

    @Test("A Swift file no target compiles is no evidence: its kind is not a widget's kind")
    func staleSwiftFile() throws {
        let report = try examine { project in
            project.files["ios/OldWidget/OldWidget.swift"] = """
                import WidgetKit
                struct OldWidget: Widget {
                  var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "OldWidget", provider: OldProvider()) { _ in EmptyView() }
                  }
                }

                """
            project.files["lib/main.dart"]! += "Future<void> old() => HomeWidget.updateWidget(iOSName: 'OldWidget');\n"
        }
        #expect(report.code.filter { $0.kind == .widgetKind }.compactMap(\.value) == [ClonedProject.flutterKind])
        #expect(report.findings(ReloadKind.self).contains { $0.severity == .problem && $0.message.contains("OldWidget") })
    }

    @Test("A kind declared through constants, in the same file or another file of the target, is found")
    func kindThroughConstants() throws {
        let report = try examine { project in
            project.files["ios/TallyWidget/TallyWidget.swift"] = project.files["ios/TallyWidget/TallyWidget.swift"]!
                .replacingOccurrences(of: "let kind: String = \"\(ClonedProject.flutterKind)\"", with: "let kind: String = WidgetKinds.tally")
            project.files["ios/TallyWidget/WidgetKinds.swift"] = "enum WidgetKinds {\n  static let tally = widgetKind\n}\n\nlet widgetKind = \"\(ClonedProject.flutterKind)\"\n"
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/WidgetKinds.swift") }
        }
        #expect(report.code.filter { $0.kind == .widgetKind }.compactMap(\.value) == [ClonedProject.flutterKind])
        #expect(serious(report).isEmpty, "\(serious(report).map(\.message))")
    }

    @Test("CODE_SIGN_ENTITLEMENTS removed from the widget is one finding that names the file, not five")
    func oneRootCause() throws {
        let report = try examine { project in
            project.project.update("TallyWidgetExtension") { target in
                for name in target.settings.keys { target.settings[name]?["CODE_SIGN_ENTITLEMENTS"] = nil }
            }
        }
        let serious = serious(report)
        #expect(serious.count == 1, "\(serious.map(\.message))")
        let finding = try #require(serious.first)
        #expect(finding.severity == .problem)
        #expect(finding.check == NoEntitlementsSetting.id)
        #expect(finding.target == "TallyWidgetExtension")
        #expect(finding.configuration == nil)
        #expect(finding.fix?.contains("TallyWidgetExtension.entitlements") == true)
        #expect(finding.fix?.contains("Debug, Release and Profile") == true)
    }

    @Test("A group in code that no target is entitled to names the line that defines it")
    func groupDefinitionLine() throws {
        let report = try examine { project in
            project.files["lib/main.dart"] = project.files["lib/main.dart"]!.replacingOccurrences(of: "'\(ClonedProject.flutterGroup)'", with: "'group.com.acme.tallly'")
        }
        let problem = try #require(report.findings(CodeGroup.self).first { $0.severity == .problem })
        #expect(problem.line == 8)
        #expect(problem.message.contains("lib/main.dart:4"))
    }

    @Test("An INFOPLIST_FILE differing from the file only in letter case is a warning naming both spellings")
    func infoPlistCase() throws {
        let report = try examine { project in
            project.project.update("TallyWidgetExtension") { target in
                for name in target.settings.keys { target.settings[name]?["INFOPLIST_FILE"] = "tallyWidget/Info.plist" }
            }
        }
        let findings = report.findings(InfoPlistCheck.self)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.severity == .warning && $0.message.contains("tallyWidget/Info.plist") && $0.message.contains("TallyWidget/Info.plist") })
        #expect(report.target("TallyWidgetExtension")?.role == .widgetExtension)
    }
}

/// Repositories that commit no `.xcodeproj`: the project is found where it lives, or the tool
/// that generates it is named with its command.
@Suite("doctor --project where no .xcodeproj is at the top")
struct GeneratedProjectTests {
    @Test("A Kotlin Multiplatform app's iosApp/ project is found")
    func kotlinMultiplatform() throws {
        var project = ClonedProject.flutter()
        project.projectPath = "iosApp/iosApp.xcodeproj"
        project.files = project.files.filter { $0.key.hasPrefix("ios/") }
            .reduce(into: [:]) { $0[String("iosApp/" + $1.key.dropFirst(4))] = $1.value }
        let scratch = try ScratchFolder()
        let report = try ProjectDoctor.examine(try project.write(to: scratch))
        #expect(report.projects.map(\.project) == ["iosApp/iosApp.xcodeproj"])
    }

    @Test("XcodeGen, Tuist and Expo projects name the generator and the command that makes the project",
          arguments: [("project.yml", "XcodeGen", "xcodegen generate"), ("Project.swift", "Tuist", "tuist generate"),
                      // Tuist 4 keeps its configuration in Tuist.swift at the root and the projects'
                      // Project.swift files in folders below it, often under a Workspace.swift.
                      ("Tuist.swift", "Tuist", "tuist generate"), ("Workspace.swift", "Tuist", "tuist generate"),
                      ("app.json", "Expo", "npx expo prebuild --platform ios")])
    func generators(file: String, tool: String, command: String) throws {
        let scratch = try ScratchFolder()
        // React Native's own app.json is no generator's: Expo's names `expo`.
        try scratch.write("App/\(file)", file == "app.json" ? #"{"expo": {"name": "App"}}"# + "\n" : "name: App\n")
        #expect(throws: ProjectDoctorError.generatedProject(scratch.path("App").path, ProjectGenerator(tool: tool, file: file, command: command))) {
            try ProjectDoctor.examine(scratch.path("App"))
        }
        let message = ProjectDoctorError.generatedProject("App", ProjectGenerator(tool: tool, file: file, command: command)).description
        #expect(message.contains(tool) && message.contains(command))
    }

    /// `tuist generate` reads the workspace's or the project's manifest; Tuist.swift (or
    /// Tuist/Config.swift) beside it only configures the tool: the finding names the manifest.
    @Test("Beside Tuist's configuration, the manifest tuist generate reads is the file named",
          arguments: [(["Tuist.swift", "Workspace.swift"], "Workspace.swift"), (["Tuist.swift", "Project.swift"], "Project.swift"),
                      (["Workspace.swift", "Project.swift"], "Workspace.swift"), (["Tuist/Config.swift", "Workspace.swift"], "Workspace.swift")])
    func tuistManifest(files: [String], named: String) throws {
        let scratch = try ScratchFolder()
        for file in files { try scratch.write("App/\(file)", "import ProjectDescription\n") }
        #expect(throws: ProjectDoctorError.generatedProject(scratch.path("App").path, ProjectGenerator(tool: "Tuist", file: named, command: "tuist generate"))) {
            try ProjectDoctor.examine(scratch.path("App"))
        }
    }

    /// Held-out Yoon-hub+Record: Tuist 4 resolves `Tuist/Package.swift`'s packages with `tuist
    /// install` (Tuist 3 those of `Tuist/Dependencies.swift` with `tuist fetch`); until then
    /// `tuist generate` fails on every `.external(...)` dependency. A manifest without a package,
    /// or one depending on nothing, needs none.
    @Test("A Tuist project with external packages is made by install (or fetch) and then generate",
          arguments: [("Tuist/Package.swift", "let package = Package(name: \"App\", dependencies: [.package(url: \"https://example.com/kit.git\", from: \"1.0.0\")])\n",
                       "tuist install && tuist generate"),
                      ("Tuist/Dependencies.swift", "let dependencies = Dependencies(swiftPackageManager: [.remote(url: \"https://example.com/kit.git\", requirement: .upToNextMajor(from: \"1.0.0\"))])\n",
                       "tuist fetch && tuist generate"),
                      ("Tuist/Package.swift", "let package = Package(name: \"App\", dependencies: [\n    // .package(url: \"https://example.com/kit.git\", from: \"1.0.0\"),\n])\n",
                       "tuist generate")])
    func tuistDependencies(file: String, text: String, command: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/Workspace.swift", "import ProjectDescription\n")
        try scratch.write("App/\(file)", text)
        #expect(throws: ProjectDoctorError.generatedProject(scratch.path("App").path, ProjectGenerator(tool: "Tuist", file: "Workspace.swift", command: command))) {
            try ProjectDoctor.examine(scratch.path("App"))
        }
    }

    /// Held-out Akylas+oss-weather: its `package.json` prepares iOS with `PLAY_STORE_BUILD=1 ns
    /// prepare ios --release --env.adhoc`; NativeScript's project is the one that script makes.
    @Test("A NativeScript project is made by the package.json script that prepares, builds or runs iOS (ns or tns), naming it; Android's is not it")
    func nativeScriptScript() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/nativescript.config.ts", "export default { id: 'org.example.app' };\n")
        try scratch.write("App/package.json", """
            {
              "scripts": {
                "run.android": "ns run android --release",
                "prepare.ios": "STORE_BUILD=1 tns prepare ios --release --env.adhoc"
              }
            }

            """)
        let generator = try #require(ProjectLocationTests.generator(scratch.path("App")))
        #expect(generator.command.hasPrefix("tns prepare ios --release --env.adhoc "))
        #expect(generator.command.contains("package.json:4") && generator.command.contains("prepare.ios"))
    }

    @Test("The App Groups an XcodeGen project.yml or an Expo app.json states as data are named")
    func generatorGroups() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Gen/project.yml", """
            name: Tally
            targets:
              Tally:
                type: application
                entitlements:
                  path: Tally/Tally.entitlements
                  properties:
                    com.apple.security.application-groups:
                      - group.com.acme.tally
                      - "group.com.acme.shared" # both targets
              TallyWidget:
                type: app-extension

            """)
        try scratch.write("Expo/app.json", """
            {
              "expo": {
                "name": "tally",
                "ios": {
                  "entitlements": {
                    "com.apple.security.application-groups": ["group.com.acme.expo"]
                  }
                }
              }
            }

            """)
        let xcodegen = try #require(Self.generator(scratch.path("Gen")))
        #expect(xcodegen.groups.map(\.value) == ["group.com.acme.tally", "group.com.acme.shared"])
        #expect(xcodegen.groups.map(\.line) == [9, 10])
        let expo = try #require(Self.generator(scratch.path("Expo")))
        #expect(expo.groups.map(\.value) == ["group.com.acme.expo"])
        #expect(expo.groups.first?.line == 6)
        #expect(ProjectDoctorError.generatedProject("Expo", expo).description.contains("group.com.acme.expo (line 6) (read as plain data"))
    }

    /// The generator doctor names for a folder, or nil when it names none.
    static func generator(_ folder: URL) -> ProjectGenerator? {
        do {
            _ = try ProjectDoctor.examine(folder)
            return nil
        } catch {
            guard case let .generatedProject(_, generator) = error else { return nil }
            return generator
        }
    }
}
