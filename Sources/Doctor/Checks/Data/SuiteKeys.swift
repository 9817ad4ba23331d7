import Findings
import SharedData
import XcodeProject

/// `suite-keys`: another app's suite, key by key, with its type and size: doctor cannot know what
/// that widget expects, so it shows what is there; a value it cannot read is a warning.
enum SuiteKeys: DoctorCheck {
    static let description = CheckDescription(
        id: "suite-keys", area: .data, title: "another app's keys",
        summary: "each key of another app's suite with its type and size; a value that does not read",
        severities: [.ok, .note, .warning],
        verdicts: "OK: each key of another app's suite with its type and size (home_widget's callback handles named as such); WARNING: a "
            + "value widget-tui cannot read, or a callback handle of another type; NOTE: the keys past the first 200, counted",
        examples: [
            .triggers("home_widget's callback handle stored as a string", .petContainer.with {
                $0.container = ExampleContainer(group: ExampleInput.group, suite: ["home_widget.internal.background.callback": .string("1234")])
            }, .warning(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .triggers("another app's keys, each with its type", .petContainer.with { $0.container = ExampleContainer(group: ExampleInput.group, suite: ["counter": .int(42), "title": .string("Hello")]) },
                      .ok(file: "container/Library/Preferences/\(ExampleInput.group).plist"), .ok(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .passes("the pet widget's data", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let evidence = context.container.evidence, let file = evidence.file, evidence.choice?.contract == .generic else { return [] }
        return SuiteListing.findings(file.values, file: evidence.suite)
    }
}
