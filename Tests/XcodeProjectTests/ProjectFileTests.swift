import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject

@Suite("project.pbxproj")
struct ProjectFileTests {
    static func parse(_ fixture: String) throws -> XcodeProjectFile {
        let url = try ProjectFixture.url(fixture)
        let project = try #require(try ProjectLocator.projects(at: url).first)
        return try XcodeProjectFile.parse(try Data(contentsOf: project.appendingPathComponent("project.pbxproj")))
    }

    @Test("An app embeds an extension it depends on, and one whose product it only copies in (no target dependency)")
    func embeddedWithoutDependency() throws {
        let builder = ProjectBuilder(targets: [
            .init("App", productType: ProjectBuilder.Target.application, embeds: ["Widget"]),
            .init("Widget", productType: ProjectBuilder.Target.appExtension),
        ])
        let withDependency = try XcodeProjectFile.parse(Data(builder.text().utf8))
        #expect(withDependency.targets[0].embeds(withDependency.targets[1]))
        // The same project with its PBXTargetDependency gone, as real projects have it.
        let text = builder.text().replacingOccurrences(of: #"dependencies = \([^)]*\);"#, with: "dependencies = ();", options: .regularExpression)
        let copiedOnly = try XcodeProjectFile.parse(Data(text.utf8))
        #expect(copiedOnly.targets[0].dependencyIDs.isEmpty)
        #expect(copiedOnly.targets[0].embeds(copiedOnly.targets[1]))
        #expect(!copiedOnly.targets[1].embeds(copiedOnly.targets[0]))
    }

    @Test("Flutter's Runner project: targets, product types, configurations and their xcconfig files")
    func flutterRunner() throws {
        let project = try Self.parse("FlutterPets/ios")
        #expect(project.objectVersion == 54)
        #expect(project.targets.map(\.name) == ["Runner", "RunnerTests", "PetWidgetExtension"])
        #expect(project.targets.map(\.productType) == [.application, ProductType(rawValue: "com.apple.product-type.bundle.unit-test"), .appExtension])
        #expect(project.projectConfigurations.map(\.name) == ["Debug", "Release", "Profile"])
        let runner = project.targets[0]
        #expect(runner.configurations.map(\.baseConfiguration) == [.projectRelative("Flutter/Debug.xcconfig"),
                                                                  .projectRelative("Flutter/Release.xcconfig"),
                                                                  .projectRelative("Flutter/Release.xcconfig")])
        #expect(runner.dependencyIDs == [project.targets[2].id])
        #expect(runner.sourceFiles.contains(.projectRelative("Runner/AppDelegate.swift")))
        #expect(project.targets[2].compiles("PetWidget/PetWidget.swift"))
        #expect(!runner.compiles("PetWidget/PetWidget.swift"))
        let identity = try #require(project.projectConfigurations[0].settings.first { $0.name == "CODE_SIGN_IDENTITY" })
        #expect(identity.conditions == [SettingCondition(key: "sdk", pattern: "iphoneos*")])
        #expect(identity.value == "iPhone Developer")
        #expect(project.fileReferences.contains(.buildRelative(sourceTree: "SDKROOT", path: "System/Library/Frameworks/WidgetKit.framework")))
        #expect(project.fileReferences.contains(.projectRelative("RunnerProfile.entitlements")))
    }

    @Test("Xcode 16: synchronized folders with exceptions, and xcconfig files anchored in one")
    func synchronizedFolders() throws {
        let project = try Self.parse("NativeNotes")
        #expect(project.objectVersion == 77)
        #expect(project.projectConfigurations.map(\.baseConfiguration) == [.projectRelative("Config/Debug.xcconfig"), .projectRelative("Config/Release.xcconfig")])
        let widget = try #require(project.targets.first { $0.name == "NotesWidgetExtension" })
        #expect(widget.synchronizedFolders == [SynchronizedFolder(path: .projectRelative("NotesWidget"), exceptions: ["Info.plist"])])
        #expect(widget.compiles("NotesWidget/NotesWidget.swift"))
        #expect(!widget.compiles("NotesWidget/Info.plist"))
        #expect(!widget.compiles("NativeNotes/NoteStore.swift"))
    }

    @Test("A merge conflict left in the file is a syntax error with its line")
    func mergeConflict() throws {
        var text = try String(contentsOf: try ProjectFixture.url("MacWeather/MacWeather.xcodeproj/project.pbxproj"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\t\t\t\tMARKETING_VERSION = 1.0;\n", with: "<<<<<<< HEAD\n\t\t\t\tMARKETING_VERSION = 1.0;\n=======\n", options: [], range: nil)
        let error = #expect(throws: ProjectFileError.self) { try XcodeProjectFile.parse(Data(text.utf8)) }
        let expectedLine = text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("<<<<<<<") }.map { $0 + 1 }
        #expect(error?.line == expectedLine)
        #expect(error?.description.contains("line \(expectedLine ?? 0)") == true)
    }

    @Test("Structures that are not a project are refused with the reason")
    func notAProject() {
        #expect(throws: ProjectFileError.notAProject("no objects table")) { try XcodeProjectFile.parse(Data("{ rootObject = X; }".utf8)) }
        #expect(throws: ProjectFileError.notAProject("rootObject X is not a PBXProject")) {
            try XcodeProjectFile.parse(Data("{ objects = { X = { isa = PBXGroup; }; }; rootObject = X; }".utf8))
        }
        #expect(throws: ProjectFileError.notAProject("the top level is Array, not a Dictionary")) { try XcodeProjectFile.parse(Data("( )".utf8)) }
    }

    @Test("Groups that contain each other do not hang path resolution")
    func groupCycle() throws {
        let text = """
        { objects = {
            P = { isa = PBXProject; mainGroup = A; targets = ( T ); buildConfigurationList = L; };
            A = { isa = PBXGroup; children = ( B ); path = a; sourceTree = "<group>"; };
            B = { isa = PBXGroup; children = ( A, F ); path = b; sourceTree = "<group>"; };
            F = { isa = PBXFileReference; path = x.xcconfig; sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L; };
            L = { isa = XCConfigurationList; buildConfigurations = ( C ); };
            C = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = F; buildSettings = { }; };
          }; rootObject = P; }
        """
        let project = try XcodeProjectFile.parse(Data(text.utf8))
        #expect(project.targets.first?.configurations.first?.baseConfiguration == nil)
    }
}
