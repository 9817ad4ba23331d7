import Foundation

/// A fake `xcrun` put first on PATH for in-process commands: it records the arguments of every
/// call (one per line, then a `--` line) and exits with `status`, writing `stderr` there. What
/// widget-tui sends a simulator is verified against it; no real simulator runs on Linux.
struct FakeXcrun {
    let bin: URL
    let log: URL

    /// - Parameter stdoutFile: a file the fake prints on standard output, as `defaults export DOMAIN -` prints the suite.
    init(in folder: URL, status: Int32 = 0, stderr: String = "", stdoutFile: URL? = nil) throws {
        bin = folder.appendingPathComponent("fake-bin", isDirectory: true)
        log = folder.appendingPathComponent("xcrun-calls.log")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = """
        #!/bin/sh
        for argument in "$@"; do printf '%s\\n' "$argument"; done >> "$FAKE_XCRUN_LOG"
        printf -- '--\\n' >> "$FAKE_XCRUN_LOG"
        printf '%s' '\(stderr)' >&2
        \(stdoutFile.map { "/bin/cat '\($0.path)'" } ?? "")
        exit \(status)

        """
        let file = bin.appendingPathComponent("xcrun")
        try Data(script.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    /// Only the fake's folder on PATH: the script needs nothing else.
    var environment: [String: String] { ["PATH": bin.path, "FAKE_XCRUN_LOG": log.path] }

    /// Every call's arguments, in order; none when it was never called.
    func calls() throws -> [[String]] {
        guard FileManager.default.fileExists(atPath: log.path) else { return [] }
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var calls: [[String]] = [], current: [String] = []
        for line in lines.dropLast() {
            if line == "--" { calls.append(current); current = [] } else { current.append(line) }
        }
        return calls
    }
}
