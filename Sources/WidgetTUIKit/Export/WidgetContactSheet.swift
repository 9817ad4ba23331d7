#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedData
import FrameOutput
import PetRenderer

/// `export`: chosen frames of the home widget as a labelled contact sheet, one row of tiles per
/// family (wrapped into lines), for people who would rather look than read.
public enum WidgetContactSheet {
    /// The sheet of the frames `selection` picks from the timeline starting at `now`, each pixel
    /// `zoom` image pixels wide; `frames` counts the tiles, and `progress` hears of each one drawn.
    public static func draw(_ widget: PetWidget, selection: FrameSelection, render: RenderOptions, now: Date, zoom: Int,
                            progress: (WorkProgress) -> Void = WorkProgress.ignored) throws -> (image: PalettedImage, frames: Int) {
        let frames = try selection.frames(in: render.provider(for: widget).timeline(from: now))
        let rowFrames = selection.families.map { family in frames.filter { $0.subject == .home(family) } }
        let total = rowFrames.map(\.count).reduce(0, +)
        var drawn = 0
        let rows = rowFrames.map { row in
            row.map { frame in
                let snapshot = widget.renderer.snapshot(of: frame, settings: render.settings)
                drawn += 1
                progress(WorkProgress(done: drawn, total: total))
                return ContactSheet.Tile(label: label(frame, night: snapshot.header.isNight, timeZone: render.settings.timeZone),
                                         canvas: snapshot.canvas, palette: snapshot.palette)
            }
        }
        return (ContactSheet(rows: rows, zoom: zoom).image(), frames.count)
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
