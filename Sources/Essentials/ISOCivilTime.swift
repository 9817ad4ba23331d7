#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The strict ISO 8601 shape `ISODate` writes, `YYYY-MM-DDTHH:MM:SS[.fff](Z|±HH:MM)`, read and
/// written by hand in the proleptic Gregorian calendar. It answers only where that calendar is the
/// one `Date.ISO8601FormatStyle` uses (years 1583-9999, after the Julian calendar's end) and every
/// field is in range; anything else is nil, and `ISODate` asks the format style, whose leniency
/// (rolled-over days, hour 24, trailing text) is left to it. It lives here, below every module,
/// because the renderer, the data layer, property lists and doctor all write dates: a `Calendar`
/// or a format style made on Linux reads the machine's zone first, which loads ICU's zone data.
public enum ISOCivilTime {
    static let years = 1583...9999
    static let secondsFrom1970To2001 = 978_307_200
    /// The offsets a zone can have, in minutes: the format style refuses those past ±18:00.
    static let maximumOffsetMinutes = 18 * 60

    /// The date `text` names, or nil when it is not exactly the strict shape.
    public static func parse(_ text: String) -> Date? {
        text.utf8.withContiguousStorageIfAvailable(parse) ?? Array(text.utf8).withUnsafeBufferPointer(parse)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var reader = Reader(bytes: bytes)
        guard let year = reader.digits(4), reader.skip("-"), let month = reader.digits(2), reader.skip("-"),
              let day = reader.digits(2), reader.skip("T"), let hour = reader.digits(2), reader.skip(":"),
              let minute = reader.digits(2), reader.skip(":"), let second = reader.digits(2) else { return nil }
        guard years.contains(year), (1...12).contains(month), day >= 1, day <= CivilCalendar.daysIn(month: month, year: year),
              hour < 24, minute < 60, second < 60 else { return nil }
        var milliseconds = 0
        if reader.skip(".") {
            // One to three digits: milliseconds, the precision `format` writes.
            var count = 0
            while count < 3, let digit = reader.digit() {
                milliseconds = milliseconds * 10 + digit
                count += 1
            }
            guard count > 0, reader.peekDigit() == nil else { return nil }
            for _ in count..<3 { milliseconds *= 10 }
        }
        let offsetMinutes: Int
        if reader.skip("Z") {
            offsetMinutes = 0
        } else if let sign = reader.sign(), let hours = reader.digits(2), reader.skip(":"), let minutes = reader.digits(2), minutes < 60 {
            offsetMinutes = sign * (hours * 60 + minutes)
            guard abs(offsetMinutes) <= maximumOffsetMinutes else { return nil }
        } else {
            return nil
        }
        guard reader.atEnd else { return nil }
        let days = CivilCalendar.daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60
        // Whole seconds and the fraction are added as the format style adds them, from 2001, so
        // the two give the same Double to the last bit.
        return Date(timeIntervalSinceReferenceDate: Double(seconds - secondsFrom1970To2001) + Double(milliseconds) / 1000)
    }

    /// `date` as the local time at `offset` seconds from GMT, with milliseconds if asked; nil
    /// outside the years it knows or for an offset that is not whole minutes.
    public static func format(_ date: Date, offset: Int, milliseconds: Bool) -> String? {
        let seconds = date.timeIntervalSinceReferenceDate
        guard offset % 60 == 0, abs(offset) <= maximumOffsetMinutes * 60, seconds.isFinite,
              abs(seconds) < 1e12 else { return nil }
        let whole = seconds.rounded(.down)
        // The format style truncates to milliseconds, counting from 2001.
        let millis = min(Int(((seconds - whole) * 1000).rounded(.down)), 999)
        var local = Int(whole) + secondsFrom1970To2001 + offset
        let days = CivilCalendar.floorDivide(local, 86_400)
        local -= days * 86_400
        let (year, month, day) = CivilCalendar.date(daysSince1970: days)
        guard years.contains(year) else { return nil }
        // Written as bytes into one buffer: `snapshot` formats two dates for each of its
        // thousands of files, and a string appended a field at a time was most of that.
        var text: [UInt8] = []
        text.reserveCapacity(29)
        func digits(_ value: Int, _ count: Int) {
            var unit = 1
            for _ in 1..<count { unit *= 10 }
            while unit > 0 {
                text.append(UInt8(ascii: "0") + UInt8(value / unit % 10))
                unit /= 10
            }
        }
        digits(year, 4)
        text.append(UInt8(ascii: "-"))
        digits(month, 2)
        text.append(UInt8(ascii: "-"))
        digits(day, 2)
        text.append(UInt8(ascii: "T"))
        digits(local / 3600, 2)
        text.append(UInt8(ascii: ":"))
        digits(local / 60 % 60, 2)
        text.append(UInt8(ascii: ":"))
        digits(local % 60, 2)
        if milliseconds {
            text.append(UInt8(ascii: "."))
            digits(millis, 3)
        }
        if offset == 0 {
            text.append(UInt8(ascii: "Z"))
        } else {
            text.append(UInt8(ascii: offset < 0 ? "-" : "+"))
            digits(abs(offset) / 3600, 2)
            text.append(UInt8(ascii: ":"))
            digits(abs(offset) / 60 % 60, 2)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `date.formatted(.iso8601)`: UTC, whole seconds (the fraction dropped), `2026-11-29T12:00:00Z`.
    public static func iso8601(_ date: Date) -> String {
        format(date, offset: 0, milliseconds: false) ?? date.formatted(.iso8601)
    }

    /// ASCII only: the format style reads no other digits.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index == bytes.count }

        func peekDigit() -> Int? {
            guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
            return Int(bytes[index] - UInt8(ascii: "0"))
        }

        mutating func digit() -> Int? {
            guard let digit = peekDigit() else { return nil }
            index += 1
            return digit
        }

        mutating func digits(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
