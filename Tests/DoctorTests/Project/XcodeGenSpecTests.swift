import Foundation
@testable import Doctor
import ProjectFixtures
import Testing
@testable import XcodeProject

/// XcodeGen specs as repositories that commit no `.xcodeproj` keep them (written here, never
/// copied): named for the project they make (`widgets-project.yml`, tutao/tutanota's shape), one
/// per brand under `Configs/`, fragments every spec includes, and the places the repository runs
/// XcodeGen from (a `package.json` script, a CI workflow step, a Makefile rule).
@Suite("doctor names the XcodeGen spec that makes the widget's project, and the command the repository runs")
struct XcodeGenSpecTests {
    /// An `ios/` holding a spec per app (one with the widget extension, one whose only
    /// extensions come from a fragment both include), a framework's spec in another folder and a
    /// settings file every spec includes that declares no target.
    private func specs(_ scratch: ScratchFolder) throws {
        try scratch.write("Repo/shared-settings.yml", "options:\n  deploymentTarget:\n    iOS: \"16.0\"\nconfigs:\n  Debug: debug\n  Release: release\n")
        try scratch.write("Repo/ios/shared.yml", """
            targets:
              ShareExtension:
                type: "app-extension"
                platform: iOS
              Kit:
                type: "framework"
                platform: iOS

            """)
        try scratch.write("Repo/ios/main-project.yml", """
            name: Main
            include:
              - path: "../shared-settings.yml"
              - path: "./shared.yml"
            targets:
              Main:
                type: "application"
                platform: iOS

            """)
        try scratch.write("Repo/ios/widgets-project.yml", """
            name: Widgets # the app with the widget
            include:
              - path: "../shared-settings.yml"
              - path: "./shared.yml"
            targets:
              Steps:
                type: "application"
                platform: iOS
                dependencies:
                  - target: StepsWidget
              StepsWidget:
                type: "app-extension"
                platform: iOS
                info:
                  path: StepsWidget/Info.plist
                  properties:
                    NSExtension:
                      NSExtensionPointIdentifier: com.apple.widgetkit-extension

            """)
        try scratch.write("Repo/sdk/ios/project.yml", "name: Sdk\ninclude:\n  - path: ../../shared-settings.yml\ntargets:\n  Sdk:\n    type: \"framework.static\"\n    platform: iOS\n")
    }

    @Test("A spec is told by its content, not the name project.yml: the widget's spec is named, with --spec, from the repository's root and from its ios/")
    func specByContent() throws {
        let scratch = try ScratchFolder()
        try specs(scratch)
        let root = try #require(ProjectLocationTests.generator(scratch.path("Repo")))
        #expect(root.tool == "XcodeGen" && root.file == "ios/widgets-project.yml")
        #expect(root.command == "cd ios && xcodegen generate --spec widgets-project.yml")
        let ios = try #require(ProjectLocationTests.generator(scratch.path("Repo/ios")))
        #expect(ios.file == "widgets-project.yml" && ios.command == "xcodegen generate --spec widgets-project.yml")
    }

    @Test("The command is the one a package.json script writes for that spec (its folder from the script's cd), naming the script; from ios/ too")
    func packageScript() throws {
        let scratch = try ScratchFolder()
        try specs(scratch)
        try scratch.write("Repo/package.json", """
            {
              "name": "steps",
              "scripts": {
                "lint": "eslint .",
                "ios:project": "cd ios && xcodegen --spec main-project.yml && xcodegen --spec widgets-project.yml && cd ../sdk/ios && xcodegen --spec project.yml"
              }
            }

            """)
        let root = try #require(ProjectLocationTests.generator(scratch.path("Repo")))
        #expect(root.file == "ios/widgets-project.yml")
        #expect(root.command.hasPrefix("cd ios && xcodegen --spec widgets-project.yml "))
        #expect(root.command.contains("package.json") && root.command.contains("ios:project"))
        let ios = try #require(ProjectLocationTests.generator(scratch.path("Repo/ios")))
        #expect(ios.command.hasPrefix("xcodegen --spec widgets-project.yml ") && ios.command.contains("../package.json"))
    }

    @Test("A CI workflow step runs the spec from its working-directory: that command, naming the workflow and its step; a step for another spec is not it")
    func workflowStep() throws {
        let scratch = try ScratchFolder()
        try specs(scratch)
        try scratch.write("Repo/.github/workflows/ios-tests.yml", """
            name: iOS
            on: [push]
            jobs:
              main:
                runs-on: macos-15
                steps:
                  - uses: actions/checkout@v4
                  - name: Test main
                    working-directory: ios
                    run: |
                      xcodegen --spec main-project.yml
                      fastlane test_main
              widgets:
                runs-on: macos-15
                steps:
                  - uses: actions/checkout@v4
                  - name: Test widgets
                    working-directory: ios
                    run: |
                      mkdir -p ../build
                      xcodegen --spec widgets-project.yml
                      fastlane test_widgets

            """)
        let generator = try #require(ProjectLocationTests.generator(scratch.path("Repo")))
        #expect(generator.file == "ios/widgets-project.yml")
        #expect(generator.command.hasPrefix("cd ios && xcodegen --spec widgets-project.yml "))
        #expect(generator.command.contains(".github/workflows/ios-tests.yml") && generator.command.contains("Test widgets"))
    }

    @Test("A workspace committed without its projects, which .gitignore keeps out: the spec that makes the widget's listed project is named, and the line; a listed project's own folder is looked in")
    func workspaceOfGeneratedProjects() throws {
        let scratch = try ScratchFolder()
        try specs(scratch)
        try scratch.write("Repo/ios/.gitignore", "*.generated.swift\nMain.xcodeproj\nWidgets.xcodeproj\n")
        try scratch.write("Repo/ios/Steps.xcworkspace/contents.xcworkspacedata", """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:../sdk/ios/Sdk.xcodeproj">
               </FileRef>
               <FileRef
                  location = "container:Main.xcodeproj">
               </FileRef>
               <FileRef
                  location = "container:Widgets.xcodeproj">
               </FileRef>
            </Workspace>

            """)
        let generator = try #require(ProjectLocationTests.generator(scratch.path("Repo/ios/Steps.xcworkspace")))
        #expect(generator.tool == "XcodeGen" && generator.file == "widgets-project.yml")
        #expect(generator.command == "xcodegen generate --spec widgets-project.yml")
        #expect(generator.absentProject?.name == "Widgets.xcodeproj")
        #expect(generator.absentProject?.keptOutBy?.hasPrefix(".gitignore line 3 ") == true)
        // A workspace listing only a project of another folder of the repository: that folder's spec.
        try FileManager.default.createDirectory(at: scratch.path("Repo/.git"), withIntermediateDirectories: true)
        try scratch.write("Repo/ios/Sdk.xcworkspace/contents.xcworkspacedata",
                          "<Workspace version = \"1.0\">\n<FileRef location = \"group:../sdk/ios/Sdk.xcodeproj\"></FileRef>\n</Workspace>\n")
        let sdk = try #require(ProjectLocationTests.generator(scratch.path("Repo/ios/Sdk.xcworkspace")))
        #expect(sdk.file == "../sdk/ios/project.yml" && sdk.command == "cd ../sdk/ios && xcodegen generate")
        #expect(sdk.absentProject == ProjectGenerator.AbsentProject(name: "Sdk.xcodeproj", keptOutBy: nil))
    }

    @Test("Specs per brand under Configs/: the first brand's named; a Makefile rule runs the spec it names, and a rule for another brand's spec is not offered")
    func brandSpecs() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Repo/Configs/base.yml", "targets:\n  Core:\n    type: framework\n    platform: iOS\n")
        for brand in ["BrandA", "BrandB"] {
            try scratch.write("Repo/Configs/\(brand.lowercased()).yml", """
                name: \(brand)
                include: [base.yml]
                targets:
                  \(brand):
                    type: application
                    platform: iOS
                  \(brand)Widget:
                    type: app-extension
                    platform: iOS

                """)
        }
        try scratch.write("Repo/Makefile", "all: branda\n\nbrandb:\n\txcodegen generate --spec Configs/brandb.yml\n")
        let other = try #require(ProjectLocationTests.generator(scratch.path("Repo")))
        #expect(other.file == "Configs/branda.yml")
        #expect(other.command == "cd Configs && xcodegen generate --spec branda.yml")
        try scratch.write("Repo/Makefile", "all: branda\n\nbrandb:\n\txcodegen generate --spec Configs/brandb.yml\n\nbranda:\n\t@xcodegen generate --spec Configs/branda.yml\n")
        let own = try #require(ProjectLocationTests.generator(scratch.path("Repo")))
        #expect(own.file == "Configs/branda.yml")
        #expect(own.command.hasPrefix("make branda ") && own.command.hasSuffix(" or xcodegen generate --spec Configs/branda.yml"))
    }

    @Test("YAML files read for a spec are bounded: past the first ones in the folders searched, none is read")
    func boundedYAML() throws {
        let scratch = try ScratchFolder()
        for index in 0..<(ProjectGenerator.maximumSpecs + 1) {
            try scratch.write("Repo/config/settings-\(1_000 + index).yml", "targets:\n  - staging\n")
        }
        try scratch.write("Repo/config/zz-project.yml", "name: Late\ntargets:\n  Late:\n    type: application\n")
        try scratch.write("Repo/big.yml", "name: Big\ntargets:\n  Big:\n    type: application\n" + String(repeating: "# filler\n", count: 40_000))
        #expect(throws: ProjectDoctorError.noProjectFound(scratch.path("Repo").standardizedFileURL.path, searchedDepth: 6)) {
            try ProjectDoctor.examine(scratch.path("Repo"))
        }
    }

    @Test("Places written to cost: a script line of a hundred thousand words, a Makefile recipe continued over every line, more workflows than are read")
    func hostilePlaces() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Repo/ios/app.yml", "name: App\ntargets:\n  App:\n    type: application\n")
        try scratch.write("Repo/package.json", #"{"scripts": {"gen": "\#(String(repeating: "then ", count: 100_000))xcodegen"}}"# + "\n")
        try scratch.write("Repo/Makefile", "gen:\n" + String(repeating: "\tcd ios \\\n", count: 5_000) + "\txcodegen --spec app.yml\n")
        for index in 0..<(GeneratorRun.maximumFiles + 1) {
            try scratch.write("Repo/.github/workflows/w\(index).yml", "jobs:\n  a:\n    steps:\n      - run: xcodegen --spec other.yml\n")
        }
        let generator = try #require(ProjectLocationTests.generator(scratch.path("Repo")))
        #expect(generator.file == "ios/app.yml" && generator.command == "cd ios && xcodegen generate --spec app.yml")
    }
}
