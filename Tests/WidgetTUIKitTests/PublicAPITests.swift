import Foundation
import Doctor
import PetRenderer
import SharedData
import Testing
import WidgetTUIKit

/// What a package of the user's own can do with the kit's public API alone (this file imports it
/// without @testable): load the widget, render, build a timeline, snapshot and verify, check, doctor.
@Suite struct PublicAPITests {
    let now = Date(timeIntervalSince1970: 1_795_953_600)  // 2026-11-29T12:00:00Z

    private func render() -> RenderOptions {
        RenderOptions(settings: RenderSettings(family: .systemMedium, timeZone: TimeZone(identifier: "UTC")!), now: now,
                      timeZoneName: "UTC")
    }

    @Test func aPackageRendersChecksAndDoctorsItsWidget() throws {
        let group = try TestGroup()
        let options = GroupOptions(group: try GroupIdentifier("group.com.example.pets"), source: .container(try group.container().url))
        let widget = try PetWidget(container: try GroupLoader(options).locate())
        let render = render()

        let drawn = try WidgetRender(widget, surface: .home, target: .entry(0), pet: 0, render: render, start: now)
        #expect(drawn.entryIndex == 0 && drawn.frame.date == now)
        #expect(drawn.frame.canvas.width == 68 && drawn.frame.canvas.height == 32)
        let timeline = render.provider(for: widget).timeline(from: now)
        #expect(timeline.entries.count == PetTimelineProvider.defaultCount)
        let document = TimelineDocument(timeline: timeline, start: now, widget: widget, group: options, render: render)
        #expect(document.pets == ["Mochi", "Pip", "Biscuit", "Nori", "Tofu"])

        let checks = WidgetChecks.run(widget: widget, render: render, kind: "PetWidget", now: now, contract: try widget.contract())
        #expect(checks.checks.count == 9 && checks.failed == 0)
        let doctor = Doctor.run(Doctor.Input(options, platform: .iOS))
        #expect(doctor.group == "group.com.example.pets" && !doctor.hasProblems)
    }

    @Test func aPackageRecordsSnapshotsAndVerifiesThemUntilThePictureChanges() throws {
        let group = try TestGroup()
        let widget = try PetWidget(container: try group.container())
        let folder = SnapshotFolder(url: group.url.appendingPathComponent("goldens", isDirectory: true))
        let selection = FrameSelection(families: [.systemSmall], moments: FrameSelection.Moments(entries: [0, 59]))
        let recorded = try SnapshotRecorder.record(widget, selection: selection, pet: 0, group: "group.com.example.pets",
                                                   render: render(), now: now, into: folder)
        #expect(recorded.snapshots.map(\.file) == ["small-entry-0000.txt", "small-entry-0059.txt"])

        let index = try SnapshotIndex.read(from: folder.url)
        let inputs = try index.renderOptions(spritesOverride: nil, colorMode: nil, folder: folder.url)
        #expect(try SnapshotVerifier.verify(folder, index: index, widget: widget, render: inputs, record: .never).passed)

        try group.app().set(.int(99), forKey: PetWidgetData.streakDaysKey)
        let changed = try SnapshotVerifier.verify(folder, index: index, widget: try PetWidget(container: try group.container()),
                                                  render: inputs, record: .never)
        #expect(!changed.passed)
        #expect(changed.results.allSatisfy { if case .dataChanged = $0.outcome { true } else { false } })
    }
}
