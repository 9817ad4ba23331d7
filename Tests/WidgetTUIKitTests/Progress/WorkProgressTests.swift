import Foundation
import PetRenderer
import Testing
@testable import WidgetTUIKit

/// The long entry points report each item done, so the executable can show progress; they draw nothing.
@Suite("progress of long work")
struct WorkProgressTests {
    let now = Date(timeIntervalSince1970: 1_795_953_600)   // 2026-11-29T12:00:00Z
    let render = RenderOptions(settings: RenderSettings(timeZone: .gmt), count: 10, timeZoneName: "GMT")
    let selection = FrameSelection(families: [.systemSmall, .systemMedium], moments: FrameSelection.Moments(every: 2))

    /// Every report, in order.
    final class Reports {
        var all: [WorkProgress] = []
        func record(_ progress: WorkProgress) { all.append(progress) }
    }

    func counting(to total: Int) -> [WorkProgress] { (1...total).map { WorkProgress(done: $0, total: total) } }

    @Test("snapshot, verify and the contact sheet report 1 to N of N, one item at a time")
    func everyItemIsReported() throws {
        let group = try TestGroup()
        let widget = try PetWidget(container: group.container())
        let folder = SnapshotFolder(url: group.url.appendingPathComponent("goldens"))

        let recorded = Reports()
        let index = try SnapshotRecorder.record(widget, selection: selection, pet: 0, group: GroupOptions.demoGroup, render: render,
                                                now: now, into: folder, progress: recorded.record)
        #expect(index.snapshots.count == 10)
        #expect(recorded.all == counting(to: 10))

        let verified = Reports()
        let report = try SnapshotVerifier.verify(folder, index: index, widget: widget, render: render, record: .never,
                                                 progress: verified.record)
        #expect(report.passed)
        #expect(verified.all == counting(to: 10))

        let drawn = Reports()
        let sheet = try WidgetContactSheet.write(widget, selection: selection, render: render, now: now, zoom: 1,
                                                 to: group.url.appendingPathComponent("sheet.png"), progress: drawn.record)
        #expect(sheet.frames == 10)
        #expect(drawn.all == counting(to: 10))
    }
}
