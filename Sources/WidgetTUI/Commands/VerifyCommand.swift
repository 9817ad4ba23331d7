import Foundation
import PetRenderer

/// `widget-tui verify DIR`: draws every snapshot of a folder again from the current code and data,
/// with the inputs its index recorded, and reports what changed; exit 1 on any difference.
enum VerifyCommand {
    static let command = Command(
        name: "verify",
        summary: "Re-render a snapshot folder and report changed pixels (exit 1 on any change)",
        usage: """
        widget-tui verify DIR [--record missing|failed|all] [--sprites DIR] [--colors MODE] [GROUP OPTIONS]

        Draws each snapshot DIR/index.json lists with the inputs it recorded (time zone, --now, step,
        count, scale, device, appearance, rendering mode, pet) and compares colours pixel by pixel. A change
        prints the count, the bounding box, the changed pixels and the region side by side (colour on a
        terminal, palette letters otherwise). Snapshots recorded from other group data are reported as
        a data change, not a rendering change. A missing snapshot is an error unless recording.

          --record MODE         missing: record absent snapshots; failed: also re-record those that
                                differ; all: re-record every one (default: \(RecordMode.environmentVariable), else never)
          --sprites DIR         draw with this sheet instead of the one the index names
          --colors truecolor|256|16|none   colours of the side-by-side crops on a terminal

        The group is the one the index names unless --group is given.
        group options:
        \(GroupOptions.usage)
        """,
        run: run
    )

    /// What one snapshot came to.
    enum Outcome {
        case match
        case missing
        case unreadable(String)
        case dataChanged(recorded: String, current: String)
        case changed(SnapshotChange, expected: Snapshot, actual: Snapshot)
    }

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let record = try RecordMode.resolve(option: try arguments.option("--record"), environment: io.environment)
        let sprites = try arguments.option("--sprites").map { URL(fileURLWithPath: $0) }
        let colors: ColorMode? = try arguments.option("--colors").map { text in
            guard let mode = ColorMode(rawValue: text) else { throw CLIError.usage("--colors: '\(text)' is not truecolor, 256, 16 or none") }
            return mode
        }
        var group = try GroupOptions.parse(&arguments, io: io)
        guard let path = arguments.positional() else { throw CLIError.usage("verify needs the snapshot folder: widget-tui verify DIR") }
        try arguments.finish()

        let folder = SnapshotFolder(url: URL(fileURLWithPath: path))
        var index = try SnapshotIndex.read(from: folder.url)
        if !group.groupGiven { group = try group.replacing(group: index.group, from: "\(SnapshotIndex.fileName): group") }
        let render = try index.renderOptions(spritesOverride: sprites, colorMode: colors)
        let widget = try PetWidget.load(group: group, render: render, io: io)
        let digest = widget.renderer.dataDigest
        let timeline = render.provider(for: widget).timeline(from: try index.date(index.now, field: "now"))
        let crops: ColorMode = io.outputIsTerminal ? render.outputColorMode(io: io) : .none
        // Every item is checked before anything is written.
        let frames = try index.snapshots.enumerated().map { try frame(for: $0.element, at: $0.offset, in: index, timeline: timeline) }
        let drawsSurfaces = frames.contains { if case .liveActivity = $0.subject { true } else { false } }
        let activity = drawsSurfaces ? try widget.liveActivity(pet: index.petIndex()) : nil

        var outcomes: [Outcome] = []
        var recorded: [String] = []
        for (item, frame) in zip(index.snapshots, frames) {
            let actual = try widget.snapshot(of: frame, settings: render.settings, activity: activity)
            let outcome: Outcome
            do {
                outcome = try compare(folder.read(item.file), with: actual)
            } catch {
                outcome = .unreadable("\(error)")
            }
            let records = switch outcome {
            case .missing: record.recordsMissing
            case .match: record == .all
            default: record.recordsFailed
            }
            if records {
                try folder.write(actual, as: item.file)
                recorded.append(item.file)
                io.out("recorded \(item.file)\(note(outcome))\n")
                continue
            }
            outcomes.append(outcome)
            report(outcome, file: item.file, crops: crops, io: io)
        }
        // Re-recorded from new data: the index now names that data.
        if !recorded.isEmpty, index.digest != digest, !outcomes.contains(where: { if case .dataChanged = $0 { true } else { false } }) {
            index.digest = digest
            try folder.write(index)
        }
        return summarize(outcomes, recorded: recorded.count, total: index.snapshots.count, io: io)
    }

    private static func compare(_ expected: Snapshot?, with actual: Snapshot) -> Outcome {
        guard let expected else { return .missing }
        switch SnapshotComparison(expected: expected, actual: actual) {
        case .match: return .match
        case let .dataChanged(recorded, current): return .dataChanged(recorded: recorded, current: current)
        case let .changed(change): return .changed(change, expected: expected, actual: actual)
        }
    }

    /// The frame an index item names: an entry of the recorded timeline, or a bare date.
    private static func frame(for item: SnapshotIndex.Item, at i: Int, in index: SnapshotIndex,
                              timeline: Timeline) throws -> FrameSelection.Frame {
        let field = "snapshots[\(i)]"
        guard SnapshotFolder.isPlainName(item.file) else {
            throw CLIError("\(SnapshotIndex.fileName): \(field).file '\(item.file)' is not a file name inside the folder")
        }
        let subject = try item.subject(field: field)
        guard let entry = item.entry else {
            return FrameSelection.Frame(subject: subject, entry: nil, date: try index.date(item.date, field: "\(field).date"))
        }
        guard timeline.entries.indices.contains(entry) else {
            throw CLIError("\(SnapshotIndex.fileName): \(field).entry \(entry) is not an entry of a \(index.count)-entry timeline")
        }
        return FrameSelection.Frame(subject: subject, entry: entry, date: timeline.entries[entry].date)
    }

    private static func note(_ outcome: Outcome) -> String {
        switch outcome {
        case .match: ""
        case .missing: " (was missing)"
        case .unreadable: " (was unreadable)"
        case .dataChanged: " (from the group's current data)"
        case .changed: " (rendering changed)"
        }
    }

    private static func report(_ outcome: Outcome, file: String, crops: ColorMode, io: CommandIO) {
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
            io.out("FAIL \(file): rendering changed\n")
            io.out(SnapshotDiffReport.describe(change, expected: expected, actual: actual, colors: crops)
                .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  \($0)\n" }.joined())
        }
    }

    private static func summarize(_ outcomes: [Outcome], recorded: Int, total: Int, io: CommandIO) -> Int32 {
        var counts: [String: Int] = [:]
        for outcome in outcomes {
            let key = switch outcome {
            case .match: "match"
            case .missing: "missing"
            case .unreadable: "unreadable"
            case .dataChanged: "data changed"
            case .changed: "changed"
            }
            counts[key, default: 0] += 1
        }
        if counts["data changed"] != nil {
            io.out("the group's data changed since these snapshots were recorded: that is a data change, not a rendering change; "
                + "restore the data, or re-record with --record failed\n")
        }
        let parts = ["match", "changed", "data changed", "missing", "unreadable"].compactMap { key in counts[key].map { "\($0) \(key)" } }
            + (recorded > 0 ? ["\(recorded) recorded"] : [])
        io.out("verify: \(total) snapshot\(total == 1 ? "" : "s"): \(parts.joined(separator: ", "))\n")
        return outcomes.contains { if case .match = $0 { false } else { true } } ? 1 : 0
    }
}
