import Foundation
import PetRenderer
import SharedData

/// TEMPORARY: stands in for the group container and PetRenderer until they are wired in; delete
/// this file then. Builds the seed's 5 s x 300 timeline with the documented quiet hours and draws
/// a block that moves with the date, so the preview can be tried end to end.
final class StandInSource: PreviewSource {
    let groupIdentifier = "stand-in (no group data yet)"
    let kind = "PetWidget"
    let containerPollInterval: Duration? = nil
    private let quietHours = QuietHours.documentedDefault

    func containerEvents() -> [ContainerEvent] { [] }

    func timeline(now: Date, settings: RenderSettings) throws -> PreviewTimeline {
        let entries = (0..<300).map { i in
            let date = now.addingTimeInterval(Double(i) * 5)
            return TimelineEntry(index: i, date: date, isNight: isNight(date, settings.timeZone))
        }
        return PreviewTimeline(timeline: Timeline(entries: entries, policy: .atEnd), petCount: 1,
                               dayNightChanges: changes(after: now, settings.timeZone))
    }

    func widgetCells(at date: Date, settings: RenderSettings, colorMode: ColorMode) -> CellBuffer {
        let (width, height) = settings.canvasSize
        let night = isNight(date, settings.timeZone)
        // Two pixels a second, continuous, so entry time and exact time differ visibly.
        let seconds = date.timeIntervalSince1970
        let blockX = Int((seconds * 2).truncatingRemainder(dividingBy: Double(width)))
        let blockY = height - 10
        func pixel(_ x: Int, _ y: Int) -> Pixel {
            if y >= height - 4 { return .ground }
            if (blockX..<blockX + 6).contains(x), (blockY..<blockY + 6).contains(y) { return .pet }
            return night ? .night : .sky
        }
        var cells = CellBuffer(width: width, height: (height + 1) / 2)
        for row in 0..<cells.height {
            for x in 0..<width {
                let top = pixel(x, row * 2)
                let bottom = row * 2 + 1 < height ? pixel(x, row * 2 + 1) : top
                cells[x, row] = cell(top, bottom, colorMode)
            }
        }
        return cells
    }

    func placeholderCells(settings: RenderSettings, colorMode: ColorMode) -> CellBuffer {
        let (width, height) = settings.canvasSize
        var cells = CellBuffer(width: width, height: (height + 1) / 2)
        cells.put("placeholder", x: max(0, (width - 11) / 2), y: cells.height / 2)
        return cells
    }

    private enum Pixel: Int { case sky, night, ground, pet }

    private func cell(_ top: Pixel, _ bottom: Pixel, _ mode: ColorMode) -> Cell {
        guard mode != .none else {
            let shape: Unicode.Scalar = switch (top == .pet, bottom == .pet) {
            case (true, true): "█"
            case (true, false): "▀"
            case (false, true): "▄"
            case (false, false): " "
            }
            return Cell(shape)
        }
        return Cell(Cell.upperHalfBlock, foreground: color(top, mode), background: color(bottom, mode))
    }

    private func color(_ pixel: Pixel, _ mode: ColorMode) -> TerminalColor {
        switch mode {
        case .truecolor: .rgb([RGB(135, 206, 235), RGB(25, 25, 80), RGB(60, 140, 60), RGB(230, 120, 40)][pixel.rawValue])
        case .xterm256: .indexed([117, 17, 65, 208][pixel.rawValue])
        default: .indexed([14, 4, 2, 11][pixel.rawValue])
        }
    }

    private func isNight(_ date: Date, _ zone: TimeZone) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return quietHours.contains(minuteOfDay: (c.hour ?? 0) * 60 + (c.minute ?? 0))
    }

    private func changes(after date: Date, _ zone: TimeZone) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let boundaries = [quietHours.start, quietHours.end].compactMap {
            calendar.nextDate(after: date, matching: DateComponents(hour: $0.hour, minute: $0.minute), matchingPolicy: .nextTime)
        }
        return boundaries.sorted()
    }
}
