#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNGCodec
import WidgetTUIKit

/// `widget-tui export --sheet FILE.png`: a labelled PNG contact sheet of chosen entries, one row
/// per family wrapped into lines, for people who would rather look than read.
enum ExportCommand {
    enum Spec {
        static let sheet = OptionSpec.value("--sheet", "FILE.png", "where to write the sheet", completion: .files).required
        static let zoom = OptionSpec.value("--zoom", "N", "image pixels per widget pixel, 1 to 16 (default 4)")
    }

    static let command = Command(
        spec: CommandSpec(
            name: "export",
            summary: "Write a labelled PNG contact sheet of timeline entries",
            sections: [OptionSection([Spec.sheet, Spec.zoom]), FrameSelection.Spec.section, GroupOptions.Spec.section,
                       RenderOptions.Spec.section.noting("(--family is a frame option here)", without: [FrameSelection.Spec.family])],
            discussion: """
                One row per family (wrapped after 16 tiles), one tile per entry, each labelled with the
                family, the entry index, and the local date and time in --tz (NIGHT in quiet hours).
                Written atomically as a palette PNG.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let selection = try FrameSelection.parse(&arguments)
        let group = try GroupOptions.parse(&arguments, io: io)
        let render = try RenderOptions.parse(&arguments, io: io)
        let path = try arguments.required(Spec.sheet)
        let zoom = try arguments.value(Spec.zoom).map { text in
            guard let value = Int(text), (1...16).contains(value) else { throw CLIError.usage("--zoom: '\(text)' is not a whole number from 1 to 16") }
            return value
        } ?? 4
        try arguments.finish()

        let widget = try io.widget(group, render)
        for warning in widget.warnings(for: render.settings) { io.err("widget-tui: \(warning)\n") }
        let (image, count) = try io.withProgress("export", unit: "tiles") { progress in
            try WidgetContactSheet.draw(widget, selection: selection, render: render, now: render.now ?? Date(), zoom: zoom,
                                        progress: progress)
        }
        let url = URL(fileURLWithPath: path)
        try PNGCodec.write(image, to: url)
        io.out("wrote a \(image.width)x\(image.height) contact sheet of \(count) frame\(count == 1 ? "" : "s") to \(url.path)\n")
        return ExitCode.ok
    }
}
