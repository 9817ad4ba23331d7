import Essentials
import SharedData

/// The renames a snapshot run is about to make, written into the folder (atomically) before the
/// first and removed after the last. Each file of a run is renamed into place on its own, so a run
/// killed or failed between two renames leaves some new files beside old ones; the journal says so,
/// and holds what finishing the run takes: the temporaries still to rename, in order, the index
/// last, then the snapshot files the run removes after its renames (those the previous index listed
/// and this one does not), so a run stopped before removing them still does. A folder is data (it
/// may come from a pull request), so a journal read back may only name a snapshot file or the
/// index, each from a temporary of that name, and remove only snapshot files: finishing renames
/// and removes nothing else.
struct SnapshotRunJournal: Sendable {
    static let fileName = ".widget-tui-snapshot-run"
    private static let header = "widget-tui-snapshot-run 1"

    let renames: [SnapshotFolder.StagedFile]
    let removals: [String]

    /// A header line, then one `TEMPORARY NAME` line (tab-separated) a rename and one `\tNAME` line
    /// (no temporary) a removal; every name is one widget-tui made, so none holds a tab or a line
    /// break.
    var encoded: Data {
        let lines = [Self.header] + renames.map { "\($0.temporary)\t\($0.name)" } + removals.map { "\t\($0)" }
        return Data(lines.map { $0 + "\n" }.joined().utf8)
    }

    /// The journal in `data`, checked; `path` names the file in errors.
    static func decode(_ data: Data, path: String) throws(WidgetTUIError) -> SnapshotRunJournal {
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.last == "" else {
            throw WidgetTUIError("\(path.shown): not a snapshot run journal; delete it and record the folder again with `widget-tui snapshot`")
        }
        lines.removeFirst()
        lines.removeLast()
        var renames: [SnapshotFolder.StagedFile] = []
        var removals: [String] = []
        for (number, line) in zip(2..., lines) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 2, fields[0].isEmpty, isSnapshotFile(fields[1]) {
                removals.append(fields[1])
                continue
            }
            guard fields.count == 2, removals.isEmpty, fields[1] == SnapshotIndex.fileName || isSnapshotFile(fields[1]),
                  fields[0].hasPrefix(ConfinedFolder.temporaryPrefix(for: fields[1])) else {
                throw WidgetTUIError("\(path.shown): line \(number) is not a rename of a snapshot run; delete the file and record the folder again with `widget-tui snapshot`")
            }
            renames.append(SnapshotFolder.StagedFile(temporary: fields[0], name: fields[1]))
        }
        return SnapshotRunJournal(renames: renames, removals: removals)
    }

    /// A snapshot text file or a drawn image: a visible `.txt` or `.png` name in the folder.
    private static func isSnapshotFile(_ name: String) -> Bool {
        (name.hasSuffix(".txt") || name.hasSuffix(".png")) && !name.hasPrefix(".") && !name.contains("/")
    }
}
