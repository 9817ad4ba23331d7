import Essentials
import SharedData
import FrameOutput
import PetRenderer
import PNGCodec

/// `export`: chosen frames of the home widget as a labelled contact sheet, one row of tiles per
/// family (wrapped into lines), for people who would rather look than read. Written as it is drawn,
/// a line of tiles at a time, so its memory does not grow with the count: the frames are drawn once
/// to lay the sheet out (labels, sizes, palettes) and again, a line at a time, to draw it; drawing a
/// frame costs microseconds, enlarging and encoding it most of the time.
public enum WidgetContactSheet {
    /// Writes the sheet of the frames `selection` picks from the home timeline starting at `now`
    /// (`RenderOptions.homeTimeline`: another app's widget has one entry), each
    /// pixel `zoom` image pixels wide, to `url` (a palette PNG, atomically); `progress` hears of
    /// each tile drawn into it. Returns the sheet's size and the count of tiles.
    public static func write(_ widget: PetWidget, selection: FrameSelection, render: RenderOptions, now: Date, zoom: Int,
                             to url: URL, progress: (WorkProgress) -> Void = WorkProgress.ignored)
        throws -> (width: Int, height: Int, frames: Int) {
        let frames = try selection.frames(in: render.homeTimeline(for: widget, from: now), limit: render.homeTimelineLimit(for: widget))
        let rowFrames = selection.families.map { family in frames.filter { $0.subject == .home(family) } }
        func tile(_ frame: FrameSelection.Frame) -> ContactSheet.Tile {
            let snapshot = widget.homeRenderer.snapshot(of: frame, settings: render.settings)
            return ContactSheet.Tile(label: label(frame, night: snapshot.header.isNight, timeZone: render.settings.timeZone),
                                     canvas: snapshot.canvas, palette: snapshot.palette)
        }
        let sheet = ContactSheet(rows: rowFrames.map { $0.map { tile($0).outline } }, zoom: zoom)
        let total = rowFrames.map(\.count).reduce(0, +)
        var drawn = 0
        try PNGCodec.writePalette(width: sheet.width, height: sheet.height, colors: sheet.colors, to: url) { write throws(SystemError) in
            try sheet.draw(tile: { row, index in
                drawn += 1
                progress(WorkProgress(done: drawn, total: total))
                return tile(rowFrames[row][index])
            }, row: write)
        }
        return (sheet.width, sheet.height, frames.count)
    }

    /// `MEDIUM ENTRY 59` over `11-29 23:04:55 NIGHT`, the time as the widget's zone reads it.
    static func label(_ frame: FrameSelection.Frame, night: Bool, timeZone: TimeZone) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.month, .day, .hour, .minute, .second], from: frame.date)
        let time = String(cFormat: "%02d-%02d %02d:%02d:%02d", c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        return [frame.subject.name.uppercased() + (frame.entry.map { " ENTRY \($0)" } ?? ""), time + (night ? " NIGHT" : "")]
    }
}
