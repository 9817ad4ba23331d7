import Essentials
import Doctor
import PetRenderer
import SharedData
import WidgetTUIKit
import XcodeProject

/// `widget-tui doctor`: the app's Xcode project, the targets' entitlements, then the group's
/// container and its data against the widget's contract; each finding with its fix.
enum DoctorCommand {
    enum Spec {
        static let project = OptionSpec.value("--project", "PATH", """
            the app's Xcode project: an .xcodeproj, or a folder holding one
            (a Flutter project's root, its ios/ or macos/ folder)
            """, completion: .files)
        static let setting = OptionSpec.value("--setting", "NAME=VALUE", """
            a build setting above every level of the project, as on xcodebuild's
            command line (NAME[sdk=iphoneos*]=VALUE too); repeatable; for a value
            the project does not hold, such as DEVELOPMENT_TEAM; needs --project
            or --entitlements
            """).repeatable
        static let profile = OptionSpec.value("--profile", "FILE.mobileprovision", """
            a provisioning profile (.mobileprovision); repeatable; each target's
            groups are checked against the profile of its bundle id; needs --project
            (the bundle ids come from the project: without them there is nothing to
            judge a profile against, and an unchecked profile would look checked)
            """, completion: .files).repeatable
        static let allowOutside = OptionSpec.value("--allow-outside", "DIR", """
            a folder outside the project that doctor may read (an override xcconfig of
            your own); repeatable; needs --project. Without it nothing outside the
            project's root is read
            """, completion: .files).repeatable
        static let json = OptionSpec.flag("--json", """
            one JSON document: {"format": "widget-tui-doctor", "version": 4, ...,
            "findings": [{severity, area, check, target, configuration, file, line,
            subject, message, fix}]}; every key always present (see docs/doctor.md)
            """)
        static let listChecks = OptionSpec.flag("--list-checks", """
            list every check doctor runs, in report order: its id, area, the
            severities it can give and what it finds; then exit
            """)

        static let verbose = OptionSpec.flag("--verbose", """
            list every note one by one; without it, notes other than the generated
            files' are counted by check in one line
            """)
        static let platform = OptionSpec.choice("--platform", GroupPlatform.allCases.map(\.rawValue),
                                                "the --entitlements targets' platform (default iOS: no Team-ID-style groups)")
        static let device = RenderOptions.Spec.device.described("the screen whose largest widget, at its scale, images are compared with:\n"
                                                                + "a row of the HIG table (default 393x852, 3x)")
    }

    static let command = Command(
        spec: CommandSpec(
            name: "doctor",
            summary: "Diagnose the Xcode project, entitlements, the group's container and its data, with a fix for each problem",
            sections: [OptionSection([Spec.project, Spec.setting, Spec.profile, Spec.allowOutside, Spec.json, Spec.verbose, Spec.listChecks, Spec.platform,
                                      ContractArgument.spec, Spec.device]),
                       GroupOptions.Spec.section, ReportOptions.Spec.section],
            discussion: """
                With --project, reads the Xcode project as Xcode builds it: each target in each build
                configuration, its settings expanded (xcconfig #include chains, $(inherited),
                $(TeamIdentifierPrefix) from DEVELOPMENT_TEAM, --setting above all), the entitlements and
                Info.plist it uses; finds the group the app and its widget extension share, every target and
                configuration that lacks it, entitlements files no target uses, and group and kind strings
                in the Dart and Swift code that match no entitlement or widget; checks each --profile. Without
                --group, --container, --groups-root or --simulator the container is then not checked; with
                one, the container checked is the shared group's (unless --group names another).

                Reads each --entitlements FILE (repeated: the app's and every extension's) under the same
                rules: the group listed exactly, identifiers, build settings. Without --group or --project
                the group is the one most files list. Then checks that the container exists and holds no
                link or special file where widget-tui reads or writes, and its data: the suite's size, and
                the pet widget's keys and types, or, for another app's data (a suite without items), every
                key with its type and size. Every image a key names (a home_widget path or a file:// URL)
                must be in the container, a whole PNG or JPEG no larger than the largest widget at the
                device's scale, and a PNG not blank.

                Findings are grouped by target and configuration, then by file and line; exit 1 when
                there is a problem, or when a limit stopped a scan of the project's folders (the checks
                it left incomplete are named first); warnings and notes leave the exit code alone.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let project = try arguments.value(Spec.project)
        var projectOptions = ProjectReader.Options()
        for setting in try arguments.values(Spec.setting) where !projectOptions.addSetting(setting) {
            throw CLIError.usage("--setting: '\(setting.shown)' is not NAME=VALUE (a build setting name: letters, digits and _, "
                + "optionally with [sdk=...], [config=...] or [arch=...])")
        }
        projectOptions.profiles = try arguments.values(Spec.profile).map { URL(fileURLWithPath: $0) }
        projectOptions.allowedOutside = try arguments.values(Spec.allowOutside).map { URL(fileURLWithPath: $0) }
        let json = try arguments.flag(Spec.json)
        let verbose = try arguments.flag(Spec.verbose)
        let listChecks = try arguments.flag(Spec.listChecks)
        // Case does not matter: `ios` is iOS.
        let platform = try arguments.choice(Spec.platform) { text in
            GroupPlatform.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
        } ?? .iOS
        let contract = try ContractArgument.parse(&arguments)
        let device = try arguments.value(Spec.device).map(DeviceArgument.parse) ?? .default
        let options = try GroupOptions.parse(&arguments, io: io)
        let reports = try ReportOptions.parse(&arguments)
        try reports.refuseBeside(json: json)
        try arguments.finish()
        if listChecks {
            io.out(DoctorCheckList.text(Doctor.checks))
            return ExitCode.ok
        }
        if project == nil {
            // Each acts only on a project (--setting on --entitlements files too): without one it
            // would be ignored, and look applied.
            let needing: [(given: Bool, option: OptionSpec, needs: String, why: String)] = [
                (!projectOptions.profiles.isEmpty, Spec.profile, "--project", "a profile is checked against the project's bundle ids"),
                (!projectOptions.settings.isEmpty && options.entitlementFiles.isEmpty, Spec.setting, "--project or --entitlements",
                 "a build setting expands the project's settings or the entitlements' groups"),
                (!projectOptions.allowedOutside.isEmpty, Spec.allowOutside, "--project", "it lets the project's reader outside the project's root"),
            ]
            if let refused = needing.first(where: \.given) {
                throw CLIError.usage("\(refused.option.name) needs \(refused.needs): \(refused.why)")
            }
        }

        let report = Doctor.run(Doctor.Input(options, platform: platform, contract: contract, device: device,
                                             project: project.map { URL(fileURLWithPath: $0) }, projectOptions: projectOptions,
                                             locateContainer: io.container))
        // The report on standard output, by name: `json` with --json, else `text`; the CI forms follow (`publish`).
        let name = json ? "json" : "text"
        guard let reporter = DoctorReporters.named(name, verbose: verbose) else {
            throw CLIError("internal error: doctor has no reporter named \(name)", exitCode: ExitCode.software)
        }
        let text = try reporter.render(report, ReportContext())
        if json { io.outJSON(text) } else { io.out(text) }
        try reports.publish(report, reporters: DoctorReporters.ci, about: report.project.map { URL(fileURLWithPath: $0.root) }, io: io)
        return report.fails ? ExitCode.failure : ExitCode.ok
    }
}
