import Foundation
import Testing
@testable import WidgetTUI

/// The README's quick tour runs as written: every `widget-tui` line but the interactive preview, in order,
/// in one fresh home, exits 0, or 1 where its comment says "exits 1".
@Suite struct QuickTourTests {
    /// The tour's `widget-tui` command lines, arguments split at spaces, with whether each is said to exit 1.
    static func tour() throws -> [(arguments: [String], exitsOne: Bool)] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## A quick tour").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        return block.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "#", maxSplits: 1)
            let words = parts[0].split(separator: " ").map(String.init)
            guard words.first == "widget-tui", words.count > 1 else { return nil }
            return (Array(words.dropFirst()), parts.count > 1 && parts[1].contains("exits 1"))
        }
    }

    @Test func everyCommandOfTheQuickTourRunsAsWritten() throws {
        let home = try AppTestHome()
        let tour = try Self.tour()
        #expect(tour.count >= 7)
        for (arguments, exitsOne) in tour {
            let result = home.run(arguments)
            #expect(result.code == (exitsOne ? 1 : 0), "widget-tui \(arguments.joined(separator: " ")): \(result.err)")
            #expect(!result.err.contains("has not begun"), "widget-tui \(arguments.joined(separator: " ")): \(result.err)")
        }
    }
}
