import Foundation
import Testing
@testable import WidgetTUIKit

@Suite struct SimulatedDeliveryTests {
    let timeline = PreviewFixtures.content().timeline

    private var fates: [SimulatedDelivery.Fate] {
        timeline.entries.indices.map { SimulatedDelivery.fate(of: $0, in: timeline) }
    }

    @Test func fatesDependOnlyOnTheEntryDates() {
        #expect(fates == timeline.entries.indices.map { SimulatedDelivery.fate(of: $0, in: PreviewFixtures.content().timeline) })
        let shifted = PreviewFixtures.content(from: PreviewFixtures.start.addingTimeInterval(1)).timeline
        #expect(fates != shifted.entries.indices.map { SimulatedDelivery.fate(of: $0, in: shifted) })
    }

    @Test func someEntriesAreLateSomeSkippedAndTheFirstAlwaysArrives() {
        let skipped = fates.filter { $0 == .skipped }.count
        let late = fates.filter { if case .late = $0 { true } else { false } }.count
        #expect(skipped > 10 && skipped < 80)
        #expect(late > 30 && late < 200)
        #expect(fates[0] == .onTime)
    }

    @Test func lateEntriesArriveBeforeTheNextEntryIsDue() {
        for (i, fate) in fates.enumerated() {
            guard case .late(let delay) = fate else { continue }
            #expect(delay > 0 && delay < 5)
            let due = timeline.entries[i].date
            let before = SimulatedDelivery.shown(in: timeline, at: due.addingTimeInterval(delay / 2), simulated: true)
            #expect(before.entry?.index != i)
            #expect(before.waitingFor == SimulatedDelivery.Waiting(entry: timeline.entries[i], fate: fate))
            #expect(SimulatedDelivery.shown(in: timeline, at: due.addingTimeInterval(delay), simulated: true).entry?.index == i)
        }
    }

    @Test func aSkippedEntryIsNeverShown() {
        let shownIndices = Set(stride(from: 0.0, to: 1500, by: 0.25).compactMap {
            SimulatedDelivery.shown(in: timeline, at: PreviewFixtures.start.addingTimeInterval($0), simulated: true).entry?.index
        })
        for (i, fate) in fates.enumerated() {
            #expect(shownIndices.contains(i) == (fate != .skipped), "entry \(i)")
        }
    }

    @Test func theNextChangeIsWhenTheScreenShowsAnotherEntry() {
        var date = PreviewFixtures.start
        var changes = 0
        while let next = SimulatedDelivery.nextChange(in: timeline, after: date, simulated: true) {
            #expect(next > date)
            let before = SimulatedDelivery.shown(in: timeline, at: next.addingTimeInterval(-0.0001), simulated: true).entry
            #expect(SimulatedDelivery.shown(in: timeline, at: next, simulated: true).entry != before)
            date = next
            changes += 1
        }
        #expect(changes == fates.filter { $0 != .skipped }.count - 1)
    }

    @Test func withSimulatedDeliveryScrubbingStopsWhenTheEntryArrives() {
        let state = update(PreviewFixtures.state(), .key(.character("s"))).state
        #expect(state.simulatesDelivery)
        guard let late = fates.firstIndex(where: { if case .late = $0 { true } else { false } }),
              let skipped = fates.firstIndex(of: .skipped),
              case .late(let delay) = fates[late] else {
            Issue.record("the fixture timeline has no late or no skipped entry")
            return
        }
        let atLate = update(state, .key(.home)).state.scrubbed(to: late)
        #expect(atLate.shownIndex == late)
        #expect(atLate.simulatedNow == timeline.entries[late].date.addingTimeInterval(delay))
        #expect(atLate.drawingDate == timeline.entries[late].date)
        #expect(atLate.message?.text.contains("late, drawn for its own date") == true)
        let atSkipped = update(state, .key(.home)).state.scrubbed(to: skipped)
        // `skipped` is the first skipped entry, so the one before it arrived (on time or late, before
        // `skipped`'s date) and stays on screen.
        #expect(atSkipped.shownIndex == skipped - 1)
        #expect(atSkipped.message?.text.contains("skipped by the system (simulated)") == true)
        #expect(PreviewStatus.position(atSkipped, night: false).contains("(\(skipped) skipped)"))
    }
}

extension PreviewState {
    /// Presses Right until entry `index` is scheduled.
    func scrubbed(to index: Int) -> PreviewState {
        var state = self
        while (state.content?.timeline.entry(at: state.simulatedNow)?.index ?? -1) < index {
            state = update(state, .key(.right)).state
        }
        return state
    }
}
