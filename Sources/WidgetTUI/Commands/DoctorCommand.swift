import Foundation
import SharedData
import WidgetTUIKit

/// `widget-tui doctor`: the targets' entitlements against the group and each other, then the
/// group's container and its data against the widget's contract; each finding with its fix.
enum DoctorCommand {
    enum Spec {
        static let platform = OptionSpec.choice("--platform", GroupPlatform.allCases.map(\.rawValue),
                                                "the targets' platform (default iOS: no Team-ID-style groups)")
    }

    static let command = Command(
        spec: CommandSpec(
            name: "doctor",
            summary: "Diagnose entitlements, the group's container and its data, with a fix for each problem",
            sections: [OptionSection([Spec.platform]), GroupOptions.Spec.section],
            discussion: """
                Reads each target's .entitlements (--entitlements FILE, repeated: the app's and every
                extension's) and checks that each lists the group, for case and spelling variants between
                targets, identifiers without group. or in Team-ID style on iOS, and groups only one target
                lists. Without --group the group is the one most targets list. Then checks that the
                container exists and holds no link or special file where widget-tui reads or writes, and
                that its data matches the widget's contract: keys, types, suite size, and home_widget image
                paths that exist, stay inside the container and hold a PNG that is not blank. Exit 1 when
                there is a problem.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        // Case does not matter: `ios` is iOS.
        let platform = try arguments.choice(Spec.platform) { text in
            GroupPlatform.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
        } ?? .iOS
        let options = try GroupOptions.parse(&arguments, io: io)
        try arguments.finish()

        let report = Doctor.run(options, platform: platform, container: io.container)
        io.out(Self.report(report))
        return report.hasProblems ? ExitCode.failure : ExitCode.ok
    }

    static func report(_ report: Doctor.Report) -> String {
        let findings = report.findings
        var lines = ["doctor: \(report.group) on \(report.platform.rawValue) (\(report.groupSource))"]
        for area in DoctorFinding.Area.allCases {
            let inArea = findings.filter { $0.area == area }
            guard !inArea.isEmpty else { continue }
            lines.append("")
            lines.append(area.rawValue)
            for finding in inArea {
                let label = finding.severity.rawValue.uppercased().padding(toLength: 8, withPad: " ", startingAt: 0)
                lines.append("  \(label) \(finding.subject): \(finding.message)")
                if let fix = finding.fix { lines.append("           fix: \(fix)") }
            }
        }
        let problems = findings.filter { $0.severity == .problem }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        lines.append("")
        lines.append("doctor: \(problems) problem\(problems == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }
}
