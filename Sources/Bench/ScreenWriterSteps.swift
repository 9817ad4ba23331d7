import Foundation
import FrameOutput
import PetRenderer
import SharedData

/// The preview's screen writer on scrub steps: the medium widget at 256 colours, framed on a 100x40
/// screen as the preview frames it, moved entry by entry through a timeline. Bytes sent and time
/// per step, for a plain terminal and for one like tmux (line feeds that only move down, REP); the
/// bench script counts the bytes the real preview sends, status lines included. A digest of all the
/// bytes (FNV-1a) tells whether a change meant only to speed the writer up sends the same bytes.
func screenWriterSteps(sheet: SpriteSheet, data: PetWidgetData, start: Date, timeZone: TimeZone) {
    let renderer: PetWidgetRenderer
    do { renderer = try PetWidgetRenderer(sheet: sheet, data: data) } catch { fail("\(error)") }
    let settings = RenderSettings(family: .systemMedium, timeZone: timeZone)
    let timeline = PetTimelineProvider(data: data, timeZone: timeZone).timeline(from: start)
    let screens = timeline.entries.map { entry in
        var screen = CellBuffer(width: 100, height: 40)
        screen.blit(renderer.frame(for: entry, settings: settings).cells(.xterm256), x: 16, y: 12)
        return screen
    }
    let clock = ContinuousClock()
    for (name, made) in [("a plain terminal", ScreenWriter()), ("tmux", ScreenWriter(lineFeedMovesDown: true, repeats: true))] {
        var writer = made
        _ = writer.update(to: screens[0])
        var bytes: [Int] = [], times: [Duration] = [], digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for screen in screens.dropFirst() {
            let t0 = clock.now
            let sent = writer.update(to: screen)
            times.append(clock.now - t0)
            bytes.append(sent.count)
            for byte in sent { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        print(String(format: "screen writer, medium at 256 colours on 100x40, %@, %d scrub steps: median %d bytes (%d-%d), mean %.0f, %.0f µs, digest %016llx",
                     name, bytes.count, bytes.sorted()[bytes.count / 2], bytes.min() ?? 0, bytes.max() ?? 0,
                     Double(bytes.reduce(0, +)) / Double(bytes.count), microseconds(median(times)), digest))
    }
}
