import Foundation
import ProjectFixtures
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// `--report github`, `--junit FILE` and the job summary of `verify`, `check` and `doctor`, as a
/// pull request shows them.
@Suite("CI reports of verify, check and doctor")
struct CIReportCommandTests {
    let home: AppTestHome
    let out: URL

    /// A home with snapshots of entries 0, 1 and 59 in all three families.
    init() throws {
        (home, out) = try AppTestHome.withSnapshots()
    }

    func annotations(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") } }

    @Test("A changed snapshot is one error annotation on its changed line, a failed JUnit case and a row of the job summary")
    func changedSnapshot() throws {
        let line = try home.changeRow(of: out.appendingPathComponent("medium-entry-0001.txt"))
        let junit = home.url.appendingPathComponent("reports/verify.xml")
        let summary = home.url.appendingPathComponent("summary.md")
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let result = home.run(["verify", out.path, "--report", "github", "--junit", junit.path],
                              adding: [ReportOptions.summaryVariable: summary.path])
        #expect(result.code == 1)
        #expect(result.out.contains("FAIL medium-entry-0001.txt: rendering changed: "), "the human report stays")
        let lines = annotations(result.out)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("::error file=\(out.path)/medium-entry-0001.txt,line=\(line),title=verify%3A 1 medium snapshot changed"
            + "::medium-entry-0001.txt: ") == true, "\(lines)")
        #expect(lines.first?.contains("pixels differ, bounding box x 0-") == true)
        #expect(lines.first?.hasSuffix("%0Aif the change is meant, re-record with --record failed") == true)

        let xml = try home.text(junit)
        #expect(xml.contains("<testsuite name=\"widget-tui verify \(out.path)\" tests=\"9\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 9)
        #expect(xml.contains("<testcase name=\"medium-entry-0001.txt\" classname=\"widget-tui.verify\">\n      <failure message=\"rendering changed: "))
        #expect(xml.contains("<testcase name=\"small-entry-0000.txt\" classname=\"widget-tui.verify\"/>"))

        let markdown = try home.text(summary)
        #expect(markdown.hasPrefix("earlier step\n### ❌ widget-tui verify \(out.path): 1 failed, 8 passed\n"), "appended")
        #expect(markdown.contains("| ❌ failed | <code>medium-entry-0001.txt</code> | rendering changed: "))
        #expect(markdown.contains("<details><summary><code>medium-entry-0001.txt</code></summary>"))
    }

    @Test("The JUnit files of verify, check and doctor, with failed, skipped and warned cases, are valid against a JUnit schema that refuses a broken one",
          RequiredProgram.needed("xmllint", package: "libxml2-utils"))
    func junitSchema() throws {
        let schema = try #require(Bundle.module.url(forResource: "junit", withExtension: "xsd", subdirectory: "Fixtures"))
        let xmllint = URL(fileURLWithPath: try #require(RequiredProgram.path("xmllint")))
        _ = try home.changeRow(of: out.appendingPathComponent("medium-entry-0001.txt"))
        let reports = ["verify", "check", "generic", "doctor"].map { home.url.appendingPathComponent("\($0).xml") }
        #expect(home.run(["verify", out.path, "--junit", reports[0].path]).code == 1)
        #expect(home.run(["app", "set", "streakDays", "30", "--type", "int", "--no-reload"]).code == 0)
        #expect(home.run(["check", "--junit", reports[1].path] + SnapshotInputs.fixed).code == 1)
        #expect(home.run(["check", "--contract", "generic", "--junit", reports[2].path] + SnapshotInputs.fixed).code == 1)
        #expect(home.run(["doctor", "--junit", reports[3].path]).code <= 1)
        let texts = try reports.map { try home.text($0) }
        #expect(texts.contains { $0.contains("<failure ") } && texts.contains { $0.contains("<skipped ") })
        for report in reports {
            let run = try runProcess(xmllint, ["--noout", "--schema", schema.path, report.path])
            #expect(run.code == 0, "\(report.lastPathComponent): \(run.err)")
        }
        let broken = home.url.appendingPathComponent("broken.xml")
        try texts[0].replacingOccurrences(of: "<testcase name=", with: "<testcase title=").write(to: broken, atomically: true, encoding: .utf8)
        #expect(try runProcess(xmllint, ["--noout", "--schema", schema.path, broken.path]).code != 0, "the schema accepts anything")
    }

    @Test("A data change is one annotation on the index for all nine files, not nine, naming the key that changed")
    func dataChange() throws {
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int"]).code == 0)
        let result = home.run(["verify", out.path, "--report", "github"])
        #expect(result.code == 1)
        let lines = annotations(result.out)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("::error file=\(out.path)/index.json,title=verify%3A the group's data changed%3A streakDays::"
            + "9 snapshots were recorded from group data fnv1a64:") == true, "\(lines)")
        #expect(lines.first?.contains(" (streakDays: 12, now 13): that is a data change") == true)

        let junit = home.url.appendingPathComponent("data.xml")
        #expect(home.run(["verify", out.path, "--junit", junit.path]).code == 1)
        #expect(try home.text(junit).contains("the group now holds fnv1a64:"))
        #expect(try home.text(junit).contains(" (streakDays: 12, now 13)\" type=\"failure\">"))
    }

    @Test("check: an error annotation per failed check, a warning per warning, a JUnit case per check")
    func check() throws {
        #expect(home.run(["app", "set", "streakDays", "13", "--type", "int", "--no-reload"]).code == 0)
        let junit = home.url.appendingPathComponent("check.xml")
        let result = home.run(["check", "--report", "github", "--junit", junit.path] + SnapshotInputs.fixed)
        #expect(result.code == 1)
        let lines = annotations(result.out)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("::error title=check%3A reload-after-write::") == true)
        #expect(lines.last?.hasPrefix("::warning title=check%3A timeline-budget::") == true)
        let xml = try home.text(junit)
        #expect(xml.contains("tests=\"9\" failures=\"1\" errors=\"0\" skipped=\"0\""))
        #expect(xml.contains("<testcase name=\"timeline-budget\" classname=\"widget-tui.check\">\n      <system-out>"))
    }

    @Test("doctor: a problem is an error annotation on its file; each area it looked at is a JUnit case")
    func doctor() throws {
        let fixture = try DoctorTests.fixture("PetWidgetExtension-no-app-groups")
        let junit = home.url.appendingPathComponent("doctor.xml")
        let result = home.run(["doctor", "--entitlements", try DoctorTests.fixture("Runner"), "--entitlements", fixture,
                               "--report", "github", "--junit", junit.path])
        #expect(result.code == 1)
        let lines = annotations(result.out)
        #expect(lines.contains { $0.hasPrefix("::error file=\(fixture),title=doctor%3A entitlements-group::no com.apple.security.application-groups entitlement") },
                "\(lines)")
        let xml = try home.text(junit)
        #expect(xml.contains("<testcase name=\"entitlements\" classname=\"widget-tui.doctor\">\n      <failure message=\"no com.apple.security"))
        #expect(xml.contains("<testcase name=\"data\" classname=\"widget-tui.doctor\"/>"))
    }

    @Test("Annotations and --json would share standard output, so both together are refused")
    func jsonRefused() {
        for command in [["check"], ["doctor"]] {
            let result = home.run(command + ["--json", "--report", "github"])
            #expect(result.code == 64)
            #expect(result.err.contains("--report github writes annotations to standard output, where --json writes its document: choose one"))
            let xcode = home.run(command + ["--json", "--report", "xcode"])
            #expect(xcode.code == 64)
            #expect(xcode.err.contains("--report xcode writes Xcode's issue lines to standard output, where --json writes its document: choose one"))
        }
    }

    @Test("A job summary that cannot be written is a warning; the command's verdict stands")
    func unwritableSummary() {
        let result = home.run(["verify", out.path], adding: [ReportOptions.summaryVariable: home.url.appendingPathComponent("none/summary.md").path])
        #expect(result.code == 0)
        #expect(result.out == "verify: 9 snapshots: 9 match\n")
        #expect(result.err.hasPrefix("warning: GITHUB_STEP_SUMMARY: "))
    }
}
