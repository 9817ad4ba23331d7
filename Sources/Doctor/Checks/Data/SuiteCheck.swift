import Findings
import SharedData
import XcodeProject

/// `suite`: the app wrote the group's settings suite, and it reads as a property list, as the
/// widget extension reads it.
enum SuiteCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "suite", area: .data, title: "settings suite",
        summary: "no settings suite in the container, or one that does not read",
        severities: [.problem],
        verdicts: "PROBLEM: the app never wrote a setting to the group (no suite), or the suite does not read (damaged, too large, too deep)",
        examples: [
            .triggers("the app never wrote the suite", .petContainer.with { $0.container?.suite = nil }, .problem(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .triggers("the suite is not a property list", .petContainer.with { $0.container?.rawSuite = Array("not a plist".utf8) },
                      .problem(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .passes("a suite the app wrote", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let evidence = context.container.evidence, let loaded = evidence.loaded else { return [] }
        if let failure = loaded.failure {
            return [.problem(evidence.suite, failure.reason, fix: "let the app write the suite again; remove the damaged file first")]
        }
        guard loaded.file == nil else { return [] }
        let group = evidence.container.groupID.shown
        return [.problem(evidence.suite, "no settings suite: the app never wrote a setting to \(group)",
                         fix: "write the settings with UserDefaults(suiteName: \"\(group)\") "
                             + "(home_widget: call setAppGroupId first, then saveWidgetData)")]
    }
}
