import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SharedData

/// `--trace FILE`: a line per screen flushed after keys or with a new timeline, so the benchmark
/// (`scripts/bench-preview.py`) measures the real binary on a real terminal:
/// `key MILLISECONDS` from the wake that read the keys to the flushed screen, and
/// `timeline GENERATION SECONDS-SINCE-1970` when a screen with a new timeline was flushed.
final class PreviewTrace {
    private let descriptor: Int32

    /// The file is reached following no link, as every file widget-tui writes.
    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            descriptor = try ConfinedFolder.openFollowingNoLinks(url.deletingLastPathComponent()).emptied(url.lastFilePathComponent)
        } catch {
            throw CLIError("--trace: \(error)")
        }
    }

    deinit { close(descriptor) }

    /// In milliseconds to the microsecond, written without printf, which formats a floating-point
    /// number slowly enough to show in the profile of a scrub step.
    func key(_ latency: Duration) {
        let (seconds, attoseconds) = latency.components
        let microseconds = max(0, seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000)
        write("key \(microseconds / 1000)." + String(zeroPadded: microseconds % 1000, digits: 3) + "\n")
    }

    func timeline(_ generation: Int, flushedAt date: Date) {
        write(String(cFormat: "timeline %d %.6f\n", generation, date.timeIntervalSince1970))
    }

    private func write(_ line: String) {
        FileIO.write(line, to: descriptor)
    }
}
