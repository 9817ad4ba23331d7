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
    /// `limit` says why the timeline has as many entries as it has (`FrameSelection.frames`).
    public static func moments(_ selection: FrameSelection, in timeline: Timeline, limit: String? = nil) throws(WidgetTUIError)
        -> [FrameSelection.Frame] {
        var selection = selection
        if selection.moments == FrameSelection.Moments() { selection.moments.every = 1 }
        guard let first = selection.families.first else { return [] }
        let frames = try selection.frames(in: timeline, limit: limit).filter { $0.subject == .home(first) }
        return frames.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    /// One moment's frames, one a family, side by side.
    public static func strip(of moment: FrameSelection.Frame, families: [WidgetFamily], widget: PetWidget, render: RenderOptions) -> FrameStrip {
        FrameStrip(families.map { family in
            let snapshot = widget.homeRenderer.snapshot(of: FrameSelection.Frame(subject: .home(family), entry: moment.entry, date: moment.date),
                                                    settings: render.settings)
            return (snapshot.canvas, snapshot.palette)
        })
    }

    /// The colours every frame of the animation can take, the paper first, as a palette when they
    /// fit in one: the frames are drawn once to gather them (drawing costs microseconds, encoding
    /// the rest), since a PNG's palette comes before its first frame.
    static func colors(of moments: [FrameSelection.Frame], families: [WidgetFamily], widget: PetWidget, render: RenderOptions)
        -> AnimationColors {
        var colors = [ContactSheet.paper], seen: Set<RGB> = [ContactSheet.paper]
        for moment in moments {
            for frame in strip(of: moment, families: families, widget: widget, render: render).frames {
                for color in frame.palette.colors where seen.insert(color).inserted {
                    colors.append(color)
                    if colors.count > PalettedImage.maxColors { return .truecolor }
                }
            }
        }
        return .palette(colors)
    }

    /// Draws, encodes and writes the frames one at a time (memory holds two), atomically, to `url`;
    /// `progress` hears of each frame written.
    public static func write(_ widget: PetWidget, selection: FrameSelection, render: RenderOptions, now: Date, zoom: Int,
                             speed: Double?, to url: URL, progress: (WorkProgress) -> Void = WorkProgress.ignored) throws -> Summary {
        // Another app's widget has one entry (`StoredDataTimeline`): its animation is one frame.
        let moments = try moments(selection, in: render.homeTimeline(for: widget, from: now), limit: render.homeTimelineLimit(for: widget))
        guard let first = moments.first else { throw WidgetTUIError.usage("--animation: the selection holds no frame to draw") }
        let timing = AnimationTiming(dates: moments.map(\.date), speed: speed)
        let families = selection.families
        let colors = colors(of: moments, families: families, widget: widget, render: render)
        let encode: (RGB) -> [UInt8]
        switch colors {
        case let .palette(palette):
            let index = Dictionary(uniqueKeysWithValues: palette.enumerated().map { ($1, UInt8($0)) })
            encode = { [index[$0] ?? 0] }  // every colour a frame takes was gathered above
        case .truecolor:
            encode = { [$0.r, $0.g, $0.b] }
        }
        let size = strip(of: first, families: families, widget: widget, render: render).size
        try PNGCodec.writeAnimation(width: size.width * zoom, height: size.height * zoom, colors: colors, frameCount: moments.count,
                                    to: url) { i in
            let pixels = strip(of: moments[i], families: families, widget: widget, render: render).pixels(zoom: zoom, encode: encode)
            progress(WorkProgress(done: i + 1, total: moments.count))
            return AnimationFrame(pixels: pixels, milliseconds: timing.milliseconds[i])
        }
        return Summary(width: size.width * zoom, height: size.height * zoom, frames: moments.count, timing: timing)
    }
}
