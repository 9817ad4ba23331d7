import Testing
@testable import WidgetContract

/// `String(zeroPadded:)` works its digits out by hand; the standard library's `String(_:radix:)`
/// padded with zeros is what it must spell.
@Suite struct ZeroPaddedTests {
    @Test(arguments: [2, 8, 10, 16, 36])
    func spellsWhatTheStandardLibrarySpells(radix: Int) {
        for value in [0, 1, 7, 9, 10, 15, 16, 35, 36, 59, 99, 255, 1_000, 65_535, Int.max, -1, -42, Int.min] {
            for digits in [0, 1, 2, 4, 70] {
                for uppercase in [false, true] {
                    let text = String(value, radix: radix, uppercase: uppercase)
                    let expected = String(repeating: "0", count: max(0, digits - text.count)) + text
                    #expect(String(zeroPadded: value, digits: digits, radix: radix, uppercase: uppercase) == expected,
                            "\(value) radix \(radix) digits \(digits) uppercase \(uppercase)")
                }
            }
        }
    }

    @Test func otherIntegerTypes() {
        #expect(String(zeroPadded: UInt8(0xAB), digits: 2, radix: 16, uppercase: true) == "AB")
        #expect(String(zeroPadded: UInt32(0x1F), digits: 4, radix: 16) == "001f")
        #expect(String(zeroPadded: Int8.min, digits: 5) == "0-128")
    }

    @Test func quietHoursPrintWithTwoDigitFields() {
        #expect(QuietHours("7:05-0:00")?.description == "07:05-00:00")
        #expect(QuietHours.documentedDefault.description == "22:00-07:00")
    }
}
