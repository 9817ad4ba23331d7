import Foundation
import PetRenderer
import Testing
@testable import WidgetTUIKit

@Suite("export's contact sheet")
struct WidgetContactSheetTests {
    @Test("Labels name the family, the entry, the local time and night")
    func labels() throws {
        let frame = FrameSelection.Frame(subject: .home(.systemMedium), entry: 59, date: try #require(ISODate.parse("2026-11-29T22:04:55Z")))
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        #expect(WidgetContactSheet.label(frame, night: true, timeZone: paris) == ["MEDIUM ENTRY 59", "11-29 23:04:55 NIGHT"])
        let bare = FrameSelection.Frame(subject: .home(.systemSmall), entry: nil, date: frame.date)
        #expect(WidgetContactSheet.label(bare, night: false, timeZone: .gmt) == ["SMALL", "11-29 22:04:55"])
    }
}
