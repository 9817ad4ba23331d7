import Foundation
import PetRenderer
import SharedData

// Release-build benchmark: `swift run -c release widget-tui-bench`.
// Median time per frame (scene + cells) per family, and per whole 300-entry timeline
// (timeline built, every entry drawn and converted to cells). Targets: systemLarge frame <= 50 µs,
// timeline <= 20 ms.

/// A sheet the size of the real one: 11x10 frames, 12 colours, three stages, walk 4 / idle 2 / sleep 2.
/// Shapes come from formulas, with the eye on the right so no frame is symmetric.
func syntheticSheet() -> (SpriteSheet, body: RGB) {
    let colors = (0..<12).map { (i: Int) -> RGB in
        let r = 30 + i * 18, g = 200 - i * 12, b = 60 + (i * 37) % 180
        return RGB(UInt8(r), UInt8(g), UInt8(b))
    }
    var frames: [SpriteFrame] = []
    var tags: [String: [Int]] = [:]
    for (s, stage) in ["egg", "baby", "adult"].enumerated() {
        for (animation, count) in [("walk", 4), ("idle", 2), ("sleep", 2)] {
            var indices: [Int] = []
            for f in 0..<count {
                var pixels = [UInt8](repeating: 0, count: 110)
                for y in 0..<10 {
                    for x in 0..<11 {
                        let dx = Double(x) - 5, dy = Double(y) - 5.5
                        guard dx * dx / 30 + dy * dy / Double(16 + s * 4) < 1 else { continue }
                        pixels[y * 11 + x] = UInt8(1 + (x + y + f) % 3)
                    }
                }
                pixels[3 * 11 + 8] = 12  // the eye, right of centre
                pixels[9 * 11 + (2 + f) % 11] = 4
                indices.append(frames.count)
                frames.append(SpriteFrame(name: "\(stage)/\(animation)/\(f)", width: 11, height: 10, pixels: pixels))
            }
            tags["\(stage)/\(animation)"] = indices
        }
    }
    return (SpriteSheet(colors: colors, frames: frames, tags: tags), colors[1])
}

func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }

func micros(_ d: Duration) -> String {
    let us = Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
    return String(format: "%8.1f µs", us)
}

let (sheet, body) = syntheticSheet()
let data = PetWidgetData(pets: (0..<8).map { Pet(name: "pet\($0)", stage: ["egg", "baby", "adult"][$0 % 3]) },
                         quietHours: QuietHours("22:00-07:00"), streakDays: 42)
let renderer: PetWidgetRenderer
do { renderer = try PetWidgetRenderer(sheet: sheet, data: data, bodyColor: body) } catch {
    FileHandle.standardError.write(Data("bench: \(error)\n".utf8))
    exit(1)
}
let start = Date(timeIntervalSince1970: 1_795_953_600)  // 2026-11-29T12:00:00Z
let timeZone = TimeZone(identifier: "Europe/Paris") ?? .current
let clock = ContinuousClock()
var sink = 0

print("widget-tui-bench: 8 pets, synthetic 11x10 sheet, 12 colours, time zone \(timeZone.identifier)")
print("frame = scene + cells, median over 300 dates 5 s apart, 5 rounds")
for family in WidgetFamily.allCases {
    let settings = RenderSettings(family: family, timeZone: timeZone)
    let size = settings.canvasSize
    var line = "  \(family.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)) \(size.width)x\(size.height)"
    for mode in [ColorMode.truecolor, .xterm256, .none] {
        var times: [Duration] = []
        for round in 0..<5 {
            for i in 0..<300 {
                let date = start.addingTimeInterval(Double(i * 5 + round))
                let t0 = clock.now
                let cells = renderer.frame(at: date, settings: settings).cells(mode)
                times.append(clock.now - t0)
                sink &+= cells.width
            }
        }
        line += "  \(mode.rawValue): \(micros(median(times)))"
    }
    print(line)
}

let provider = PetTimelineProvider(data: data, timeZone: timeZone)
for family in WidgetFamily.allCases {
    let settings = RenderSettings(family: family, timeZone: timeZone)
    var times: [Duration] = []
    for round in 0..<20 {
        let t0 = clock.now
        let timeline = provider.timeline(from: start.addingTimeInterval(Double(round)))
        for entry in timeline.entries { sink &+= renderer.frame(for: entry, settings: settings).cells(.truecolor).height }
        times.append(clock.now - t0)
    }
    let ms = Double(median(times).components.attoseconds) / 1e15 + Double(median(times).components.seconds) * 1e3
    print(String(format: "300-entry timeline, %@, truecolor: %.2f ms (median of 20)", family.rawValue, ms))
}
if sink == 42 { print("") }  // keeps the optimiser from dropping the work
