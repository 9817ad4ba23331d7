import Foundation
import FrameOutput
import PetRenderer
import RenderFixtures
import Testing
@testable import WidgetTUIKit

/// `verify` reads thousands of snapshot files as bytes; whatever is wrong with one is reported
/// with the file, the line and what is wrong, word for word as when the text was read as
/// characters: line endings, letters beyond ASCII and bytes that are no UTF-8 at all.
@Suite("Snapshot files read by verify")
final class SnapshotFolderReadTests {
    let folder: URL
    let lines: [String]
    /// The index of the first pixel row in `lines`.
    let firstRow: Int

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tui-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = try TestSheet.renderer()
        let snapshot = Snapshot(frame: renderer.frame(at: utc(12), settings: .test(.systemSmall)), entryIndex: 7, digest: renderer.dataDigest)
        lines = SnapshotText.write(snapshot).components(separatedBy: "\n")
        firstRow = try #require(lines.firstIndex(of: "pixels:")) + 1
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The error reading `bytes` as a snapshot file gives, or nil when it reads.
    func failure(_ bytes: [UInt8]) throws -> String? {
        try Data(bytes).write(to: folder.appendingPathComponent("small-entry-0007.txt"))
        do {
            _ = try SnapshotFolder(url: folder).read("small-entry-0007.txt")
            return nil
        } catch {
            return error.description
        }
    }

    func bytes(_ lines: [String], separator: String = "\n") -> [UInt8] { Array(lines.joined(separator: separator).utf8) }

    func replacing(_ index: Int, with line: String) -> [String] {
        var lines = lines
        lines[index] = line
        return lines
    }

    var file: String { folder.appendingPathComponent("small-entry-0007.txt").path }
    var families: String { WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ") }

    @Test("A good file reads, with either line ending and without the last newline")
    func goodFiles() throws {
        #expect(try failure(bytes(lines)) == nil)
        #expect(try failure(bytes(lines, separator: "\r\n")) == nil)
        #expect(try failure(bytes(Array(lines.dropLast()))) == nil)
        // Blank lines and lines of spaces, tabs and other Unicode spaces may follow the rows.
        #expect(try failure(bytes(lines + ["", " \t", "\u{00A0}\u{3000}", ""])) == nil)
    }

    @Test("Header and palette errors name the line and quote it without its line ending")
    func headerErrors() throws {
        #expect(try failure([]) == "\(file): line 1: the text ends where the first line \"widget-tui snapshot 1\" was expected")
        #expect(try failure(bytes(replacing(1, with: "family: systèmSmall"), separator: "\r\n"))
            == "\(file): line 2: family \"systèmSmall\" is not one of \(families)")
        #expect(try failure(Array("widget-tui snapshot 1\nfamily: ".utf8) + [0xff, 0x41, 0x0a] + bytes(Array(lines.dropFirst(2))))
            == "\(file): line 2: family \"\u{FFFD}A\" is not one of \(families)")
        #expect(try failure(bytes(replacing(11, with: "b #12345"), separator: "\r\n"))
            == "\(file): line 12: expected palette entry \"b #rrggbb\", found \"b #12345\"")
        // A carriage return alone ends no line; quoted, it shows escaped, as all the file's text.
        #expect(try failure(bytes(replacing(5, with: "night: false\rtrue")))
            == "\(file): line 6: night \"false" + #"\u{0D}"# + "true\" is not true or false")
        // Cut without a final line ending, the text's last line is named, one it has.
        #expect(try failure(bytes(Array(lines.prefix(4)), separator: "\r\n"))
            == "\(file): line 4: the text ends where a header field or \"palette: N\" was expected")
        #expect(try failure(bytes(Array(lines.prefix(4)) + [""], separator: "\r\n"))
            == "\(file): line 5: the text ends where a header field or \"palette: N\" was expected")
    }

    @Test("Pixel row errors count letters and columns as before, whatever the bytes")
    func pixelErrors() throws {
        let row = lines[firstRow]
        let line = firstRow + 1
        #expect(try failure(bytes(replacing(firstRow, with: "é" + row.dropFirst())))
            == "\(file): line \(line): pixel row 1 has 33 letters, expected 32")
        #expect(try failure(bytes(replacing(firstRow, with: "é" + row.dropFirst(2))))
            == "\(file): line \(line): column 1: \"\u{FFFD}\" is not a letter of the palette")
        // A byte that is no UTF-8 reads as U+FFFD, three bytes, as it did when the file was decoded whole.
        var broken = bytes(lines)
        let start = bytes(Array(lines.prefix(firstRow))).count + 1
        broken[start] = 0xff
        #expect(try failure(broken) == "\(file): line \(line): pixel row 1 has 34 letters, expected 32")
        // Two bytes that begin a three-byte sequence are one U+FFFD: 32 bytes, 33 as decoded.
        broken[start] = 0xe2
        broken[start + 1] = 0x82
        #expect(try failure(broken) == "\(file): line \(line): pixel row 1 has 33 letters, expected 32")
        #expect(try failure(bytes(replacing(firstRow, with: "a\r" + row.dropFirst(2)), separator: "\r\n"))
            == "\(file): line \(line): column 2: \"" + #"\u{0D}"# + "\" is not a letter of the palette")
        #expect(try failure(bytes(Array(lines.prefix(firstRow + 3)), separator: "\r\n"))
            == "\(file): line \(firstRow + 3): the text ends where pixel row 4 of 32 was expected")
        #expect(try failure(bytes(Array(lines.dropLast()) + ["\u{00A0}", "more", ""]))
            == "\(file): line \(lines.count + 1): unexpected text after the 32 pixel rows: \"more\"")
    }
}
