import Foundation
import PetRenderer

/// `widget-tui render`: one frame of the home widget or of a Live Activity surface, headless. ANSI
/// for a terminal, the snapshot text for files and diffs, JSON for tools. Only the frame goes to
/// standard output; warnings go to standard error.
enum RenderCommand {
    enum Format: String, CaseIterable {
        case ansi
        case text
        case json
    }

    /// What to draw.
    enum Target: Equatable {
        /// Entry N of the timeline from `--now`.
        case entry(Int)
        /// An exact date, on or between entries.
        case date(Date)
        /// What iOS shows before the first timeline.
        case placeholder
    }

    static let command = Command(
        name: "render",
        summary: "Print one frame of the widget or a Live Activity surface: ANSI, snapshot text or JSON",
        usage: usage,
        run: run
    )

    static let usage = """
    widget-tui render [--surface S] [--pet N] [--at DATE | --entry N | --placeholder] [--format ansi|text|json] [GROUP OPTIONS] [RENDER OPTIONS]

    \(SurfaceArgument.usage)
    \(PetArgument.usage)
      --entry N             entry N of the timeline built from --now (default 0)
      --at DATE             that exact date, ISO 8601; standard error names the entry iOS shows then
      --placeholder         the placeholder view iOS shows before the first timeline (home only)
      --format ansi|text|json   ansi (default on a terminal), text (the snapshot text; default
                            otherwise) or json; --colors sets the ANSI colours

    A Live Activity surface takes the HIG's size for --device at --scale and draws the pet's
    ContentState from the group's items; --family applies to the home widget only.

    Data problems and renderer notes go to standard error as `warning:` lines.

    group options:
    \(GroupOptions.usage)

    render options:
    \(RenderOptions.usage)
    """

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let surface = try SurfaceArgument.parse(&arguments)
        let pet = try PetArgument.parse(&arguments)
        let group = try GroupOptions.parse(&arguments, io: io)
        let render = try RenderOptions.parse(&arguments, io: io)
        try SurfaceArgument.requireShown([surface], on: render.settings.device)
        let target = try parseTarget(&arguments, count: render.count)
        if target == .placeholder, surface != .home {
            throw CLIError.usage("--placeholder: the placeholder is the home widget's; --surface \(surface.argument) has none")
        }
        let format = try parseFormat(&arguments, io: io)
        try arguments.finish()

        let widget = try PetWidget.load(group: group, render: render, io: io)
        let settings = render.settings
        let start = render.start()
        let timeline = render.provider(for: widget).timeline(from: start)
        let date: Date?
        let entryIndex: Int?
        switch target {
        case .placeholder:
            (date, entryIndex) = (nil, nil)
        case .entry(let n):
            (date, entryIndex) = (timeline.entries[n].date, n)
        case .date(let at):
            let shown = timeline.entry(at: at)
            // The header names an entry only when the frame is that entry's own.
            (date, entryIndex) = (at, shown?.date == at ? shown?.index : nil)
            if surface == .home { io.note(shownEntry(shown, at: at, in: timeline, from: start)) }
        }

        let frame: RenderedFrame
        let digest: String
        let notes: [RenderNote]
        let caption: String
        if let activitySurface = surface.liveActivity, let date {
            let activity = try widget.liveActivity(pet: pet)
            frame = activity.frame(activitySurface, at: date, settings: settings)
            (digest, notes) = (activity.digest, activity.notes)
            for problem in widget.decoded.problems { io.warn(problem.description) }
            for note in notes { io.warn(note.description) }
            caption = Self.caption(frame, entryIndex: entryIndex, zone: render.timeZoneName, pet: activity.state.name)
        } else {
            frame = date.map { widget.renderer.frame(at: $0, settings: settings) } ?? widget.renderer.placeholder(settings: settings)
            (digest, notes) = (widget.renderer.dataDigest, widget.renderer.notes(for: settings))
            widget.reportWarnings(for: settings, io: io)
            caption = Self.caption(frame, entryIndex: entryIndex, zone: render.timeZoneName)
        }

        switch format {
        case .ansi:
            io.out(ANSIWriter.write(frame.cells(render.outputColorMode(io: io))) + caption + "\n")
        case .text:
            io.out(SnapshotText.write(Snapshot(frame: frame, entryIndex: entryIndex, digest: digest)))
        case .json:
            io.out(try FrameDocument(frame: frame, entryIndex: entryIndex, digest: digest, notes: notes).encoded())
        }
        return 0
    }

    /// `--count` bounds `--entry`, so a bad index fails before any group is read.
    static func parseTarget(_ arguments: inout Arguments, count: Int) throws -> Target {
        let at = try arguments.option("--at").map { try DateArgument.parse($0, option: "--at") }
        let entry = try arguments.option("--entry").map { text in
            guard let n = Int(text), n >= 0 else {
                throw CLIError.usage("--entry: '\(text)' is not an entry index (0 or more)")
            }
            guard n < count else {
                throw CLIError.usage("--entry: \(n) is past the last entry, \(count - 1) (the timeline has --count \(count) entries)")
            }
            return n
        }
        let placeholder = arguments.flag("--placeholder")
        guard [at != nil, entry != nil, placeholder].filter({ $0 }).count <= 1 else {
            throw CLIError.usage("choose one of --at, --entry and --placeholder")
        }
        if placeholder { return .placeholder }
        if let at { return .date(at) }
        return .entry(entry ?? 0)
    }

    static func parseFormat(_ arguments: inout Arguments, io: CommandIO) throws -> Format {
        guard let text = try arguments.option("--format") else { return io.outputIsTerminal ? .ansi : .text }
        guard let format = Format(rawValue: text) else {
            throw CLIError.usage("--format: '\(text)' is not ansi, text or json")
        }
        return format
    }

    /// Which entry iOS shows at `date`: the last not after it, until a reload replaces the timeline.
    static func shownEntry(_ entry: TimelineEntry?, at date: Date, in timeline: Timeline, from start: Date) -> String {
        let moment = "at \(ISODate.format(date))"
        let source = "the timeline from \(ISODate.format(start))"
        guard let entry else { return "\(moment) iOS shows no entry of \(source): it has not begun" }
        var text = "\(moment) iOS shows entry \(entry.index) (\(ISODate.format(entry.date))) of \(source)"
        if let reload = timeline.reloadDate, reload <= date {
            text += ", unless the reload due from \(ISODate.format(reload)) has replaced it"
        }
        return text
    }

    /// One plain line under the picture: what it shows, in the `--tz` zone named `zone`; for a Live
    /// Activity surface, whose pet instead of day or night (it has no night look).
    static func caption(_ frame: RenderedFrame, entryIndex: Int?, zone: String, pet: String? = nil) -> String {
        let settings = frame.settings
        var parts = [frame.surface?.argument ?? settings.family.rawValue, "\(frame.canvas.width)x\(frame.canvas.height) px"]
        if let date = frame.date {
            if let entryIndex { parts.append("entry \(entryIndex)") }
            parts.append("\(ISODate.format(date, in: settings.timeZone)) \(zone)")
            parts.append(pet ?? (frame.isNight ? "night" : "day"))
        } else {
            parts.append("placeholder")
        }
        return parts.joined(separator: " · ")
    }
}
