import FrameOutput
import PetRenderer
import SharedData

extension CIReport {
    /// `verify`'s report: one case per snapshot file; one annotation per family or surface whose
    /// snapshots changed (on the first changed line of the first such file), one for every file
    /// missing, one for a data change, since one cause changes many files and GitHub shows few.
    /// - Parameter folder: the folder as the command line named it, so annotations name files
    ///   relative to where CI runs (shown escaped, as every path in a report).
    /// - Parameter dataNotice: why the data read is not the data recorded (`VerifiedData.notice`):
    ///   the data change's annotation says it instead of suggesting to re-record.
    public init(verify report: SnapshotVerifier.Report, index: SnapshotIndex, folder: String, dataNotice: String? = nil) {
        let path = { (file: String) in (folder.hasSuffix("/") ? folder + file : folder + "/" + file).shown }
        var cases: [Case] = []
        var changed: [(subject: String, file: String, change: SnapshotChange, expected: Snapshot, actual: Snapshot)] = []
        var unreadable: [Annotation] = []
        var missing: [String] = []
        var dataChanges: [(file: String, recorded: String, current: String)] = []
        var images: [(subject: String, file: String, change: ImageChange)] = []
        var notDrawn: [Annotation] = []
        let items = Dictionary(index.snapshots.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        let imageItems = Dictionary((index.images ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        let keys = report.changedKeys.isEmpty ? "" : " (\(DataValues.summary(report.changedKeys)))"
        for result in report.results {
            guard !result.recorded else {
                cases.append(Case(name: result.file, status: .passed, detail: "recorded anew"))
                continue
            }
            switch result.outcome {
            case .match:
                cases.append(Case(name: result.file, status: .passed))
            case .missing:
                missing.append(result.file)
                cases.append(Case(name: result.file, status: .failed, message: "no such file; record it with --record missing"))
            case let .unreadable(reason):
                let message = "cannot read the snapshot: \(reason)"
                unreadable.append(Annotation(.error, title: "verify: \(result.file) is unreadable", message: message, file: path(result.file),
                                             rule: "verify-unreadable"))
                cases.append(Case(name: result.file, status: .failed, message: message))
            case let .dataChanged(recorded, current):
                dataChanges.append((result.file, recorded, current))
                cases.append(Case(name: result.file, status: .failed,
                                  message: "recorded from group data \(recorded), the group now holds \(current)" + keys))
            case let .changed(change, expected, actual):
                let subject = items[result.file].map { $0.family?.shortName ?? $0.surface?.argument ?? "" } ?? ""
                changed.append((subject, result.file, change, expected, actual))
                let lines = SnapshotDiffReport.lines(change, expected: expected, actual: actual, colors: .none).map(\.shown)
                cases.append(Case(name: result.file, status: .failed, message: "rendering changed: " + Self.headline(change),
                                  detail: lines.joined(separator: "\n")))
            case let .imageChanged(change, _, _):
                images.append((imageItems[result.file]?.family.shortName ?? "", result.file, change))
                cases.append(Case(name: result.file, status: .failed, message: "image changed: " + change.headline,
                                  detail: change.lines.joined(separator: "\n")))
            case let .notDrawn(why):
                notDrawn.append(Annotation(.error, title: "verify: \(result.file) is not drawn now", message: why, file: path(SnapshotIndex.fileName),
                                           rule: "verify-not-drawn"))
                cases.append(Case(name: result.file, status: .failed, message: "not drawn now: " + why))
            }
        }
        // Another app's keys are what its folder checks: each changed key fails, named.
        let keysFail = report.generic && !report.keysRecorded
        if keysFail {
            for change in report.changedKeys {
                cases.append(Case(name: "key " + VisibleText.escaped(change.key), status: .failed, message: change.description))
            }
        }

        var annotations: [Annotation] = []
        var subjects: [String] = []
        for item in changed where !subjects.contains(item.subject) { subjects.append(item.subject) }
        for subject in subjects {
            let group = changed.filter { $0.subject == subject }
            let first = group[0]
            let noun = group.count == 1 ? "snapshot" : "snapshots"
            // The count, the box and the first pixels, not the crops: each file has its own palette, so
            // letters mean nothing across files; the summary and JUnit hold the rest.
            let figures = SnapshotDiffReport.lines(first.change, expected: first.expected, actual: first.actual, colors: .none)
                .map(\.shown).prefix { !$0.hasPrefix("crop ") }.prefix(Self.annotatedLines)
            let others = group.dropFirst().map(\.file)
            let also = others.isEmpty ? "" : "\nalso changed: " + Self.list(others)
            annotations.append(Annotation(.error, title: "verify: \(group.count) \(subject) \(noun) changed",
                                          message: "\(first.file): " + figures.joined(separator: "\n") + also
                                              + "\nif the change is meant, re-record with --record failed",
                                          file: path(first.file), line: first.change.line(in: first.expected), rule: "verify-rendering"))
        }
        for subject in images.map(\.subject).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let group = images.filter { $0.subject == subject }
            let first = group[0]
            let others = group.dropFirst().map(\.file)
            annotations.append(Annotation(.error, title: "verify: \(String(count: group.count, "\(subject) image")) changed",
                                          message: "\(first.file): " + first.change.lines.prefix(Self.annotatedLines).joined(separator: "\n")
                                              + (others.isEmpty ? "" : "\nalso changed: " + Self.list(others))
                                              + "\nif the change is meant, re-record with --record failed",
                                          file: path(first.file), rule: "verify-image"))
        }
        if keysFail, !report.changedKeys.isEmpty {
            annotations.append(Annotation(.error, title: "verify: the widget's data changed: " + Self.list(report.changedKeys.map { VisibleText.escaped($0.key) }),
                                          message: DataValues.summary(report.changedKeys) + "; if the change is meant, re-record with --record failed",
                                          file: path(SnapshotIndex.fileName), rule: "verify-keys"))
        }
        annotations += notDrawn
        annotations += unreadable
        if !missing.isEmpty {
            annotations.append(Annotation(.error, title: "verify: \(String(count: missing.count, "snapshot")) missing",
                                          message: Self.list(missing) + ": no such file; record with --record missing",
                                          file: path(SnapshotIndex.fileName), rule: "verify-missing"))
        }
        if let first = dataChanges.first {
            let count = dataChanges.count
            annotations.append(Annotation(
                .error, title: "verify: the group's data changed" + (report.changedKeys.isEmpty ? "" : ": " + Self.list(report.changedKeys.map(\.key))),
                message: "\(count) snapshot\(count == 1 ? " was" : "s were") recorded from group data \(first.recorded); the group now "
                    + "holds \(first.current)\(keys): that is a data change, not a rendering change; "
                    + (dataNotice.map { $0.hasPrefix("verify: ") ? String($0.dropFirst(8)) : $0 } ?? "restore the data, or re-record with --record failed"),
                file: path(SnapshotIndex.fileName), rule: "verify-data"))
        }
        self.init(command: "verify", subject: folder.shown, cases: cases, annotations: annotations, rules: Self.verifyRules)
    }

    /// What a failing `verify` can find, each a rule of its SARIF and an id of its Xcode lines.
    static let verifyRules: [Rule] = [
        ("verify-rendering", "rendering changed", "a snapshot drawn again from the current code and data differs from the recorded one"),
        ("verify-image", "stored image changed", "another app's stored image, drawn as its widget shows it, differs from the recorded one"),
        ("verify-keys", "widget data changed", "a key of another app's data was added, removed, retyped or changed"),
        ("verify-data", "group data changed", "the pet widget's data changed since the snapshots were recorded: a data change, not a rendering change"),
        ("verify-not-drawn", "image not drawn", "an image the index lists is no longer drawn: its key is gone or names no image widget-tui draws"),
        ("verify-missing", "snapshot missing", "a snapshot or image the index lists is not in the folder"),
        ("verify-unreadable", "snapshot unreadable", "a snapshot or image file of the folder cannot be read"),
    ].map { Rule(id: $0.0, title: $0.1, summary: $0.2, level: .error, help: "docs/ci.md#what-the-goldens-check") }

    /// Lines of a diff an annotation quotes: what changed, where, and the first pixels.
    static let annotatedLines = 4

    /// `4 pixels differ, bounding box x 3-5, y 7-8 (3x2)`, or what else changed.
    public static func headline(_ change: SnapshotChange) -> String {
        if let field = change.fields.first { return "\(field.name): expected \(field.expected.shown), actual \(field.actual.shown)" }
        if change.resized { return "the canvas changed size" }
        let count = change.pixels.count
        return "\(String(count: count, "pixel")) differ" + (change.boundingBox.map { ", bounding box \($0)" } ?? "")
    }

    /// Names, the first few of them and how many more.
    static func list(_ names: [String], shown: Int = 5) -> String {
        names.prefix(shown).joined(separator: ", ") + (names.count > shown ? " and \(names.count - shown) more" : "")
    }
}
