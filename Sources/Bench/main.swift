import Foundation
import FrameOutput
import PetAssets
import PetRenderer
import SharedData
import WidgetTUIKit

// Release-build benchmark: `swift run -c release widget-tui-bench` (and `widget-tui-bench parse-pbxproj FILE`,
// the project parser alone, for scripts/memory-check.py and scripts/bench.py; `widget-tui-bench scan-code
// FILE...`, doctor's code scan alone, for scripts/bench.py; `widget-tui-bench screen-writer`, the screen
// writer's scrub steps alone).
// The bundled sheet with the demo group's data (5 pets), and the same sheet with 8 pets, the most the
// renderer keeps apart. Median time per frame (scene + cells) per family, and per whole 300-entry timeline
// (timeline built, every entry drawn and converted to cells). Targets: systemLarge frame <= 50 µs,
// timeline <= 20 ms.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("widget-tui-bench: \(message)\n".utf8))
    exit(1)
}

/// The demo group's data through the widget's own decoder, as `widget-tui` stores and reads it.
func demoData() -> PetWidgetData {
    let values: PlistDictionary
    do { values = try DemoGroup.values() } catch { fail("demo data: \(error)") }
    let decoded = PetWidgetDataDecoder(file: "assets/demo").decode(values)
    guard decoded.problems.isEmpty else { fail("demo data: " + decoded.problems.map(\.description).joined(separator: "; ")) }
    return decoded.data
}

func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }

func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "parse-pbxproj", arguments.count == 2 { parseProjectFile(arguments.last!) }
if arguments.first == "scan-code" { scanCode(Array(arguments.dropFirst())) }

let clock = ContinuousClock()
var sink = 0

var loadTimes: [Duration] = []
var loaded: SpriteSheet?
for _ in 0..<5 {
    let t0 = clock.now
    do { loaded = try SpriteSheetLoader.bundled() } catch { fail("\(error)") }
    loadTimes.append(clock.now - t0)
}
guard let sheet = loaded else { fail("no sprite sheet") }

let demo = demoData()
let eight = PetWidgetData(pets: (0..<8).map { demo.pets[$0 % demo.pets.count] }, quietHours: demo.quietHours,
                          streakDays: demo.streakDays)
let start = Date(timeIntervalSince1970: 1_795_953_600)  // 2026-11-29T12:00:00Z
let timeZone = TimeZone(identifier: "Europe/Paris") ?? .current
if arguments.first == "screen-writer" {
    screenWriterSteps(sheet: sheet, data: demo, start: start, timeZone: timeZone)
    exit(0)
}

print("widget-tui-bench: bundled sheet (\(sheet.frames.count) frames, \(sheet.colors.count) colours), "
    + "time zone \(timeZone.identifier)")
print(String(format: "sheet load (PNG + JSON): %.2f ms (median of 5)", microseconds(median(loadTimes)) / 1000))
for (name, data) in [("demo group, \(demo.pets.count) pets", demo), ("8 pets", eight)] {
    let renderer: PetWidgetRenderer
    do { renderer = try PetWidgetRenderer(sheet: sheet, data: data) } catch { fail("\(error)") }
    print("\n\(name): one frame = scene + cells, median over 300 dates spread over a day, 5 rounds")
    for family in WidgetFamily.allCases {
        let settings = RenderSettings(family: family, timeZone: timeZone)
        let size = settings.canvasSize
        var line = "  \(family.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)) \(size.width)x\(size.height)"
        for mode in [ColorMode.truecolor, .xterm256, .none] {
            var times: [Duration] = []
            for round in 0..<5 {
                // Every 288 s: day, dusk, night (stars, sleeping pets) and dawn.
                for i in 0..<300 {
                    let date = start.addingTimeInterval(Double(i * 288 + round))
                    let t0 = clock.now
                    let cells = renderer.frame(at: date, settings: settings).cells(mode)
                    times.append(clock.now - t0)
                    sink &+= cells.width
                }
            }
            line += String(format: "  %@: %6.1f µs", mode.rawValue, microseconds(median(times)))
        }
        print(line)
    }
    let provider = PetTimelineProvider(data: data, timeZone: timeZone)
    for family in WidgetFamily.allCases {
        let settings = RenderSettings(family: family, timeZone: timeZone)
        var times: [Duration] = []
        for round in 0..<50 {
            let t0 = clock.now
            let timeline = provider.timeline(from: start.addingTimeInterval(Double(round)))
            for entry in timeline.entries { sink &+= renderer.frame(for: entry, settings: settings).cells(.truecolor).height }
            times.append(clock.now - t0)
        }
        print(String(format: "  300-entry timeline, %@, truecolor: %.2f ms (median of 50)", family.rawValue,
                     microseconds(median(times)) / 1000))
    }
}

print("")
screenWriterSteps(sheet: sheet, data: demo, start: start, timeZone: timeZone)
if sink == 42 { print("") }  // keeps the optimiser from dropping the work
