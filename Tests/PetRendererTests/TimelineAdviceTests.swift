import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("Advice on timelines WidgetKit would not honour well")
struct TimelineAdviceTests {
    let now = utc(12)

    func advice(step: TimeInterval = 5, count: Int = 300, _ reload: PetTimelineProvider.Reload = .afterTimeline) -> [TimelineAdvice] {
        PetTimelineProvider(data: TestSheet.data(), timeZone: .utc, step: step, count: count, reload: reload).advice(from: now)
    }

    @Test("The seed's 5 s x 300 uses 57.6 reloads a day: close spacing noted, budget warned")
    func seedDefaults() throws {
        let a = advice()
        #expect(a == [.entriesCloserThanGuidance(step: 5), .reloadsNearBudget(perDay: 57.6)])
        #expect(a.map(\.severity) == [.info, .warning])
        let message = try #require(a.last).description
        #expect(message.contains("57.6 reloads/day") && message.contains("40-70") && message.contains("16.7 h"))
    }

    @Test("With .atEnd the reload is due at the last entry, 1,495 s on: 57.8 a day")
    func atEnd() throws {
        let a = advice(.atEnd)
        let perDay = try #require(a.compactMap { if case .reloadsNearBudget(let d) = $0 { d } else { nil } }.first)
        #expect(abs(perDay - 86_400 / 1495) < 1e-9)
    }

    @Test("More than 400 entries is warned about; 400 is not", arguments: [(400, false), (401, true)])
    func entryLimit(count: Int, warned: Bool) {
        let a = advice(step: 300, count: count)
        #expect(a.contains(.tooManyEntries(count: count)) == warned)
    }

    @Test("Entries at least 5 minutes apart and a few reloads a day draw no advice")
    func calmTimeline() {
        #expect(advice(step: 300, count: 12).isEmpty)  // 24 reloads a day
        #expect(advice(step: 300, count: 7) == [.reloadsNearBudget(perDay: 86_400 / 2100)])  // 41.1 a day
    }

    @Test("Reloading more often than the budget's top is a warning that some reloads will be refused")
    func overBudget() {
        let a = advice(step: 1, count: 60, .atEnd)
        #expect(a.contains(.reloadsOverBudget(perDay: 86_400 / 59)))
        #expect(a.contains(.entriesCloserThanGuidance(step: 1)))
        #expect(TimelineAdvice.entriesCloserThanGuidance(step: 1).description.contains("below 2 s"))
        #expect(!TimelineAdvice.entriesCloserThanGuidance(step: 5).description.contains("below 2 s"))
    }

    @Test("Policy edge cases: never, a past reload date, a reload long after the last entry, no entries")
    func policyEdges() {
        #expect(advice(step: 300, count: 12, .never) == [.reloadsOnlyOnRequest])
        #expect(advice(step: 300, count: 12, .after(now)) == [.reloadDueImmediately])
        #expect(advice(step: 300, count: 4, .after(utc(16))) == [.staleAfterLastEntry(seconds: 4 * 3600 - 900)])
        #expect(advice(count: 0) == [.noEntries])
        #expect(TimelineAdvice.reloadDueImmediately.severity == .warning)
        #expect(TimelineAdvice.staleAfterLastEntry(seconds: 1).severity == .info)
    }
}
