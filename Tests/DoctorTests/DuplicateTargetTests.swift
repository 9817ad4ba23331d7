import Foundation
@testable import Doctor
import Findings
import SharedData
import Testing
import WidgetTUIKit

/// Issue 35, item 4: names are not keys. Two native targets named alike (a copied target, a
/// merge that kept both) crashed doctor with `Fatal error: Duplicate values for key`.
@Suite struct DuplicateTargetTests {
    /// A project file with two native targets both named `Runner`: an app and a copy of it.
    static let projectFile = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA1 = {isa = PBXProject; buildConfigurationList = L0; projectDirPath = ""; targets = (T1, T2, ); };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); dependencies = (); name = Runner; productType = "com.apple.product-type.application"; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.a; }; name = Debug; };
        \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); dependencies = (); name = Runner; productType = "com.apple.product-type.application"; };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.b; }; name = Debug; };
        \t};
        \trootObject = A1;
        }
        """

    /// doctor on a project whose project.pbxproj is `text`.
    static func doctor(_ text: String) throws -> Doctor.Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duplicate-target-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let options = GroupOptions(group: try GroupIdentifier("group.com.example.a"), groupGiven: false,
                                   source: .container(URL(fileURLWithPath: "/none")), entitlementFiles: [])
        return Doctor.run(Doctor.Input(options, platform: .iOS, project: folder) { _ in throw WidgetTUIError("not looked for") })
    }

    /// Issue 37, class 12: a target the PBXProject's targets list names twice (a merge that kept
    /// both lines) is one target shown once, and one warning naming it.
    @Test func aTargetListedTwiceIsOneTargetAndOneWarning() throws {
        let text = Self.projectFile.replacing("targets = (T1, T2, );", with: "targets = (T1, T2, T1, );")
            .replacing("name = Runner; productType = \"com.apple.product-type.application\"; };\n\t\tL2", with: "name = Other; productType = \"com.apple.product-type.application\"; };\n\t\tL2")
        let report = try Self.doctor(text)
        #expect(report.summaries.flatMap(\.targets).map(\.name) == ["Runner", "Other"])
        let duplicates = report.findings.filter { $0.check == "duplicate-target" }
        #expect(duplicates.map(\.target) == ["Runner"], "\(report.findings)")
        #expect(duplicates.first?.severity == .warning)
        #expect(duplicates.first?.file == "App.xcodeproj/project.pbxproj")
    }

    @Test func twoTargetsOfOneNameAreAWarningNotACrash() throws {
        let report = try Self.doctor(Self.projectFile)
        let duplicates = report.findings.filter { $0.check == "duplicate-target" }
        #expect(duplicates.count == 1, "\(report.findings)")
        #expect(duplicates.first?.severity == .warning)
        #expect(duplicates.first?.target == "Runner")
        #expect(duplicates.first?.file == "App.xcodeproj/project.pbxproj")
    }

    /// Issue 37, class 12: a widget an app embeds twice (two Embed Foundation Extensions phases
    /// naming it, as a merge or a second "Embed App Extensions" phase leaves them, or one phase
    /// listing it twice) is one warning on the widget; an app and a second app embedding it once
    /// each, or one phase listing it once, none.
    @Test(arguments: [(["sources", "embed", "embed"], ["Widget"], 1), (["sources", "embed"], ["Widget", "Widget"], 1),
                      (["sources", "embed"], ["Widget"], 0)])
    func aWidgetEmbeddedTwice(phases: [String], embeds: [String], expected: Int) throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.project?.update("App") { $0.phases = phases; $0.embeds = embeds }
        })
        let duplicates = run.findings(of: "duplicate-target")
        #expect(duplicates.count == expected, "\(duplicates.map(\.message))")
        #expect(duplicates.allSatisfy { $0.target == "Widget" && $0.severity == .warning && $0.file == "App.xcodeproj/project.pbxproj" })
    }

    /// Held-out pelixpng+PastVuApp: a generator writes the project again from its own file, and
    /// drops a name edited in Xcode: the rename is made in the spec or manifest that makes it.
    @Test("Two targets of one name in a project a generator makes: the rename is made in its spec or manifest",
          arguments: [("project.yml", "name: App\ntargets:\n  App:\n    type: application\n"),
                      ("Project.swift", "import ProjectDescription\n\nlet project = Project(name: \"App\")\n")])
    func renamedWhereTheGeneratorReadsIt(file: String, text: String) throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.project?.targets.append(.init("Widget", ExampleProject.Target.appExtension, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.widget2"]))
            $0.files[file] = .text(text)
        })
        let duplicate = try #require(run.findings(of: "duplicate-target").first)
        #expect(duplicate.target == "Widget" && duplicate.file == "App.xcodeproj/project.pbxproj")
        let fix = try #require(duplicate.fix)
        #expect(fix.contains(" \(file)") && !fix.contains("Xcode's target list"), "\(fix)")
    }

    @Test func twoAppsEmbeddingTheWidgetOnceEachAreNoDuplicate() throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.project?.targets.append(.init("Clip", ExampleProject.Target.application, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.clip"],
                                             embeds: ["Widget"]))
        })
        #expect(run.findings(of: "duplicate-target").isEmpty)
    }
}
