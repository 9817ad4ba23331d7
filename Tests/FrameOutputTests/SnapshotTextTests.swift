import Foundation
import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite("Snapshot text")
struct SnapshotTextTests {
    func snapshot(_ settings: RenderSettings = .test(), at date: Date = utc(12)) throws -> Snapshot {
        let renderer = try TestSheet.renderer()
        return Snapshot(frame: renderer.frame(at: date, settings: settings), entryIndex: 7, digest: renderer.dataDigest)
    }

    @Test("Written and parsed back, a snapshot is unchanged, and writes the same text again",
          arguments: WidgetFamily.allCases)
    func roundTrip(family: WidgetFamily) throws {
        let original = try snapshot(.test(family, appearance: .dark, mode: .accented), at: utc(23, 0, 0).addingTimeInterval(0.25))
        let text = SnapshotText.write(original)
        let parsed = try SnapshotText.parse(text)
        #expect(parsed == original)
        #expect(SnapshotText.write(parsed) == text)
    }

    @Test("The header names format, family, size, entry, UTC date, night and digest, then legend and grid")
    func layout() throws {
        let s = try snapshot()
        let lines = SnapshotText.write(s).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(10)) == [
            "widget-tui snapshot 1", "family: systemMedium", "canvas: 68x32", "entry: 7", "date: 2026-11-29T12:00:00Z",
            "night: false", "appearance: light", "rendering: fullColor", "digest: \(s.header.digest)", "palette: \(s.palette.count)",
        ])
        #expect(lines[10] == "a \(s.palette[0].hex)")
        #expect(lines[10 + s.palette.count] == "pixels:")
        let grid = lines[(11 + s.palette.count)...].dropLast()
        #expect(grid.count == 32 && grid.allSatisfy { $0.count == 68 })
        #expect(lines.last == "")
    }

    @Test("A snapshot's whole text, byte for byte: hex digits padded and lower case, the last letters of the legend, a line break after each row")
    func wholeText() throws {
        let colors = [RGB(0, 0, 0), RGB(0x0a, 0xb0, 0x0c)] + Array(repeating: RGB(255, 255, 255), count: Palette.maxCount - 3)
            + [RGB(0x12, 0x34, 0xef)]
        var canvas = IndexedCanvas(width: 3, height: 2)
        canvas.pixels = [0, 1, 61, 61, 0, 1]
        let snapshot = Snapshot(header: SnapshotHeader(family: .systemSmall, width: 3, height: 2, entryIndex: 12,
                                                       date: utc(12, 0, 0).addingTimeInterval(0.25), isNight: true,
                                                       appearance: .dark, renderingMode: .vibrant, digest: "fnv1a64:00ff"),
                                palette: Palette(colors), canvas: canvas)
        let expected = ["widget-tui snapshot 1", "family: systemSmall", "canvas: 3x2", "entry: 12", "date: 2026-11-29T12:00:00.250Z",
                        "night: true", "appearance: dark", "rendering: vibrant", "digest: fnv1a64:00ff", "palette: 62",
                        "a #000000", "b #0ab00c"]
            + Palette.letters[2..<61].map { "\($0) #ffffff" } + ["9 #1234ef", "pixels:", "ab9", "9ab", ""]
        #expect(SnapshotText.write(snapshot) == expected.joined(separator: "\n"))
        #expect(SnapshotText.bytes(snapshot) == Array(expected.joined(separator: "\n").utf8))
        #expect(try SnapshotText.parse(SnapshotText.bytes(snapshot)) == snapshot)
    }

    @Test("Every palette index is written as its letter, in rows wider than sixteen pixels and in their last few")
    func everyLetter() throws {
        var canvas = IndexedCanvas(width: 21, height: 6)
        canvas.pixels = (0..<canvas.pixels.count).map { PaletteIndex(($0 * 5) % Palette.maxCount) }
        let snapshot = Snapshot(header: SnapshotHeader(family: .systemSmall, width: 21, height: 6, entryIndex: 0, date: nil,
                                                       isNight: false, appearance: .light, renderingMode: .fullColor, digest: "d"),
                                palette: Palette(Array(repeating: RGB(1, 2, 3), count: Palette.maxCount)), canvas: canvas)
        let rows = SnapshotText.write(snapshot).split(separator: "\n").suffix(6)
        #expect(rows.map(String.init) == (0..<6).map { y in String((0..<21).map { Palette.letters[Int(canvas[$0, y])] }) })
        #expect(Set(canvas.pixels).count == Palette.maxCount)
    }

    @Test("A canvas with no columns is written as its rows of no letters and reads back")
    func noColumns() throws {
        let snapshot = Snapshot(header: SnapshotHeader(family: .systemSmall, width: 0, height: 3, entryIndex: 0, date: nil,
                                                       isNight: false, appearance: .light, renderingMode: .fullColor, digest: "d"),
                                palette: Palette([RGB(1, 2, 3)]), canvas: IndexedCanvas(width: 0, height: 3))
        #expect(SnapshotText.write(snapshot).hasSuffix("a #010203\npixels:\n\n\n\n"))
        #expect(try SnapshotText.parse(SnapshotText.bytes(snapshot)) == snapshot)
    }

    @Test("The placeholder round-trips with no entry and no date")
    func placeholderRoundTrip() throws {
        let renderer = try TestSheet.renderer()
        let s = Snapshot(frame: renderer.placeholder(settings: .test(.systemSmall)), entryIndex: nil, digest: renderer.dataDigest)
        let text = SnapshotText.write(s)
        #expect(text.contains("entry: -\ndate: -\n"))
        #expect(try SnapshotText.parse(text) == s)
    }

    @Test("Windows line endings are accepted")
    func crlf() throws {
        let s = try snapshot(.test(.systemSmall))
        #expect(try SnapshotText.parse(SnapshotText.write(s).replacingOccurrences(of: "\n", with: "\r\n")) == s)
    }

    /// Replaces the first line starting with `prefix` (or removes it when `with` is nil).
    func edited(_ text: String, _ prefix: String, with replacement: String?) -> String {
        var lines = text.components(separatedBy: "\n")
        if let i = lines.firstIndex(where: { $0.hasPrefix(prefix) }) {
            if let replacement { lines[i] = replacement } else { lines.remove(at: i) }
        }
        return lines.joined(separator: "\n")
    }

    @Test("Malformed text is refused with the line and what is wrong", arguments: [
        ("widget-tui snapshot", "widget-tui snapshot 2", "line 1: format version 2 is not supported"),
        ("widget-tui snapshot", "hello", "line 1: expected \"widget-tui snapshot <version>\""),
        ("family:", "family: systemHuge", "line 2: family \"systemHuge\" is not one of"),
        // The file's text is quoted escaped once: a literal escape shows apart from a control.
        ("family:", #"family: small\u{7F}"#, #"line 2: family "small\\u{7F}" is not one of"#),
        ("canvas:", "canvas: 32", "line 3: canvas \"32\" is not WIDTHxHEIGHT"),
        ("date:", "date: yesterday", "line 5: date \"yesterday\" is not an ISO 8601 date or -"),
        ("night:", "night: maybe", "line 6: night \"maybe\" is not true or false"),
        ("digest:", "colour: red", "line 9: unknown header field \"colour\""),
        ("digest:", "family: systemSmall", "line 9: header field \"family\" appears twice"),
        ("b #", "b #12345", "line 12: expected palette entry \"b #rrggbb\", found \"b #12345\""),
        ("pixels:", "pixel:", "expected \"pixels:\", found \"pixel:\""),
        // Found by fuzzing (Fuzz/Regressions/snapshot-text): a lone carriage return in the digest
        // was kept, then written back as a Windows line ending and read back without it.
        ("digest:", "digest: fnv1a64:0123\r\r", "line 9: digest holds the control character U+000D"),
        ("digest:", "digest: \u{1B}[31mfnv1a64:0123", "line 9: digest holds the control character U+001B"),
    ])
    func malformed(prefix: String, replacement: String, message: String) throws {
        let text = edited(SnapshotText.write(try snapshot(.test(.systemSmall))), prefix, with: replacement)
        let error = #expect(throws: SnapshotParseError.self) { try SnapshotText.parse(text) }
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
    }

    @Test("A header names a family or a surface: both, or neither, is refused")
    func familyOrSurface() throws {
        let text = SnapshotText.write(try snapshot())
        let both = text.replacingOccurrences(of: "family: systemMedium\n", with: "family: systemMedium\nsurface: minimal\n")
        let bothError = #expect(throws: SnapshotParseError.self) { try SnapshotText.parse(both) }
        #expect(bothError?.description == "line 3: header has both \"family\" and \"surface\"; a snapshot shows one of them")
        let neither = edited(text, "family:", with: nil)
        let neitherError = #expect(throws: SnapshotParseError.self) { try SnapshotText.parse(neither) }
        #expect(neitherError?.message == "header field \"family\" (or \"surface\" for a Live Activity) is missing")
        // Without the family, the same header naming a surface reads as that surface.
        let surface = try SnapshotText.parse(text.replacingOccurrences(of: "family: systemMedium", with: "surface: expanded"))
        #expect(surface.header.surface == .expanded && surface.header.family == nil)
    }

    @Test("An accented snapshot names what its images carry after its rendering mode, none for no modifier; others do not")
    func accentedImages() throws {
        var settings = RenderSettings.test(mode: .accented)
        let plain = SnapshotText.write(try snapshot(settings))
        #expect(plain.contains("rendering: accented\naccentedImages: none\ndigest: "))
        #expect(try SnapshotText.parse(plain).header.accentedImages == nil)
        settings.accentedImages = .desaturated
        let marked = SnapshotText.write(try snapshot(settings))
        #expect(marked.contains("rendering: accented\naccentedImages: desaturated\n"))
        let parsed = try SnapshotText.parse(marked)
        #expect(parsed.header.accentedImages == .desaturated && SnapshotText.write(parsed) == marked)
        // In full colour the option draws nothing, and is not written.
        settings.renderingMode = .fullColor
        #expect(!SnapshotText.write(try snapshot(settings)).contains("accentedImages"))
        // A snapshot written before the field existed reads as no modifier.
        #expect(try SnapshotText.parse(plain.replacingOccurrences(of: "accentedImages: none\n", with: "")).header.accentedImages == nil)
        let wrong = plain.replacingOccurrences(of: "accentedImages: none", with: "accentedImages: sepia")
        let error = #expect(throws: SnapshotParseError.self) { try SnapshotText.parse(wrong) }
        #expect(error?.description.contains("line 9: accentedImages \"sepia\" is not one of none, accented, accentedDesaturated, desaturated, fullColor") == true,
                "\(error?.description ?? "")")
        let stray = SnapshotText.write(try snapshot()).replacingOccurrences(of: "rendering: fullColor\n", with: "rendering: fullColor\naccentedImages: fullColor\n")
        let strayError = #expect(throws: SnapshotParseError.self) { try SnapshotText.parse(stray) }
        #expect(strayError?.description == "line 9: accentedImages is drawn in the accented rendering mode only, and rendering is fullColor")
    }

    /// Found by fuzzing (Fuzz/Regressions/snapshot-text): the error named line 2 of a one-line file.
    @Test("Text that ends without a line break is refused naming a line it has")
    func endsWithoutALineBreak() {
        #expect(throws: SnapshotParseError(line: 1, "the text ends where a header field or \"palette: N\" was expected")) {
            try SnapshotText.parse("widget-tui snapshot 1")
        }
    }

    @Test("A missing header field is named")
    func missingField() throws {
        let text = edited(SnapshotText.write(try snapshot()), "night:", with: nil)
        let error = #expect(throws: SnapshotParseError.self) { try SnapshotText.parse(text) }
        #expect(error?.message == "header field \"night\" is missing")
    }

    @Test("Pixel rows of the wrong length, unknown letters, truncation and trailing text are refused")
    func badGrid() throws {
        let s = try snapshot(.test(.systemSmall))
        let text = SnapshotText.write(s)
        var lines = text.components(separatedBy: "\n")
        let first = try #require(lines.firstIndex(of: "pixels:")) + 1

        var short = lines
        short[first + 3].removeLast()
        #expect(throws: SnapshotParseError(line: first + 4, "pixel row 4 has 31 letters, expected 32")) {
            try SnapshotText.parse(short.joined(separator: "\n"))
        }
        var unknown = lines
        unknown[first] = "#" + unknown[first].dropFirst()
        #expect(throws: SnapshotParseError(line: first + 1, "column 1: \"#\" is not a letter of the palette")) {
            try SnapshotText.parse(unknown.joined(separator: "\n"))
        }
        // A letter beyond the legend is as unknown as punctuation.
        unknown[first] = "9" + lines[first].dropFirst()
        #expect(throws: SnapshotParseError.self) { try SnapshotText.parse(unknown.joined(separator: "\n")) }
        // Cut without a final line break, the text's last line is the one named.
        #expect(throws: SnapshotParseError(line: first + 30, "the text ends where pixel row 31 of 32 was expected")) {
            try SnapshotText.parse(lines.prefix(first + 30).joined(separator: "\n"))
        }
        #expect(throws: SnapshotParseError(line: first + 31, "the text ends where pixel row 31 of 32 was expected")) {
            try SnapshotText.parse(lines.prefix(first + 30).joined(separator: "\n") + "\n")
        }
        lines.insert("extra", at: lines.count - 1)
        #expect(throws: SnapshotParseError(line: first + 33, "unexpected text after the 32 pixel rows: \"extra\"")) {
            try SnapshotText.parse(lines.joined(separator: "\n"))
        }
    }

    @Test("Pixel differences compare colours, not letters")
    func differences() throws {
        let a = try snapshot(.test(.systemSmall))
        #expect(a.pixelDifferences(from: a) == [])
        var b = a
        b.canvas[3, 4] = ScenePalette.Slot.star.index
        #expect(b.pixelDifferences(from: a) == [PixelDifference(x: 3, y: 4, expected: a.palette[a.canvas[3, 4]], actual: a.palette[ScenePalette.Slot.star.index])])
        // Same picture through a reordered palette: no differences.
        var reordered = a
        reordered.palette = Palette(a.palette.colors.reversed())
        reordered.canvas.pixels = a.canvas.pixels.map { PaletteIndex(a.palette.count - 1) - $0 }
        #expect(reordered.pixelDifferences(from: a) == [])
        #expect(try snapshot(.test(.systemLarge)).pixelDifferences(from: a) == nil)
    }

    @Test func aSurfaceSnapshotNamesItsSurfaceInsteadOfAFamilyAndRoundTrips() throws {
        let renderer = try TestSheet.liveActivity()
        let frame = renderer.frame(.minimal, at: utc(12), settings: .test())
        #expect(frame.surface == .minimal)
        let snapshot = Snapshot(frame: frame, entryIndex: 4, digest: renderer.digest)
        #expect(snapshot.header.surface == .minimal && snapshot.header.family == nil)
        let text = SnapshotText.write(snapshot)
        #expect(text.hasPrefix("widget-tui snapshot 1\nsurface: minimal\ncanvas: 7x7\nentry: 4\n"))
        #expect(!text.contains("family:"))
        #expect(try SnapshotText.parse(text) == snapshot)
        let bad = text.replacingOccurrences(of: "surface: minimal", with: "surface: notch")
        let error = #expect(throws: SnapshotParseError.self) { try SnapshotText.parse(bad) }
        #expect(error?.description.contains("surface \"notch\" is not one of lockScreen") == true)
    }
}
