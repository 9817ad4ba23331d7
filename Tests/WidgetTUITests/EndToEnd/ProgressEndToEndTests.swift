import Foundation
import Testing

/// Progress of long work, as the real binary shows it: on a terminal, on standard error, erased at
/// the end; never in a pipe, in CI or on standard output.
@Suite(.serialized) struct ProgressEndToEndTests {
    static let erase = "\r\u{1B}[K"

    final class Home {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tui-progress-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }

        func environment(_ extra: [String: String] = [:]) -> [String: String] {
            ["WIDGET_TUI_HOME": url.path, "HOME": url.path, "PATH": "/usr/bin:/bin", "TERM": "xterm-256color"]
                .merging(extra) { $1 }
        }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    /// 300 snapshots: three families, every entry of a 100-entry timeline.
    static func snapshot(into folder: String) -> [String] {
        ["snapshot", "--out", folder, "--now", "2026-11-29T12:00:00Z", "--tz", "UTC", "--count", "100", "--every", "1"]
    }

    @Test("snapshot, verify and export show count and total on a terminal's standard error, erased at the end")
    func progressOnATerminal() throws {
        let home = Home()
        let binary = TmuxSession.widgetTUI.path
        let runs: [([String], String, String)] = [
            (Self.snapshot(into: home.path("goldens")), "snapshot: ", "/300 files"),
            (["verify", home.path("goldens")], "verify: ", "/300 snapshots"),
            (["export", "--sheet", home.path("sheet.png"), "--zoom", "1", "--now", "2026-11-29T12:00:00Z", "--count", "50",
              "--every", "1"], "export: ", "/150 tiles"),
        ]
        for (argv, label, total) in runs {
            let result = try PseudoTerminal.run(binary, argv, environment: home.environment())
            #expect(result.exitCode == 0, "\(argv): \(result.terminal)")
            #expect(result.terminal.contains("\r" + label), "\(argv): \(result.terminal.debugDescription)")
            #expect(result.terminal.contains(total))
            #expect(result.terminal.hasSuffix(Self.erase), "the line is erased at the end: \(result.terminal.debugDescription)")
            #expect(!result.output.contains("\r") && !result.output.contains("\u{1B}"), "\(result.output.debugDescription)")
            #expect(!result.output.contains(total), "no progress on standard output")
        }
    }

    @Test("In a pipe, or with CI set, there is no progress at all")
    func noProgressInPipesOrCI() throws {
        let home = Home()
        let binary = TmuxSession.widgetTUI.path
        let piped = try ChildProcess.run(binary, Self.snapshot(into: home.path("piped")), environment: home.environment(), timeout: 60)
        #expect(piped.exitCode == 0, "\(piped.output)")
        #expect(piped.output.contains("wrote 300 snapshots"))
        #expect(!piped.output.contains("/300 files") && !piped.output.contains("\u{1B}"), "\(piped.output.debugDescription)")

        let ci = try PseudoTerminal.run(binary, Self.snapshot(into: home.path("ci")), environment: home.environment(["CI": "true"]))
        #expect(ci.exitCode == 0, "\(ci.terminal)")
        #expect(!ci.terminal.contains("/300 files") && !ci.terminal.contains("\u{1B}"), "\(ci.terminal.debugDescription)")
        #expect(ci.output.contains("wrote 300 snapshots"))
    }
}
