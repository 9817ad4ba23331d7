import Essentials

/// The group's data as their bytes: every file of the container outside `Library/Caches` (where
/// bookkeeping lives) and the metadata, by path and content, as one FNV-1a 64 digest. What a
/// reload request and widget-tui's last write record, so that whether a reload followed the data
/// is decided by what the data are, never by file times, which a `git clone` or a copy resets.
/// Files are read through the container (no link followed), each within `ReadLimit.sharedFile`
/// and all within `readBudget`; a file past either counts by its size alone.
enum ContainerDataDigest {
    static let readBudget = 64 << 20

    /// 16 hexadecimal digits; nil when the container holds no data file.
    static func of(_ container: GroupContainer) -> String? {
        let files = ContainerWalk.entries(of: container.url).filter { entry in
            !entry.isFolder && !entry.path.hasPrefix("Library/Caches/") && entry.path != ContainerMetadata.fileName
        }.sorted { $0.path < $1.path }
        guard !files.isEmpty else { return nil }
        var budget = readBudget
        var lines: [UInt8] = []
        for file in files {
            let size = Int(file.info.st_size)
            var content = "unread"
            if size <= budget, let data = try? container.read(file.path, limit: .sharedFile) {
                budget -= data.count
                content = FNV1a.hex(data)
            }
            lines += Array("\(file.path)\t\(size)\t\(content)\n".utf8)
        }
        return FNV1a.hex(lines)
    }
}
