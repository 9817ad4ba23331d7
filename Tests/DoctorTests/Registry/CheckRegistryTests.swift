import Foundation
@testable import Doctor
import Findings
import Testing

/// The registry holds every check to its description: ids unique and kebab-case, each with the
/// severities it gives, examples that trigger it and examples that do not, and every example run
/// through doctor as the command line runs it.
@Suite struct CheckRegistryTests {
    /// One example of one check, for the parameterized test.
    struct Case: Sendable, CustomStringConvertible {
        let check: CheckDescription
        let example: CheckExample
        var description: String { "\(check.id): \(example.name)" }
    }

    static let cases: [Case] = Doctor.checks.flatMap { check in check.examples.map { Case(check: check, example: $0) } }

    @Test func idsAreUniqueKebabCaseAndEachCheckSaysWhatItFinds() {
        let ids = Doctor.checks.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
        for check in Doctor.checks {
            #expect(check.id.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(check.id)")
            #expect(!check.severities.isEmpty && check.severities == check.severities.sorted(), "\(check.id)")
            #expect(!check.title.isEmpty && !check.summary.isEmpty && !check.summary.contains("\n") && !check.verdicts.isEmpty, "\(check.id)")
        }
    }

    @Test func everyCheckHasAnExampleThatTriggersItAndOneThatDoesNot() {
        for check in Doctor.checks {
            let triggering = check.examples.filter(\.triggers).count
            #expect(triggering > 0, "\(check.id) has no example that triggers it")
            #expect(triggering < check.examples.count, "\(check.id) has no example that does not trigger it")
        }
    }

    /// Each example gives exactly the findings it states, of severities its check declares, and
    /// no other warning or problem: one cause, one finding.
    @Test(arguments: cases) func example(_ item: Case) throws {
        let run = try ExampleRun(item.example.input)
        let check = item.check, expected = item.example.expected
        let withOK = expected.contains { $0.severity == .ok }
        var found = run.findings(of: check.id, withOK: withOK)
        for finding in found { #expect(check.severities.contains(finding.severity), "\(check.id) gave an undeclared \(finding.severity)") }
        for want in expected {
            if let index = found.firstIndex(where: want.matches) {
                found.remove(at: index)
            } else {
                Issue.record("\(item): no finding \(want) among \(run.findings(of: check.id, withOK: true).map(Self.place))")
            }
        }
        if !found.isEmpty { Issue.record("\(item): findings the example does not state: \(found.map(Self.place))") }
        let others = run.serious.filter { $0.check != check.id && !item.example.alsoExpected.contains($0.check) }
        if !others.isEmpty { Issue.record("\(item): other checks' warnings and problems: \(others.map(Self.place))") }
        for also in item.example.alsoExpected where !run.serious.contains(where: { $0.check == also }) {
            Issue.record("\(item): no warning or problem of \(also), which the example says it also gives")
        }
    }

    static func place(_ finding: DoctorFinding) -> String {
        "\(finding.check) \(finding.severity) \(finding.target ?? "-")/\(finding.configuration ?? "-") \(finding.file ?? "-"):\(finding.line.map(String.init) ?? "-") \(finding.message)"
    }
}
