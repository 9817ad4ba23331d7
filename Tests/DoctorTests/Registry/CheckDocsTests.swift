import Foundation
@testable import Doctor
import Testing

/// docs/doctor.md's table of checks is the registry's: each check's row, in report order, with its
/// anchor, area, severities and verdicts. With `WIDGET_TUI_RECORD_TRANSCRIPTS=1` the test writes
/// the table into the page instead, and fails saying so.
@Suite struct CheckDocsTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/doctor.md")
    static let start = "<!-- checks: generated from the registry (Doctor.checks); CheckDocsTests holds this table to it -->\n"
    static let end = "<!-- end of checks -->\n"

    @Test func theDocsTableOfChecksIsTheRegistrys() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let table = DoctorCheckList.markdown(Doctor.checks)
        let begin = try #require(text.range(of: Self.start), "docs/doctor.md has no table of checks")
        let close = try #require(text.range(of: Self.end, range: begin.upperBound..<text.endIndex))
        let written = String(text[begin.upperBound..<close.lowerBound])
        if ProcessInfo.processInfo.environment["WIDGET_TUI_RECORD_TRANSCRIPTS"] == "1" {
            try (text[..<begin.upperBound] + table + text[close.lowerBound...]).write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("wrote the table of checks into docs/doctor.md: check it in, and run again without WIDGET_TUI_RECORD_TRANSCRIPTS")
            return
        }
        #expect(written == table, "docs/doctor.md's table of checks differs from the registry: WIDGET_TUI_RECORD_TRANSCRIPTS=1 swift test --filter CheckDocsTests writes it")
    }

    @Test func listChecksNamesEveryCheckWithItsAreaSeveritiesAndSummary() {
        let lines = DoctorCheckList.text(Doctor.checks).split(separator: "\n").map(String.init)
        #expect(lines.count == Doctor.checks.count + 2)
        for (line, check) in zip(lines.dropFirst(2), Doctor.checks) {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            #expect(columns.prefix(3) == [check.id, check.area.rawValue, check.severities.map(\.rawValue).joined(separator: ",")], "\(line)")
            #expect(line.hasSuffix(check.summary))
        }
    }
}

extension CheckDocsTests {
    @Test func doctorsReportersHaveOneNameEach() {
        let names = DoctorReporters.all().map(\.name)
        #expect(names == ["text", "json", "github", "xcode", "junit", "sarif", "summary"])
        for name in names { #expect(DoctorReporters.named(name)?.name == name) }
        #expect(DoctorReporters.named("checkstyle") == nil)
    }
}
