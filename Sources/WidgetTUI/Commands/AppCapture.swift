import Essentials
import SharedData
import WidgetTUIKit

/// `app capture DIR`: the group's container copied into DIR, a folder of the repository that every
/// command reads with `--container DIR` wherever it is checked out.
enum AppCapture {
    enum Spec {
        static let folder = ArgumentSpec(placeholder: "DIR", help: "the folder to write the container into", completion: .directories)
        static let suite = OptionSpec.value("--suite", "FILE", "capture this preferences plist as the suite (with --group),\ninstead of a container",
                                            completion: .files)
    }

    static let subcommand = AppSubcommand(
        spec: CommandSpec(name: "capture", summary: "copy the group's container (a simulator's, --container's) into DIR, to commit",
                          arguments: [Spec.folder], sections: [OptionSection([Spec.suite])],
                          discussion: """
                              Copies the container the group options find (--simulator [UDID] --group G, booted or shut down;
                              --container DIR; --groups-root DIR) into DIR: its metadata, its suite, and the files the suite's
                              values name (home_widget's images), nothing else. A booted simulator's suite is exported through
                              its own defaults (xcrun simctl spawn UDID defaults export). The metadata records where the
                              container was, so the absolute paths the app stored resolve inside DIR wherever it is checked out.
                              DIR must be new, empty, or an earlier capture of the group, which is brought up to date. The copy
                              holds no reload record: check reports reload-after-write as unknown.
                              """),
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let suite = try arguments.value(Spec.suite)
        let folder = try arguments.required(Spec.folder)
        try arguments.finish()
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        let captured: ContainerCapture.Captured
        if let suite {
            guard context.options.groupGiven else { throw CLIError.usage("--suite needs --group: a preferences plist does not name its group") }
            captured = try GroupCapture.capture(suiteFile: URL(fileURLWithPath: suite), group: context.options.group, into: target)
        } else {
            captured = try GroupCapture.capture(context.options, into: target, environment: context.io.environment.variables)
        }
        for skipped in captured.skipped { context.io.err("widget-tui app: warning: not copied: \(skipped)\n") }
        let removed = captured.removed.isEmpty ? "" : "; removed \(String(count: captured.removed.count, "file")) the earlier capture held"
        return context.report("captured \(captured.container.groupID.shown) from \(captured.origin.shown) to \(target.path.shown): the suite and "
            + "\(String(count: captured.files.count, "file"))\(removed); read it with --container \(folder.shown)")
    }
}
