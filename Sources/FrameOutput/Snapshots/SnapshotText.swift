#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedData
import PetRenderer

/// The snapshot text format, readable in any editor and diffable line by line:
///
///     widget-tui snapshot 1
///     family: systemMedium          (the home-screen widget; a Live Activity surface has
///                                    `surface: lockScreen` here instead)
///     canvas: 68x32
///     entry: 0                      (- when none)
///     date: 2026-11-29T12:00:00Z    (ISO 8601 UTC; - for the placeholder)
///     night: false
///     appearance: light
///     rendering: fullColor
///     digest: fnv1a64:0123456789abcdef
///     palette: 40                   (then that many lines: letter, space, #rrggbb, in index order)
///     a #0b122b
///     pixels:                       (then `height` rows of `width` letters)
///
/// Every palette entry is listed, used or not, so letters mean the same colours across a sheet's frames.
public enum SnapshotText {
    public static let magic = "widget-tui snapshot"

    public static func write(_ snapshot: Snapshot) -> String {
        var lines = ["\(magic) \(snapshot.header.version)"]
        lines += snapshot.header.fields.map { "\($0.key): \($0.value)" }
        lines.append("palette: \(snapshot.palette.count)")
        for (i, color) in snapshot.palette.colors.enumerated() {
            lines.append("\(Palette.letter(for: PaletteIndex(i))) \(color.hex)")
        }
        lines.append("pixels:")
        let letters = Palette.letters.map { $0.asciiValue ?? 0 }
        let canvas = snapshot.canvas
        for y in 0..<canvas.height {
            let row = canvas.pixels[(y * canvas.width)..<((y + 1) * canvas.width)].map { letters[Int($0)] }
            lines.append(String(decoding: row, as: UTF8.self))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func parse(_ text: String) throws(SnapshotParseError) -> Snapshot {
        var reader = LineReader(text)
        let first = try reader.next(expecting: "the first line \"\(magic) \(SnapshotHeader.formatVersion)\"")
        guard first.text.hasPrefix(magic + " "), let version = Int(first.text.dropFirst(magic.count + 1)) else {
            throw SnapshotParseError(line: first.number, "expected \"\(magic) <version>\", found \"\(first.text)\"")
        }
        guard version == SnapshotHeader.formatVersion else {
            throw SnapshotParseError(line: first.number, "format version \(version) is not supported (only \(SnapshotHeader.formatVersion))")
        }

        var fields: [String: (value: String, line: Int)] = [:]
        let known = Set(["family", "surface", "canvas", "entry", "date", "night", "appearance", "rendering", "digest"])
        var paletteLine: (count: Int, line: Int)?
        while paletteLine == nil {
            let line = try reader.next(expecting: "a header field or \"palette: N\"")
            let (key, value) = try keyValue(line)
            if key == "palette" {
                guard let n = Int(value), (0...Palette.maxCount).contains(n) else {
                    throw SnapshotParseError(line: line.number, "palette size \"\(value)\" is not a number from 0 to \(Palette.maxCount)")
                }
                paletteLine = (n, line.number)
            } else {
                guard known.contains(key) else { throw SnapshotParseError(line: line.number, "unknown header field \"\(key)\"") }
                guard fields[key] == nil else { throw SnapshotParseError(line: line.number, "header field \"\(key)\" appears twice") }
                fields[key] = (value, line.number)
            }
        }
        let header = try makeHeader(version: version, fields: fields, before: paletteLine?.line ?? first.number)

        var colors: [RGB] = []
        for i in 0..<(paletteLine?.count ?? 0) {
            let expected = Palette.letters[i]
            let line = try reader.next(expecting: "palette entry \"\(expected) #rrggbb\"")
            let parts = line.text.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0] == String(expected), let color = RGB(hex: String(parts[1])) else {
                throw SnapshotParseError(line: line.number, "expected palette entry \"\(expected) #rrggbb\", found \"\(line.text)\"")
            }
            colors.append(color)
        }
        let marker = try reader.next(expecting: "\"pixels:\"")
        guard marker.text == "pixels:" else {
            throw SnapshotParseError(line: marker.number, "expected \"pixels:\", found \"\(marker.text)\"")
        }

        var canvas = IndexedCanvas(width: header.width, height: header.height)
        var lookup = [Int16](repeating: -1, count: 128)
        for i in colors.indices { lookup[Int(Palette.letters[i].asciiValue ?? 0)] = Int16(i) }
        for y in 0..<header.height {
            let line = try reader.next(expecting: "pixel row \(y + 1) of \(header.height)")
            let bytes = Array(line.text.utf8)
            guard bytes.count == header.width else {
                throw SnapshotParseError(line: line.number, "pixel row \(y + 1) has \(bytes.count) letters, expected \(header.width)")
            }
            for (x, byte) in bytes.enumerated() {
                let index = byte < 128 ? lookup[Int(byte)] : -1
                guard index >= 0 else {
                    let letter = String(decoding: [byte], as: UTF8.self)
                    throw SnapshotParseError(line: line.number, "column \(x + 1): \"\(letter)\" is not a letter of the palette")
                }
                canvas[x, y] = PaletteIndex(index)
            }
        }
        if let extra = reader.nextNonEmpty() {
            throw SnapshotParseError(line: extra.number, "unexpected text after the \(header.height) pixel rows: \"\(extra.text)\"")
        }
        return Snapshot(header: header, palette: Palette(colors), canvas: canvas)
    }

    private static func keyValue(_ line: LineReader.Line) throws(SnapshotParseError) -> (String, String) {
        guard let colon = line.text.firstIndex(of: ":") else {
            throw SnapshotParseError(line: line.number, "expected \"key: value\", found \"\(line.text)\"")
        }
        let key = String(line.text[..<colon])
        let value = line.text[line.text.index(after: colon)...].trimmingPrefix(" ")
        return (key, String(value))
    }

    private static func makeHeader(version: Int, fields: [String: (value: String, line: Int)],
                                   before line: Int) throws(SnapshotParseError) -> SnapshotHeader {
        func field(_ key: String) throws(SnapshotParseError) -> (value: String, line: Int) {
            guard let f = fields[key] else { throw SnapshotParseError(line: line, "header field \"\(key)\" is missing") }
            return f
        }
        func bad(_ key: String, _ f: (value: String, line: Int), _ want: String) -> SnapshotParseError {
            SnapshotParseError(line: f.line, "\(key) \"\(f.value)\" is not \(want)")
        }
        // A snapshot shows the home widget in a family or a Live Activity surface: one of the two.
        if let family = fields["family"], let surface = fields["surface"] {
            throw SnapshotParseError(line: max(family.line, surface.line),
                                     "header has both \"family\" and \"surface\"; a snapshot shows one of them")
        }
        guard fields["family"] != nil || fields["surface"] != nil else {
            throw SnapshotParseError(line: line, "header field \"family\" (or \"surface\" for a Live Activity) is missing")
        }
        let familyValue = try fields["family"].map { f throws(SnapshotParseError) in
            guard let value = WidgetFamily(rawValue: f.value) else {
                throw bad("family", f, "one of " + WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return value
        }
        let surface = try fields["surface"].map { f throws(SnapshotParseError) in
            guard let value = LiveActivitySurface(rawValue: f.value) else {
                throw bad("surface", f, "one of " + LiveActivitySurface.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return value
        }
        let canvas = try field("canvas")
        let size = canvas.value.split(separator: "x", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard size.count == 2, size[0] >= 0, size[1] >= 0, size[0] <= 4096, size[1] <= 4096 else {
            throw bad("canvas", canvas, "WIDTHxHEIGHT (0 to 4096 each)")
        }
        let entry = try field("entry")
        let entryIndex = Int(entry.value)
        guard entry.value == "-" || (entryIndex ?? -1) >= 0 else { throw bad("entry", entry, "an index or -") }
        let date = try field("date")
        let dateValue = ISODate.parse(date.value)
        guard date.value == "-" || dateValue != nil else { throw bad("date", date, "an ISO 8601 date or -") }
        let night = try field("night")
        guard let nightValue = Bool(night.value) else { throw bad("night", night, "true or false") }
        let appearance = try field("appearance")
        guard let appearanceValue = Appearance(rawValue: appearance.value) else {
            throw bad("appearance", appearance, "light or dark")
        }
        let rendering = try field("rendering")
        guard let renderingValue = WidgetRenderingMode(rawValue: rendering.value) else {
            throw bad("rendering", rendering, "one of " + WidgetRenderingMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let digest = try field("digest")
        // The one header value that is free text. A control character there (a lone carriage
        // return, an escape) is in no digest widget-tui writes, would reach `verify`'s report,
        // and a carriage return would not survive being written back as a line ending.
        if let control = digest.value.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw SnapshotParseError(line: digest.line, "digest holds the control character U+\(String(cFormat: "%04X", control.value))")
        }
        return SnapshotHeader(version: version, family: familyValue, width: size[0], height: size[1], entryIndex: entryIndex,
                              date: dateValue, isNight: nightValue, appearance: appearanceValue,
                              renderingMode: renderingValue, digest: digest.value, surface: surface)
    }
}

/// Lines with their 1-based numbers; `\r\n` endings are accepted.
private struct LineReader {
    struct Line {
        let number: Int
        let text: String
    }

    private let lines: [Substring]
    private var position = 0

    init(_ text: String) {
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    mutating func next(expecting what: String) throws(SnapshotParseError) -> Line {
        guard position < lines.count, !(position == lines.count - 1 && lines[position].isEmpty) else {
            // After a final line break the missing line is the empty one it starts; without one,
            // the text's last line, so the line named is always in the file.
            throw SnapshotParseError(line: min(position + 1, lines.count), "the text ends where \(what) was expected")
        }
        defer { position += 1 }
        return Line(number: position + 1, text: String(lines[position]))
    }

    mutating func nextNonEmpty() -> Line? {
        while position < lines.count {
            defer { position += 1 }
            if !lines[position].trimmingWhitespace.isEmpty {
                return Line(number: position + 1, text: String(lines[position]))
            }
        }
        return nil
    }
}
