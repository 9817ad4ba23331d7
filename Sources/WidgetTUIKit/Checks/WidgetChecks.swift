import Essentials
import PetRenderer
import SharedData

/// Every check run against the pet widget as loaded from its group, sampled from `now`.
public enum WidgetChecks {
    /// Every check, in the order `run` reports them, as a rule of the CI reports: its name, what
    /// it finds, and its row of docs/visual-checks.md's table.
    public static let rules: [CIReport.Rule] = [
        (DeterminismCheck.name, DeterminismCheck.summary), (SkipRobustnessCheck.name, SkipRobustnessCheck.summary),
        (DistinctMotionCheck.name, DistinctMotionCheck.summary), (FlipCheck.name, FlipCheck.summary), (SettingsCheck.name, SettingsCheck.summary),
        (ReloadAfterWriteCheck.name, ReloadAfterWriteCheck.summary), (TimelineBudgetCheck.name, TimelineBudgetCheck.summary),
        (LiveActivityStateCheck.name, LiveActivityStateCheck.summary), (StoredImageCheck.name, StoredImageCheck.summary),
    ].map { CIReport.Rule(id: $0.0, title: $0.0, summary: $0.1, level: .error, help: "docs/visual-checks.md#check-" + $0.0) }

    /// Timeline entries and spread-out dates (every 90 minutes of a day, so night too) drawn in
    /// several orders.
    static func determinismDates(timeline: Timeline, now: Date) -> [Date] {
        timeline.entries.prefix(8).map(\.date) + (1...16).map { now.addingTimeInterval(Double($0) * 5400) }
    }

    /// The second entry, the fifth minute's and the last.
    static func skipTargets(count: Int) -> [Int] {
        Array(Set([1, 59, count - 1].filter { $0 > 0 && $0 < count })).sorted()
    }

    /// A day from `now`, every 5 s.
    static func motionDates(from now: Date) -> [Date] {
        (0..<17_280).map { now.addingTimeInterval(Double($0) * 5) }
    }

    /// A frame's pixels followed by its colours, so a change of either changes the bytes.
    static func bytes(of frame: RenderedFrame) -> [UInt8] {
        frame.canvas.pixels + frame.palette.colors.flatMap { [$0.r, $0.g, $0.b] }
    }

    /// - Parameter contract: the group's data as the pet widget's runs every check; as another
    ///   app's, only those about any widget's data (a reload after a write), the others skipped
    ///   with the contract's reason.
    public static func run(widget: PetWidget, render: RenderOptions, kind: String, now: Date,
                           contract: DataContract.Choice) -> CheckReport {
        let settings = render.settings
        let renderer = widget.renderer
        let draw: FrameRender = { bytes(of: renderer.frame(at: $0, settings: settings)) }
        let timeline = render.provider(for: widget).timeline(from: now)
        let entryDates = timeline.entries.map(\.date)
        // Each check with whether it is about the pet widget, in the order they are reported.
        let checks: [(name: String, petWidget: Bool, run: () -> CheckResult)] = [
            (DeterminismCheck.name, true, { DeterminismCheck.run(dates: determinismDates(timeline: timeline, now: now), render: draw) }),
            (SkipRobustnessCheck.name, true, {
                SkipRobustnessCheck.run(entries: entryDates, targets: skipTargets(count: entryDates.count), makeRender: { draw })
            }),
            (DistinctMotionCheck.name, true, {
                DistinctMotionCheck.run(dates: motionDates(from: now), names: widget.data.pets.map(\.name)) {
                    renderer.poses(at: $0, settings: settings)
                }
            }),
            (FlipCheck.name, true, { FlipCheck.run(sheet: widget.sheet) }),
            (SettingsCheck.name, true, {
                SettingsCheck.run(decoded: widget.decoded, timeZone: settings.timeZone, zoneName: render.timeZoneName, day: now) {
                    renderer.frame(at: $0, settings: settings).isNight
                }
            }),
            (ReloadAfterWriteCheck.name, false, { ReloadAfterWriteCheck.run(reader: widget.reader, kind: kind) }),
            (TimelineBudgetCheck.name, true, { TimelineBudgetCheck.run(timeline: timeline, requestedAt: now) }),
            (LiveActivityStateCheck.name, true, { LiveActivityStateCheck.run(pets: widget.data.pets) }),
            (StoredImageCheck.name, false, { StoredImageCheck.run(reader: widget.reader, device: settings.device) }),
        ]
        let skipReason = contract.given ? "\(contract.reason) skips the pet widget's checks"
            : "these are the pet widget's checks, and \(contract.reason) (--contract pets runs them)"
        return CheckReport(checks: checks.map { check in
            contract.contract == .generic && check.petWidget ? .skip(check.name, skipReason) : check.run()
        })
    }
}
