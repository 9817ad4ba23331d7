import Foundation
import Testing
@testable import PetRenderer
import Essentials

/// `ISOCivilTime` must be `Date.ISO8601FormatStyle` wherever it answers: the same Date to the last
/// bit for every text it reads, the same text for every date it writes. Generated inputs, seeded so
/// that a failure repeats: fields in and out of range, leap days, 0-10 fraction digits, offsets
/// up to and past ±18:00, and one-character edits of all of them.
@Suite("ISO 8601 dates by hand")
struct ISODateTests {
    /// What `ISODate.parse` was before the hand path: the format style, whole seconds then fractional.
    static func styleParse(_ text: String) -> Date? {
        for fractional in [false, true] {
            if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: fractional).parse(text) { return date }
        }
        return nil
    }

    static func styleFormat(_ date: Date, in zone: TimeZone) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        return date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, includingFractionalSeconds: !whole, timeZone: zone))
    }

    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static let zones = ["Z", "z", "+00:00", "-00:00", "+01:00", "-09:30", "+05:45", "+14:00", "+18:00", "-18:00", "+18:01",
                        "+19:00", "+01:60", "+0100", "+01", "GMT", "", "+24:00"]

    static func generatedText(_ rng: inout SplitMix) -> String {
        let year = [Int.random(in: 1500...1700, using: &rng), Int.random(in: 1900...2100, using: &rng),
                    Int.random(in: 0...9999, using: &rng)].randomElement(using: &rng)!
        let month = Int.random(in: 0...13, using: &rng)
        // Leap days and the days either side of a month's end are most of what is tested.
        let day = Bool.random(using: &rng) ? Int.random(in: 27...32, using: &rng) : Int.random(in: 0...32, using: &rng)
        var text = "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(Int.random(in: 0...25, using: &rng), 2)):"
            + "\(padded(Int.random(in: 0...61, using: &rng), 2)):\(padded(Int.random(in: 0...61, using: &rng), 2))"
        let fractionDigits = Int.random(in: -1...10, using: &rng)
        if fractionDigits >= 0 {
            text += "."
            for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &rng)) }
        }
        text += zones.randomElement(using: &rng)!
        if Int.random(in: 0..<8, using: &rng) == 0 {
            var characters = Array(text)
            let i = Int.random(in: 0..<characters.count, using: &rng)
            let other = "0123456789-:T.Z+ x".randomElement(using: &rng)!
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: characters.remove(at: i)
            case 1: characters[i] = other
            default: characters.insert(other, at: i)
            }
            text = String(characters)
        }
        return text
    }

    @Test("Every text read by hand is the date the format style reads")
    func parsingMatchesTheFormatStyle() {
        var rng = SplitMix(state: 24)
        var answered = 0
        for _ in 0..<60_000 {
            let text = Self.generatedText(&rng)
            guard let date = ISOCivilTime.parse(text) else { continue }
            answered += 1
            #expect(date.timeIntervalSinceReferenceDate.bitPattern == Self.styleParse(text)?.timeIntervalSinceReferenceDate.bitPattern,
                    "\(text)")
        }
        // The generator is mostly out of range; enough of it must be in range to mean something.
        #expect(answered > 3000)
    }

    @Test("Every date written by hand is the format style's text", arguments: [
        TimeZone.gmt, TimeZone(identifier: "UTC")!, TimeZone(secondsFromGMT: -34200)!, TimeZone(identifier: "Asia/Kathmandu")!,
        TimeZone(identifier: "Europe/Paris")!, TimeZone(identifier: "America/St_Johns")!, TimeZone(identifier: "Pacific/Kiritimati")!,
    ])
    func formattingMatchesTheFormatStyle(zone: TimeZone) {
        var rng = SplitMix(state: 20)
        var answered = 0
        for i in 0..<15_000 {
            let base = Double(Bool.random(using: &rng) ? Int.random(in: -13_000_000_000...253_402_300_799, using: &rng)
                                                       : Int.random(in: 1_700_000_000...1_900_000_000, using: &rng))
            let fraction = [Double(Int.random(in: 0...999, using: &rng)) / 1000, Double.random(in: 0..<1, using: &rng), 0.9995, 0.0001]
                .randomElement(using: &rng)!
            let date = Date(timeIntervalSince1970: i % 4 == 0 ? base : base + fraction)
            let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
            guard let text = ISOCivilTime.format(date, offset: zone.secondsFromGMT(for: date), milliseconds: !whole) else { continue }
            answered += 1
            #expect(text == Self.styleFormat(date, in: zone), "\(date.timeIntervalSince1970)")
            // What it writes it reads back as the format style does.
            #expect(ISOCivilTime.parse(text)?.timeIntervalSinceReferenceDate.bitPattern
                    == Self.styleParse(text)?.timeIntervalSinceReferenceDate.bitPattern, "\(text)")
        }
        #expect(answered > 10_000)
    }

    @Test("The shapes widget-tui writes and is given go by hand", arguments: [
        "2026-11-29T12:00:00Z", "2026-11-29T12:00:00.250Z", "2024-02-29T23:59:59.5+01:00", "2026-11-29T12:00:00-09:30",
    ])
    func commonShapesGoByHand(text: String) throws {
        let date = try #require(ISOCivilTime.parse(text))
        #expect(date == Self.styleParse(text))
        #expect(ISOCivilTime.format(date, offset: 0, milliseconds: true) != nil)
    }

    @Test("What the hand path declines still parses as the format style parses it", arguments: [
        "2026-02-30T12:00:00Z", "2026-01-01T24:00:00Z", "2026-01-01T12:00:00Zjunk", "2026-1-01T12:00:00Z", "0000-01-01T00:00:00Z",
        "2026-01-01T12:00:00.999999999Z", "2026-01-01T12:00:00+0100", "2026-01-01T12:00:00", "2026-13-01T12:00:00Z",
    ])
    func declinedShapesFallBack(text: String) {
        #expect(ISOCivilTime.parse(text) == nil)
        #expect(ISODate.parse(text) == Self.styleParse(text))
    }

    @Test("A zone whose offset has seconds (Paris before 1911) is written by the format style")
    func secondOffsetsFallBack() {
        let paris = TimeZone(identifier: "Europe/Paris")!
        let date = Date(timeIntervalSince1970: -2_000_000_000)
        #expect(paris.secondsFromGMT(for: date) % 60 != 0)
        #expect(ISOCivilTime.format(date, offset: paris.secondsFromGMT(for: date), milliseconds: false) == nil)
        #expect(ISODate.format(date, in: paris) == Self.styleFormat(date, in: paris))
    }
}
