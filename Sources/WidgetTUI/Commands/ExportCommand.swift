import Foundation
import PetRenderer

/// `widget-tui export --sheet FILE.png`: a labelled PNG contact sheet of chosen entries, one row
/// per family, for people who would rather look than read.
enum ExportCommand {
    static let command = Command(
        name: "export",
        summary: "Write a labelled PNG contact sheet of timeline entries",
        usage: """
        widget-tui export --sheet FILE.png [--zoom N] [FRAME OPTIONS] [GROUP OPTIONS] [RENDER OPTIONS]

        One row per family, one tile per entry, each labelled with the family, the entry index, and
        the local date and time in --tz (NIGHT in quiet hours). Written atomically.

          --sheet FILE.png      where to write the sheet
          --zoom N              image pixels per widget pixel, 1 to 16 (default 4)

        frame options:
        \(FrameSelection.usage)

        group options:
        \(GroupOptions.usage)

        render options (--family is a frame option here):
        \(RenderOptions.usage)
        """,
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let selection = try FrameSelection.parse(&arguments)
        let group = try GroupOptions.parse(&arguments, io: io)
        let render = try RenderOptions.parse(&arguments, io: io)
        guard let path = try arguments.option("--sheet") else { throw CLIError.usage("export needs --sheet FILE.png") }
        let zoom = try arguments.option("--zoom").map { text in
            guard let value = Int(text), (1...16).contains(value) else { throw CLIError.usage("--zoom: '\(text)' is not a whole number from 1 to 16") }
            return value
        } ?? 4
        try arguments.finish()

        let widget = try PetWidget.load(group: group, render: render, io: io)
        for warning in widget.warnings(for: render.settings) { io.err("widget-tui: \(warning)\n") }
        let frames = try selection.frames(in: render.provider(for: widget).timeline(from: render.now ?? Date()))
        let rows = try selection.families.map { family in
            try frames.filter { $0.subject == .home(family) }.map { frame in
                let snapshot = try widget.snapshot(of: frame, settings: render.settings)
                return ContactSheet.Tile(label: label(frame, night: snapshot.header.isNight, timeZone: render.settings.timeZone),
                                         canvas: snapshot.canvas, palette: snapshot.palette)
            }
        }
        let image = ContactSheet(rows: rows, zoom: zoom).image()
        let url = URL(fileURLWithPath: path)
        do {
            try image.write(to: url)
        } catch {
            throw CLIError("\(error)")
        }
        io.out("wrote a \(image.width)x\(image.height) contact sheet of \(frames.count) frame\(frames.count == 1 ? "" : "s") to \(url.path)\n")
        return 0
    }

    /// `MEDIUM ENTRY 59` over `11-29 23:04:55 NIGHT`, the time as the widget's zone reads it.
    static func label(_ frame: FrameSelection.Frame, night: Bool, timeZone: TimeZone) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.month, .day, .hour, .minute, .second], from: frame.date)
        let time = String(format: "%02d-%02d %02d:%02d:%02d", c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        return [frame.subject.name.uppercased() + (frame.entry.map { " ENTRY \($0)" } ?? ""), time + (night ? " NIGHT" : "")]
    }
}
