import Essentials
import FrameOutput
import PetRenderer

/// `verify`: every snapshot of a folder drawn again from the current code and data, with the
/// inputs its index recorded, compared colour by colour, and written where `record` says.
public enum SnapshotVerifier {
    /// What one snapshot came to.
    public enum Outcome: Sendable {
        case match
        case missing
        case unreadable(String)
        case dataChanged(recorded: String, current: String)
        case changed(SnapshotChange, expected: Snapshot, actual: Snapshot)
        /// Another app's stored image, drawn again, differs from the one recorded.
        case imageChanged(ImageChange, expected: RGBAImage, actual: RGBAImage)
        /// The image recorded is not drawn now: why (its key is gone, or names no image widget-tui draws).
        case notDrawn(String)
    }

    /// One snapshot of the index: its file, what it came to, and whether it was written anew.
    public struct Result: Sendable {
        public let file: String
        public let outcome: Outcome
        public let recorded: Bool
    }

    /// The results in index order; `indexUpdated` when snapshots re-recorded from new data made
    /// the index name that data; `changedKeys` the keys whose values differ from those the index
    /// recorded, when the data changed and the index recorded them (version 2).
    public struct Report: Sendable {
        public let results: [Result]
        public let indexUpdated: Bool
        public let changedKeys: [DataValues.Change]
        /// Another app's data (`SnapshotIndex.isGeneric`): its keys are what is checked, so a
        /// changed key fails, where the pet widget's changed keys only explain a data change.
        public var generic = false
        /// The changed keys were recorded anew (`--record failed` or `all`).
        public var keysRecorded = false

        init(results: [Result], indexUpdated: Bool, changedKeys: [DataValues.Change], generic: Bool = false, keysRecorded: Bool = false) {
            self.results = results
            self.indexUpdated = indexUpdated
            self.changedKeys = changedKeys
            self.generic = generic
            self.keysRecorded = keysRecorded
        }

        /// Every snapshot compared (not recorded) matched, and, for another app's data, every key.
        public var passed: Bool {
            if generic, !changedKeys.isEmpty, !keysRecorded { return false }
            return !results.contains { result in
                guard !result.recorded else { return false }
                if case .match = result.outcome { return false }
                return true
            }
        }
    }

    /// Draws each item of `index` with `widget` (loaded with `render`, the index's own inputs) and
    /// compares it with the file; `progress` hears of each one compared. Every item is checked before
    /// anything is written; `index` comes from `SnapshotIndex.read`, so it names only snapshot files.
    public static func verify(_ folder: SnapshotFolder, index: SnapshotIndex, widget: PetWidget, render: RenderOptions,
                              record: RecordMode, progress: (WorkProgress) -> Void = WorkProgress.ignored) throws -> Report {
        if index.isGeneric { return try verifyGeneric(folder, index: index, widget: widget, render: render, record: record, progress: progress) }
        var index = index
        let folder = try folder.opened(create: false)
        let digest = widget.dataDigest
        let timeline = render.provider(for: widget).timeline(from: try index.date(index.now, field: "now"))
        let frames = try index.snapshots.enumerated().map { try frame(for: $0.element, at: $0.offset, in: index, timeline: timeline) }
        let surfaces = frames.map(\.subject.surface)
        // The index records a pet only when it has Live Activity surfaces.
        let renderers = try SnapshotRenderers(widget, surfaces: surfaces, pet: surfaces.allSatisfy { $0 == .home } ? 0 : index.petIndex())

        var results: [Result] = []
        var changedKeys: [DataValues.Change] = []
        var updates = false
        // Re-recorded files change together, once all are drawn; a plain verify writes nothing.
        let written = try folder.run(removingLeftovers: record != .never) { staged in
            for (item, frame) in zip(index.snapshots, frames) {
                let actual = try renderers.snapshot(of: frame, settings: render.settings)
                let outcome: Outcome
                do {
                    outcome = compare(try folder.read(item.file), with: actual)
                } catch {
                    outcome = .unreadable("\(error)")
                }
                let records = switch outcome {
                case .missing: record.recordsMissing
                case .match: record == .all
                default: record.recordsFailed
                }
                if records, let file = try folder.stage(actual, as: item.file) { staged.append(file) }
                results.append(Result(file: item.file, outcome: outcome, recorded: records))
                progress(WorkProgress(done: results.count, total: frames.count))
            }
            // Re-recorded from new data: the index now names that data.
            let dataChangeLeft = results.contains { result in
                guard !result.recorded, case .dataChanged = result.outcome else { return false }
                return true
            }
            updates = results.contains(where: \.recorded) && index.digest != digest && !dataChangeLeft
            let values = widget.dataValues
            changedKeys = index.digest == digest ? [] : index.data.map { DataValues.changes(recorded: $0, current: values) } ?? []
            if updates {
                index.digest = digest
                index.data = Dictionary(values, uniquingKeysWith: { first, _ in first })
                index.version = SnapshotIndex.formatVersion
                if let file = try folder.stage(index) { staged.append(file) }
            }
        }.written
        try folder.synchronize(written)
        return Report(results: results, indexUpdated: updates, changedKeys: changedKeys)
    }

    static func compare(_ expected: Snapshot?, with actual: Snapshot) -> Outcome {
        guard let expected else { return .missing }
        switch SnapshotComparison(expected: expected, actual: actual) {
        case .match: return .match
        case let .dataChanged(recorded, current): return .dataChanged(recorded: recorded, current: current)
        case let .changed(change): return .changed(change, expected: expected, actual: actual)
        }
    }

    /// The frame an index item names: an entry of the recorded timeline, or a bare date.
    static func frame(for item: SnapshotIndex.Item, at i: Int, in index: SnapshotIndex,
                              timeline: Timeline) throws(WidgetTUIError) -> FrameSelection.Frame {
        let field = "snapshots[\(i)]"
        let subject = try item.subject(field: field)
        guard let entry = item.entry else {
            return FrameSelection.Frame(subject: subject, entry: nil, date: try index.date(item.date, field: "\(field).date"))
        }
        guard timeline.entries.indices.contains(entry) else {
            throw WidgetTUIError("\(SnapshotIndex.fileName): \(field).entry \(entry) is not an entry of a \(index.count)-entry timeline")
        }
        return FrameSelection.Frame(subject: subject, entry: entry, date: timeline.entries[entry].date)
    }
}
