import Essentials

/// The text of `<integer>`, `<real>`, `<date>` and `<data>` in an XML property list, read with the
/// grammar of CoreFoundation's parser (CFPropertyList.c), except where noted.
enum XMLPlistScalars {
    typealias Failure = XMLPlistReader.Failure

    /// Whitespace, a sign, whitespace, then decimal digits or `0x` and hex digits; nothing after
    /// the digits (CoreFoundation refuses trailing whitespace too). Above `Int64.max` an integer is
    /// an `.unsignedInteger`, as CoreFoundation makes it a 128-bit number.
    static func integer(_ text: ArraySlice<UInt16>) throws(Failure) -> PlistValue {
        var i = skipWhitespace(text, from: text.startIndex)
        guard i < text.endIndex else { throw Failure(message: "empty <integer>", index: i) }
        let negative = text[i] == ascii("-")
        if negative || text[i] == ascii("+") { i = skipWhitespace(text, from: i + 1) }
        var radix: UInt64 = 10
        if i + 1 < text.endIndex, text[i] == ascii("0"), text[i + 1] == ascii("x") || text[i + 1] == ascii("X") {
            radix = 16
            i += 2
        }
        guard i < text.endIndex else { throw Failure(message: "<integer> has no digits", index: i) }
        var magnitude: UInt64 = 0
        for j in i..<text.endIndex {
            guard let digit = digitValue(text[j]), UInt64(digit) < radix else {
                throw Failure(message: "<integer> holds '\(character(text[j]))', not a \(radix == 16 ? "hex " : "")digit", index: j)
            }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { throw Failure(message: "<integer> does not fit in 64 bits", index: text.startIndex) }
            magnitude = sum
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw Failure(message: "<integer> is below Int64.min", index: text.startIndex) }
            return .int(magnitude == UInt64(Int64.max) + 1 ? Int.min : -Int(magnitude))
        }
        return magnitude <= UInt64(Int.max) ? .int(Int(magnitude)) : .unsignedInteger(magnitude)
    }

    /// Leading whitespace, then a decimal number (`1`, `-0.5`, `.5`, `2.`, `1e-3`) or one of
    /// CoreFoundation's names for the special values, in any case: `nan`, `inf`, `infinity`, signed
    /// or not. Hexadecimal floats, which `strtod` would take, are refused (as Foundation's Swift
    /// parser refuses them).
    static func real(_ text: ArraySlice<UInt16>) throws(Failure) -> PlistValue {
        let start = skipWhitespace(text, from: text.startIndex)
        let word = String(decoding: text[start...], as: UTF16.self)
        switch word.lowercased() {
        case "nan": return .double(.nan)
        case "inf", "+inf", "infinity", "+infinity": return .double(.infinity)
        case "-inf", "-infinity": return .double(-.infinity)
        default: break
        }
        let bytes = Array(word.utf8)
        var i = 0
        func digits() -> Int {
            let from = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - from
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var mantissa = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            mantissa += digits()
        }
        var valid = mantissa > 0
        if valid, i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            valid = digits() > 0
        }
        guard valid, i == bytes.count, let value = Double(word) else {
            throw Failure(message: "<real> '\(word.prefix(40))' is not a number", index: text.startIndex)
        }
        return .double(value)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, UTC, the year of any length and possibly negative (as CoreFoundation
    /// writes and reads it). Unlike CoreFoundation, which rolls `02-30` over into March, a date
    /// that does not exist is refused.
    static func date(_ text: ArraySlice<UInt16>) throws(Failure) -> PlistValue {
        let word = String(decoding: text, as: UTF16.self)
        var i = text.startIndex
        /// `count` digits, or 1 to 9 for the year.
        func digits(_ count: Int?) -> Int? {
            let from = i
            while i < text.endIndex, (0x30...0x39).contains(text[i]), i - from < (count ?? 9) { i += 1 }
            guard i > from, count.map({ i - from == $0 }) ?? true else { return nil }
            return text[from..<i].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        func skip(_ character: Unicode.Scalar) -> Bool {
            guard i < text.endIndex, text[i] == ascii(character) else { return false }
            i += 1
            return true
        }
        let negative = skip("-")
        guard let digitsOfYear = digits(nil), skip("-"), let month = digits(2), skip("-"), let day = digits(2), skip("T"),
              let hour = digits(2), skip(":"), let minute = digits(2), skip(":"), let second = digits(2), skip("Z"), i == text.endIndex else {
            throw Failure(message: "<date> '\(word.prefix(40))' is not YYYY-MM-DDTHH:MM:SSZ", index: text.startIndex)
        }
        let year = negative ? -digitsOfYear : digitsOfYear
        guard (1...12).contains(month), (1...CivilCalendar.daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60, second < 60 else {
            throw Failure(message: "<date> '\(word)' does not exist", index: text.startIndex)
        }
        let days = CivilCalendar.daysSince1970(year: year, month: month, day: day)
        let seconds = Double(days) * 86_400 + Double(hour * 3_600 + minute * 60 + second)
        return .date(Date(timeIntervalSince1970: seconds))
    }

    /// Base64 with whitespace anywhere (Xcode wraps long data in lines). Unlike CoreFoundation,
    /// which skips any other ASCII character and drops a cut-short final group, both are refused:
    /// they would otherwise be read, and written back, as garbage.
    static func data(_ text: ArraySlice<UInt16>) throws(Failure) -> Data {
        var sextets: [UInt8] = []
        var padding = 0
        for i in text.indices where !isWhitespace(text[i]) {
            let unit = text[i]
            if unit == ascii("=") {
                padding += 1
                guard padding <= 2 else { throw Failure(message: "invalid base64 in <data>: too much '=' padding", index: i) }
                continue
            }
            guard padding == 0, let value = sextet(unit) else {
                throw Failure(message: padding > 0 ? "invalid base64 in <data>: '\(character(unit))' after the '=' padding"
                                  : "invalid base64 in <data>: '\(character(unit))' is not a base64 character", index: i)
            }
            sextets.append(value)
        }
        guard (sextets.count + padding).isMultiple(of: 4), sextets.count % 4 != 1, padding == (4 - sextets.count % 4) % 4 else {
            throw Failure(message: "invalid base64 in <data>: \(sextets.count) characters and \(padding) '=' do not make whole bytes", index: text.startIndex)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sextets.count * 3 / 4)
        var accumulator: UInt32 = 0
        for (n, value) in sextets.enumerated() {
            accumulator = accumulator << 6 | UInt32(value)
            if n % 4 == 3 {
                bytes += [UInt8(accumulator >> 16 & 0xFF), UInt8(accumulator >> 8 & 0xFF), UInt8(accumulator & 0xFF)]
                accumulator = 0
            }
        }
        switch sextets.count % 4 {
        case 2: bytes.append(UInt8(accumulator >> 4 & 0xFF))
        case 3: bytes += [UInt8(accumulator >> 10 & 0xFF), UInt8(accumulator >> 2 & 0xFF)]
        default: break
        }
        return Data(bytes)
    }

    /// Space, tab, line feed, carriage return: what XML and CoreFoundation's parser take as whitespace.
    static func isWhitespace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }

    static func ascii(_ character: Unicode.Scalar) -> UInt16 { UInt16(character.value) }

    /// A code unit for a message: printable ASCII as itself, anything else as U+XXXX.
    static func character(_ unit: UInt16) -> String {
        (0x21..<0x7F).contains(unit) ? String(UnicodeScalar(UInt8(unit))) : "U+" + String(unit, radix: 16, uppercase: true)
    }

    private static func skipWhitespace(_ text: ArraySlice<UInt16>, from start: Int) -> Int {
        var i = start
        while i < text.endIndex, isWhitespace(text[i]) { i += 1 }
        return i
    }

    private static func digitValue(_ unit: UInt16) -> Int? {
        switch unit {
        case 0x30...0x39: Int(unit - 0x30)
        case 0x41...0x46: Int(unit - 0x41 + 10)
        case 0x61...0x66: Int(unit - 0x61 + 10)
        default: nil
        }
    }

    private static func sextet(_ unit: UInt16) -> UInt8? {
        switch unit {
        case 0x41...0x5A: UInt8(unit - 0x41)
        case 0x61...0x7A: UInt8(unit - 0x61 + 26)
        case 0x30...0x39: UInt8(unit - 0x30 + 52)
        case 0x2B: 62
        case 0x2F: 63
        default: nil
        }
    }
}
