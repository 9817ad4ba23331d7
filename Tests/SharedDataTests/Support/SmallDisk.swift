import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tmpfs of a few pages mounted for one test, so a full disk is a real ENOSPC rather than an
/// imitation; unmounted when released. Nil where mounting is not permitted (not root, or not Linux).
final class SmallDisk {
    let url: URL

    init?(bytes: Int) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tui-disk-\(UUID().uuidString)", isDirectory: true)
        #if canImport(Glibc)
        guard (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil,
              mount("tmpfs", url.path, "tmpfs", 0, "size=\(bytes),mode=0755") == 0 else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        #else
        return nil
        #endif
    }

    deinit {
        #if canImport(Glibc)
        umount2(url.path, Int32(MNT_DETACH))
        #endif
        try? FileManager.default.removeItem(at: url)
    }

    /// Fills what is left with one file, so the next block any write needs is refused.
    func fill() {
        let fd = open(url.appendingPathComponent("filler").path, O_WRONLY | O_CREAT, 0o644)
        defer { close(fd) }
        let block = [UInt8](repeating: 0x2E, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    static var canMount: Bool { SmallDisk(bytes: 4096) != nil }
}
