import Essentials

/// What widget-tui remembers of its own last data write to a container it did not make: the data's
/// fingerprint just after it. The app writes such a container too, and iOS records none of its
/// reloads, so a change is widget-tui's to judge (reloaded or stale) only while the data are still
/// as widget-tui left them; any later change is the app's, and there is no evidence either way.
/// A container widget-tui made is written by widget-tui alone and needs no mark.
struct WriteMark {
    let container: GroupContainer

    /// Remembers the data as they are now; the caller holds the writer lock and has just written.
    func record() throws(FileAccessError) {
        guard case .outside = container.bookkeeping else { return }
        let fingerprint = ContainerStamp(of: container).dataFingerprint
        try container.makeBookkeepingFolder().replace(ContainerBookkeeping.writeMarkName, with: Data(fingerprint.utf8))
    }

    /// Whether the data in `stamp` are the ones widget-tui last wrote: always in a container it made.
    func covers(_ stamp: ContainerStamp) -> Bool {
        guard case .outside = container.bookkeeping else { return true }
        guard let data = try? container.bookkeepingFolder()?.read(ContainerBookkeeping.writeMarkName, limit: .reloadLog) else { return false }
        return String(decoding: data, as: UTF8.self) == stamp.dataFingerprint
    }
}
