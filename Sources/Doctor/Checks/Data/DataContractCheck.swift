import Findings
import SharedData
import XcodeProject

/// `data-contract`: which contract the data is held to: the pet widget's when the suite holds its
/// `items`, else another app's, whose keys are listed (`suite-keys`) and not judged.
enum DataContractCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "data-contract", area: .data, title: "data contract",
        summary: "the suite holds another app's data: the pet widget's checks are skipped, and why",
        severities: [.note],
        verdicts: "NOTE: the suite holds another app's data (no `items`), so the pet widget's checks are skipped, in one line that says why "
            + "(`--contract` overrides the decision)",
        examples: [
            .triggers("another app's data: no items", .petContainer.with { $0.container = ExampleContainer(group: ExampleInput.group, suite: ["counter": .int(42), "title": .string("Hello")]) },
                      .note(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .passes("the pet widget's data", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let evidence = context.container.evidence, let choice = evidence.choice, evidence.file != nil, choice.contract == .generic else { return [] }
        let override = choice.given ? "" : " (--contract pets holds it to them)"
        return [.note(evidence.suite, "the pet widget's checks are skipped: " + choice.reason + override)]
    }
}
