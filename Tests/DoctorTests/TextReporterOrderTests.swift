import Findings
import Testing
@testable import Doctor

/// The text reporter orders its sections by work counted, not timed (issue 41): one sort key per
/// heading, looked up in a dictionary of positions, whatever the number of targets.
@Suite("doctor text reporter: section order")
struct TextReporterOrderTests {
    /// A finding for each of `count` targets in reverse project order, one in two per configuration,
    /// and one per area: every kind of heading.
    static func findings(targets count: Int) -> [DoctorFinding] {
        var findings = (0..<count).reversed().map { index in
            DoctorFinding(check: "c", area: .settings, Finding(.warning, target: "T\(index)", configuration: index % 2 == 0 ? "Release" : nil, message: "m"))
        }
        findings += [DoctorFinding.Area.code, .project, .entitlements, .settings].map { DoctorFinding(check: "c", area: $0, Finding(.note, message: "m")) }
        return findings
    }

    @Test("Sections follow the project's targets and configurations, then areas; one key computed per heading at any size")
    func oneKeyPerHeading() {
        for count in [10, 2_000] {
            let targets = (0..<count).map { "T\($0)" }
            let (sections, keys) = DoctorTextReporter.ordered(Self.findings(targets: count), targets: targets, configurations: ["Debug", "Release"])
            #expect(sections.count == count + 4)
            // Headings, not comparisons: a key recomputed in each comparison of the sort counted
            // about 2 n log n (some 40,000 at 2,000 targets), each a search of the target list.
            #expect(keys == count + 4)
            #expect(Array(sections.prefix(3).map(\.title)) == ["project", "settings", "target T0, configuration Release"])
            #expect(sections[3].title == "target T1")
            #expect(Array(sections.suffix(2).map(\.title)) == ["entitlements", "code"])
        }
    }

    @Test("A target or configuration the project does not list follows the listed ones, in the order found")
    func unlistedFollow() {
        let findings = ["Z", "B", "A", "Y"].map { DoctorFinding(check: "c", area: .settings, Finding(.warning, target: $0, message: "m")) }
        let sections = DoctorTextReporter.sections(findings, targets: ["A", "B"], configurations: [])
        #expect(sections.map(\.title) == ["target A", "target B", "target Z", "target Y"])
    }
}
