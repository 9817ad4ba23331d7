import Essentials
import FrameOutput
import PNGCodec
import PetRenderer
import SharedData

/// A folder of snapshot text files and their index. A snapshot folder is data (it may come from a
/// pull request), so it is opened following no link on its way and every file is reached by name
/// inside it with `ConfinedFolder`: no link is followed, no FIFO or device opened, and only the names `SnapshotIndex` has checked are given
/// here. A run writes its files under temporary names (`stage`) and renames them into place only
/// once every one is written, the index last, under a journal (`run`): a run that fails before
/// then leaves the folder as it was, one that stops between renames is finished by the next, and
/// the next run removes the temporaries a killed one left. A file that already holds the
/// same bytes is left untouched, and a run's writes are made durable together at its end.
public struct SnapshotFolder: Sendable {
    public let url: URL
    /// The folder opened once for a run over thousands of files; nil: each call opens it.
    private let opened: ConfinedFolder?
    /// The names `opened` held when it was opened, nil when not listed: a file whose name is not
    /// among them is staged without a look at its name first (`ConfinedFolder.stage`), one system
    /// call less on each of a new folder's thousands of files.
    private let listing: Set<String>?

    public init(url: URL) {
        self.url = url
        opened = nil
        listing = nil
    }

    /// This folder opened once, for a run that reads or writes many files; made with its parents
    /// when missing and `create`, and left unopened when missing otherwise (reads then find nothing).
    /// `listed`: its names are read now too, for a run that writes many new files and has already
    /// finished an interrupted one (whose renames would add names after the listing).
    public func opened(create: Bool, listed: Bool = false) throws(WidgetTUIError) -> SnapshotFolder {
        do {
            let folder = try ConfinedFolder.openFollowingNoLinks(url, create: create)
            return SnapshotFolder(url: url, opened: folder, listing: listed ? (try? folder.names()).map(Set.init) : nil)
        } catch .noFolder where !create {
            return self
        } catch {
            throw WidgetTUIError(error.description)
        }
    }

    private init(url: URL, opened: ConfinedFolder, listing: Set<String>?) {
        self.url = url
        self.opened = opened
        self.listing = listing
    }

    /// A file of a run written under a temporary name, for `run` to rename into place.
    public struct StagedFile: Sendable {
        let temporary: String
        public let name: String
    }

    /// Writes the snapshot's text under a temporary name unless the file already holds exactly
    /// that; nil when it does.
    public func stage(_ snapshot: Snapshot, as name: String) throws(WidgetTUIError) -> StagedFile? {
        try stage(Data(SnapshotText.bytes(snapshot)), as: name)
    }

    /// Writes a drawn image (a PNG's bytes) under a temporary name unless the file already holds exactly that.
    public func stage(image png: Data, as name: String) throws(WidgetTUIError) -> StagedFile? {
        try stage(png, as: name)
    }

    /// Writes the index under a temporary name unless the file already holds exactly that.
    public func stage(_ index: SnapshotIndex) throws(WidgetTUIError) -> StagedFile? {
        let data: Data
        do { data = try index.fileData() } catch { throw WidgetTUIError("\(SnapshotIndex.fileName): cannot encode: \(error)") }
        return try stage(data, as: SnapshotIndex.fileName)
    }

    /// Runs `body`, which stages a run's files, then renames them into place in the order staged
    /// (the index last), so the folder changes only once every file is written; when `body` fails,
    /// what it staged is removed and the folder is left as it was. The renames are one step as a
    /// whole: a journal of them is written first and removed after the last, so a run killed or
    /// failed between two renames is an `interruptedRun` that `finishInterruptedRun` completes.
    /// An interrupted run and the temporaries a killed run left are dealt with first, unless not
    /// `removingLeftovers` (a run that may write nothing). After the renames the files `stale`
    /// names for `body`'s result are removed, in the journal's step too. Returns the names
    /// written, those removed and `body`'s result.
    public func run<T>(removingLeftovers: Bool = true, removing stale: (T) -> [String] = { _ in [] },
                       _ body: (_ staged: inout [StagedFile]) throws -> T) throws -> (written: [String], removed: [String], result: T) {
        let folder = try open(create: false)
        if removingLeftovers {
            try finishInterruptedRun()
            folder.removeAbandonedTemporaries(of: nil)
        }
        var staged: [StagedFile] = []
        let result: T
        let removals: [String]
        // One rename is a step of its own; more, or any removal, need the journal.
        let journaled: Bool
        do {
            result = try body(&staged)
            removals = stale(result)
            journaled = staged.count > 1 || !removals.isEmpty
            if journaled {
                try folder.replace(SnapshotRunJournal.fileName, with: SnapshotRunJournal(renames: staged, removals: removals).encoded)
                // The journal holds them now: a stop (SIGINT) must leave them for it to finish.
                TemporaryFiles.made.handOver(staged.map(\.temporary), in: folder)
            }
        } catch {
            for file in staged { _ = try? folder.remove(file.temporary) }
            throw error
        }
        let removed = try finish(staged, removing: removals, in: folder, journaled: journaled)
        return (staged.map(\.name), removed, result)
    }

    /// A run that stopped between its first rename and its last: how many of its files are in
    /// place, of how many.
    public struct InterruptedRun: Sendable, Equatable {
        public let renamed: Int
        public let files: Int
        /// The files the run was to remove after its renames (its index no longer lists them).
        public let removals: Int
    }

    /// The run interrupted in this folder, nil when none was.
    public func interruptedRun() throws(WidgetTUIError) -> InterruptedRun? {
        guard let (folder, journal) = try journal() else { return nil }
        let left = journal.renames.filter { (try? folder.kind(of: $0.temporary))?.isRegularFile == true }.count
        return InterruptedRun(renamed: journal.renames.count - left, files: journal.renames.count, removals: journal.removals.count)
    }

    /// What a command that only reads the folder says of an interrupted run: `verify` would judge
    /// a mix of two runs.
    public func interruptedRunError(_ run: InterruptedRun) -> WidgetTUIError {
        let stop = run.renamed < run.files ? "after moving \(run.renamed) of its \(String(count: run.files, "file")) into place"
            : "after moving \(run.files == 1 ? "its file" : "its \(run.files) files") into place, "
                + "before removing the \(run.removals) its index no longer lists"
        return WidgetTUIError("\(url.shown): a snapshot run stopped \(stop), "
            + "so the folder holds parts of two runs; `widget-tui verify \(url.shown) --record missing` finishes that run")
    }

    /// Completes an interrupted run: renames what its journal has left, in order, then removes the
    /// journal. False when there was none.
    @discardableResult
    public func finishInterruptedRun() throws(WidgetTUIError) -> Bool {
        guard let (folder, journal) = try journal() else { return false }
        let left = journal.renames.filter { (try? folder.kind(of: $0.temporary))?.isRegularFile == true }
        // The names it removed are for a run's report; finishing another run reports none.
        _ = try finish(left, removing: journal.removals, in: folder, journaled: true)
        return true
    }

    /// Renames `staged` into place, removes `removals` (those that are there: the names removed),
    /// then the journal when there is one. A rename that fails leaves the journal and the files
    /// still to rename, for `finishInterruptedRun`; with no journal (a single file) nothing was
    /// changed, and the temporary is removed.
    private func finish(_ staged: [StagedFile], removing removals: [String], in folder: ConfinedFolder,
                        journaled: Bool) throws(WidgetTUIError) -> [String] {
        for file in staged {
            do { try folder.rename(file.temporary, to: file.name) } catch {
                guard journaled else {
                    _ = try? folder.remove(file.temporary)
                    throw WidgetTUIError(error.description)
                }
                throw WidgetTUIError("\(error.description); the run stopped part way: "
                    + "`widget-tui verify \(url.shown) --record missing` finishes it once the cause is fixed")
            }
        }
        var removed: [String] = []
        for name in removals {
            do { if try folder.remove(name) { removed.append(name) } } catch { throw WidgetTUIError(error.description) }
        }
        guard journaled else { return removed }
        do { try folder.remove(SnapshotRunJournal.fileName) } catch { throw WidgetTUIError(error.description) }
        return removed
    }

    /// The folder and its journal, nil when it holds none.
    private func journal() throws(WidgetTUIError) -> (ConfinedFolder, SnapshotRunJournal)? {
        guard let data = try read(SnapshotRunJournal.fileName, limit: .snapshotIndex) else { return nil }
        return (try open(create: false), try SnapshotRunJournal.decode(data, path: path(of: SnapshotRunJournal.fileName)))
    }

    /// Makes the files `written` names, and the folder's entries, durable: once for a whole run,
    /// not once a file. It runs after the renames, so when it fails (an I/O error from the disk)
    /// the folder already holds the whole new run, and the error says so.
    public func synchronize(_ written: [String]) throws(WidgetTUIError) {
        guard !written.isEmpty else { return }
        let folder = try open(create: false)
        do { try folder.synchronize(written) } catch {
            throw WidgetTUIError("\(error.description); the folder holds the whole new run (\(written.count) file\(written.count == 1 ? "" : "s") "
                + "written, renamed into place), but the disk did not confirm they are stored: a power loss now could lose them; "
                + "`widget-tui verify \(url.shown)` checks what the folder holds")
        }
    }

    /// The recorded snapshot, nil when the file does not exist.
    public func read(_ name: String) throws(WidgetTUIError) -> Snapshot? {
        guard let data = try read(name, limit: .snapshotText) else { return nil }
        do {
            return try SnapshotText.parse([UInt8](data))
        } catch {
            throw WidgetTUIError("\(path(of: name).shown): \(error)")
        }
    }

    /// The recorded image, nil when the file does not exist.
    public func readImage(_ name: String) throws(WidgetTUIError) -> RGBAImage? {
        guard let data = try read(name, limit: .snapshotImage) else { return nil }
        do {
            return try PNGCodec.decode(data, source: path(of: name))
        } catch {
            throw WidgetTUIError(error.description)
        }
    }

    /// The file's bytes, at most `limit`; nil when the file or the folder does not exist.
    func read(_ name: String, limit: ReadLimit) throws(WidgetTUIError) -> Data? {
        do {
            let folder = if let opened { opened } else { try ConfinedFolder.openFollowingNoLinks(url) }
            return try folder.read(name, limit: limit)
        } catch .noFolder {
            return nil
        } catch {
            throw WidgetTUIError(error.description)
        }
    }

    /// The files an earlier index listed that the new one does not, and nothing else: an index
    /// only ever names files `SnapshotIndex` made sure are snapshot names.
    public static func staleFiles(previous: SnapshotIndex?, current: SnapshotIndex) -> [String] {
        let kept = Set(current.files)
        return (previous?.files ?? []).filter { !kept.contains($0) }
    }

    func path(of name: String) -> String { url.appendingPathComponent(name).path }

    private func stage(_ data: Data, as name: String) throws(WidgetTUIError) -> StagedFile? {
        let folder = try open(create: false)
        let listedAbsent = listing.map { !$0.contains(name) } ?? false
        do {
            return try folder.stage(name, data, listedAbsent: listedAbsent).map { StagedFile(temporary: $0, name: name) }
        } catch {
            throw WidgetTUIError(error.description)
        }
    }

    private func open(create: Bool) throws(WidgetTUIError) -> ConfinedFolder {
        if let opened { return opened }
        do { return try ConfinedFolder.openFollowingNoLinks(url, create: create) } catch { throw WidgetTUIError(error.description) }
    }
}
