import Findings
import SharedData
import XcodeProject

/// `reload-record`: widget-tui's reload record in the container is one its writers accept: a
/// damaged line or a sequence with no next number makes `app` writes refuse it.
enum ReloadRecord: DoctorCheck {
    static let description = CheckDescription(
        id: "reload-record", area: .container, title: "reload record",
        summary: "widget-tui's reload record in the container is damaged: its writers refuse it",
        severities: [.problem],
        verdicts: "PROBLEM: the reload record (`reload-requests.log`) holds a damaged line or a sequence number with no next one: "
            + "widget-tui's writers refuse it",
        examples: [
            .triggers("a damaged reload record", .petContainer.with {
                $0.container?.files["Library/Caches/widget-tui/reload-requests.log"] = .text("not a reload request\n")
            }, .problem(file: "container/Library/Caches/widget-tui/reload-requests.log")),
            .passes("no reload record yet", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let evidence = context.container.evidence, let refusal = evidence.reloadRefusal else { return [] }
        return [.problem(evidence.container.reloadLogURL.shown, "widget-tui's writers refuse the reload record: \(refusal)",
                         fix: "delete the damaged record to start a new one")]
    }
}
