import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("The timeline provider")
struct TimelineProviderTests {
    let now = utc(12, 0, 0)

    func provider(_ reload: PetTimelineProvider.Reload = .afterTimeline, step: TimeInterval = 5, count: Int = 300) -> PetTimelineProvider {
        PetTimelineProvider(data: TestSheet.data(), timeZone: .utc, step: step, count: count, reload: reload)
    }

    @Test("By default: 300 entries 5 s apart from now, reload after now + 1,500 s, as the seed")
    func defaults() {
        let p = PetTimelineProvider(data: TestSheet.data(), timeZone: .utc)
        #expect(p.step == 5 && p.count == 300 && p.reload == .afterTimeline)
        let t = p.timeline(from: now)
        #expect(t.entries.count == 300)
        #expect(t.entries.first?.date == now)
        #expect(t.entries.last?.date == now.addingTimeInterval(1495))
        #expect(t.entries.map(\.index) == Array(0..<300))
        #expect(t.policy == .after(now.addingTimeInterval(1500)))
        #expect(t.reloadDate == now.addingTimeInterval(1500))
    }

    @Test("Each policy gives its reload date", arguments: [
        (PetTimelineProvider.Reload.atEnd, TimelineReloadPolicy.atEnd, Optional(utc(12, 0, 0).addingTimeInterval(1495))),
        (.after(utc(13)), .after(utc(13)), Optional(utc(13))),
        (.never, .never, nil),
    ])
    func policies(reload: PetTimelineProvider.Reload, policy: TimelineReloadPolicy, date: Date?) {
        let t = provider(reload).timeline(from: now)
        #expect(t.policy == policy)
        #expect(t.reloadDate == date)
    }

    @Test("The entry shown is the last whose date is not after the moment")
    func entryAtEdges() {
        let t = provider(step: 10, count: 3).timeline(from: now)
        #expect(t.entry(at: now.addingTimeInterval(-0.001)) == nil)
        #expect(t.entry(at: now)?.index == 0)
        #expect(t.entry(at: now.addingTimeInterval(9.999))?.index == 0)
        #expect(t.entry(at: now.addingTimeInterval(10))?.index == 1)
        #expect(t.entry(at: now.addingTimeInterval(20))?.index == 2)
        #expect(t.entry(at: now.addingTimeInterval(86_400))?.index == 2)
        #expect(provider(count: 0).timeline(from: now).entry(at: now) == nil)
    }

    @Test("Entries carry night from the quiet hours in the provider's time zone")
    func entriesCarryNight() {
        let t = provider(step: 3600, count: 24).timeline(from: utc(0))
        // 22:00-07:00 UTC.
        #expect(t.entries.filter(\.isNight).map(\.index) == [0, 1, 2, 3, 4, 5, 6, 22, 23])
    }

    @Test("An entry made alone is the timeline's entry of that index")
    func entryAlone() {
        let p = provider(step: 1800, count: 48)
        let t = p.timeline(from: now)
        #expect(t.entries.indices.map { p.entry($0, from: now) } == t.entries)
        #expect(t.entries.contains(where: \.isNight) && t.entries.contains { !$0.isNight })
    }

    @Test("Nonsense counts give an empty timeline instead of failing")
    func negativeCount() {
        let t = provider(count: -5).timeline(from: now)
        #expect(t.entries.isEmpty)
        #expect(t.policy == .after(now))
    }
}
