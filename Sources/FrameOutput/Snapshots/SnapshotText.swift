import Essentials
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
///     accentedImages: none          (only with `rendering: accented`, for the home widget)
///     digest: fnv1a64:0123456789abcdef
///     palette: 40                   (then that many lines: letter, space, #rrggbb, in index order)
///     a #0b122b
///     pixels:                       (then `height` rows of `width` letters)
///
/// Every palette entry is listed, used or not, so letters mean the same colours across a sheet's frames.
public enum SnapshotText {
    public static let magic = "widget-tui snapshot"

    public static func write(_ snapshot: Snapshot) -> String {
        String(decoding: bytes(snapshot), as: UTF8.self)
    }

    /// The text `write` gives, as its UTF-8 bytes, written straight into one buffer: `snapshot`
    /// writes thousands of files, and building each of its hundred lines as a string of its own
    /// and joining them was most of a file's CPU.
    public static func bytes(_ snapshot: Snapshot) -> [UInt8] {
        let canvas = snapshot.canvas, colors = snapshot.palette.colors
        let fields = snapshot.header.fields
        var head: [UInt8] = []
        head.reserveCapacity(64 + fields.count * 32)
        head.append(text: "\(magic) \(snapshot.header.version)\n")
        for field in fields {
            head.append(text: field.key)
            head.append(text: ": ")
            head.append(text: field.value)
            head.append(newline)
        }
        head.append(text: "palette: \(colors.count)\n")
        // The palette's lines (`a #0b122b`), "pixels:" and the rows of letters are written in
        // place after the header: their length is known.
        let marker = pixelsLine, letters = letterBytes, hex = hexDigits
        let total = head.count + colors.count * 10 + marker.count + (canvas.width + 1) * canvas.height
        return [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
            guard let target = out.baseAddress else { return }
            var o = 0
            // Checked, so a miscount stops the tool rather than writing past the buffer.
            func put(_ byte: UInt8) {
                precondition(o < total)
                target[o] = byte
                o += 1
            }
            func putHex(_ channel: UInt8) {
                put(hex[Int(channel >> 4)])
                put(hex[Int(channel & 0xf)])
            }
            for byte in head { put(byte) }
            for (i, color) in colors.enumerated() {
                put(letters[i])
                put(UInt8(ascii: " "))
                put(UInt8(ascii: "#"))
                putHex(color.r)
                putHex(color.g)
                putHex(color.b)
                put(newline)
            }
            for byte in marker { put(byte) }
            canvas.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<canvas.height {
                    // No pixels (a canvas 0 wide): rows of no letters.
                    if let source = pixels.baseAddress {
                        precondition(o + canvas.width < total)
                        writeLetters(of: source + y * canvas.width, count: canvas.width, to: target + o, letters: letters)
                    }
                    o += canvas.width
                    put(newline)
                }
            }
            precondition(o == total)
            initialized = total
        }
    }

    /// The letters of `count` palette indices, eight at a time in a UInt64 (each byte on its own,
    /// no carry between them), as the letters run: a-z, A-Z, 0-9 (a test checks them against
    /// `Palette.letters`). A letter a table lookup at a time was most of a snapshot's text; Swift's
    /// SIMD types were slower still. An index past the letters is a bug, and stops the tool.
    private static func writeLetters(of source: UnsafePointer<PaletteIndex>, count: Int, to target: UnsafeMutablePointer<UInt8>,
                                     letters: [UInt8]) {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        var x = 0
        while x + 8 <= count {
            let index = UnsafeRawPointer(source + x).loadUnaligned(as: UInt64.self)
            // A byte of 62 or more has its high bit set, or gets it with 66 added (a byte under 128
            // carries nothing into the next).
            precondition((index | (index &+ 66 &* ones)) & high == 0, "a pixel's palette index is past the snapshot letters")
            // 1 in each byte from 26 (A-Z and digits), from 52 (digits).
            let fromCapitals = ((index &+ (128 - 26) &* ones) & high) >> 7
            let fromDigits = ((index &+ (128 - 52) &* ones) & high) >> 7
            // Index + "a"; from 26, + "A" - 26, 58 less; from 52, + "0" - 52, 43 less again.
            let letter = index &+ UInt64(UInt8(ascii: "a")) &* ones &- fromCapitals &* 58 &- fromDigits &* 43
            UnsafeMutableRawPointer(target + x).storeBytes(of: letter, as: UInt64.self)
            x += 8
        }
        while x < count {
            target[x] = letters[Int(source[x])]
            x += 1
        }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let pixelsLine = Array("pixels:\n".utf8)
    /// Lower case, as `RGB.hex` writes a colour.
    private static let hexDigits = Array("0123456789abcdef".utf8)

    public static func parse(_ text: String) throws(SnapshotParseError) -> Snapshot {
        try parse(Array(text.utf8))
    }

    /// Parses a file's bytes as they were read: lines are found as bytes and the pixel rows read
    /// as bytes, and only the few header lines (and whatever an error quotes) become text, so
    /// `verify` reads thousands of files without walking characters. Bytes that are no UTF-8 read
    /// as U+FFFD, as when the whole file is decoded first.
    public static func parse(_ bytes: [UInt8]) throws(SnapshotParseError) -> Snapshot {
        var reader = LineReader(bytes)
        let first = try reader.next(expecting: "the first line \"\(magic) \(SnapshotHeader.formatVersion)\"")
        guard first.text.hasPrefix(magic + " "), let version = Int(first.text.dropFirst(magic.count + 1)) else {
            throw SnapshotParseError(line: first.number, "expected \"\(magic) <version>\", found \"\(first.text)\"")
        }
        guard version == SnapshotHeader.formatVersion else {
            throw SnapshotParseError(line: first.number, "format version \(version) is not supported (only \(SnapshotHeader.formatVersion))")
        }

        var fields: [String: (value: String, line: Int)] = [:]
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
                guard knownFields.contains(key) else { throw SnapshotParseError(line: line.number, "unknown header field \"\(key)\"") }
                guard fields[key] == nil else { throw SnapshotParseError(line: line.number, "header field \"\(key)\" appears twice") }
                fields[key] = (value, line.number)
            }
        }
        let header = try makeHeader(version: version, fields: fields, before: paletteLine?.line ?? first.number)

        var colors: [RGB] = []
        for i in 0..<(paletteLine?.count ?? 0) {
            let expected = Palette.letters[i]
            let line = try reader.next(expecting: "palette entry \"\(expected) #rrggbb\"")
            if let color = color(written: line.bytes, letter: letterBytes[i]) {
                colors.append(color)
                continue
            }
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
        // Each byte's palette index, -1 for no letter of this palette; bytes past ASCII are none.
        var lookup = [Int16](repeating: -1, count: 256)
        for i in colors.indices { lookup[Int(letterBytes[i])] = Int16(i) }
        for y in 0..<header.height {
            let line = try reader.next(expecting: "pixel row \(y + 1) of \(header.height)")
            let valid = line.bytes.count == header.width && canvas.pixels.withUnsafeMutableBufferPointer { pixels in
                lookup.withUnsafeBufferPointer { lookup in
                    line.bytes.withUnsafeBufferPointer { row in
                        for (x, byte) in row.enumerated() {
                            let index = lookup[Int(byte)]
                            guard index >= 0 else { return false }
                            pixels[y * header.width + x] = PaletteIndex(index)
                        }
                        return true
                    }
                }
            }
            if !valid { throw rowError(line, row: y, width: header.width, lookup: lookup) }
        }
        if let extra = reader.nextNonEmpty() {
            throw SnapshotParseError(line: extra.number, "unexpected text after the \(header.height) pixel rows: \"\(extra.text)\"")
        }
        return Snapshot(header: header, palette: Palette(colors), canvas: canvas)
    }

    /// What is wrong with a pixel row, counted on its text as decoded (a byte that is no UTF-8 is
    /// a three-byte U+FFFD), as the message has always counted.
    private static func rowError(_ line: LineReader.Line, row y: Int, width: Int, lookup: [Int16]) -> SnapshotParseError {
        let bytes = Array(line.text.utf8)
        guard bytes.count == width else {
            return SnapshotParseError(line: line.number, "pixel row \(y + 1) has \(String(count: bytes.count, "letter")), expected \(width)")
        }
        // A row of the right length that failed as bytes has a byte that is no letter.
        let x = bytes.firstIndex { lookup[Int($0)] < 0 } ?? 0
        let letter = String(decoding: [bytes[x]], as: UTF8.self)
        return SnapshotParseError(line: line.number, "column \(x + 1): \"\(letter)\" is not a letter of the palette")
    }

    private static let knownFields: Set = ["family", "surface", "canvas", "entry", "date", "night", "appearance", "rendering",
                                           "accentedImages", "digest"]
    /// `Palette.letters` as the bytes that stand for them.
    private static let letterBytes = Palette.letters.map { $0.asciiValue ?? 0 }

    /// The colour of a palette line written as `write` writes it, `a #0b122b`; nil for any other
    /// form, which is then read as text (to accept or to quote).
    private static func color(written line: ArraySlice<UInt8>, letter: UInt8) -> RGB? {
        guard line.count == 9, line.first == letter, line.dropFirst().first == 0x20, line.dropFirst(2).first == 0x23 else { return nil }
        var value: UInt32 = 0
        for byte in line.dropFirst(3) {
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x61...0x66: digit = byte - 0x61 + 10
            case 0x41...0x46: digit = byte - 0x41 + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return RGB(UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff))
    }

    /// `key: value`, split at the first colon, one space after it dropped. A line of ASCII is
    /// split as bytes; beyond ASCII as characters, so a colon or space with a combining mark
    /// after it is no colon or space, as it has always been.
    private static func keyValue(_ line: LineReader.Line) throws(SnapshotParseError) -> (String, String) {
        if line.bytes.allSatisfy({ $0 < 0x80 }) {
            guard let colon = line.bytes.firstIndex(of: 0x3a) else {
                throw SnapshotParseError(line: line.number, "expected \"key: value\", found \"\(line.text)\"")
            }
            var value = line.bytes[(colon + 1)...]
            if value.first == 0x20 { value = value.dropFirst() }
            return (String(decoding: line.bytes[..<colon], as: UTF8.self), String(decoding: value, as: UTF8.self))
        }
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
        // Absent in a snapshot written before widget-tui modelled images: no modifier.
        let accentedImages = try fields["accentedImages"].map { f throws(SnapshotParseError) in
            guard renderingValue == .accented, familyValue != nil else {
                throw SnapshotParseError(line: f.line, "accentedImages is drawn in the accented rendering mode only, and "
                    + (familyValue == nil ? "a Live Activity surface has no such images" : "rendering is \(renderingValue.rawValue)"))
            }
            guard let value = WidgetAccentedRenderingMode?(name: f.value) else {
                throw bad("accentedImages", f, "one of " + WidgetAccentedRenderingMode?.names.joined(separator: ", "))
            }
            return value
        } ?? nil
        let digest = try field("digest")
        // The one header value that is free text. A control character there (a lone carriage
        // return, an escape) is in no digest widget-tui writes, would reach `verify`'s report,
        // and a carriage return would not survive being written back as a line ending.
        if let control = digest.value.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw SnapshotParseError(line: digest.line, "digest holds the control character U+\(String(cFormat: "%04X", control.value))")
        }
        return SnapshotHeader(version: version, family: familyValue, width: size[0], height: size[1], entryIndex: entryIndex,
                              date: dateValue, isNight: nightValue, appearance: appearanceValue,
                              renderingMode: renderingValue, accentedImages: accentedImages, digest: digest.value, surface: surface)
    }
}

/// Lines with their 1-based numbers, found as bytes: a line ends at `\n`, and a `\r` just before
/// it belongs to the ending (`\r\n`); a `\r` anywhere else is part of the line.
private struct LineReader {
    struct Line {
        let number: Int
        /// The line's bytes, without its ending.
        let bytes: ArraySlice<UInt8>
        /// The line as text; bytes that are no UTF-8 become U+FFFD.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    private let bytes: [UInt8]
    private var start = 0
    private var number = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next(expecting what: @autoclosure () -> String) throws(SnapshotParseError) -> Line {
        // The text ends before a line with nothing in it and no ending, like "" after the last "\n".
        guard start < bytes.count else {
            // After a final line break the missing line is the empty one it starts; without one,
            // the text's last line, so the line named is always in the file.
            let line = start == bytes.count ? number + 1 : number
            throw SnapshotParseError(line: line, "the text ends where \(what()) was expected")
        }
        return take()
    }

    mutating func nextNonEmpty() -> Line? {
        while start < bytes.count {
            let line = take()
            // Whitespace as Unicode has it: in ASCII tab to carriage return and the space, beyond
            // ASCII whatever `trimmingWhitespace` drops.
            let blank = line.bytes.allSatisfy { $0 == 0x20 || (0x09...0x0d).contains($0) }
                || (line.bytes.contains { $0 >= 0x80 } && line.text.trimmingWhitespace.isEmpty)
            if !blank { return line }
        }
        return nil
    }

    /// The line from `start`, which lies in the text.
    private mutating func take() -> Line {
        let end = bytes[start...].firstIndex(of: 0x0a) ?? bytes.count
        let last = end > start && end < bytes.count && bytes[end - 1] == 0x0d ? end - 1 : end
        number += 1
        defer { start = end + 1 }
        return Line(number: number, bytes: bytes[start..<last])
    }
}
