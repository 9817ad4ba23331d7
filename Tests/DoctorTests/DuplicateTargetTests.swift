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

    @Test func twoTargetsOfOneNameAreAWarningNotACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duplicate-target-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.projectFile.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let options = GroupOptions(group: try GroupIdentifier("group.com.example.a"), groupGiven: false,
                                   source: .container(URL(fileURLWithPath: "/none")), entitlementFiles: [])
        let report = Doctor.run(Doctor.Input(options, platform: .iOS, project: folder) { _ in throw WidgetTUIError("not looked for") })
        let duplicates = report.findings.filter { $0.check == "duplicate-target" }
        #expect(duplicates.count == 1, "\(report.findings)")
        #expect(duplicates.first?.severity == .warning)
        #expect(duplicates.first?.target == "Runner")
        #expect(duplicates.first?.file == "App.xcodeproj/project.pbxproj")
    }
}
