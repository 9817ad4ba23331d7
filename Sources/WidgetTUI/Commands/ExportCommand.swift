import Essentials
import WidgetTUIKit

/// `widget-tui export --sheet FILE.png`: a labelled PNG contact sheet of chosen entries, one row
/// per family wrapped into lines, for people who would rather look than read; `--animation
/// FILE.png`: the timeline as an animated PNG, for a pull request's description.
enum ExportCommand {
    enum Spec {
        static let sheet = OptionSpec.value("--sheet", "FILE.png", "where to write the contact sheet", completion: .files)
        static let animation = OptionSpec.value("--animation", "FILE.png", "where to write the animated PNG (APNG)", completion: .files)
        static let speed = OptionSpec.value("--speed", "N", "with --animation: play N times faster than real time (default: the median gap shows 0.5 s)")
        static let zoom = OptionSpec.value("--zoom", "N", "image pixels per widget pixel, 1 to 16 (default 4)")
    }

    static let command = Command(
        spec: CommandSpec(
            name: "export",
            summary: "Write a labelled PNG contact sheet, or an animated PNG, of timeline entries",
            sections: [OptionSection([Spec.sheet, Spec.animation, Spec.speed, Spec.zoom]), FrameSelection.Spec.section, GroupOptions.Spec.section,
                       RenderOptions.Spec.section.noting("(--family is a frame option here)", without: [FrameSelection.Spec.family])],
            discussion: """
                One row per family (wrapped after 16 tiles), one tile per entry, each labelled with the
                family, the entry index, and the local date and time in --tz (NIGHT in quiet hours).
                Written atomically as a palette PNG.

                --animation writes an animated PNG instead: one frame per entry (every entry unless
                --entries, --every or --at choose), the families side by side, in date order, each
                shown for the real time to the next entry divided by --speed. Written one frame at a
                time, atomically.

                Another app's widget (a group without items, a home_widget app's) has one entry, of
                the data stored now, as in timeline and snapshot: its sheet has a tile a family and
                its animation one frame.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let selection = try FrameSelection.parse(&arguments)
        let group = try GroupOptions.parse(&arguments, io: io)
        let render = try RenderOptions.parse(&arguments, io: io)
        let sheet = try arguments.value(Spec.sheet)
        let animation = try arguments.value(Spec.animation)
        let speed = try arguments.value(Spec.speed).map { text in
            guard let value = Double(text), value.isFinite, value > 0 else { throw CLIError.usage("--speed: '\(text.shown)' is not a number above 0") }
            return value
        }
        let zoom = try arguments.value(Spec.zoom).map { text in
            guard let value = Int(text), (1...16).contains(value) else { throw CLIError.usage("--zoom: '\(text.shown)' is not a whole number from 1 to 16") }
            return value
        } ?? 4
        try arguments.finish()
        let output: (url: URL, animated: Bool)
        switch (sheet, animation) {
        case let (path?, nil): output = (try pngFile(path, option: Spec.sheet, extensions: ["png"]), false)
        case let (nil, path?): output = (try pngFile(path, option: Spec.animation, extensions: ["png", "apng"]), true)
        default: throw CLIError.usage("choose one of --sheet FILE.png and --animation FILE.png")
        }
        if speed != nil, !output.animated { throw CLIError.usage("--speed goes with --animation") }

        let widget = try io.widget(group, render)
        for warning in widget.homeWarnings(for: render.settings) { io.err("widget-tui: \(warning)\n") }
        let now = render.now ?? Date()
        if output.animated {
            let written = try io.withProgress("export", unit: "frames") { progress in
                try WidgetAnimation.write(widget, selection: selection, render: render, now: now, zoom: zoom, speed: speed, to: output.url,
                                          progress: progress)
            }
            let frames = "\(String(count: written.frames, "frame"))"
            // One frame where the user may expect many: say why.
            let why = render.homeTimelineLimit(for: widget).map { "; \($0)" } ?? ""
            io.out("wrote a \(written.width)x\(written.height) animation of \(frames) to \(output.url.shown) (\(playback(written.timing))\(why))\n")
        } else {
            let (width, height, count) = try io.withProgress("export", unit: "tiles") { progress in
                try WidgetContactSheet.write(widget, selection: selection, render: render, now: now, zoom: zoom, to: output.url,
                                             progress: progress)
            }
            io.out("wrote a \(width)x\(height) contact sheet of \(String(count: count, "frame")) to \(output.url.shown)\n")
        }
        return ExitCode.ok
    }

    /// The file `path` names, refused when its extension names another format than the PNG export
    /// writes (`x.gif` would hold a PNG); one without an extension is taken as it is.
    static func pngFile(_ path: String, option: OptionSpec, extensions: [String]) throws -> URL {
        let url = URL(fileURLWithPath: path)
        let named = url.pathExtension
        guard named.isEmpty || extensions.contains(named.lowercased()) else {
            throw CLIError.usage("\(option.name): \(path.shown) names a .\(named.shown) file, but export writes a PNG; "
                + "name it ." + extensions.joined(separator: " or ."))
        }
        return url
    }

    /// `12 s between entries plays in 0.5 s, 24x`: how the delays relate to the real ones.
    static func playback(_ timing: AnimationTiming) -> String {
        let speed = String(cFormat: "%gx", timing.speed)
        guard timing.typicalGap > 0 else { return speed }
        return String(cFormat: "%g s between entries plays in %g s, ", timing.typicalGap, timing.typicalGap / timing.speed) + speed
    }
}
