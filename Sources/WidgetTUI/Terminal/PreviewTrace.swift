import Foundation

/// `--trace FILE`: a line per screen flushed after keys or with a new timeline, so the benchmark
/// (`scripts/bench-preview.py`) measures the real binary on a real terminal:
/// `key MILLISECONDS` from the wake that read the keys to the flushed screen, and
/// `timeline GENERATION SECONDS-SINCE-1970` when a screen with a new timeline was flushed.
final class PreviewTrace {
    private let handle: FileHandle

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw CLIError("--trace: cannot create \(path)")
        }
        self.handle = handle
    }

    deinit { try? handle.close() }

    func key(_ latency: Duration) {
        let ms = Double(latency.components.seconds) * 1e3 + Double(latency.components.attoseconds) / 1e15
        write(String(format: "key %.3f\n", ms))
    }

    func timeline(_ generation: Int, flushedAt date: Date) {
        write(String(format: "timeline %d %.6f\n", generation, date.timeIntervalSince1970))
    }

    private func write(_ line: String) {
        try? handle.write(contentsOf: Data(line.utf8))
    }
}
