import Findings
import SharedData
import XcodeProject

/// `pet-data`: the pet widget's keys against its contract (docs/data-contract.md): each value the
/// widget replaces by a default (a problem) or reads anyway (a warning), with how to write it in
/// the app's language.
enum PetData: DoctorCheck {
    static let description = CheckDescription(
        id: "pet-data", area: .data, title: "the pet widget's data",
        summary: "a pet widget key the widget replaces by a default or reads only leniently",
        severities: [.ok, .warning, .problem],
        verdicts: "OK: the pets, quiet hours and streak read; PROBLEM: a key or field the widget replaces by a default (a wrong type, an "
            + "unknown stage, an unreadable JSON); WARNING: one it reads anyway (`items` as a String). Fixes in the app's language",
        examples: [
            .triggers("quietHours stored as a number", .petContainer.with { $0.container?.suite?["quietHours"] = .int(22) },
                      .problem(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .triggers("the pets, quiet hours and streak read", .petContainer, .ok(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .passes("another app's data", .petContainer.with { $0.container = ExampleContainer(group: ExampleInput.group, suite: ["counter": .int(42), "title": .string("Hello")]) }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let evidence = context.container.evidence, let loaded = evidence.loaded, evidence.file != nil,
              evidence.choice?.contract == .pets else { return [] }
        return PetDataInspection.findings(loaded.decoded, file: evidence.suite, writer: evidence.writer)
    }
}
