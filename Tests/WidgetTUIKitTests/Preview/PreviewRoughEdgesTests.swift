import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUIKit

/// What a first trial on real data found rough in the preview's status and layout.
@Suite struct PreviewRoughEdgesTests {
    let start = PreviewFixtures.start

    @Test func entriesCountFromZeroAsTimelineEntryAndSnapshotNamesCountThem() {
        #expect(PreviewStatus.position(PreviewFixtures.state(), night: nil).hasPrefix("entry 0 of 300  "))
        let last = update(PreviewFixtures.state(), .key(.end)).state
        #expect(PreviewStatus.position(last, night: nil).hasPrefix("entry 299 of 300  "))
    }

    @Test func reloadsMadeWhileFastForwardingStayCountedAfterGoingLive() {
        // Fast-forward past the reload date: the policy reload is made in the simulated future.
        var state = PreviewFixtures.state(.live)
        state = update(state, .key(.character("+"))).state
        for _ in 0..<3 { state = update(state, .key(.character("+"))).state }
        let (playing, effects) = update(state, .tick(start.addingTimeInterval(1500 / 60 + 1)))
        guard case .buildTimeline(let date, .policy)? = effects.first else {
            Issue.record("no policy reload while fast-forwarding: \(effects)")
            return
        }
        let reloaded = update(playing, .timelineBuilt(PreviewFixtures.content(from: date), .policy)).state
        #expect(PreviewStatus.position(reloaded, night: nil).contains("reloads 1/70"))
        let live = update(reloaded, .key(.character("l"))).state
        #expect(PreviewStatus.position(live, night: nil).contains("reloads 1/70"), "\(PreviewStatus.position(live, night: nil))")
    }

    @Test func aTwoLineMessageLeavesTheWidgetWhereAOneLineMessageDrawsIt() {
        let size = TerminalSize(columns: 60, rows: 20)
        var cells = CellBuffer(width: 30, height: 4)
        cells.put("widget", x: 0, y: 0)
        let widget = WidgetDrawing(cells: cells, isNight: false)
        var short = PreviewFixtures.state(size: size, autoFitsScale: false)
        short.message = .info("one line")
        var long = short
        long.message = .info(String(repeating: "two lines of message ", count: 4))
        let oneLine = PreviewView.render(short, widget: widget).plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let twoLines = PreviewView.render(long, widget: widget).plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(oneLine.dropLast(2) == twoLines.dropLast(2))
        #expect(twoLines.suffix(2).allSatisfy { $0.contains("two lines") })
    }

    @Test func aMessageLongerThanTwoLinesIsCutWithAnEllipsis() {
        var state = PreviewFixtures.state(size: TerminalSize(columns: 40, rows: 30), autoFitsScale: false)
        state.message = .info(String(repeating: "word ", count: 40))
        let lines = PreviewView.render(state, widget: nil).plainText.split(separator: "\n")
        #expect(lines.filter { $0.contains("word") }.count == 2)
        #expect(lines.last?.trimmingCharacters(in: .whitespaces).hasSuffix("…") == true)
    }

    @Test func theControlsLineLabelsEachFieldAndCountsOneButtonInTheSingular() {
        let one = PreviewFixtures.state(content: PreviewFixtures.content(petNames: []))
        #expect(PreviewStatus.Controls(PreviewFixtures.state()).line == "scale 5 pt/px  host app cold  7 buttons (b)")
        #expect(PreviewStatus.Controls(one).line.hasSuffix("  1 button (b)"), "\(PreviewStatus.Controls(one).line)")
        #expect(PreviewStatus.position(PreviewFixtures.state(), night: nil).hasSuffix("  reload .atEnd 12:24:55"))
    }
}
