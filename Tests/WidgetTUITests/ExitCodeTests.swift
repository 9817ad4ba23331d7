import Foundation
import Testing
@testable import WidgetTUI

/// The README's table of exit codes, one representative command line for each code a command
/// returns itself (the signals' 128 + N are the preview's end-to-end tests').
@Suite struct ExitCodeTests {
    @Test("Each kind of ending has its exit code", arguments: [
        (["render", "--now", "2026-11-29T12:00:00Z", "--tz", "UTC", "--format", "text"], ExitCode.ok),
        (["help", "app", "set"], ExitCode.ok),
        (["activity", "--pet", "9"], ExitCode.failure),
        (["verify", "/nonexistent/widget-tui-snapshots"], ExitCode.failure),
        (["preview"], ExitCode.noTerminal),
        (["render", "--entry", "400"], ExitCode.usage),
        (["rendr"], ExitCode.usage),
        (["app"], ExitCode.usage),
    ])
    func exitCodes(argv: [String], code: Int32) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tui-exit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let sink = OutputSink(environment: ["WIDGET_TUI_HOME": home.path])
        #expect(CommandRouter.run(argv, io: sink.io) == code, "\(sink.err)")
        #expect(code == ExitCode.ok ? !sink.out.isEmpty : !sink.err.isEmpty)
    }

    @Test("The README's table lists every code the commands return, and the signals'")
    func theREADMEListsTheCodes() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "### Exit codes").dropFirst().first?.components(separatedBy: "\n### ").first)
        let listed = section.split(separator: "\n").compactMap { line in line.firstMatch(of: /^\| (\d+|128 \+ N) \|/).map { String($0.1) } }
        let codes = [ExitCode.ok, ExitCode.failure, ExitCode.noTerminal, ExitCode.usage, ExitCode.software].map(String.init)
        #expect(listed == codes + ["128 + N"])
    }
}
