import Essentials
import PetRenderer
import WidgetTUIKit

/// `widget-tui check`: the properties that keep an animated widget correct, each pass, warn or
/// fail with its reason; exit 1 when any fails.
enum CheckCommand {
    enum Spec {
        static let json = OptionSpec.flag("--json", """
            one JSON document: {"checks": [{name, status, reason, fix}], counts};
            status is pass, warn, fail, unknown or skip
            """)
    }

    static let command = Command(
        spec: CommandSpec(
            name: "check",
            summary: "Check determinism, skipped entries, motion, flips, settings, reloads, budget, Live Activity state and images",
            sections: [OptionSection([Spec.json, ContractArgument.spec]), GroupOptions.Spec.section, RenderOptions.Spec.section,
                       ReportOptions.Spec.section],
            discussion: """
                checks:
                  determinism          the same date gives the same frame, in any drawing order
                  skip-robustness      entry k is the same whether earlier entries were shown or skipped
                  distinct-motion      no two pets share position and frame over a day sampled every 5 s
                  flip                 every walking frame differs from its mirror image
                  settings             every key is present and as docs/data-contract.md has it (stages, values
                                       0-100, no unknown field), and night follows the group's quietHours
                  reload-after-write   the last data change has a reload request for --kind after it; unknown
                                       where the container keeps no reload record (iOS keeps none)
                  timeline-budget      entry count and spacing, reloads a day against the \(TimelineAdvice.dailyBudgetText) budget
                  live-activity-state  each pet's ContentState JSON is at most 4096 bytes, with no images
                  stored-images        no image a key names is missing, damaged, blank or decodes past the
                                       extension's memory (about 30 MB); one larger than the largest widget
                                       warns; a file that is not an image is not counted (as doctor judges them)

                A warning (for example reloads inside the budget only on generous devices) does not fail, nor
                does unknown (what decides the check is not in the container); a failure exits 1. On another
                app's data (a suite without items) only reload-after-write applies: the others are skipped, in
                one line with the reason (status skip in --json).
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let json = try arguments.flag(Spec.json)
        let contract = try ContractArgument.parse(&arguments)
        let group = try GroupOptions.parse(&arguments, io: io)
        let render = try RenderOptions.parse(&arguments, io: io)
        let reports = try ReportOptions.parse(&arguments)
        try reports.refuseBeside(json: json)
        try arguments.finish()
        let widget = try io.widget(group, render)
        let report = WidgetChecks.run(widget: widget, render: render, kind: group.kind, now: render.now ?? Date(),
                                      contract: try widget.contract(given: contract))
        if json {
            io.outJSON(try report.encoded())
        } else {
            for result in report.checks where result.status != .skip {
                io.out("\(result.status.rawValue.uppercased()) \(result.name): \(result.reason)\n")
                if let fix = result.fix { io.out("     fix: \(fix)\n") }
            }
            // Checks skipped for one reason make one line.
            for (reason, names) in skippedByReason(report.checks) {
                io.out("SKIP \(names.joined(separator: ", ")): \(reason)\n")
            }
            io.out("check: \(report.checks.count) checks: \(report.passed) passed, \(report.warnings) warned, \(report.failed) failed"
                + (report.unknown > 0 ? ", \(report.unknown) unknown" : "")
                + (report.skipped > 0 ? ", \(report.skipped) skipped" : "") + "\n")
        }
        var ci = CIReport(check: report, group: group.group.shown)
        // A check is about no file: code scanning places it on the suite the checks read.
        ci.location = widget.reader.suiteFile.path
        try reports.publish(ci, reporters: .standard, about: widget.reader.suiteFile.deletingLastPathComponent(), io: io)
        return report.failed > 0 ? ExitCode.failure : ExitCode.ok
    }

    /// The skipped checks' names grouped by reason, in the order the reasons first appear.
    static func skippedByReason(_ results: [CheckResult]) -> [(reason: String, names: [String])] {
        var groups: [(reason: String, names: [String])] = []
        for result in results where result.status == .skip {
            if let i = groups.firstIndex(where: { $0.reason == result.reason }) {
                groups[i].names.append(result.name)
            } else {
                groups.append((result.reason, [result.name]))
            }
        }
        return groups
    }
}
