import Essentials

/// What widget-tui remembers of its own last data write to a container: the data's digest just
/// after it (`ContainerDataDigest`). A container widget-tui made is written by widget-tui alone,
/// so its data are always its own; another (a simulator's, one named with `--container`) is
/// written by the app too, and iOS records none of its reloads, so a change is widget-tui's to
/// judge (reloaded or stale) only while the data are still as widget-tui left them; any later
/// change is the app's, and there is no evidence either way. Kept in the bookkeeping folder; a
/// digest, not a file time, so a copy or a checkout of the container keeps it true.
struct WriteMark {
    let container: GroupContainer

    /// Remembers the data as they are now; the caller holds the writer lock and has just written.
    func record() throws(FileAccessError) {
        guard case .outside = container.bookkeeping else { return }
        let digest = ContainerDataDigest.of(container) ?? ""
        try container.makeBookkeepingFolder().replace(ContainerBookkeeping.writeMarkName, with: Data(digest.utf8))
    }

    /// Whether data of `digest` are the ones widget-tui last wrote: always in a container it made.
    func covers(_ digest: String?) -> Bool {
        guard case .outside = container.bookkeeping else { return true }
        guard let data = try? container.bookkeepingFolder()?.read(ContainerBookkeeping.writeMarkName, limit: .reloadLog) else { return false }
        return String(decoding: data, as: UTF8.self) == digest ?? ""
    }
}
