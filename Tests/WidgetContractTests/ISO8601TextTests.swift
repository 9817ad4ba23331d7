import Essentials
import Foundation
import Testing

/// The reload log, the intents' reports, property list values and doctor's profile dates are
/// written as `Date.formatted(.iso8601)` wrote them: by hand where `ISOCivilTime` answers, by
/// the style before 1583 and after 9999.
@Suite struct ISO8601TextTests {
    @Test(arguments: [0, 0.999, 1_764_417_600, 1_764_417_600.5, -1e6 - 0.25, 253_402_300_799.9, 253_402_300_800, -12_300_000_000])
    func theTextIsTheFormatStyles(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ISOCivilTime.iso8601(date) == date.formatted(.iso8601))
    }
}
