import Foundation
import Testing
import WidgetTUIKit

@Suite("Animation timing")
struct AnimationTimingTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func dates(_ offsets: [TimeInterval]) -> [Date] { offsets.map { start.addingTimeInterval($0) } }

    @Test("Without a speed the median gap shows for half a second, and a longer gap longer in proportion")
    func medianGap() {
        let timing = AnimationTiming(dates: dates([0, 60, 120, 300, 360]), speed: nil)
        #expect(timing.typicalGap == 60)
        #expect(timing.speed == 120)
        #expect(timing.milliseconds == [500, 500, 1500, 500, 500])
    }

    @Test("Delays stay between browsers' shortest, 20 ms, and APNG's longest, 65.5 s")
    func clamped() {
        #expect(AnimationTiming(dates: dates([0, 1, 2]), speed: 1000).milliseconds == [20, 20, 20])
        #expect(AnimationTiming(dates: dates([0, 100_000]), speed: 1).milliseconds == [65535, 65535])
    }

    @Test("A single frame shows for a second of its speed; no frame, no delay")
    func singleFrame() {
        #expect(AnimationTiming(dates: dates([0]), speed: nil).milliseconds == [1000])
        #expect(AnimationTiming(dates: dates([0]), speed: 4).milliseconds == [1000])
        #expect(AnimationTiming(dates: [], speed: nil).milliseconds == [])
    }
}
