import Testing
@testable import WidgetContract

@Suite struct QuietHoursTests {
    @Test func parsesASpanThatWrapsPastMidnight() throws {
        let q = try #require(QuietHours("22:00-07:00"))
        #expect(q.start.minutes == 22 * 60)
        #expect(q.end.minutes == 7 * 60)
        #expect(q.contains(minuteOfDay: 23 * 60))
        #expect(q.contains(minuteOfDay: 0))
        #expect(q.contains(minuteOfDay: 6 * 60 + 59))
        #expect(!q.contains(minuteOfDay: 7 * 60))
        #expect(!q.contains(minuteOfDay: 12 * 60))
    }

    @Test func aSpanWithinOneDayDoesNotWrap() throws {
        let q = try #require(QuietHours("13:30-14:00"))
        #expect(q.contains(minuteOfDay: 13 * 60 + 30))
        #expect(!q.contains(minuteOfDay: 14 * 60))
        #expect(!q.contains(minuteOfDay: 0))
    }

    @Test(arguments: ["", "22:00", "24:00-07:00", "22:60-07:00", "ab:cd-07:00", "22:00-07:00-01:00", "7:0-8:00"])
    func rejectsMalformedText(_ text: String) {
        #expect(QuietHours(text) == nil)
    }

    /// Hours and minutes are digits only: `Int` alone would take a sign, and other scripts' digits.
    @Test(arguments: ["+7:00-08:00", "22:00-+7:00", "22:+5-07:00", "22:00-07:+5", "+0:00-07:00", "\u{0667}:00-08:00", "22:00-07:\u{0660}\u{0660}"])
    func rejectsSignsAndNonASCIIDigits(_ text: String) {
        #expect(QuietHours(text) == nil)
    }

    @Test func aTimeOfDayIsTwoDigitsOrOneForTheHour() {
        #expect(TimeOfDay("7:05") == TimeOfDay(hour: 7, minute: 5))
        #expect(TimeOfDay("+7:05") == nil)
        #expect(TimeOfDay("07:-5") == nil)
    }

    @Test func printsAsItParses() {
        #expect(QuietHours("06:05-18:40")?.description == "06:05-18:40")
    }
}
