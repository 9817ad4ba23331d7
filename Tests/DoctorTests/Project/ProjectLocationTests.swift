import Foundation
@testable import Doctor
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject

/// Where users keep the app's project, each shape as real repositories have it (written here, never
/// copied): a project one folder down, a workspace given, Capacitor's `ios/App/`, a monorepo's
/// `apps/*/ios/`, a Kotlin Multiplatform `iosApp/`, generators only; which one was read and why
/// is one `project-location` note.
@Suite("doctor --project finds the project wherever it is kept")
struct ProjectLocationTests {
    private func serious(_ run: ProjectRun) -> [DoctorFinding] {
        run.findings.filter { $0.severity == .problem || $0.severity == .warning }
    }

    private func location(_ run: ProjectRun) throws -> ProjectLocation {
        try #require(run.report.project?.location)
    }

    /// The one project-location note, its message.
    private func note(_ run: ProjectRun) throws -> DoctorFinding {
        let notes = run.findings(ProjectLocationCheck.self)
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.severity == .note)
        return note
    }

    @Test("A project one folder down (a SwiftPM repository's WidgetExtension/, an app's own folder) is read, its paths shown from the folder given")
    func oneFolderDown() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "Steps").write(to: scratch, as: "Repo")
        try scratch.write("Repo/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["Steps/Steps.xcodeproj"])
        #expect(serious(run).isEmpty, "\(serious(run).map(\.message))")
        #expect(run.sharedGroup(app: "Steps", widget: "StepsWidgetExtension", configuration: "Release")?.shared == [ClonedProject.nativeGroup])
        #expect(try location(run).found.map(\.why) == [.below(depth: 1)])
        #expect(try note(run).file == "Steps/Steps.xcodeproj")
        // Given its own folder, the same project needs no note.
        let direct = try ProjectDoctor.examine(root.appendingPathComponent("Steps"))
        #expect(direct.findings(ProjectLocationCheck.self).isEmpty)
    }

    @Test("A workspace given reads the projects its contents.xcworkspacedata lists (not Pods')")
    func workspaceGiven() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "App").write(to: scratch, as: "Repo")
        try scratch.write("Repo/Steps.xcworkspace/contents.xcworkspacedata", """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <Group
                  location = "group:App"
                  name = "App">
                  <FileRef
                     location = "group:Steps.xcodeproj">
                  </FileRef>
               </Group>
               <FileRef
                  location = "group:Pods/Pods.xcodeproj">
               </FileRef>
            </Workspace>

            """)
        try scratch.write("Repo/Pods/Pods.xcodeproj/project.pbxproj", ProjectBuilder(targets: []).text())
        let run = try ProjectDoctor.examine(root.appendingPathComponent("Steps.xcworkspace"))
        #expect(run.projects.map(\.project) == ["App/Steps.xcodeproj"])
        #expect(try location(run).found.map(\.why) == [.workspace])
        #expect(serious(run).isEmpty, "\(serious(run).map(\.message))")
    }

    @Test("Capacitor's ios/App/App.xcodeproj is read from the app's root, whose JavaScript is the app's code")
    func capacitor() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "ios/App").write(to: scratch, as: "Shop")
        try scratch.write("Shop/capacitor.config.ts", "const config = { appId: 'com.acme.steps', webDir: 'dist' };\nexport default config;\n")
        try scratch.write("Shop/package.json", #"{"dependencies": {"@capacitor/ios": "^6.0.0"}}"# + "\n")
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["ios/App/Steps.xcodeproj"])
        #expect(try location(run).found.map(\.why) == [.layout(.capacitor)])
        let code = try #require(run.report.project?.codeRoots)
        #expect(code.map(\.language) == [.javaScript])
        #expect(code.map(\.folder) == [root.standardizedFileURL])
        #expect(serious(run).isEmpty, "\(serious(run).map(\.message))")
    }

    @Test("A monorepo's apps/*/ios/ is found from its root; a library's example project beside it (no app, no extension) is passed over")
    func monorepo() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "apps/mobile/ios").write(to: scratch, as: "Mono")
        try scratch.write("Mono/apps/mobile/package.json", #"{"dependencies": {"react-native": "0.76.0"}}"# + "\n")
        try scratch.write("Mono/package.json", #"{"workspaces": ["apps/*", "packages/*"]}"# + "\n")
        try scratch.write("Mono/packages/charts/ios/Charts.xcodeproj/project.pbxproj", ProjectBuilder(targets: [
            .init("Charts", productType: "com.apple.product-type.framework"),
        ]).text())
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["apps/mobile/ios/Steps.xcodeproj"])
        let found = try location(run)
        #expect(found.found.map(\.why) == [.below(depth: 3)])
        #expect(found.passedOver == [.init(url: root.appendingPathComponent("packages/charts/ios/Charts.xcodeproj"), reason: .noAppOrExtension)])
        #expect(run.report.project?.codeRoots.map(\.folder) == [root.appendingPathComponent("apps/mobile").standardizedFileURL])
        let message = try note(run).message
        #expect(message.contains("apps/mobile/ios/Steps.xcodeproj") && message.contains("packages/charts/ios/Charts.xcodeproj"))
        #expect(serious(run).isEmpty, "\(serious(run).map(\.message))")
    }

    @Test("A Flutter app one folder down (a repository holding the app in app/) is read, its paths shown from the folder given")
    func flutterBelow() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.flutter().write(to: scratch, as: "Repo/app").deletingLastPathComponent()
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["app/ios/Runner.xcodeproj"])
        #expect(try location(run).found.map(\.why) == [.below(depth: 2)])
        #expect(try note(run).file == "app/ios/Runner.xcodeproj")
        #expect(serious(run).allSatisfy { $0.file?.hasPrefix("app/") ?? true }, "\(serious(run).map { "\($0.check) \($0.file ?? "-")" })")
    }

    @Test("Several apps with widgets below the folder given are each read")
    func severalCandidates() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "apps/one").write(to: scratch, as: "Mono")
        try ClonedProject.native(in: "apps/two").write(to: scratch, as: "Mono")
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["apps/one/Steps.xcodeproj", "apps/two/Steps.xcodeproj"])
    }

    /// Round 13 expo-apple-targets: from the monorepo's root, apps/widget-demo's App.tsx was judged
    /// against another app's targets, which are not entitled to its group.
    @Test("Several apps, each in its own folder with its scripts: each project is checked with its own app's code")
    func eachAppsCodeWithItsProject() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "apps/one/ios").write(to: scratch, as: "Mono")
        try ClonedProject.native(in: "apps/two/ios").write(to: scratch, as: "Mono")
        for app in ["one", "two"] {
            try scratch.write("Mono/apps/\(app)/package.json", #"{"dependencies": {"react-native": "0.76.0"}}"# + "\n")
        }
        for file in ["Steps/Steps.entitlements", "StepsWidgetExtension.entitlements"] {
            try scratch.write("Mono/apps/two/ios/\(file)", entitlementsXML([ClonedProject.nativeGroup, "group.com.acme.two"]))
        }
        try scratch.write("Mono/apps/two/src/widget.js", "import SharedGroupPreferences from 'react-native-shared-group-preferences';\n\n"
            + "export const save = (steps) => SharedGroupPreferences.setItem('steps', steps, 'group.com.acme.two');\n")
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["apps/one/ios/Steps.xcodeproj", "apps/two/ios/Steps.xcodeproj"])
        let groups = run.findings(CodeGroup.self)
        #expect(groups.contains { $0.file == "apps/two/src/widget.js" && $0.severity == .ok })
        #expect(serious(run).isEmpty, "\(serious(run).map { "\($0.check) \($0.file ?? "-")" })")
    }

    /// Round 13 expo-apple-targets: from the monorepo's root, a plugin's e2e fixture was read as an
    /// app (two false no-shared-group PROBLEMs); tauri-plugin-widgets: a template shipped to the
    /// plugin's users was taken for the project.
    @Test("Test fixtures' and templates' projects (e2e/, fixtures/, __tests__/, templates/) below the folder given are not the user's app",
          arguments: ["packages/plugin/e2e/app", "packages/plugin/fixtures/app", "packages/plugin/__tests__/app", "templates/widget"])
    func fixturesPassedOver(fixture: String) throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "apps/one").write(to: scratch, as: "Mono")
        try ClonedProject.native(in: fixture).write(to: scratch, as: "Mono")
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["apps/one/Steps.xcodeproj"])
    }

    @Test("A Kotlin Multiplatform app's iosApp/ is read from the Gradle root; its modules' src/iosMain and src/commonMain are the app's Kotlin")
    func kotlinMultiplatform() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "iosApp").write(to: scratch, as: "Transit")
        try scratch.write("Transit/settings.gradle.kts", "rootProject.name = \"Transit\"\ninclude(\":shared\")\n")
        try scratch.write("Transit/shared/src/iosMain/kotlin/Store.kt", "val defaults = NSUserDefaults(suiteName = \"group.com.acme.steps\")\n")
        try scratch.write("Transit/shared/src/commonMain/kotlin/Keys.kt", "const val STEPS = \"steps\"\n")
        try scratch.write("Transit/shared/src/androidMain/kotlin/Store.kt", "val prefs = 1\n")
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["iosApp/Steps.xcodeproj"])
        #expect(try location(run).found.map(\.why) == [.layout(.kotlinMultiplatform)])
        let code = try #require(run.report.project?.codeRoots)
        #expect(Set(code.map(\.folder)) == [root.appendingPathComponent("shared/src/iosMain").standardizedFileURL,
                                             root.appendingPathComponent("shared/src/commonMain").standardizedFileURL])
        #expect(code.allSatisfy { $0.language == .kotlin })
    }

    @Test("A React Native app's ios/ given: the app's root above it holds its JavaScript, shown as ../")
    func reactNativeIOSGiven() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "ios").write(to: scratch, as: "Wallet")
        try scratch.write("Wallet/package.json", #"{"dependencies": {"react-native": "0.76.0"}}"# + "\n")
        try scratch.write("Wallet/src/widget.ts", "export const group = 'group.com.acme.steps';\n")
        let run = try ProjectDoctor.examine(root.appendingPathComponent("ios"))
        #expect(run.projects.map(\.project) == ["Steps.xcodeproj"])
        #expect(run.report.project?.codeRoots.map(\.folder) == [root.standardizedFileURL])
        #expect(run.report.project?.codeRoots.map(\.why) == [.reactNative])
        #expect(try note(run).message.contains("JavaScript/TypeScript code in ../"))
    }

    @Test("From a folder with a project at its root, that project is read; a copy of the app inside it is another project whose files are its own (decisions 6, 14)")
    func nestedCopy() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native().write(to: scratch, as: "App")
        // The copy signs with another group: were its files the outer project's, its
        // entitlements would be "signed by no target, delete it" and its Swift "in no target".
        var copy = ClonedProject.native(in: "Copy")
        copy.files["Copy/Steps/Steps.entitlements"] = entitlementsXML(["group.com.acme.festival"])
        copy.files["Copy/StepsWidgetExtension.entitlements"] = entitlementsXML(["group.com.acme.festival"])
        try copy.write(to: scratch, as: "App")
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["Steps.xcodeproj"])
        #expect(serious(run).isEmpty, "\(serious(run).map(\.message))")
        #expect(run.findings(SourceScan.self).isEmpty, "\(run.findings(SourceScan.self).map(\.message))")
        #expect(try location(run).passedOver == [.init(url: root.appendingPathComponent("Copy/Steps.xcodeproj"), reason: .nested)])
        #expect(try note(run).message.contains("Copy/Steps.xcodeproj"))
    }

    @Test("Sibling projects in one folder share its files: what one compiles or signs with is never in no target, unused or an unbuilt widget for another",
          arguments: [
              // Capacitor's template App.xcodeproj left beside the copy that adds the widget: the same app, no entitlements.
              ("App", ["CODE_SIGN_ENTITLEMENTS": "", "PRODUCT_BUNDLE_IDENTIFIER": "com.acme.steps", "INFOPLIST_FILE": "Steps/Info.plist"]),
              // A Mac app's project over the same sources, with no widget of its own.
              ("StepsMac", ["SDKROOT": "macosx", "PRODUCT_BUNDLE_IDENTIFIER": "com.acme.steps.mac", "INFOPLIST_FILE": "Steps/Info.plist"]),
          ])
    func siblingProjects(name: String, settings: [String: String]) throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native().write(to: scratch, as: "App")
        let app = ProjectBuilder.Target("Steps", productType: ProjectBuilder.Target.application,
                                        settings: ["Debug": settings.filter { !$0.value.isEmpty }, "Release": settings.filter { !$0.value.isEmpty }],
                                        sources: ["Steps/StepsApp.swift"])
        try scratch.write("App/\(name).xcodeproj/project.pbxproj", ProjectBuilder(configurations: ["Debug", "Release"], targets: [app]).text())
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project).sorted() == ["\(name).xcodeproj", "Steps.xcodeproj"].sorted())
        #expect(run.findings(WidgetNotBuilt.self).isEmpty, "\(run.findings(WidgetNotBuilt.self).map(\.message))")
        #expect(run.findings(UnusedEntitlements.self).isEmpty, "\(run.findings(UnusedEntitlements.self).map(\.file))")
        #expect(run.findings(SourceScan.self).isEmpty, "\(run.findings(SourceScan.self).map(\.message))")
    }

    @Test("A Capacitor app's scripts are checked with the project that builds the widget, not the template App.xcodeproj left beside it")
    func capacitorScriptsWithTheWidgetsProject() throws {
        let scratch = try ScratchFolder()
        var app = ClonedProject.native(in: "ios/App")
        // The app's Swift only reloads: the TypeScript writes the key the widget reads, through a widget bridge.
        app.files["ios/App/Steps/StepsApp.swift"] = """
            import SwiftUI

            @main
            struct StepsApp: App {
              var body: some Scene { WindowGroup { Text("Steps") } }
            }

            """
        let root = try app.write(to: scratch, as: "Shop")
        try scratch.write("Shop/capacitor.config.ts", "const config = { appId: 'com.acme.steps', webDir: 'dist' };\nexport default config;\n")
        try scratch.write("Shop/package.json", #"{"dependencies": {"@capacitor/ios": "^6.0.0"}}"# + "\n")
        try scratch.write("Shop/src/widget.ts", """
            export async function saveSteps(steps: number) {
              await WidgetsBridgePlugin.setItem({ key: 'steps', value: String(steps), group: '\(ClonedProject.nativeGroup)' });
              await WidgetsBridgePlugin.reloadAllTimelines();
            }

            """)
        let template = ProjectBuilder.Target("App", productType: ProjectBuilder.Target.application,
                                             settings: ["Debug": ["PRODUCT_BUNDLE_IDENTIFIER": "com.acme.steps"], "Release": ["PRODUCT_BUNDLE_IDENTIFIER": "com.acme.steps"]],
                                             sources: ["Steps/StepsApp.swift"])
        try scratch.write("Shop/ios/App/App.xcodeproj/project.pbxproj", ProjectBuilder(configurations: ["Debug", "Release"], targets: [template]).text())
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project).sorted() == ["ios/App/App.xcodeproj", "ios/App/Steps.xcodeproj"])
        #expect(run.findings(WidgetKey.self).isEmpty, "\(run.findings(WidgetKey.self).map(\.message))")
        #expect(serious(run).isEmpty, "\(serious(run).map(\.message))")
    }

    /// The generator doctor names for a folder that commits no project; nil (an issue recorded) otherwise.
    static func generator(_ folder: URL) -> ProjectGenerator? {
        do {
            _ = try ProjectDoctor.examine(folder)
            Issue.record("no project was expected")
        } catch {
            if case let .generatedProject(_, generator) = error { return generator }
            Issue.record("\(error)")
        }
        return nil
    }

    @Test("A folder committing only a generator's file below it names that file, relative to the folder given, and the command run there",
          arguments: [("ios/project.yml", "XcodeGen", "cd ios && xcodegen generate"), ("Workspace.swift", "Tuist", "tuist generate")])
    func generatorBelow(file: String, tool: String, command: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("Repo/\(file)", "name: App\n")
        // Tuist's projects are below its workspace: the workspace's file is the one named.
        try scratch.write("Repo/Projects/App/Project.swift", "import ProjectDescription\n")
        let generator = try #require(Self.generator(scratch.path("Repo")))
        #expect(generator == ProjectGenerator(tool: tool, file: file, command: command))
        let input = ExampleInput(files: [file: .text("name: App\n")], projectPath: ".")
        let finding = try #require(try ExampleRun(input).findings(of: ProjectFileCheck.id).first)
        // A repository that generates its project is not broken for it: nothing is checked, a warning.
        #expect(finding.file == file && finding.severity == .warning)
    }

    /// Round 13 shipnative_todo: the Expo config adds its widget plugin only when an environment
    /// variable says so, which the repository's defaults leave unset: a plain prebuild makes no widget.
    @Test("An Expo config that adds its widget plugin only under an environment switch: the prebuild command sets it; a switch about something else is left alone",
          arguments: [("process.env.EXPO_PUBLIC_ENABLE_WIDGETS === \"true\"", "EXPO_PUBLIC_ENABLE_WIDGETS=true npx expo prebuild --platform ios"),
                      ("process.env.APP_VARIANT === 'development'", "npx expo prebuild --platform ios")])
    func expoWidgetSwitch(condition: String, command: String) throws {
        let scratch = try ScratchFolder()
        let plugin = condition.contains("WIDGETS") ? "\"@bittingz/expo-widgets\", { ios: { src: \"./widgets/ios\" } }" : "\"expo-router\""
        try scratch.write("Repo/app.config.ts", """
            import { ExpoConfig } from "expo/config";

            export default ({ config }: { config: ExpoConfig }) => ({
              ...config,
              name: "Todo",
              plugins: [
                ...(\(condition) ? [[\(plugin)]] : []),
              ],
            });

            """)
        let generator = try #require(Self.generator(scratch.path("Repo")))
        #expect(generator.command == command)
    }

    /// Held-out AvocadoApps+azkar-ios pins Tuist in `.mise.toml` and its README runs `mise x --
    /// tuist generate`: a fresh machine has that Tuist only through mise.
    @Test("A generator the repository pins with mise runs through mise x --, each step; a mise file pinning other tools changes nothing",
          arguments: [(".mise.toml", "[tools]\ntuist = \"4.162.1\"\n", "mise x -- tuist install && mise x -- tuist generate"),
                      ("mise.toml", "[env]\nTUIST = 1\n\n[tools]\n\"aqua:tuist/tuist\" = \"4\"\n", "mise x -- tuist install && mise x -- tuist generate"),
                      (".mise.toml", "[tools]\nswiftlint = \"0.57\"\n\n[env]\ntuist = 1\n", "tuist install && tuist generate")])
    func generatorPinnedByMise(file: String, text: String, command: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("Repo/Project.swift", "import ProjectDescription\n")
        try scratch.write("Repo/Tuist/Package.swift", "let package = Package(name: \"App\", dependencies: [.package(url: \"https://example.com/kit.git\", from: \"1.0.0\")])\n")
        try scratch.write("Repo/\(file)", text)
        let generator = try #require(Self.generator(scratch.path("Repo")))
        #expect(generator.command == command)
    }

    /// Held-out ruuvi+com.ruuvi.station.ios: `make xcodeproj` installs XcodeGen under the ignored
    /// `.tools/` and runs `scripts/generate_project.sh`, which calls `.tools/xcodegen/bin/xcodegen`.
    @Test("A script that runs the generator is offered through the Makefile rule that runs it, and a program the checkout lacks is not offered alone",
          arguments: [true, false])
    func scriptThroughMakeRule(makefile: Bool) throws {
        let scratch = try ScratchFolder()
        try scratch.write("Repo/project.yml", "name: Station\ntargets:\n  Station:\n    type: application\n")
        try scratch.write("Repo/scripts/generate_project.sh", "#!/bin/sh\n.tools/xcodegen/bin/xcodegen -s project.yml\n")
        if makefile {
            try scratch.write("Repo/Makefile", "xcodeproj: installed_xcodegen\n\tscripts/generate_project.sh\n\n"
                + "installed_xcodegen: .tools/xcodegen/bin/xcodegen\n\n.tools/xcodegen/bin/xcodegen: scripts/install_xcodegen.sh\n\tscripts/install_xcodegen.sh\n")
        }
        let generator = try #require(Self.generator(scratch.path("Repo")))
        // The rule is the Makefile's first, its default goal: plain make.
        #expect(generator.command.hasPrefix(makefile ? "make (" : "scripts/generate_project.sh ("))
        #expect(makefile == generator.command.contains("scripts/generate_project.sh, which runs XcodeGen"))
        #expect(!generator.command.contains(".tools/"))
    }

    @Test("An XcodeGen spec another spec includes (a module's targets) is a fragment: the including app's spec is named, and the repository's script that runs XcodeGen",
          arguments: [(nil, ""), ("scripts/generate_project", "scripts/generate_project "), ("Makefile", "make ")])
    func xcodegenFragments(script: String?, runs: String) throws {
        let scratch = try ScratchFolder()
        // Shallower than the app's spec, and first by name: found first.
        try scratch.write("Repo/Core/project.yml", "targets:\n  Core:\n    type: framework\n")
        try scratch.write("Repo/Apps/Pets/project.yml", "include:\n  - path: Apps/Shared/app.yml\n  - path: Core/project.yml\ntargets:\n  App:\n    type: application\n")
        if let script { try scratch.write("Repo/\(script)", "project:\n\tcp Apps/Pets/project.yml . && xcodegen\n") }
        let generator = try #require(Self.generator(scratch.path("Repo")))
        #expect(generator.file == "Apps/Pets/project.yml")
        #expect(generator.command.hasPrefix(runs))
        #expect(generator.command.hasSuffix("cd Apps/Pets && xcodegen generate"))
    }

    /// Round 13 onebusaway-ios: scripts/generate_project, a Ruby script, copies the app's spec to the
    /// root and runs `system("xcodegen")`; doctor offered `cd Apps/KiedyBus && xcodegen generate`,
    /// which fails on the spec's root-relative includes.
    @Test("A script in another language that runs XcodeGen through a call (system(\"xcodegen\"), backquotes, subprocess) is the repository's script that runs it",
          arguments: ["#!/usr/bin/env ruby\n`cp Apps/Pets/project.yml .`\nsystem(\"xcodegen\")\n",
                      "#!/usr/bin/env ruby\n`cp Apps/Pets/project.yml .`\n`xcodegen generate`\n",
                      "#!/usr/bin/env python3\nimport subprocess\nsubprocess.run([\"xcodegen\", \"generate\"], check=True)\n"])
    func xcodegenThroughACall(script: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("Repo/Apps/Pets/project.yml", "include:\n  - path: Apps/Shared/app.yml\ntargets:\n  App:\n    type: application\n")
        try scratch.write("Repo/scripts/generate_project", script)
        let generator = try #require(Self.generator(scratch.path("Repo")))
        #expect(generator.command.hasPrefix("scripts/generate_project "))
    }

    @Test("A Makefile names the rule that runs XcodeGen as a command (not one installing it), and the widget's spec (through its includes) before a framework's")
    func makeRuleAndAppSpec() throws {
        let scratch = try ScratchFolder()
        // canvas-ios's shape: the default goal provisions, another rule installs XcodeGen, `sync` runs it.
        // Its framework's spec declares an app too (its tests' host); the widget is in a spec the app's includes.
        try scratch.write("Repo/Core/project.yml", "targets:\n  Core:\n    type: framework\n  CoreTestsHost:\n    type: application\n")
        try scratch.write("Repo/Student/project.yml", "include:\n  - path: Widgets/widgets.yml\ntargets:\n  Student:\n    type: application\n")
        try scratch.write("Repo/Student/Widgets/widgets.yml", "targets:\n  Widgets:\n    type: app-extension\n")
        try scratch.write("Repo/Makefile", "provision: ## setup\n\t@brew bundle\n\nprovision-ci:\n\t@brew install \"xcodegen\"\n\n"
            + "sync: ## generate\n\t@echo Running xcodegen\n\t@cd Core; xcodegen\n\t@cd Student; xcodegen\n")
        let generator = try #require(Self.generator(scratch.path("Repo")))
        #expect(generator.file == "Student/project.yml")
        #expect(generator.command.hasPrefix("make sync "))
    }

    @Test("NativeScript's and Cordova's configurations name their tool and the command that writes platforms/ios",
          arguments: [("nativescript.config.ts", "import { NativeScriptConfig } from '@nativescript/core';\n", "NativeScript", "ns prepare ios"),
                      ("config.xml", "<widget xmlns:cdv=\"http://cordova.apache.org/ns/1.0\" id=\"com.example.app\"></widget>\n", "Cordova",
                       "npx cordova prepare ios")])
    func webStackGenerators(file: String, text: String, tool: String, command: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("Repo/\(file)", text)
        let generator = try #require(Self.generator(scratch.path("Repo")))
        #expect(generator == ProjectGenerator(tool: tool, file: file, command: command))
    }

    @Test("A project inside a local Swift package the repository's manifest uses is the dependency's own: not read, and said so")
    func dependencyDemoProject() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "App").write(to: scratch, as: "Browser")
        // brave-ios's shape: ThirdParty/Static is a package of the root manifest, with its own demo app project.
        try scratch.write("Browser/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n  name: \"Browser\",\n"
            + "  dependencies: [\n    .package(name: \"Static\", path: \"ThirdParty/Static\"),\n  ]\n)\n")
        try scratch.write("Browser/ThirdParty/Static/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Static\")\n")
        let example = ProjectBuilder.Target("Example", productType: ProjectBuilder.Target.application,
                                            settings: ["Debug": ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.static", "INFOPLIST_FILE": "Example/Info.plist"]],
                                            sources: ["Example/AppDelegate.swift"])
        try scratch.write("Browser/ThirdParty/Static/Static.xcodeproj/project.pbxproj", ProjectBuilder(configurations: ["Debug"], targets: [example]).text())
        // The app's project uses the repository's own package too (`relativePath = ..`): that one holds it, and is no dependency.
        let app = "Browser/App/Steps.xcodeproj/project.pbxproj"
        let text = try String(contentsOf: scratch.path(app), encoding: .utf8)
        #expect(text.contains("objects = {"))
        try scratch.write(app, text.replacingOccurrences(of: "objects = {", with: "objects = {\n\t\tA10000000000000000000001 = {isa = XCLocalSwiftPackageReference; relativePath = ..; };"))
        let run = try ProjectDoctor.examine(root)
        #expect(run.projects.map(\.project) == ["App/Steps.xcodeproj"])
        #expect(serious(run).isEmpty, "\(serious(run).map(\.message))")
        let note = try #require(run.findings(ProjectLocationCheck.self).first)
        #expect(note.message.contains("ThirdParty/Static/Static.xcodeproj"))
    }

    @Test("The search follows no link out of the folder given, and stops at its depth")
    func hostileTree() throws {
        let scratch = try ScratchFolder()
        try ClonedProject.native(in: "Outside").write(to: scratch, as: "Elsewhere")
        try FileManager.default.createDirectory(at: scratch.path("Repo"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: scratch.path("Repo/linked"), withDestinationURL: scratch.path("Elsewhere"))
        try ClonedProject.native(in: "a/b/c/d/e/f/g").write(to: scratch, as: "Repo")
        #expect(throws: ProjectDoctorError.noProjectFound(scratch.path("Repo").standardizedFileURL.path, searchedDepth: 6)) {
            try ProjectDoctor.examine(scratch.path("Repo"))
        }
    }

    /// Round 15 iKingdom: four apps 2 down, none with a widget, were read; the app with the widget,
    /// 5 down in its own branch, was not, and nothing said so.
    @Test("Where 4 levels hold no app extension, the search goes on to 6 in the branches holding no project and reads the projects with one",
          arguments: [true, false])
    func deeperWhereNoWidget(shallowWidget: Bool) throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.native(in: "iOS/Accountant/v1.0/Program/src").write(to: scratch, as: "Repo")
        let shallow = shallowWidget ? ProjectBuilder(targets: [.init("Canvas", productType: "com.apple.product-type.application"),
                                                               .init("CanvasWidget", productType: "com.apple.product-type.app-extension")])
                                    : ProjectBuilder(targets: [.init("Canvas", productType: "com.apple.product-type.application")])
        try scratch.write("Repo/iOS/Canvas/Canvas.xcodeproj/project.pbxproj", shallow.text())
        // Below a project's folder is that project's: never searched deeper.
        try ClonedProject.native(in: "iOS/Canvas/a/b/c/d").write(to: scratch, as: "Repo")
        let run = try ProjectDoctor.examine(root)
        let found = try location(run)
        if shallowWidget {
            #expect(run.projects.map(\.project) == ["iOS/Canvas/Canvas.xcodeproj"])
        } else {
            #expect(run.projects.map(\.project) == ["iOS/Canvas/Canvas.xcodeproj", "iOS/Accountant/v1.0/Program/src/Steps.xcodeproj"])
            #expect(found.found.map(\.why) == [.below(depth: 2), .below(depth: 5)])
        }
    }

    /// An Expo app with @bacons/apple-targets and no ios/ committed, in a monorepo's mobile/ (as
    /// alert_system and polar keep theirs): the app's group in app.json, the widget's target
    /// configuration handing it on through the app config, its Swift in targets/widget/.
    private func expoApp(_ scratch: ScratchFolder, widgetGroup: String = "config.ios.entitlements[\"com.apple.security.application-groups\"]",
                         background: Bool = true) throws -> URL {
        try scratch.write("Repo/package.json", #"{"workspaces": ["mobile", "server"]}"# + "\n")
        try scratch.write("Repo/mobile/package.json", #"{"dependencies": {"expo": "~52.0.0", "@bacons/apple-targets": "^0.1.0"}}"# + "\n")
        try scratch.write("Repo/mobile/app.json", """
            {
              "expo": {
                "name": "Steps",
                "ios": {
                  "bundleIdentifier": "com.acme.steps",
                  "entitlements": {
                    "com.apple.security.application-groups": ["\(ClonedProject.nativeGroup)"]
                  }
                },
                "plugins": ["@bacons/apple-targets"]
              }
            }

            """)
        try scratch.write("Repo/mobile/targets/widget/expo-target.config.js", """
            /** @type {import('@bacons/apple-targets/app.plugin').ConfigFunction} */
            module.exports = (config) => ({
              type: "widget",
              deploymentTarget: "17.0",
              entitlements: {
                "com.apple.security.application-groups": \(widgetGroup),
              },
            });

            """)
        try scratch.write("Repo/mobile/targets/widget/StepsWidget.swift", ClonedProject.nativeWidgetSource(background: background))
        return scratch.path("Repo")
    }

    /// Held-out Zentik-notifier+frontend: config plugins keep the modules they copy into the
    /// project at prebuild in `plugins/*/files/`, and add them to the target there.
    @Test("An Expo app with no ios/ committed: a config plugin's module template its scripts use is no unbuilt bridge")
    func expoPluginModuleTemplate() throws {
        let scratch = try ScratchFolder()
        let root = try expoApp(scratch)
        try scratch.write("Repo/mobile/plugins/withPetModule/files/PetModule.swift",
                          "import Foundation\n\n@objc(PetModule)\nclass PetModule: NSObject {\n    @objc func save(_ resolve: @escaping RCTPromiseResolveBlock) {}\n}\n")
        try scratch.write("Repo/mobile/src/pet.ts", "import { NativeModules } from 'react-native';\n\nconst { PetModule } = NativeModules;\n")
        let run = try ProjectDoctor.examine(root)
        #expect(run.findings(BridgeNotBuilt.self).isEmpty, "\(run.findings(BridgeNotBuilt.self).map(\.message))")
    }

    @Test("An Expo app's targets (no ios/ committed) are read from its configuration, found in a monorepo's mobile/ (decisions 1, 10)")
    func expoTargets() throws {
        let scratch = try ScratchFolder()
        let run = try ProjectDoctor.examine(try expoApp(scratch))
        #expect(serious(run).isEmpty, "\(serious(run).map { "\($0.check) \($0.file ?? "-") \($0.message)" })")
        let found = try location(run).found
        #expect(found.map(\.kind) == [.expo] && found.map(\.why) == [.below(depth: 1)])
        #expect(run.sharedGroup(app: "Steps", widget: "widget", configuration: "Release")?.shared == [ClonedProject.nativeGroup])
        #expect(try note(run).message.contains("Expo") && note(run).file == "mobile/app.json")
    }

    @Test("An Expo widget target is checked as an extension: a missing containerBackground, a group the app is not entitled to")
    func expoTargetsChecked() throws {
        let bare = try ScratchFolder()
        let run = try ProjectDoctor.examine(try expoApp(bare, background: false))
        #expect(run.findings.contains { $0.check == "container-background" && $0.severity == .problem && $0.file == "mobile/targets/widget/StepsWidget.swift" })
        let other = try ScratchFolder()
        let mismatch = try ProjectDoctor.examine(try expoApp(other, widgetGroup: "[\"group.com.acme.other\"]"))
        #expect(!serious(mismatch).isEmpty)
        #expect(mismatch.sharedGroup(app: "Steps", widget: "widget", configuration: "Release")?.shared == [])
    }

    /// Round 12 MrDemonWolf+conpaws: @bacons/apple-targets compiles `targets/_shared/` into the app
    /// and every target; its widget's background helper there was code of no target.
    @Test("An apple-targets app's targets/_shared/ is compiled by every target: a helper there reaches the widget")
    func appleTargetsSharedFolder() throws {
        let scratch = try ScratchFolder()
        let root = try expoApp(scratch)
        try scratch.write("Repo/mobile/targets/widget/StepsWidget.swift", ClonedProject.nativeWidgetSource()
            .replacingOccurrences(of: ".containerBackground(.fill.tertiary, for: .widget)", with: ".stepsBackground()"))
        try scratch.write("Repo/mobile/targets/_shared/StepsStyle.swift",
                          "import SwiftUI\n\nextension View {\n  func stepsBackground() -> some View { containerBackground(.fill.tertiary, for: .widget) }\n}\n")
        let run = try ProjectDoctor.examine(root)
        #expect(run.findings(ContainerBackground.self).isEmpty, "\(run.findings(ContainerBackground.self).map(\.message))")
        #expect(!run.findings.contains { $0.message.contains("targets/_shared/StepsStyle.swift") })
    }

    /// An Expo app stating no deployment target gets its SDK template's at prebuild, never Xcode's
    /// default, the SDK's own version (AWB-labs+prayer-times-app: SDK 54, none stated, a fix naming
    /// iOS 26's API bare); an SDK doctor cannot read or has no default for leaves it unknown.
    @Test("An Expo app stating no deployment target deploys to its SDK's default; an SDK doctor cannot read leaves it unknown",
          arguments: [("~54.0.36", "15.1"), ("^56.0.0", "16.4"), ("~49.0.0", "13.0"), ("latest", nil), ("~45.0.0", nil)] as [(String, String?)])
    func expoDefaultDeploymentTarget(expo: String, target: String?) throws {
        let scratch = try ScratchFolder()
        let root = try expoApp(scratch)
        try scratch.write("Repo/mobile/package.json", #"{"dependencies": {"expo": "\#(expo)", "@bacons/apple-targets": "^4.0.7"}}"# + "\n")
        let app = try #require(try ProjectDoctor.examine(root).target("Steps")).deployment
        #expect(app.target == target && app.known == (target != nil))
        #expect(try #require(try ProjectDoctor.examine(root).target("widget")).deployment.target == "17.0")
    }

    /// Held-out pelixpng+PastVuApp keeps its Expo app in `code/` under a repository root with no
    /// package.json: given the root, the app's TypeScript was not read for groups at all.
    @Test("The JavaScript of an app found below the folder given is read for groups from the app's root, with no package.json at the top")
    func scriptsBelowTheFolderGiven() throws {
        let scratch = try ScratchFolder()
        let root = try expoApp(scratch)
        try FileManager.default.removeItem(at: scratch.path("Repo/package.json"))
        try scratch.write("Repo/mobile/src/widget.ts", """
            import { ExtensionStorage } from '@bacons/apple-targets';

            export const storage = new ExtensionStorage('\(ClonedProject.nativeGroup)x');

            """)
        try scratch.write("Repo/web/src/site.ts", "export const storage = new ExtensionStorage('group.example.web');\n")
        let run = try ProjectDoctor.examine(root)
        let groups = run.findings(CodeGroup.self).filter { $0.severity == .problem }
        #expect(groups.map { "\($0.file ?? "-"):\($0.line ?? 0)" } == ["mobile/src/widget.ts:3"])
    }

    /// The intent-writer pin of an Expo app whose widget's intent writes the app's key: where the
    /// app deploys is its SDK's default or unknown, below iOS 26 either way, so supportedModes is
    /// behind `@available` and the older form beside it.
    @Test("An Expo app's intent pin compiles where the app deploys: supportedModes behind @available(iOS 26.0, *), known SDK or not",
          arguments: ["~54.0.36", "latest"])
    func expoIntentPinGuarded(expo: String) throws {
        let scratch = try ScratchFolder()
        let root = try expoApp(scratch)
        try scratch.write("Repo/mobile/package.json", #"{"dependencies": {"expo": "\#(expo)", "@bacons/apple-targets": "^4.0.7"}}"# + "\n")
        try scratch.write("Repo/mobile/src/widget.ts", """
            import { ExtensionStorage } from '@bacons/apple-targets';

            export function saveSteps(steps: number) {
              const storage = new ExtensionStorage('\(ClonedProject.nativeGroup)');
              storage.set('steps', steps);
            }

            """)
        try scratch.write("Repo/mobile/targets/widget/AddStep.swift", """
            import AppIntents
            import SwiftUI
            import WidgetKit

            struct AddStepIntent: AppIntent {
              static var title: LocalizedStringResource = "Add a step"
              func perform() async throws -> some IntentResult {
                let defaults = UserDefaults(suiteName: "\(ClonedProject.nativeGroup)")
                defaults?.set((defaults?.integer(forKey: "steps") ?? 0) + 1, forKey: "steps")
                return .result()
              }
            }

            struct AddStepButton: View {
              var body: some View {
                Button(intent: AddStepIntent()) { Text("+1") }
              }
            }

            """)
        let widget = ClonedProject.nativeWidgetSource().replacingOccurrences(of: #"Text("\(entry.steps)")"#, with: "AddStepButton()")
        try scratch.write("Repo/mobile/targets/widget/StepsWidget.swift", widget)
        let run = try ProjectDoctor.examine(root)
        let finding = try #require(run.findings(IntentWriter.self).first)
        #expect(finding.target == "widget" && finding.file == "mobile/targets/widget/AddStep.swift")
        let fix = try #require(finding.fix)
        #expect(fix.contains("`@available(iOS 26.0, *) extension AddStepIntent { static var supportedModes"), "\(fix)")
        #expect(fix.contains("@available(iOS 16.4, *) @available(iOSApplicationExtension, unavailable) extension AddStepIntent: ForegroundContinuableIntent"), "\(fix)")
    }

    /// An unseen project's shape (rn-dualtemp-weather): app.json states the group, and a function
    /// app.config.js returns `{ ...appConfig, extra }` where `appConfig` is chosen at run time. The
    /// app's entitlements are then unknown, never "none"; and the Expo app's scripts are its code:
    /// `storage.set(key, ...)` on an `ExtensionStorage` writes the widget's key.
    @Test("An Expo app config returning a spread of what is computed leaves the app's groups unknown, not empty; the Expo app's own scripts write its keys")
    func expoComputedConfigAndScripts() throws {
        let scratch = try ScratchFolder()
        let root = try expoApp(scratch)
        try scratch.write("Repo/mobile/app.config.js", """
            export default ({ config }) => {
              const variant = process.env.APP_VARIANT === 'dev' ? { name: 'Steps Dev' } : {};
              const appConfig = { ...config, ...variant };
              return { ...appConfig, extra: { variant: process.env.APP_VARIANT } };
            };

            """)
        try scratch.write("Repo/mobile/src/widget.ts", """
            import { ExtensionStorage } from '@bacons/apple-targets';

            export function saveSteps(steps: number) {
              const storage = new ExtensionStorage('\(ClonedProject.nativeGroup)');
              storage.set('steps', steps);
              ExtensionStorage.reloadWidget();
            }

            """)
        let run = try ProjectDoctor.examine(root)
        #expect(serious(run).isEmpty, "\(serious(run).map { "\($0.check) \($0.file ?? "-") \($0.message)" })")
        #expect(run.findings(CodeGroup.self).filter { $0.file == "mobile/src/widget.ts" }.map(\.severity) == [.note])
        #expect(run.findings(WidgetKey.self).isEmpty)
        let accesses = run.report.project?.projects.flatMap(\.keys.accesses) ?? []
        #expect(accesses.filter { $0.role == .write && $0.language == .script }.map(\.key) == ["steps"], "\(accesses.map { "\($0.role) \($0.language) \($0.key ?? "-") \($0.file)" })")
    }

    /// expo-targets (an outside project's shape, csark0812+expo-targets): `createTarget('widget')` in
    /// the target's folder, `setData({ ... })` in App.tsx, each property stored as `widget:<name>`.
    @Test("expo-targets' setData writes each property under the target's name (data not written in place: any key of the target's): the widget reading one is answered; reading a key without the target's name is a problem",
          arguments: [("widget:steps", false), ("steps", true)])
    func expoTargetsSetData(read: String, problem: Bool) throws {
        let scratch = try ScratchFolder()
        let root = try expoApp(scratch)
        try scratch.write("Repo/mobile/targets/widget/index.ts", "import { createTarget } from 'expo-targets';\n\nexport const stepsWidget = createTarget('widget');\n")
        try scratch.write("Repo/mobile/App.tsx", """
            import { stepsWidget } from './targets/widget';

            export function save(steps: number) {
              stepsWidget.setData({ steps, 'label': 'Steps' });
              stepsWidget.setData(snapshot());
            }

            """)
        let widget = ClonedProject.nativeWidgetSource().replacingOccurrences(of: "integer(forKey: \"steps\")", with: "integer(forKey: \"\(read)\")")
        try scratch.write("Repo/mobile/targets/widget/StepsWidget.swift", widget)
        let run = try ProjectDoctor.examine(root)
        #expect(run.findings(WidgetKey.self).map(\.severity) == (problem ? [.problem] : []))
        let writes = run.report.project?.projects.flatMap(\.keys.accesses).filter { $0.role == .write && $0.call == ExpoTargets.call } ?? []
        #expect(writes.map(\.key) == ["widget:steps", "widget:label", nil])
        #expect(writes.map(\.prefix) == [nil, nil, "widget:"])
    }

    /// `@bacons/apple-targets` writes a target's stated entitlements into `generated.entitlements`
    /// of its folder at prebuild and signs the target with it: a committed copy (an unseen project,
    /// GymBeat, keeps one listing a group since dropped from the configuration) is the plugin's
    /// earlier output, rewritten at the next prebuild, not a leftover to delete.
    @Test("An Expo target's generated.entitlements beside a configuration that states entitlements is the plugin's output, not an unused file")
    func expoGeneratedEntitlements() throws {
        let scratch = try ScratchFolder()
        let root = try expoApp(scratch)
        try scratch.write("Repo/mobile/targets/widget/generated.entitlements", entitlementsXML([ClonedProject.nativeGroup, "group.com.acme.dropped"]))
        let run = try ProjectDoctor.examine(root)
        #expect(!run.findings.contains { $0.check == "unused-entitlements" }, "\(run.findings.filter { $0.check == "unused-entitlements" }.map(\.file))")
        // Another .entitlements file there is no output of the plugin's: a leftover, as anywhere.
        try scratch.write("Repo/mobile/targets/widget/Old.entitlements", entitlementsXML(["group.com.acme.dropped"]))
        let leftover = try ProjectDoctor.examine(root)
        #expect(leftover.findings.filter { $0.check == "unused-entitlements" }.map(\.file) == ["mobile/targets/widget/Old.entitlements"])
    }

    /// A .NET MAUI app at the folder given whose widget is an Xcode project one folder down, as the
    /// MAUI samples keep it: the widget's project holds a placeholder app (another bundle
    /// identifier, signed with no group) to run the widget from Xcode, and signs the extension
    /// with an empty entitlements file; the .csproj embeds the extension and signs it and the app
    /// with the group (decision 9).
    private func mauiApp(_ scratch: ScratchFolder, csproj: Bool) throws -> URL {
        var project = ClonedProject.native(in: "WidgetProject")
        project.project.update("Steps") { target in
            for configuration in ["Debug", "Release"] {
                target.settings[configuration]?["PRODUCT_BUNDLE_IDENTIFIER"] = "com.acme.placeholder"
                target.settings[configuration]?["CODE_SIGN_ENTITLEMENTS"] = nil
            }
        }
        project.project.update("StepsWidgetExtension") { target in
            for configuration in ["Debug", "Release"] { target.settings[configuration]?["PRODUCT_BUNDLE_IDENTIFIER"] = "com.acme.maui.StepsWidgetExtension" }
        }
        project.files["WidgetProject/Steps/Steps.entitlements"] = nil
        project.files["WidgetProject/Steps/StepsApp.swift"] = "import SwiftUI\n\n@main\nstruct StepsApp: App {\n  var body: some Scene { WindowGroup { Text(\"Widget preview host\") } }\n}\n"
        project.files["WidgetProject/StepsWidgetExtension.entitlements"] = entitlementsXML([])
        let root = try project.write(to: scratch, as: "Maui")
        guard csproj else { return root }
        try scratch.write("Maui/Platforms/iOS/Entitlements.plist", entitlementsXML([ClonedProject.nativeGroup]))
        try scratch.write("Maui/Platforms/iOS/Entitlements.Widget.plist", entitlementsXML([ClonedProject.nativeGroup]))
        try scratch.write("Maui/Steps.Maui.csproj", """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFrameworks>net9.0-android;net9.0-ios</TargetFrameworks>
                <!-- <ApplicationId>com.acme.commented</ApplicationId> -->
                <ApplicationId>com.acme.maui</ApplicationId>
                <SupportedOSPlatformVersion Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'android'">21.0</SupportedOSPlatformVersion>
                <SupportedOSPlatformVersion Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'ios'">17.0</SupportedOSPlatformVersion>
              </PropertyGroup>
              <ItemGroup Condition="$(TargetFramework.Contains('-ios'))">
                <AdditionalAppExtensions Include="$(MSBuildProjectDirectory)/Platforms/iOS/WidgetExtensions">
                  <Name>StepsWidgetExtension</Name>
                  <BuildOutput>Release-iphoneos</BuildOutput>
                  <CodesignEntitlements>Platforms\\iOS\\Entitlements.Widget.plist</CodesignEntitlements>
                </AdditionalAppExtensions>
              </ItemGroup>
            </Project>

            """)
        return root
    }

    @Test(".NET MAUI: the .csproj that embeds the extension is its host, signing it and the app as it states; the widget project's app is scaffolding (decision 9)")
    func dotNetHost() throws {
        let scratch = try ScratchFolder()
        let run = try ProjectDoctor.examine(try mauiApp(scratch, csproj: true))
        #expect(serious(run).isEmpty, "\(serious(run).map { "\($0.check) \($0.message)" })")
        #expect(run.sharedGroup(app: "Steps.Maui", widget: "StepsWidgetExtension", configuration: "Release")?.shared == [ClonedProject.nativeGroup])
        let host = try #require(run.report.project?.projects.first?.dotNetApps.first)
        #expect(host.applicationID?.value == "com.acme.maui" && host.applicationID?.line == 5)
        #expect(host.deploymentTarget?.value == "17.0")
        #expect(host.extensions.map(\.name) == ["StepsWidgetExtension"])
        #expect(run.report.project?.codeRoots.map(\.why) == [.dotnet])
        #expect(try note(run).message.contains("Steps.Maui.csproj embeds StepsWidgetExtension"))
        // The scaffold's own entitlements file is what Xcode signs the extension with when it runs the placeholder: not unused.
        #expect(run.findings(UnusedEntitlements.self).isEmpty)
        // Without the .csproj the placeholder is the host, and the project is wrong as Xcode builds it.
        let bare = try ScratchFolder()
        let alone = try ProjectDoctor.examine(try mauiApp(bare, csproj: false))
        #expect(alone.findings(BundleIdentifier.self).contains { $0.severity == .problem })
    }

    /// As AtB's and rainbow's repositories have it: the app's `ios/` bases its configurations on an
    /// xcconfig the repository's root `.gitignore` keeps out (a set-up script writes it), and the
    /// groups use a variable only that file defines.
    private func ignoredConfig(_ scratch: ScratchFolder, git: Bool) throws -> URL {
        var project = ClonedProject.native(in: "ios")
        for target in ["Steps", "StepsWidgetExtension"] {
            project.project.update(target) { $0.baseConfigurations = ["Debug": "Configs/Config.xcconfig", "Release": "Configs/Config.xcconfig"] }
        }
        project.files["ios/Steps/Steps.entitlements"] = entitlementsXML(["$(APP_GROUP_NAME)"])
        project.files["ios/StepsWidgetExtension.entitlements"] = entitlementsXML(["$(APP_GROUP_NAME)"])
        project.files[".gitignore"] = "node_modules/\n.env\n\n# written by scripts/setup.sh\nios/Configs/Config.xcconfig\n"
        project.files["package.json"] = #"{"dependencies": {"react-native": "0.76.0"}}"# + "\n"
        let root = try project.write(to: scratch, as: "Repo")
        if git { try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true) }
        return root
    }

    @Test("The work tree's root .gitignore counts when its ios/ is given: one generated-files note, its settings unknown, no warning",
          arguments: [true, false])
    func workTreeGitignore(git: Bool) throws {
        let scratch = try ScratchFolder()
        let root = try ignoredConfig(scratch, git: git)
        let run = try ProjectDoctor.examine(root.appendingPathComponent("ios"))
        #expect(serious(run).isEmpty, "\(serious(run).map { "\($0.check) \($0.message)" })")
        #expect(run.generatedFiles == [AbsentGeneratedFile(file: "Configs/Config.xcconfig", madeBy: "../.gitignore line 5 keeps it out of the repository")])
        #expect(run.findings(GeneratedFilesCheck.self).count == 1)
        #expect(!run.findings(UnresolvedSetting.self).isEmpty && run.findings(UnresolvedSetting.self).allSatisfy { $0.severity == .note })
    }

    @Test("A project in a folder its enclosing work tree ignores (another repository's build output) is not that repository's: its ignore files say nothing")
    func ignoredFolder() throws {
        let scratch = try ScratchFolder()
        let root = try ignoredConfig(scratch, git: true)
        try scratch.write("Repo/.gitignore", "ios/\nios/Configs/Config.xcconfig\n")
        let run = try ProjectDoctor.examine(root.appendingPathComponent("ios"))
        #expect(run.generatedFiles.isEmpty)
        #expect(run.findings(XCConfigCheck.self).contains { $0.severity == .problem })
    }

    @Test("A .gitignore above the work tree's root is never read")
    func gitignoreOutsideWorkTree() throws {
        let scratch = try ScratchFolder()
        let root = try ignoredConfig(scratch, git: true)
        try scratch.write("Repo/.gitignore", "node_modules/\n")
        try scratch.write(".gitignore", "Repo/ios/Configs/Config.xcconfig\n")
        let run = try ProjectDoctor.examine(root.appendingPathComponent("ios"))
        #expect(run.generatedFiles.isEmpty)
        #expect(run.findings(XCConfigCheck.self).contains { $0.severity == .problem })
    }
}
