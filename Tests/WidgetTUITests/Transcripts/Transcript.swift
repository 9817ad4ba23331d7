import Foundation
import Testing

/// A command's whole output compared against a recorded file, as swift-snapshot-testing compares
/// against its `__Snapshots__`: a change of wording is one re-record, not edits to dozens of
/// literals, and the test keeps its own assertions for what matters (exit codes, checks, fields,
/// the file and line named).
///
/// The files live beside this one, in `Transcripts/Recorded/<suite>/<name>.txt`, and are read from the source
/// tree. With `WIDGET_TUI_RECORD_TRANSCRIPTS=1` in the environment of `swift test`, every compared
/// output is written instead and the test fails, saying so, so a recording is never taken for a pass;
/// a missing file is recorded the same way (except under `CI=true`, where it only fails).
enum Transcript {
    static let recordVariable = "WIDGET_TUI_RECORD_TRANSCRIPTS"

    /// Expects `output`, with each `replacing` key replaced by its value (a temporary folder by
    /// `<project>`, say), to equal the transcript `name` of `suite`.
    static func expect(_ output: String, matches name: String, in suite: String, replacing: [String: String] = [:],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        // Longer paths first, so a folder inside another is replaced before its parent; then the
        // UUIDs that name containers, which differ on every run.
        let replaced = replacing.sorted { $0.key.count > $1.key.count }.reduce(output) { text, pair in
            text.replacingOccurrences(of: pair.key, with: pair.value)
        }
        let normalized = uuid.stringByReplacingMatches(in: replaced, range: NSRange(replaced.startIndex..., in: replaced), withTemplate: "<uuid>")
        let file = folder.appendingPathComponent(suite, isDirectory: true).appendingPathComponent(name + ".txt")
        let environment = ProcessInfo.processInfo.environment
        let recorded = try? String(contentsOf: file, encoding: .utf8)
        if environment[recordVariable] == "1" || (recorded == nil && environment["CI"] != "true") {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try normalized.write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded transcript \(suite)/\(name).txt: check it in, and run again without \(recordVariable)",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record transcript \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let recorded else {
            Issue.record("no transcript \(suite)/\(name).txt: record it with \(recordVariable)=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if let difference = firstDifference(recorded, normalized) {
            let message = "output differs from transcript \(suite)/\(name).txt at line \(difference.line):\n"
                + "  recorded: \(difference.recorded)\n  now:      \(difference.now)\n"
                + "if the change is meant, re-record with \(recordVariable)=1 swift test --filter \(suite)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The first line, counted from 1, where the two texts differ, with each side's line.
    static func firstDifference(_ recorded: String, _ now: String) -> (line: Int, recorded: String, now: String)? {
        guard recorded != now else { return nil }
        let old = recorded.components(separatedBy: "\n"), new = now.components(separatedBy: "\n")
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let side: ([String]) -> String = { index < $0.count ? $0[index] : "(end of text)" }
        return (index + 1, side(old), side(new))
    }

    private static let uuid = try! NSRegularExpression(pattern: "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}")

    private static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Recorded", isDirectory: true)
    }
}
