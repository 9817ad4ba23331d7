import Foundation
import ProjectFixtures
import SharedData
import Testing

/// A pull request's project nested past the limits (docs/limits.md) is a finding naming the file,
/// never a crash: a `project.pbxproj` or an `.entitlements` 100,000 levels deep, a chain of
/// `#include`s deeper than Xcode's projects go.
@Suite("doctor --project on deep nesting")
struct DeepNestingProjectTests {
    static let hostileDepth = 100_000

    @Test("A deep project file and deep entitlements are findings naming the files; the rest of the report is made")
    func hostileProject() throws {
        let scratch = try ScratchFolder()
        var project = ClonedProject.flutter()
        let levels = 60_000
        project.files["ios/Runner/Runner.entitlements"] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>"
            + Entitlements.applicationGroupsKey + "</key>" + String(repeating: "<array>", count: levels) + String(repeating: "</array>", count: levels)
            + "</dict></plist>\n"
        let root = try project.write(to: scratch)
        let report = try ProjectDoctor.examine(root, options: .init())
        let entitlements = report.findings.filter { $0.file?.hasSuffix("Runner.entitlements") == true && $0.message.contains("deeper than 128") }
        #expect(!entitlements.isEmpty, "\(report.findings.map { "\($0.file ?? "-"): \($0.message)" })")

        let pbxproj = root.appendingPathComponent(project.projectPath).appendingPathComponent("project.pbxproj")
        try Data(("// !$*UTF8*$!\n" + String(repeating: "{a = ", count: Self.hostileDepth) + "b" + String(repeating: "; }", count: Self.hostileDepth)).utf8).write(to: pbxproj)
        let unreadable = try ProjectDoctor.examine(root, options: .init()).findings
            .filter { $0.file?.hasSuffix("project.pbxproj") == true && $0.message.contains("deeper than 256") }
        #expect(unreadable.count == 1)
    }

    @Test("A chain of 40 #includes is read to 16 files deep and the rest named in one warning")
    func includeChain() throws {
        let scratch = try ScratchFolder()
        var project = ClonedProject.flutter()
        project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"Chain0.xcconfig\"\n"
        for i in 0..<40 { project.files["ios/Flutter/Chain\(i).xcconfig"] = "#include \"Chain\(i + 1).xcconfig\"\nCHAIN_\(i) = \(i)\n" }
        let root = try project.write(to: scratch)
        let report = try ProjectDoctor.examine(root, options: .init())
        let warnings = report.findings.filter { $0.message.contains("#include nested deeper than 16 files") }
        #expect(warnings.count >= 1, "\(report.findings.map(\.message))")
        #expect(warnings.allSatisfy { $0.file?.hasPrefix("ios/Flutter/Chain") == true }, "\(warnings.map(\.file))")
    }
}
