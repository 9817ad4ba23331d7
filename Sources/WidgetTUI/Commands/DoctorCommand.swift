import Foundation
import PetRenderer
import SharedData
import WidgetTUIKit

/// `widget-tui doctor`: the targets' entitlements against the group and each other, then the
/// group's container and its data against the widget's contract; each finding with its fix.
enum DoctorCommand {
    enum Spec {
        static let platform = OptionSpec.choice("--platform", GroupPlatform.allCases.map(\.rawValue),
                                                "the targets' platform (default iOS: no Team-ID-style groups)")
        static let device = RenderOptions.Spec.device.described("the screen whose largest widget, at its scale, images are compared with:\n"
                                                                + "a row of the HIG table (default 393x852, 3x)")
    }

    static let command = Command(
        spec: CommandSpec(
            name: "doctor",
            summary: "Diagnose entitlements, the group's container and its data, with a fix for each problem",
            sections: [OptionSection([Spec.platform, ContractArgument.spec, Spec.device]), GroupOptions.Spec.section],
            discussion: """
                Reads each target's .entitlements (--entitlements FILE, repeated: the app's and every
                extension's) and checks that each lists the group, for case and spelling variants between
                targets, identifiers without group. or in Team-ID style on iOS, and groups only one target
                lists. Without --group the group is the one most targets list. Then checks that the
                container exists and holds no link or special file where widget-tui reads or writes, and its
                data: the suite's size, and the pet widget's keys and types, or, for another app's data (a
                suite without items), every key with its type and size. Every image a key names (a
                home_widget path or a file:// URL) must be in the container, a whole PNG or JPEG no larger
                than the largest widget at the device's scale, and a PNG not blank. Exit 1 when there is a
                problem.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        // Case does not matter: `ios` is iOS.
        let platform = try arguments.choice(Spec.platform) { text in
            GroupPlatform.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
        } ?? .iOS
        let contract = try ContractArgument.parse(&arguments)
        let device = try arguments.value(Spec.device).map(DeviceArgument.parse) ?? .default
        let options = try GroupOptions.parse(&arguments, io: io)
        try arguments.finish()

        let report = Doctor.run(options, platform: platform, contract: contract, device: device, container: io.container)
        io.out(Self.report(report))
        return report.hasProblems ? ExitCode.failure : ExitCode.ok
    }

    /// The findings by area, and in an area by file (the file once, its findings under it), in
    /// the order they were found; a finding about no file (an option) stands on its own.
    static func report(_ report: Doctor.Report) -> String {
        let findings = report.findings
        var lines = ["doctor: \(report.group) on \(report.platform.rawValue) (\(report.groupSource))"]
        for area in DoctorFinding.Area.allCases {
            let inArea = findings.filter { $0.area == area }
            guard !inArea.isEmpty else { continue }
            lines += ["", area.rawValue]
            var files: [String?] = []
            for finding in inArea where !files.contains(finding.file) { files.append(finding.file) }
            for file in files {
                let indent = file == nil ? "  " : "    "
                if let file { lines.append("  \(file)") }
                for finding in inArea where finding.file == file {
                    let label = finding.severity.rawValue.uppercased().padding(toLength: 8, withPad: " ", startingAt: 0)
                    let place = [finding.line.map { "line \($0)" }, finding.subject].compactMap { $0 }
                    lines.append(indent + label + " " + (place + [finding.message]).joined(separator: ": "))
                    if let fix = finding.fix { lines.append(indent + "         fix: \(fix)") }
                }
            }
        }
        let problems = findings.filter { $0.severity == .problem }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        lines.append("")
        lines.append("doctor: \(problems) problem\(problems == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }
}
