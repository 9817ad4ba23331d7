import Essentials
import FrameOutput
import PetRenderer
import SharedData
import WidgetTUIKit

/// `widget-tui verify DIR`: draws every snapshot of a folder again from the current code and data,
/// with the inputs its index recorded, and reports what changed; exit 1 on any difference.
enum VerifyCommand {
    enum Spec {
        static let folder = ArgumentSpec(placeholder: "DIR", help: "the snapshot folder", completion: .directories)
        static let sprites = RenderOptions.Spec.sprites.described("draw with this sheet instead of the one the index names")
        static let colors = RenderOptions.Spec.colors.described("colours of the side-by-side crops on a terminal")
        static let artifacts = OptionSpec.value("--artifacts", "DIR", """
            on failure, write NAME-expected.png, NAME-actual.png and NAME-diff.png
            for each changed snapshot and an index.html over every failure
            """, completion: .directories)
    }

    static let command = Command(
        spec: CommandSpec(
            name: "verify",
            summary: "Re-render a snapshot folder and report changed pixels (exit 1 on any change)",
            arguments: [Spec.folder],
            sections: [OptionSection([RecordMode.option, Spec.sprites, Spec.colors, Spec.artifacts]),
                       GroupOptions.Spec.section.noting("(the group is the one the index names unless --group is given)"),
                       ReportOptions.Spec.section],
            discussion: """
                Draws each snapshot DIR/index.json lists with the inputs it recorded (time zone, --now, step,
                count, scale, device, appearance, rendering mode, pet) and compares colours pixel by pixel. On a
                terminal a change prints the count, the bounding box, the changed pixels and the region side by
                side in colour; elsewhere (a CI log) one line per failure, the counts, and where the pictures
                are. Snapshots recorded from other group data are reported as a data change, not a rendering
                change, naming the keys that changed. A missing snapshot is an error unless recording.
                --artifacts, --report, --junit and the job summary: see docs/ci.md.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let record = try RecordMode.resolve(&arguments, environment: io.environment)
        let sprites = try arguments.value(Spec.sprites).map { URL(fileURLWithPath: $0) }
        let colors = try arguments.choice(Spec.colors, ColorMode.init(rawValue:))
        let artifacts = try arguments.value(Spec.artifacts)
        let group = try GroupOptions.parse(&arguments, io: io)
        let reports = try ReportOptions.parse(&arguments)
        let path = try arguments.required(Spec.folder)
        try arguments.finish()

        let folder = SnapshotFolder(url: URL(fileURLWithPath: path))
        if let interrupted = try folder.interruptedRun() {
            guard record != .never else { throw folder.interruptedRunError(interrupted) }
            try folder.finishInterruptedRun()
        }
        let index = try SnapshotIndex.read(from: folder.url)
        let render = try index.renderOptions(spritesOverride: sprites, colorMode: colors, folder: folder.url)
        let data = try VerifiedData.locate(for: index, in: folder.url, options: group,
                                           devices: SimulatorDevice.devicesFolder(home: GroupOptions.homeDirectory(io.environment)))
        // Said first: what follows compares with other data than the snapshots were recorded from.
        if let notice = data.notice { io.out(notice + "\n") }
        let widget = try PetWidget(container: data.container, sprites: render.spritesDirectory, device: render.settings.device)
        // Off a terminal (a CI log) the crops' palette letters say nothing, each file having its own
        // palette: the report is one line per failure, and the pictures are the artifacts' job.
        let crops: ColorMode? = io.outputIsTerminal ? render.outputColorMode(io: io) : nil
        let report = try io.withProgress("verify", unit: "snapshots") { progress in
            try SnapshotVerifier.verify(folder, index: index, widget: widget, render: render, record: record, progress: progress)
        }
        for result in report.results {
            if result.recorded {
                io.out("recorded \(result.file)\(note(result.outcome))\n")
            } else {
                Self.report(result.outcome, file: result.file, crops: crops, io: io)
            }
        }
        if report.generic, !report.keysRecorded {
            for change in report.changedKeys { io.out("KEY \(change)\n") }
        }
        summarize(report, index: index, otherData: data.notice != nil, io: io)
        let ci = CIReport(verify: report, index: index, folder: path, dataNotice: data.notice)
        var page: String?
        if let artifacts, !report.passed {
            let container = widget.reader.container
            let url = try FailureArtifacts.write(report, report: ci, dataSource: "\(container.groupID.shown) in \(container.url.shown)",
                                                 to: URL(fileURLWithPath: artifacts))
            let shown = (artifacts.hasSuffix("/") ? artifacts + url.lastPathComponent : artifacts + "/" + url.lastPathComponent).shown
            io.out("verify: pictures of the failures in \(shown)\n")
            page = shown
        } else if crops == nil, report.results.contains(where: { result in
            switch result.outcome {
            case .changed, .imageChanged: true
            default: false
            }
        }) {
            io.out("verify: --artifacts DIR writes pictures of each change, and a page over them\n")
        }
        try reports.publish(ci, reporters: .standard, artifacts: page, about: folder.url, io: io)
        return report.passed ? ExitCode.ok : ExitCode.failure
    }

    private static func note(_ outcome: SnapshotVerifier.Outcome) -> String {
        switch outcome {
        case .match: ""
        case .missing: " (was missing)"
        case .unreadable: " (was unreadable)"
        case .dataChanged: " (from the group's current data)"
        case .changed: " (rendering changed)"
        case .imageChanged: " (image changed)"
        case .notDrawn: " (no longer drawn)"
        }
    }

    /// `crops` nil: the change in one line, for a log.
    private static func report(_ outcome: SnapshotVerifier.Outcome, file: String, crops: ColorMode?, io: CommandIO) {
        switch outcome {
        case .match:
            return
        case .missing:
            io.out("MISSING \(file): no such file; record it with --record missing\n")
        case let .unreadable(reason):
            io.out("FAIL \(file): cannot read the snapshot: \(reason)\n")
        case let .dataChanged(recorded, current):
            io.out("DATA \(file): recorded from group data \(recorded), the group now holds \(current)\n")
        case let .changed(change, expected, actual):
            guard let crops else { return io.out("FAIL \(file): rendering changed: \(CIReport.headline(change))\n") }
            io.out("FAIL \(file): rendering changed\n")
            for line in SnapshotDiffReport.lines(change, expected: expected, actual: actual, colors: crops) {
                io.out("  " + line + "\n")
            }
        case let .imageChanged(change, _, _):
            guard crops != nil else { return io.out("FAIL \(file): image changed: \(change.headline)\n") }
            io.out("FAIL \(file): image changed\n")
            for line in change.lines { io.out("  " + line + "\n") }
        case let .notDrawn(why):
            io.out("FAIL \(file): not drawn now: \(why)\n")
        }
    }

    /// `otherData`: the data read is not the data recorded (`VerifiedData.notice`), so re-recording
    /// is no remedy and is not suggested.
    private static func summarize(_ report: SnapshotVerifier.Report, index: SnapshotIndex, otherData: Bool, io: CommandIO) {
        var counts: [String: Int] = [:]
        for outcome in report.results.filter({ !$0.recorded }).map(\.outcome) {
            let key = switch outcome {
            case .match: "match"
            case .missing: "missing"
            case .unreadable: "unreadable"
            case .dataChanged: "data changed"
            case .changed, .imageChanged: "changed"
            case .notDrawn: "not drawn"
            }
            counts[key, default: 0] += 1
        }
        if counts["data changed"] != nil {
            let keys = report.changedKeys.isEmpty ? "" : " (\(DataValues.summary(report.changedKeys)))"
            io.out("the group's data changed since these snapshots were recorded\(keys): that is a data change, not a rendering change"
                + (otherData ? "\n" : "; restore the data, or re-record with --record failed\n"))
        }
        let parts = ["match", "changed", "data changed", "not drawn", "missing", "unreadable"].compactMap { key in counts[key].map { "\($0) \(key)" } }
        let recorded = report.results.filter(\.recorded).count
        let summary = parts + (recorded > 0 ? ["\(recorded) recorded"] : [])
        let snapshots = String(count: index.snapshots.count, "snapshot")
        guard report.generic else { return io.out("verify: \(snapshots): \(summary.joined(separator: ", "))\n") }
        // Another app's keys are checked one by one: each changed one was said above.
        let keys = report.changedKeys.isEmpty ? "none changed" : "\(report.changedKeys.count) changed" + (report.keysRecorded ? ", recorded" : "")
        io.out("verify: \(snapshots) and \(String(count: index.images?.count ?? 0, "image")): \(summary.isEmpty ? "none" : summary.joined(separator: ", ")); "
            + "\(String(count: index.data?.count ?? 0, "key")): \(keys)\n")
    }
}
