import Essentials
import Findings
import SharedData
import XcodeProject

/// `suite-size`: every process that opens the suite reads all of it, widget extensions included;
/// past 1 MiB, data belongs in files.
enum SuiteSize: DoctorCheck {
    static let description = CheckDescription(
        id: "suite-size", area: .data, title: "suite size",
        summary: "a settings suite past 1 MiB: every process that opens it, the widget too, reads it whole",
        severities: [.warning],
        verdicts: "WARNING: the suite is past 1 MiB: every process that opens it, the widget too, reads it whole",
        examples: [
            .triggers("a suite past 1 MiB", .petContainer.with { $0.container?.suite?["thumbnail"] = .data(Data(count: 1_100_000)) },
                      .warning(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .passes("a few keys", .petContainer),
        ])

    /// Every process that opens the suite reads all of it, widget extensions included; beyond
    /// this, data belongs in files.
    static let limit = 1 << 20

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let evidence = context.container.evidence, let file = evidence.file, file.byteCount > limit else { return [] }
        return [.warning(evidence.suite, "the suite is \(file.byteCount) bytes: every process that opens it, the widget too, reads it whole",
                         fix: "keep large data (images, long lists) in files in the container and store their names")]
    }
}
