import Foundation
import PNGCodec
import WidgetTUIKit

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

        let widget = try io.widget(group, render)
        for warning in widget.warnings(for: render.settings) { io.err("widget-tui: \(warning)\n") }
        let (image, count) = try WidgetContactSheet.draw(widget, selection: selection, render: render, now: render.now ?? Date(), zoom: zoom)
        let url = URL(fileURLWithPath: path)
        try PNGCodec.write(image, to: url)
        io.out("wrote a \(image.width)x\(image.height) contact sheet of \(count) frame\(count == 1 ? "" : "s") to \(url.path)\n")
        return 0
    }
}
