import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUIKit

@Suite struct TimelineStripTests {
    /// 2026-05-01 21:56 UTC: four day entries a minute apart, then night (quiet hours from 22:00).
    static let evening = PreviewFixtures.start.addingTimeInterval(9 * 3600 + 56 * 60)

    /// A stand-in for the drawn widget, a day picture.
    private let widget = WidgetDrawing(cells: CellBuffer(width: 30, height: 2), isNight: false)

    private func evening(count: Int = 8, size: TerminalSize = TerminalSize(columns: 44, rows: 12)) -> PreviewState {
        PreviewFixtures.state(.paused(at: Self.evening), content: PreviewFixtures.content(from: Self.evening, count: count, step: 60),
                              size: size, autoFitsScale: false)
    }

    @Test func theStripUnderTheWidgetShowsTheNightSpanThePositionAndTheNextTimeline() {
        let screen = PreviewView.render(evening(), widget: widget)
        let expected = [
            " group.com.example.pets  kind PetWidget  3 …",
            " entry 0 of 8  21:56:00  paused  day  reloa…",
            " scale 5 pt/px  host app cold  7 buttons (b)",
            "                                            ",
            "      ┌─ systemMedium 338x158 pt ────┐      ",
            "      │                              │      ",
            "      │                              │      ",
            "      └──────────────────────────────┘      ",
            "                 ◆···░░░░>                  ",
            "                                            ",
            "                                            ",
            " ? keys  q quit                             ",
        ]
        #expect(screen.plainText == expected.joined(separator: "\n"))
        #expect(screen[17, 8].style == .bold)
        #expect(screen[18, 8].style == [])
    }

    @Test func thePositionMovesAsYouScrub() {
        let state = update(evening(), [.key(.right), .key(.right), .key(.right), .key(.right), .key(.right)]).state
        #expect(TimelineStrip.text(state, width: 42) == "····░◆░░>")
        #expect(TimelineStrip.text(update(state, .key(.end)).state, width: 42) == "····░░░◆>")
    }

    @Test func aReloadIsMarkedWhereItCameAndThePolicyWhereItAsksForTheNextTimeline() {
        let after = PetTimelineProvider.Reload.after(Self.evening.addingTimeInterval(5 * 60 + 30))
        let reloaded = update(evening(), [
            .key(.character("r")),
            .timelineBuilt(PreviewFixtures.content(from: Self.evening, count: 8, step: 60, reload: after), .reloadKey),
            .key(.right), .key(.right),
        ]).state
        #expect(reloaded.budget.dates == [Self.evening])
        #expect(TimelineStrip.text(reloaded, width: 42) == "R·◆·░>░░")
    }

    @Test func underSimulatedDeliveryTheStripMarksSkippedAndLateEntries() {
        let content = PreviewFixtures.content(count: 24)
        let state = update(PreviewFixtures.state(content: content), .key(.character("s"))).state
        let fates = content.timeline.entries.indices.map { SimulatedDelivery.fate(of: $0, in: content.timeline) }
        let expected = String(fates.enumerated().map { index, fate -> Character in
            if index == 0 { return "◆" }
            switch fate {
            case .skipped: return "x"
            case .late: return "~"
            case .onTime: return "·"
            }
        }) + ">"
        #expect(expected.contains("x") && expected.contains("~"))
        #expect(TimelineStrip.text(state, width: 98) == expected)
        #expect(TimelineStrip.text(state, width: 98) == "◆·x·~~x···~~·~·~~···x·x·>")
        #expect(TimelineStrip.text(PreviewFixtures.state(content: content), width: 98) == "◆" + String(repeating: "·", count: 23) + ">")
    }

    @Test func entriesThatDoNotFitTheWidthAreGroupedAndAGroupShowsItsStrongestMark() {
        // 300 entries a minute apart from 21:00 in 97 cells: groups of four, night from entry 60.
        let nine = PreviewFixtures.start.addingTimeInterval(9 * 3600)
        let state = PreviewFixtures.state(.paused(at: nine), content: PreviewFixtures.content(from: nine, step: 60))
        #expect(TimelineStrip.text(state, width: 98) == "◆" + String(repeating: "·", count: 14) + String(repeating: "░", count: 60) + ">")
        let scrubbed = update(state, [.key(.right), .key(.right), .key(.right), .key(.right)]).state
        #expect(TimelineStrip.text(scrubbed, width: 98).hasPrefix("·◆··"))
        #expect(TimelineStrip.text(state, width: 98).count == 76)
    }

    @Test func theHelpExplainsEveryMark() {
        // Whole on the 80x24 terminal the help is made to fit.
        let state = update(evening(size: TerminalSize(columns: 80, rows: 24)), .key(.character("?"))).state
        let text = PreviewView.render(state, widget: widget).plainText
        #expect(text.contains("strip: · entry  ░ night  ~ late  x skipped  R reload  > next timeline  ◆ now"))
        #expect(text.contains(HelpOverlay.footer))
        for row in StripMark.rows { #expect(StripMark.legend.contains("\(row.symbol) \(row.meaning)")) }
    }

    @Test func theMarksAreDeclaredInTheOrderOfTheirTableWhichIsTheirPriority() {
        #expect(StripMark.rows.map(\.mark) == StripMark.allCases)
        #expect(StripMark.allCases.map(\.priority) == Array(StripMark.rows.indices))
    }

    @Test func aTerminalWithNoRowToSpareLeavesTheStripOutAndTheWidgetWhereItWas() {
        let tight = evening(size: TerminalSize(columns: 44, rows: 9))
        let text = PreviewView.render(tight, widget: widget).plainText
        #expect(!text.contains("◆"))
        #expect(PreviewView.render(tight, widget: widget).text(row: 3).contains("┌"))
    }
}

extension TimelineStripTests {
    /// A policy reload made while time ran at 300x, then `l` back to now: the timeline from now
    /// covers the moment of that reload, which came in a future the clock has left. It is not
    /// drawn on this timeline (it did not replace it), and it still counts against the budget.
    @Test func aReloadMadeWhileFastForwardingIsNotDrawnOnTheTimelineOfAnEarlierMoment() {
        let start = PreviewFixtures.start
        var state = PreviewFixtures.state(.live, wall: start, content: PreviewFixtures.content(from: start, count: 300, step: 5))
        state = update(state, [.key(.character("+")), .key(.character("+")), .key(.character("+"))]).state
        // 1 s of the wall at 300x: five minutes on, past the first timeline's end (25 minutes would be; its policy is .atEnd at 24:55).
        let ticked = update(state, .tick(start.addingTimeInterval(5)))
        #expect(ticked.effects == [.buildTimeline(at: start.addingTimeInterval(1500), reason: .policy)])
        state = update(ticked.state, .timelineBuilt(PreviewFixtures.content(from: start.addingTimeInterval(1500), count: 300, step: 5), .policy)).state
        #expect(state.budget.dates == [start.addingTimeInterval(1500)])
        // `l`: back to the wall clock, whose timeline from 12:00:05 covers 12:25:00.
        let live = update(state, .key(.character("l")))
        #expect(live.effects == [.buildTimeline(at: start.addingTimeInterval(5), reason: .jump)])
        state = update(live.state, .timelineBuilt(PreviewFixtures.content(from: start.addingTimeInterval(5), count: 300, step: 5), .jump)).state
        #expect(!TimelineStrip.text(state, width: 400).contains("R"), "\(TimelineStrip.text(state, width: 400))")
        #expect(state.budget.used(at: start.addingTimeInterval(1500)) == 1)
    }
}
