import Essentials
import FrameOutput
import PetRenderer
import SharedData
import WidgetTUIKit

/// `widget-tui render`: one frame of the home widget or of a Live Activity surface, headless. ANSI
/// for a terminal, the snapshot text for files and diffs, JSON for tools. Only the frame goes to
/// standard output; warnings go to standard error.
enum RenderCommand {
    enum Format: String, CaseIterable {
        case ansi
        case text
        case json
    }

    enum Spec {
        static let entry = OptionSpec.value("--entry", "N", "entry N of the timeline built from --now (default 0)")
        static let at = OptionSpec.value("--at", "DATE", "that exact date, ISO 8601; standard error names the entry iOS shows then")
        static let placeholder = OptionSpec.flag("--placeholder", "the placeholder view iOS shows before the first timeline (home only)")
        static let format = OptionSpec.choice("--format", Format.allCases.map(\.rawValue), """
            ansi (default on a terminal), text (the snapshot text; default
            otherwise) or json; --colors sets the ANSI colours
            """)
    }

    static let command = Command(
        spec: CommandSpec(
            name: "render",
            summary: "Print one frame of the widget or a Live Activity surface: ANSI, snapshot text or JSON",
            sections: [OptionSection([SurfaceArgument.option, PetArgument.option, Spec.entry, Spec.at, Spec.placeholder, Spec.format]),
                       GroupOptions.Spec.section, RenderOptions.Spec.section],
            discussion: """
                Choose one of --entry, --at and --placeholder. A Live Activity surface takes the HIG's size
                for --device at --scale and draws the pet's ContentState from the group's items; --family
                applies to the home widget only.

                Data problems and renderer notes go to standard error as `warning:` lines.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let surface = try SurfaceArgument.parse(&arguments)
        let namedPet = try PetArgument.parse(&arguments)
        let group = try GroupOptions.parse(&arguments, io: io)
        let render = try RenderOptions.parse(&arguments, io: io)
        try SurfaceArgument.requireShown([surface], on: render.settings.device)
        let target = try parseTarget(&arguments)
        try target.validate(surface: surface, count: render.count)
        let format = try parseFormat(&arguments, io: io)
        try arguments.finish()

        let widget = try io.widget(group, render)
        if let namedPet { try widget.requirePet(namedPet) }
        let drawn = try WidgetRender(widget, surface: surface, target: target, pet: namedPet ?? 0, render: render, start: render.now ?? Date())
        if let note = drawn.shownEntryNote { io.note(note) }
        for warning in drawn.warnings { io.warn(warning) }

        let frame = drawn.frame
        switch format {
        case .ansi:
            let caption = Self.caption(frame, entryIndex: drawn.entryIndex, zone: render.timeZoneName, pet: drawn.petName?.shown)
            io.out(ANSIWriter.terminalText(frame.cells(render.outputColorMode(io: io))) + TerminalText(caption + "\n"))
        case .text:
            io.out(SnapshotText.write(Snapshot(frame: frame, entryIndex: drawn.entryIndex, digest: drawn.digest)))
        case .json:
            io.outJSON(try FrameDocument(frame: frame, entryIndex: drawn.entryIndex, digest: drawn.digest, notes: drawn.notes).encoded())
        }
        return ExitCode.ok
    }

    static func parseTarget(_ arguments: inout Arguments) throws -> RenderTarget {
        let at = try arguments.value(Spec.at).map { try DateArgument.parse($0, option: Spec.at.name) }
        let entry = try arguments.value(Spec.entry).map { text in
            guard let n = Int(text), n >= 0 else {
                throw CLIError.usage("--entry: '\(text.shown)' is not an entry index (0 or more)")
            }
            return n
        }
        let placeholder = try arguments.flag(Spec.placeholder)
        guard [at != nil, entry != nil, placeholder].filter({ $0 }).count <= 1 else {
            throw CLIError.usage("choose one of --at, --entry and --placeholder")
        }
        if placeholder { return .placeholder }
        if let at { return .date(at) }
        return .entry(entry ?? 0)
    }

    static func parseFormat(_ arguments: inout Arguments, io: CommandIO) throws -> Format {
        try arguments.choice(Spec.format, Format.init(rawValue:)) ?? (io.outputIsTerminal ? .ansi : .text)
    }

    /// One plain line under the picture: what it shows, in the `--tz` zone named `zone`; for a Live
    /// Activity surface, whose pet instead of day or night (it has no night look).
    static func caption(_ frame: RenderedFrame, entryIndex: Int?, zone: String, pet: String? = nil) -> String {
        let settings = frame.settings
        var parts = [frame.surface?.argument ?? settings.family.rawValue, "\(frame.canvas.width)x\(frame.canvas.height) px"]
        if let date = frame.date {
            if let entryIndex { parts.append("entry \(entryIndex)") }
            parts.append("\(ISODate.format(date, in: settings.zone)) \(zone)")
            parts.append(pet ?? (frame.isNight ? "night" : "day"))
        } else {
            parts.append("placeholder")
        }
        return parts.concatenated(separator: " · ")
    }
}
