import Essentials
import FrameOutput
import PetRenderer
import PNGCodec
import SharedData

/// `export --animation`: the timeline as an animated PNG, for a pull request's description. Each
/// frame is one moment (an entry, or a date asked for), its families side by side; the frames
/// come in date order and show for the real time between their dates, sped up (`AnimationTiming`).
public enum WidgetAnimation {
    /// What was written.
    public struct Summary: Equatable, Sendable {
        public let width: Int
        public let height: Int
        public let frames: Int
        public let timing: AnimationTiming
    }

    /// The moments the frames show, in date order: every entry when `selection` names none.
    public static func moments(_ selection: FrameSelection, in timeline: Timeline) throws(WidgetTUIError) -> [FrameSelection.Frame] {
        var selection = selection
        if selection.moments == FrameSelection.Moments() { selection.moments.every = 1 }
        guard let first = selection.families.first else { return [] }
        let frames = try selection.frames(in: timeline).filter { $0.subject == .home(first) }
        return frames.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    /// The picture of one moment: each family's frame, side by side, enlarged `zoom` times.
    public static func picture(of moment: FrameSelection.Frame, families: [WidgetFamily], widget: PetWidget, render: RenderOptions,
                               zoom: Int) -> RGBAImage {
        let snapshots = families.map { family in
            widget.renderer.snapshot(of: FrameSelection.Frame(subject: .home(family), entry: moment.entry, date: moment.date),
                                     settings: render.settings)
        }
        return FrameStrip(snapshots.map { ($0.canvas, $0.palette) }).image(zoom: zoom)
    }

    /// Draws, encodes and writes the frames one at a time (memory holds one), atomically, to `url`;
    /// `progress` hears of each frame written.
    public static func write(_ widget: PetWidget, selection: FrameSelection, render: RenderOptions, now: Date, zoom: Int,
                             speed: Double?, to url: URL, progress: (WorkProgress) -> Void = WorkProgress.ignored) throws -> Summary {
        let moments = try moments(selection, in: render.provider(for: widget).timeline(from: now))
        guard !moments.isEmpty else { throw WidgetTUIError.usage("--animation: the selection holds no frame to draw") }
        let timing = AnimationTiming(dates: moments.map(\.date), speed: speed)
        var size = (width: 0, height: 0)
        try PNGCodec.writeAnimation(frameCount: moments.count, to: url) { i in
            let image = picture(of: moments[i], families: selection.families, widget: widget, render: render, zoom: zoom)
            size = (image.width, image.height)
            progress(WorkProgress(done: i + 1, total: moments.count))
            return AnimationFrame(image: image, milliseconds: timing.milliseconds[i])
        }
        return Summary(width: size.width, height: size.height, frames: moments.count, timing: timing)
    }
}
