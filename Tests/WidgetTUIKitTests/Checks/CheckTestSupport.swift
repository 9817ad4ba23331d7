import Foundation
import PetRenderer
import SharedData
@testable import WidgetTUIKit

/// Good subjects for the checks, built in code from the bundled sheet, and the moments they are
/// sampled at; tests break one thing at a time.
enum CheckFixtures {
    /// 2026-11-29T12:00:00Z.
    static let start = Date(timeIntervalSince1970: 1_795_953_600)
    static let settings = RenderSettings(family: .systemMedium, timeZone: .gmt)

    static let pets = [
        Pet(name: "Mochi", stage: "adult", valueA: 82, valueB: 64, valueC: 91),
        Pet(name: "Pip", stage: "baby", valueA: 55, valueB: 90, valueC: 40),
        Pet(name: "Nori", stage: "egg", valueA: 10, valueB: 20, valueC: 95),
    ]

    static func data(quietHours: QuietHours? = QuietHours("22:00-07:00")) -> PetWidgetData {
        PetWidgetData(pets: pets, quietHours: quietHours, streakDays: 12)
    }

    static func renderer(_ data: PetWidgetData = data(), sheet: SpriteSheet? = nil) throws -> PetWidgetRenderer {
        try PetWidgetRenderer(sheet: sheet ?? SpriteSheetLoader.load(directory: nil), data: data)
    }

    static func draw(_ renderer: PetWidgetRenderer) -> FrameRender {
        { WidgetChecks.bytes(of: renderer.frame(at: $0, settings: settings)) }
    }

    static func timeline(count: Int = 300, step: TimeInterval = 5) -> Timeline {
        PetTimelineProvider(data: data(), timeZone: .gmt, step: step, count: count).timeline(from: start)
    }

    static var entryDates: [Date] { timeline().entries.map(\.date) }
    static var determinismDates: [Date] { WidgetChecks.determinismDates(timeline: timeline(), now: start) }
}

/// Animates by how many frames it has drawn, not by the date: the bug skip robustness exists for.
final class FrameCountingRenderer {
    private let renderer: PetWidgetRenderer
    private var drawn = 0

    init(_ renderer: PetWidgetRenderer) { self.renderer = renderer }

    func draw(_ date: Date) -> [UInt8] {
        defer { drawn += 1 }
        return WidgetChecks.bytes(of: renderer.frame(at: CheckFixtures.start.addingTimeInterval(Double(drawn) * 5),
                                                     settings: CheckFixtures.settings))
    }
}
