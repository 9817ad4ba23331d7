import Essentials
import PetRenderer

/// One frame of the home widget or of a Live Activity surface, drawn as `render` draws it, with
/// what a report of it needs: the entry, the data's digest, the notes and warnings.
public struct WidgetRender: Sendable {
    public let frame: RenderedFrame
    /// The entry the frame is, when it is an entry's own date.
    public let entryIndex: Int?
    /// The digest of the data drawn: the group's, or the Live Activity's ContentState.
    public let digest: String
    public let notes: [RenderNote]
    /// What the widget would silently get wrong: data problems, then the notes.
    public let warnings: [String]
    /// For a bare date of the home widget: which entry iOS shows then.
    public let shownEntryNote: String?
    /// The pet a Live Activity surface shows; nil for the home widget.
    public let petName: String?

    /// Draws `target` of `surface` (pet `pet`'s Live Activity, from 0, for a Live Activity surface)
    /// from the timeline `render` builds from `start`.
    public init(_ widget: PetWidget, surface: Surface, target: RenderTarget, pet: Int, render: RenderOptions, start: Date) throws {
        try target.validate(surface: surface, count: render.count)
        let settings = render.settings
        let renderer = try widget.renderer(for: surface, pet: pet)
        let provider = render.provider(for: widget)
        let drawn: RenderedFrame?
        switch target {
        case .placeholder:
            (drawn, entryIndex, shownEntryNote) = (renderer.placeholder(in: settings), nil, nil)
        case .entry(let n):
            // One entry, not the timeline's 300: a tenth of a millisecond of `render` at start-up.
            (drawn, entryIndex, shownEntryNote) = (renderer.frame(at: provider.entry(n, from: start).date, settings: settings), n, nil)
        case .date(let at):
            let timeline = provider.timeline(from: start)
            let shown = timeline.entry(at: at)
            // The header names an entry only when the frame is that entry's own.
            (drawn, entryIndex) = (renderer.frame(at: at, settings: settings), shown?.date == at ? shown?.index : nil)
            // Which entry iOS shows is the timeline's question: a Live Activity is not drawn from one.
            shownEntryNote = surface == .home ? Self.shownEntry(shown, at: at, in: timeline, from: start) : nil
        }
        guard let drawn else { throw RenderTarget.noPlaceholder(surface) }
        frame = drawn
        (digest, notes, petName) = (renderer.digest, renderer.notes(for: settings), renderer.petName)
        // Another app's data: its pictures' problems, not the pet widget's keys it lacks.
        warnings = (surface == .home ? widget.storedImage?.warnings : nil)
            ?? widget.decoded.problems.map(\.description) + notes.beyondTheData.map(\.shown)
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
}
