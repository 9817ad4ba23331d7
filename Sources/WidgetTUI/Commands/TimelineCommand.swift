import Essentials
import SharedData
import PetRenderer
import WidgetTUIKit

/// `widget-tui timeline`: the timeline the widget's provider returns for the group's data, entry by
/// entry, with its reload policy and how WidgetKit would treat it.
enum TimelineCommand {
    enum Spec {
        static let json = OptionSpec.flag("--json", "one JSON document (format widget-tui-timeline, version 1) instead of a table")
    }

    static let command = Command(
        spec: CommandSpec(
            name: "timeline",
            summary: "List the timeline's entries, its reload policy and WidgetKit's view of it",
            sections: [OptionSection([Spec.json]), GroupOptions.Spec.section, RenderOptions.Spec.section],
            discussion: """
                Each entry: index, date (UTC), local time in --tz, night, pets asleep. Then the policy and its
                reload date. Timeline advice (too many entries, reload budget) goes to standard error as
                `warning:` and `note:` lines, or into the document's `advice` with --json; data problems and
                renderer notes go to standard error as `warning:` lines either way.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let group = try GroupOptions.parse(&arguments, io: io)
        let render = try RenderOptions.parse(&arguments, io: io)
        let json = try arguments.flag(Spec.json)
        try arguments.finish()

        let widget = try io.widget(group, render)
        let start = render.now ?? Date()
        let timeline = render.homeTimeline(for: widget, from: start)
        let document = TimelineDocument(timeline: timeline, start: start, widget: widget, group: group, render: render)
        for warning in widget.homeWarnings(for: render.settings) { io.warn(warning) }
        if json {
            io.outJSON(try document.encoded())
            return ExitCode.ok
        }
        io.out(table(document, kindGiven: group.kindGiven))
        for advice in document.advice {
            advice.severity == TimelineAdvice.Severity.warning.rawValue ? io.warn(advice.message) : io.note(advice.message)
        }
        return ExitCode.ok
    }

    /// The table of `d`; `kindGiven`: whether `--kind` named the widget's kind (another app's
    /// widget is not called by the pet widget's default kind).
    static func table(_ d: TimelineDocument, kindGiven: Bool = true) -> String {
        if d.contract == DataContract.generic.rawValue { return genericTable(d, kindGiven: kindGiven) }
        let quiet = d.quietHours + (d.quietHoursDefault ? " (documented default)" : "")
        var lines = [
            "timeline of \(d.kind) in \(d.group): \(String(count: d.count, "entry", plural: "entries")) \(format(seconds: d.step)) apart from \(d.now)",
            "time zone \(d.timeZone), quiet hours \(quiet), \(String(count: d.pets.count, "pet"))",
            "",
        ]
        let local = "local (\(d.timeZone))"
        let dateWidth = max(4, d.entries.map(\.date.count).max() ?? 0)
        let localWidth = max(local.count, d.entries.map(\.local.count).max() ?? 0)
        // The last column is not padded, so no line ends in spaces.
        func row(_ cells: [String], widths: [Int]) -> String {
            (zip(cells, widths).map { $0.paddedWithSpaces(toLength: $1) } + [cells[widths.count]])
                .joined(separator: "  ")
        }
        let widths = [5, dateWidth, localWidth, 5]
        lines.append(row(["index", "date", local, "night", "asleep"], widths: widths))
        for e in d.entries {
            let index = String(repeating: " ", count: max(0, 5 - String(e.index).count)) + String(e.index)
            lines.append(row([index, e.date, e.local, e.night ? "yes" : "no", "\(e.asleep)/\(d.pets.count)"], widths: widths))
        }
        lines.append("")
        switch (d.policy, d.reloadDate) {
        case let ("after", date?):
            lines.append("policy: .after(\(date)), reload date \(date)")
        case let (_, date?):
            lines.append("policy: .\(d.policy), reload date \(date) (the last entry's)")
        case (_, nil):
            lines.append("policy: .\(d.policy), no reload date: only reloadTimelines(ofKind:) brings a new timeline")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Another app's widget (a home_widget app's): the entry widget-tui models for it
    /// (`StoredDataTimeline`), what it is drawn from, and where the next one comes from.
    static func genericTable(_ d: TimelineDocument, kindGiven: Bool) -> String {
        let keys = d.keys.isEmpty ? "no key" : String(count: d.keys.count, "key") + " (" + d.keys.prefix(8).joined(separator: ", ")
            + (d.keys.count > 8 ? ", ..." : "") + ")"
        var lines = [
            "timeline of " + (kindGiven ? "\(d.kind) in " : "") + "\(d.group): another app's widget, not the pet widget (the suite has no items key)",
            "widget-tui runs none of its code: shown is the entry home_widget's example provider returns, one, of the data",
            "stored at \(d.now): \(keys)",
            "",
        ]
        let local = "local (\(d.timeZone))"
        let dateWidth = max(4, d.entries.map(\.date.count).max() ?? 0)
        let localWidth = max(local.count, d.entries.map(\.local.count).max() ?? 0)
        let row = { (cells: [String]) in
            zip(cells, [5, dateWidth, localWidth]).map { $0.paddedWithSpaces(toLength: $1) }.joined(separator: "  ") + "  " + cells[3]
        }
        lines.append(row(["index", "date", local, "data"]))
        let data = String(count: d.keys.count, "key") + (d.picture.map { ", the picture of \($0)" } ?? ", no picture")
        for e in d.entries {
            lines.append(row([String(repeating: " ", count: max(0, 5 - String(e.index).count)) + String(e.index), e.date, e.local, data]))
        }
        lines.append("")
        lines.append("policy: the next entry comes with the app's write and reload (updateWidget: reloadTimelines(ofKind:));")
        lines.append("a reload without new data shows the same entry")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `5 s`, `2.5 s`.
    private static func format(seconds: Double) -> String {
        (seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)) + " s"
    }
}
